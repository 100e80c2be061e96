/** `GET /api/me/affiliation` → `{ affiliation: { institution_id, institution_name, affiliated_at } | null }` (signed-in). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ok } from '~/client/lib/api';
import { partnerKeys } from './keys';

export function getMyAffiliation() {
  return ok(api.me.affiliation.$get());
}

export const myAffiliationQuery = queryOptions({ queryKey: partnerKeys.affiliation, queryFn: getMyAffiliation, select: (d) => d.affiliation });

export function useMyAffiliation(enabled: boolean) {
  return useQuery({ ...myAffiliationQuery, enabled });
}
