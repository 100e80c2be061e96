/** `GET /api/partner-admin/me` → `{ institution: { id, name, code } }`; 403 for anyone who is not a partner admin. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ok } from '~/client/lib/api';
import type { PartnerInstitution } from '~/shared/partners';
import { partnerKeys } from './keys';

export type { PartnerInstitution };

export function getPartnerAdminMe() {
  return ok(api['partner-admin'].me.$get());
}

export const partnerAdminMeQuery = queryOptions({ queryKey: partnerKeys.partnerAdminMe, queryFn: getPartnerAdminMe, retry: false });

export function usePartnerAdminMe(enabled: boolean) {
  return useQuery({ ...partnerAdminMeQuery, enabled });
}
