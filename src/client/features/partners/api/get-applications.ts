/** `GET /api/admin/applications?status=` → `{ applications }` (admin only; spec §2.7 workflow, issue 8). '' lists every status. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '~/client/lib/api';
import type { ApplicationStatus } from '~/shared/forms';
import { partnerKeys } from './keys';

export interface AdminApplication {
  id: string;
  kind: 'college' | 'university';
  name: string;
  email: string;
  status: ApplicationStatus;
  note: string;
  /** ISO-8601 UTC. */
  created_at: string;
  /** The submitted form fields. */
  data: Record<string, unknown>;
  logo_url: string | null;
}

export function getApplications(status: string): Promise<{ applications: AdminApplication[] }> {
  return apiFetch<{ applications: AdminApplication[] }>(`/api/admin/applications${status ? `?status=${encodeURIComponent(status)}` : ''}`);
}

export const applicationsQuery = (status: string) =>
  queryOptions({ queryKey: partnerKeys.adminApplications(status), queryFn: () => getApplications(status), select: (d) => d.applications });

export function useAdminApplications(status: string) {
  return useQuery(applicationsQuery(status));
}
