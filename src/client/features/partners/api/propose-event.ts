/** `POST /api/partner-admin/events` (eventProposalSchema) → 201 `{ proposal }`, for the ChangeTalks admin to approve. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, ok } from '~/client/lib/api';
import type { eventProposalSchema } from '~/shared/forms';
import { partnerKeys } from './keys';

export type EventProposalInput = z.output<typeof eventProposalSchema>;

export function proposeEvent(input: EventProposalInput) {
  return ok(api['partner-admin'].events.$post({ json: input }));
}

export function useProposeEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: proposeEvent,
    onSettled: () => queryClient.invalidateQueries({ queryKey: partnerKeys.partnerAdminEvents }),
  });
}
