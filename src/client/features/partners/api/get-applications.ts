/** `GET /api/admin/applications?status=` → `{ applications }` (admin only). '' lists every status. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ok } from '~/client/lib/api';
import type { ApplicationStatus } from '~/shared/forms';
import type { AdminApplication } from '~/shared/partners';
import { partnerKeys } from './keys';

export type { AdminApplication };

export function getApplications(status: ApplicationStatus | '') {
  return ok(api.admin.applications.$get({ query: status ? { status } : {} }));
}

export const applicationsQuery = (status: ApplicationStatus | '') =>
  queryOptions({ queryKey: partnerKeys.adminApplications(status), queryFn: () => getApplications(status), select: (d) => d.applications });

export function useAdminApplications(status: ApplicationStatus | '') {
  return useQuery(applicationsQuery(status));
}
