/** `GET /api/me/affiliation` → `{ affiliation: { institution_id, institution_name } | null }` (signed-in; spec §4). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '~/client/lib/api';
import { partnerKeys } from './keys';

export interface Affiliation {
  institution_id: string | null;
  institution_name: string;
}

export function getMyAffiliation(): Promise<{ affiliation: Affiliation | null }> {
  return apiFetch<{ affiliation: Affiliation | null }>('/api/me/affiliation');
}

export const myAffiliationQuery = queryOptions({ queryKey: partnerKeys.affiliation, queryFn: getMyAffiliation, select: (d) => d.affiliation });

export function useMyAffiliation(enabled: boolean) {
  return useQuery({ ...myAffiliationQuery, enabled });
}
