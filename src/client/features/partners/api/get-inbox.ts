/** `GET /api/admin/inbox?kind=contact|demo|speaker` → `{ items }`: contact messages, demo requests, speaker applications (admin only). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '~/client/lib/api';
import { partnerKeys } from './keys';

export type InboxKind = 'contact' | 'demo' | 'speaker';
export interface InboxItem {
  id: string;
  kind: InboxKind;
  name: string;
  email: string;
  /** The submitted form fields. */
  data: Record<string, unknown>;
  /** 'new' | 'handled'. */
  status: string;
  created_at: string;
  handled_at: string | null;
}

export function getInbox(kind: InboxKind): Promise<{ items: InboxItem[] }> {
  return apiFetch<{ items: InboxItem[] }>(`/api/admin/inbox?kind=${kind}`);
}

export const inboxQuery = (kind: InboxKind) => queryOptions({ queryKey: partnerKeys.adminInbox(kind), queryFn: () => getInbox(kind), select: (d) => d.items });

export function useInbox(kind: InboxKind) {
  return useQuery(inboxQuery(kind));
}
