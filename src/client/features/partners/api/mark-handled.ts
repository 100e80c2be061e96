/** `POST /api/admin/inbox/:kind/:id/handled` → 200: an admin marks a contact message, demo request or speaker application handled. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ok } from '~/client/lib/api';
import type { InboxKind } from './get-inbox';
import { partnerKeys } from './keys';

export function markHandled({ kind, id }: { kind: InboxKind; id: string }): Promise<{ handled: true }> {
  return ok(api.admin.inbox[':kind'][':id'].handled.$post({ param: { kind, id } }));
}

export function useMarkHandled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markHandled,
    onSettled: (_d, _e, v) => queryClient.invalidateQueries({ queryKey: partnerKeys.adminInbox(v.kind) }),
  });
}
