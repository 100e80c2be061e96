/**
 * `POST /api/toolkit/{canvases|decks}` {name, data} → 201 `{ item }` (create) and
 * `PUT /api/toolkit/{canvases|decks}/:id` {name, data} → `{ item }` (update, also used to rename).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ok } from '~/client/lib/api';
import type { CanvasData, DeckData, SavedDocument } from '~/shared/toolkit';
import type { DocumentData } from './get-documents';
import { type DocumentKind, toolkitKeys } from './keys';

export interface SaveDocumentInput<K extends DocumentKind> {
  id?: string;
  name: string;
  data: DocumentData<K>;
}

export function saveDocument(kind: 'canvases', input: SaveDocumentInput<'canvases'>): Promise<{ item: SavedDocument<CanvasData> }>;
export function saveDocument(kind: 'decks', input: SaveDocumentInput<'decks'>): Promise<{ item: SavedDocument<DeckData> }>;
export function saveDocument<K extends DocumentKind>(kind: K, input: SaveDocumentInput<K>): Promise<{ item: SavedDocument<DocumentData<K>> }>;
export function saveDocument(kind: DocumentKind, { id, name, data }: SaveDocumentInput<DocumentKind>) {
  // The data's shape says which it is (a deck has slides); the kind must agree.
  if ('slides' in data) {
    if (kind === 'decks') return id ? ok(api.toolkit.decks[':id'].$put({ param: { id }, json: { name, data } })) : ok(api.toolkit.decks.$post({ json: { name, data } }));
  } else if (kind === 'canvases') {
    return id ? ok(api.toolkit.canvases[':id'].$put({ param: { id }, json: { name, data } })) : ok(api.toolkit.canvases.$post({ json: { name, data } }));
  }
  throw new Error(`The ${kind} data does not match its kind.`);
}

export function useSaveDocument<K extends DocumentKind>(kind: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveDocumentInput<K>) => saveDocument(kind, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: toolkitKeys.all }),
  });
}
