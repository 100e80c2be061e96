/** `POST /api/admin/event-proposals/:id/decision` `{ decision: 'approve' | 'reject' }` → 200 (admin only; issue 8). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '~/client/lib/api';
import { partnerKeys } from './keys';

export type EventDecision = 'approve' | 'reject';

export function decideEventProposal({ id, decision }: { id: string; decision: EventDecision }): Promise<unknown> {
  return apiFetch(`/api/admin/event-proposals/${encodeURIComponent(id)}/decision`, { method: 'POST', json: { decision } });
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
