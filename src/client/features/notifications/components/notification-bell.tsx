/**
 * The header's bell (issue 24): a link to /notifications (it works before and without scripts) whose accessible name
 * carries the unread count ('Notifications, 3 unread'); the badge shows it. Only for signed-in people.
 */
import { Bell } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '~/client/components/ui/cn';
import { bellLabel } from '~/shared/notifications';
import { paths } from '~/shared/paths';
import { useUnreadCount } from '../api/unread-count';

export function NotificationBell({ className }: { className?: string }) {
  const unread = useUnreadCount(true);
  return (
    <Link
      to={paths.notifications}
      aria-label={bellLabel(unread)}
      className={cn('relative inline-flex h-10 w-10 items-center justify-center rounded-md text-slate-800 hover:bg-slate-100', className)}
    >
      <Bell className="h-5 w-5" aria-hidden />
      {unread ? (
        <span aria-hidden className="absolute right-1 top-1 min-w-5 rounded-full bg-red-700 px-1 text-center text-xs font-semibold leading-5 text-white">
          {unread > 99 ? '99+' : unread}
        </span>
      ) : null}
    </Link>
  );
}
