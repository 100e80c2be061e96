/** Query keys of the partners feature: mutations invalidate by these prefixes. */
export const partnerKeys = {
  /** Approved institutions for the affiliation picker (public). */
  institutions: ['partners', 'institutions'] as const,
  /** The signed-in user's affiliation. */
  affiliation: ['partners', 'affiliation'] as const,
  /** An applicant's status page, by private token. */
  status: (token: string) => ['partners', 'status', token] as const,
  /** Everything the partner admin dashboard shows. */
  partnerAdmin: ['partner-admin'] as const,
  partnerAdminMe: ['partner-admin', 'me'] as const,
  partnerAdminStudents: ['partner-admin', 'students'] as const,
  partnerAdminEvents: ['partner-admin', 'events'] as const,
  /** Everything the admin portal's applications and requests queues show. */
  admin: ['admin', 'partners'] as const,
  adminApplications: (status: string) => ['admin', 'partners', 'applications', status] as const,
  adminInbox: (kind: string) => ['admin', 'partners', 'inbox', kind] as const,
  adminEventProposals: ['admin', 'partners', 'event-proposals'] as const,
};
