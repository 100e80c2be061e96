/**
 * The three sample items /certificates shows a visitor (each with a title, issue date and status).
 * They are marked as samples on the page; their buttons do nothing.
 */
export interface SampleCertificate {
  id: string;
  title: string;
  /** ISO-8601 date; null while in progress. */
  issueDate: string | null;
  status: 'Completed' | 'In Progress';
}

export const sampleCertificates: SampleCertificate[] = [
  { id: 'sample-market-research', title: 'Market Research Fundamentals', issueDate: '2025-01-15', status: 'Completed' },
  { id: 'sample-financial-planning', title: 'Financial Planning for Startups', issueDate: '2025-02-28', status: 'Completed' },
  { id: 'sample-product-mvp', title: 'Product Development & MVP', issueDate: null, status: 'In Progress' },
];
