/** Query keys of the toolkit feature: mutations invalidate by these prefixes. */
export type DocumentKind = 'canvases' | 'decks';

export const toolkitKeys = {
  all: ['toolkit'] as const,
  documents: (kind: DocumentKind) => ['toolkit', kind] as const,
  progress: ['toolkit', 'progress'] as const,
};
