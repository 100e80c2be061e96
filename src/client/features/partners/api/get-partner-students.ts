/**
 * `GET /api/partner-admin/students` → `{ students: [{ name, email, affiliated_at }] }`: the students affiliated
 * with the partner admin's institution (spec §2.7 Student Users; issue 8). The same list downloads as CSV and PDF.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '~/client/lib/api';
import { partnerKeys } from './keys';

export interface PartnerStudent {
  name: string;
  email: string;
  /** ISO-8601 UTC. */
  affiliated_at: string;
}

export const studentsCsvUrl = '/api/partner-admin/students.csv';
export const studentsPdfUrl = '/api/partner-admin/students.pdf';

export function getPartnerStudents(): Promise<{ students: PartnerStudent[] }> {
  return apiFetch<{ students: PartnerStudent[] }>('/api/partner-admin/students');
}

export const partnerStudentsQuery = queryOptions({ queryKey: partnerKeys.partnerAdminStudents, queryFn: getPartnerStudents, select: (d) => d.students });

export function usePartnerStudents(enabled: boolean) {
  return useQuery({ ...partnerStudentsQuery, enabled });
}
