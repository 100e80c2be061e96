/**
 * The header's bell. Its accessible name carries the unread count ('Notifications, 3 unread'), and the
 * badge shows it.
 *
 * Before the scripts run, and without them, it is a link to /notifications. Once hydrated it is a button that opens
 * a small list of the newest notifications. Each item is a form posted to /notifications, which marks it read and
 * goes to what it is about. 'See all notifications' leads to the page. The list closes on Escape (the focus goes
 * back to the bell), on a click outside, and on navigation. Only for signed-in people.
 */
import { Trans } from '@lingui/react/macro';
import { Bell } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Form, Link, useLocation } from 'react-router';
import { cn } from '~/client/components/ui/cn';
import { useHydrated } from '~/client/lib/use-hydrated';
import { bellLabel, notificationMessages } from '~/shared/notifications';
import { paths } from '~/shared/paths';
import { useNotificationList } from '../api/notification-list';
import { useUnreadCount } from '../api/unread-count';
import { Message, useText } from '~/client/lib/i18n';

/** How many notifications the bell's list shows (the page has the rest). */
const BELL_LIST_SIZE = 5;

const bellClass = 'relative inline-flex h-10 w-10 items-center justify-center rounded-md text-slate-800 hover:bg-slate-100';

function Badge({ unread }: { unread: number }) {
  return unread ? (
    <span aria-hidden className="absolute right-1 top-1 min-w-5 rounded-full bg-red-700 px-1 text-center text-xs font-semibold leading-5 text-white">
      {unread > 99 ? '99+' : unread}
    </span>
  ) : null;
}

function BellList({ id, onClose }: { id: string; onClose: () => void }) {
  const { data, isPending, isError } = useNotificationList(true);
  const items = data?.notifications.slice(0, BELL_LIST_SIZE) ?? [];
  return (
    // On a phone the bell is not at the screen's edge: the list spans the screen below the header instead of hanging
    // off the bell (which pushed its left part off screen); from `sm` it hangs under the bell.
    <div id={id} className="fixed inset-x-4 top-16 z-50 max-h-[calc(100svh-5rem)] overflow-y-auto rounded-lg border border-slate-200 bg-white shadow-lg sm:absolute sm:inset-x-auto sm:right-0 sm:top-full sm:mt-2 sm:max-h-none sm:w-80 sm:overflow-visible">
      <h2 className="border-b border-slate-200 px-4 py-2 text-sm font-semibold text-slate-900"><Trans>Notifications</Trans></h2>
      {isPending ? (
        <p role="status" className="px-4 py-3 text-sm text-slate-700">
          <Trans>Loading…</Trans>
        </p>
      ) : isError ? (
        <p role="alert" className="px-4 py-3 text-sm text-slate-900">
          <Trans>Could not load your notifications. Open the page instead.</Trans>
        </p>
      ) : items.length ? (
        <ul className="max-h-96 divide-y divide-slate-100 overflow-y-auto">
          {items.map((n) => (
            <li key={n.id}>
              <Form method="post" action={paths.notifications} onSubmit={onClose}>
                <input type="hidden" name="id" value={n.id} />
                <button type="submit" className={cn('w-full px-4 py-2 text-left text-sm hover:bg-slate-50', n.read ? 'text-slate-700' : 'font-semibold text-slate-900')}>
                  {n.read ? null : <span className="sr-only"><Trans>Unread:</Trans> </span>}
                  {n.text}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      ) : (
        <p className="px-4 py-3 text-sm text-slate-700"><Message text={notificationMessages.empty} /></p>
      )}
      <Link to={paths.notifications} onClick={onClose} className="block border-t border-slate-200 px-4 py-2 text-sm font-medium text-blue-700 underline">
        <Trans>See all notifications</Trans>
      </Link>
    </div>
  );
}

export function NotificationBell() {
  const show = useText();
  const unread = useUnreadCount(true);
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const wrapper = useRef<HTMLDivElement>(null);
  const listId = useId();
  const { pathname } = useLocation();

  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointerDown = (e: PointerEvent) => {
      if (!wrapper.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  if (!hydrated) {
    return (
      <Link to={paths.notifications} aria-label={show(bellLabel(unread))} className={bellClass}>
        <Bell className="h-5 w-5" aria-hidden />
        <Badge unread={unread} />
      </Link>
    );
  }
  return (
    <div ref={wrapper} className="relative">
      <button
        ref={button}
        type="button"
        aria-label={show(bellLabel(unread))}
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        onClick={() => setOpen((o) => !o)}
        className={bellClass}
      >
        <Bell className="h-5 w-5" aria-hidden />
        <Badge unread={unread} />
      </button>
      {open ? <BellList id={listId} onClose={() => setOpen(false)} /> : null}
    </div>
  );
}
