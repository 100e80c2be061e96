/** `POST /api/admin/event-proposals/{id}/decision` `{ decision: 'approve' | 'reject' }` → `{ status, changetalk_id }` (admin only). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ok } from '~/client/lib/api';
import type { EventDecision } from '~/shared/partners';
import { partnerKeys } from './keys';

export type { EventDecision };

export function decideEventProposal({ id, decision }: { id: string; decision: EventDecision }) {
  return ok(api.admin['event-proposals'][':id'].decision.$post({ param: { id: encodeURIComponent(id) }, json: { decision } }));
}

export function useDecideEventProposal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideEventProposal,
    // An approved proposal becomes a ChangeTalk: refresh the proposals and the admin's talks list (['admin', 'talks']).
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: partnerKeys.adminEventProposals }), queryClient.invalidateQueries({ queryKey: ['admin', 'talks'] })]),
  });
}
