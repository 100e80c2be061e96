/** `DELETE /api/toolkit/{canvases|decks}/:id` → `{ deleted: true }` (404 when it is not the user's). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '~/client/lib/api';
import { type DocumentKind, toolkitKeys } from './keys';

export function deleteDocument(kind: DocumentKind, id: string): Promise<{ deleted: true }> {
  return apiFetch(`/api/toolkit/${kind}/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteDocument(kind: DocumentKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteDocument(kind, id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: toolkitKeys.all }),
  });
}
