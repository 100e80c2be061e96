/**
 * `POST /api/admin/applications/{id}/decision` (applicationDecisionSchema: under review, approved, rejected with a
 * reason, or more information requested with what is needed) → `{ status, institution }` (admin only). Approval
 * creates the institution and makes the applicant its partner admin; the applicant is e-mailed at each step.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, ok } from '~/client/lib/api';
import type { applicationDecisionSchema } from '~/shared/forms';
import { partnerKeys } from './keys';

export type ApplicationDecision = z.output<typeof applicationDecisionSchema>;

export function decideApplication({ id, decision }: { id: string; decision: ApplicationDecision }) {
  return ok(api.admin.applications[':id'].decision.$post({ param: { id: encodeURIComponent(id) }, json: decision }));
}

export function useDecideApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideApplication,
    onSettled: () => queryClient.invalidateQueries({ queryKey: partnerKeys.admin }),
  });
}
