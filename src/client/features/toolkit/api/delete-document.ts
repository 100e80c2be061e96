/** `DELETE /api/toolkit/{canvases|decks}/:id` → `{ deleted: true }` (404 when it is not the user's). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ok } from '~/client/lib/api';
import { type DocumentKind, toolkitKeys } from './keys';

export function deleteDocument(kind: DocumentKind, id: string): Promise<{ deleted: true }> {
  const param = { param: { id } };
  return kind === 'canvases' ? ok(api.toolkit.canvases[':id'].$delete(param)) : ok(api.toolkit.decks[':id'].$delete(param));
}

export function useDeleteDocument(kind: DocumentKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteDocument(kind, id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: toolkitKeys.all }),
  });
}
