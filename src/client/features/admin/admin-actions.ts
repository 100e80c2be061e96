/**
 * The admin dashboard's route action (spec §2.10; issues 5 and 17): the moderation decisions (`intent=resolve-report`,
 * `reportId`, `action` hide | restore | dismiss) and deleting a talk (`intent=delete-talk`, `talkId`), posted
 * natively before the scripts run or without them. The same services as the admin API decide (admins only: 403
 * for anyone else); the page comes back with the outcome shown at the top and the lists as they are now. Once
 * hydrated, the dashboard calls the admin API in place.
 */
import { type RouterContextProvider, data } from 'react-router';
import { z } from 'zod';
import { pageContext } from '~/client/lib/page-context';
import { toastTitles } from '~/shared/messages';
import { talkMessages } from '~/shared/talks';

const adminIntentSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('resolve-report'), reportId: z.uuid(), action: z.enum(['hide', 'restore', 'dismiss']) }),
  z.object({ intent: z.literal('delete-talk'), talkId: z.uuid() }),
]);

/** What the moderation decisions say when done (the queue's toasts say the same). */
export const REPORT_ACTION_DONE = {
  hide: 'The content is now hidden.',
  restore: 'The content is visible again.',
  dismiss: 'The report was dismissed.',
} as const;

/** What an admin form posted without scripts answers: the title and text to show at the top of the dashboard. */
export interface AdminOutcome {
  ok: boolean;
  title: string;
  message: string;
}

export async function adminAction({ request, context }: { request: Request; context: Readonly<RouterContextProvider> }) {
  const { session, services } = context.get(pageContext);
  const parsed = adminIntentSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data<AdminOutcome>({ ok: false, title: toastTitles.error, message: 'That form could not be read.' }, { status: 400 });
  if (parsed.data.intent === 'resolve-report') {
    const done = await services.admin.resolveReport(session, parsed.data.reportId, parsed.data.action);
    if (!done.ok) return data<AdminOutcome>({ ok: false, title: toastTitles.error, message: done.error.message }, { status: done.status });
    return { ok: true, title: 'Report resolved', message: REPORT_ACTION_DONE[parsed.data.action] } satisfies AdminOutcome;
  }
  const deleted = await services.admin.deleteTalk(session, parsed.data.talkId);
  if (!deleted.ok) return data<AdminOutcome>({ ok: false, title: toastTitles.error, message: talkMessages.adminDeleteFailed }, { status: deleted.status });
  return { ok: true, title: toastTitles.success, message: talkMessages.adminDeleted } satisfies AdminOutcome;
}
