/**
 * `GET /api/toolkit/canvases` and `GET /api/toolkit/decks` (signed in) → `{ items: SavedDocument<T>[] }`, the
 * user's saved canvases or decks. 401 when signed out, so the hook asks only for a signed-in user.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '~/client/lib/api';
import type { CanvasData, DeckData, SavedDocument } from '~/shared/toolkit';
import { type DocumentKind, toolkitKeys } from './keys';

export type DocumentData<K extends DocumentKind> = K extends 'canvases' ? CanvasData : DeckData;

export function getDocuments<K extends DocumentKind>(kind: K): Promise<{ items: SavedDocument<DocumentData<K>>[] }> {
  return apiFetch(`/api/toolkit/${kind}`);
}

export function documentsQuery<K extends DocumentKind>(kind: K) {
  return queryOptions({ queryKey: toolkitKeys.documents(kind), queryFn: () => getDocuments(kind) });
}

export function useDocuments<K extends DocumentKind>(kind: K, signedIn: boolean) {
  return useQuery({ ...documentsQuery(kind), enabled: signedIn });
}
