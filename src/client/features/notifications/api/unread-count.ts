/**
 * `GET /api/notifications/unread-count` → `{ unread }`: the header bell's number. The root loader seeds it
 * on the server; while a page is open it is asked again every UNREAD_POLL_MS (only while the tab is in view) and when
 * the tab comes back, so a reply shows up without a reload — on any server process, since the count is the database's.
 */
import { useQuery } from '@tanstack/react-query';
import { api, ok } from '~/client/lib/api';
import { UNREAD_POLL_MS } from '~/shared/notifications';

export const unreadCountKey = ['notifications', 'unread'] as const;

export function useUnreadCount(signedIn: boolean): number {
  const { data } = useQuery({
    queryKey: unreadCountKey,
    queryFn: () => ok(api.notifications['unread-count'].$get()),
    enabled: signedIn,
    refetchInterval: UNREAD_POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    staleTime: 5_000,
  });
  return signedIn ? (data?.unread ?? 0) : 0;
}
