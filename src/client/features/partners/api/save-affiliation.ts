/**
 * `PUT /api/me/affiliation` with `{ institutionCode }` or `{ institutionName }` → `{ affiliation }`.
 * 404 for an unknown institution code, 401 when signed out.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, ok } from '~/client/lib/api';
import type { affiliationSchema } from '~/shared/forms';
import { partnerKeys } from './keys';

export type AffiliationChoice = z.input<typeof affiliationSchema>;

export function saveAffiliation(choice: AffiliationChoice) {
  return ok(api.me.affiliation.$put({ json: choice }));
}

export function useSaveAffiliation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAffiliation,
    onSettled: () => queryClient.invalidateQueries({ queryKey: partnerKeys.affiliation }),
  });
}
