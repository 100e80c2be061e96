/** `GET /api/notifications` → `{ notifications, unread }`: the bell's list, fetched when it opens. */
import { useQuery } from '@tanstack/react-query';
import { api, ok } from '~/client/lib/api';

export const notificationListKey = ['notifications', 'list'] as const;

export function useNotificationList(enabled: boolean) {
  return useQuery({ queryKey: notificationListKey, queryFn: () => ok(api.notifications.$get()), enabled, staleTime: 0 });
}
