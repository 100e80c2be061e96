/**
 * `GET /api/partnerships/status/{token}` → `{ kind, name, status, status_label, note, history }`: an applicant's
 * view of their application by private link. 404 for an unknown token.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ok } from '~/client/lib/api';
import { partnerKeys } from './keys';

export function getApplicationStatus(token: string) {
  return ok(api.partnerships.status[':token'].$get({ param: { token: encodeURIComponent(token) } }));
}

export const applicationStatusQuery = (token: string) =>
  queryOptions({ queryKey: partnerKeys.status(token), queryFn: () => getApplicationStatus(token), retry: false });

export function useApplicationStatus(token: string) {
  return useQuery(applicationStatusQuery(token));
}
