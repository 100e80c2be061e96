/** `GET /api/partner-admin/me` → `{ institution: { id, name, code } }`; 403 for anyone who is not a partner admin (issue 8). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '~/client/lib/api';
import { partnerKeys } from './keys';

export interface PartnerInstitution {
  id: string;
  name: string;
  /** Students and faculty join with this code. */
  code: string;
}

export function getPartnerAdminMe(): Promise<{ institution: PartnerInstitution }> {
  return apiFetch<{ institution: PartnerInstitution }>('/api/partner-admin/me');
}

export const partnerAdminMeQuery = queryOptions({ queryKey: partnerKeys.partnerAdminMe, queryFn: getPartnerAdminMe, retry: false });

export function usePartnerAdminMe(enabled: boolean) {
  return useQuery({ ...partnerAdminMeQuery, enabled });
}
