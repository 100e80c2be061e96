/** `GET /api/admin/inbox?kind=contact|demo|speaker` → `{ items }`: contact messages, demo requests, speaker applications (admin only). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ok } from '~/client/lib/api';
import type { InboxItem, InboxKind } from '~/shared/forms';
import { partnerKeys } from './keys';

export type { InboxItem, InboxKind };

export function getInbox(kind: InboxKind): Promise<{ items: InboxItem[] }> {
  return ok(api.admin.inbox.$get({ query: { kind } }));
}

export const inboxQuery = (kind: InboxKind) => queryOptions({ queryKey: partnerKeys.adminInbox(kind), queryFn: () => getInbox(kind), select: (d) => d.items });

export function useInbox(kind: InboxKind) {
  return useQuery(inboxQuery(kind));
}
