/**
 * `GET /api/toolkit/canvases` and `/decks` (signed in): the user's saved documents, newest change first,
 * through the typed client.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ok } from '~/client/lib/api';
import type { CanvasData, DeckData, SavedDocument } from '~/shared/toolkit';
import { type DocumentKind, toolkitKeys } from './keys';

export type DocumentData<K extends DocumentKind> = K extends 'canvases' ? CanvasData : DeckData;

export function getDocuments(kind: 'canvases'): Promise<{ items: SavedDocument<CanvasData>[] }>;
export function getDocuments(kind: 'decks'): Promise<{ items: SavedDocument<DeckData>[] }>;
export function getDocuments<K extends DocumentKind>(kind: K): Promise<{ items: SavedDocument<DocumentData<K>>[] }>;
export function getDocuments(kind: DocumentKind) {
  return kind === 'canvases' ? ok(api.toolkit.canvases.$get()) : ok(api.toolkit.decks.$get());
}

export function documentsQuery<K extends DocumentKind>(kind: K) {
  return queryOptions({ queryKey: toolkitKeys.documents(kind), queryFn: () => getDocuments(kind) });
}

export function useDocuments<K extends DocumentKind>(kind: K, signedIn: boolean) {
  return useQuery({ ...documentsQuery(kind), enabled: signedIn });
}
