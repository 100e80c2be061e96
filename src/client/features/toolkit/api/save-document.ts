/**
 * `POST /api/toolkit/{canvases|decks}` {name, data} → 201 `{ item }` (create) and
 * `PUT /api/toolkit/{canvases|decks}/:id` {name, data} → `{ item }` (update, also used to rename).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '~/client/lib/api';
import type { SavedDocument } from '~/shared/toolkit';
import type { DocumentData } from './get-documents';
import { type DocumentKind, toolkitKeys } from './keys';

export interface SaveDocumentInput<K extends DocumentKind> {
  id?: string;
  name: string;
  data: DocumentData<K>;
}

export function saveDocument<K extends DocumentKind>(kind: K, { id, name, data }: SaveDocumentInput<K>): Promise<{ item: SavedDocument<DocumentData<K>> }> {
  return id
    ? apiFetch(`/api/toolkit/${kind}/${encodeURIComponent(id)}`, { method: 'PUT', json: { name, data } })
    : apiFetch(`/api/toolkit/${kind}`, { method: 'POST', json: { name, data } });
}

export function useSaveDocument<K extends DocumentKind>(kind: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveDocumentInput<K>) => saveDocument(kind, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: toolkitKeys.all }),
  });
}
