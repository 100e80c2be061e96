/**
 * `PUT /api/me/affiliation` with `{ institutionCode }` or `{ institutionName }` → `{ affiliation }` (spec §4;
 * issue 8). 404 for an unknown institution code, 401 when signed out.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '~/client/lib/api';
import type { Affiliation } from './get-my-affiliation';
import { partnerKeys } from './keys';

export type AffiliationChoice = { institutionCode: string } | { institutionName: string };

export function saveAffiliation(choice: AffiliationChoice): Promise<{ affiliation: Affiliation }> {
  return apiFetch<{ affiliation: Affiliation }>('/api/me/affiliation', { method: 'PUT', json: choice });
}

export function useSaveAffiliation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAffiliation,
    onSettled: () => queryClient.invalidateQueries({ queryKey: partnerKeys.affiliation }),
  });
}
