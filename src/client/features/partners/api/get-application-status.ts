/**
 * `GET /api/partnerships/status/:token` → `{ kind, name, status, status_label, note, history }`: an applicant's
 * view of their application by private link (spec §2.7 workflow; issue 8). 404 for an unknown token.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '~/client/lib/api';
import type { ApplicationStatus } from '~/shared/forms';
import { partnerKeys } from './keys';

export interface ApplicationStatusView {
  kind: 'college' | 'university';
  name: string;
  status: ApplicationStatus;
  status_label: string;
  note: string;
  /** Oldest first; `at` is ISO-8601 UTC. */
  history: Array<{ status: ApplicationStatus; note: string; at: string }>;
}

export function getApplicationStatus(token: string): Promise<ApplicationStatusView> {
  return apiFetch<ApplicationStatusView>(`/api/partnerships/status/${encodeURIComponent(token)}`);
}

export const applicationStatusQuery = (token: string) =>
  queryOptions({ queryKey: partnerKeys.status(token), queryFn: () => getApplicationStatus(token), retry: false });

export function useApplicationStatus(token: string) {
  return useQuery(applicationStatusQuery(token));
}
