/**
 * The admin dashboard's route action (spec §2.10; issues 5 and 17): the moderation decisions (`intent=resolve-report`,
 * `reportId`, `action` hide | restore | dismiss), deleting a talk (`intent=delete-talk`, `talkId`), sending a failed
 * e-mail again (`intent=retry-mail`, `mailId`; issue 18), changing a person's plan (`intent=set-plan`, `userId`, `plan`;
 * issue 19) and the talk
 * form (`intent=save-talk`, the talk's fields, `id` when editing), posted natively before the scripts run or
 * without them. A saved talk sends the admin back to the dashboard (303, `?talk-saved=created|updated`); a refused
 * one comes back with the form, its values and the schema's messages. The same services as the admin API decide (admins only: 403
 * for anyone else); the page comes back with the outcome shown at the top and the lists as they are now. Once
 * hydrated, the dashboard calls the admin API in place.
 */
import { type RouterContextProvider, data, redirect } from 'react-router';
import { fieldErrors } from '~/client/components/ui/form-fields';
import { z } from 'zod';
import { pageContext } from '~/client/lib/page-context';
import { PLANS, PLAN_LABELS, type Plan } from '~/shared/ai';
import { REPORT_ACTION_DONE } from '~/shared/community';
import { toastTitles } from '~/shared/messages';
import { type TalkFormRefusal, talkInputFromForm, talkInputSchema } from '~/shared/talk-input';
import { talkMessages } from '~/shared/talks';

const adminIntentSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('resolve-report'), reportId: z.uuid(), action: z.enum(['hide', 'restore', 'dismiss']) }),
  z.object({ intent: z.literal('delete-talk'), talkId: z.uuid() }),
  z.object({ intent: z.literal('retry-mail'), mailId: z.coerce.number().int().positive().max(2_147_483_647) }),
  z.object({ intent: z.literal('set-plan'), userId: z.string().min(1).max(100), plan: z.enum(PLANS as [Plan, ...Plan[]]) }),
]);

/** What an admin form posted without scripts answers: the title and text to show at the top of the dashboard. */
export interface AdminOutcome {
  ok: boolean;
  title: string;
  message: string;
  /** A refused talk form, to show again. */
  talkForm?: TalkFormRefusal;
}

export async function adminAction({ request, context }: { request: Request; context: Readonly<RouterContextProvider> }) {
  const { session, services } = context.get(pageContext);
  const fields = Object.fromEntries(await request.formData());
  if (fields.intent === 'save-talk') return saveTalk(fields, context);
  const parsed = adminIntentSchema.safeParse(fields);
  if (!parsed.success) return data<AdminOutcome>({ ok: false, title: toastTitles.error, message: 'That form could not be read.' }, { status: 400 });
  if (parsed.data.intent === 'resolve-report') {
    const done = await services.admin.resolveReport(session, parsed.data.reportId, parsed.data.action);
    if (!done.ok) return data<AdminOutcome>({ ok: false, title: toastTitles.error, message: done.error.message }, { status: done.status });
    return { ok: true, title: 'Report resolved', message: REPORT_ACTION_DONE[parsed.data.action] } satisfies AdminOutcome;
  }
  if (parsed.data.intent === 'set-plan') {
    const done = await services.admin.setPlan(session, parsed.data.userId, parsed.data.plan);
    if (!done.ok) return data<AdminOutcome>({ ok: false, title: toastTitles.error, message: done.error.message }, { status: done.status });
    return { ok: true, title: 'Plan changed', message: `The account is now on the ${PLAN_LABELS[parsed.data.plan]} plan.` } satisfies AdminOutcome;
  }
  if (parsed.data.intent === 'retry-mail') {
    const done = await services.admin.retryMail(session, parsed.data.mailId);
    if (!done.ok) return data<AdminOutcome>({ ok: false, title: toastTitles.error, message: done.error.message }, { status: done.status });
    return { ok: true, title: 'E-mail queued', message: 'The e-mail is queued to be sent again.' } satisfies AdminOutcome;
  }
  const deleted = await services.admin.deleteTalk(session, parsed.data.talkId);
  if (!deleted.ok) return data<AdminOutcome>({ ok: false, title: toastTitles.error, message: talkMessages.adminDeleteFailed }, { status: deleted.status });
  return { ok: true, title: toastTitles.success, message: talkMessages.adminDeleted } satisfies AdminOutcome;
}

async function saveTalk(fields: Record<string, FormDataEntryValue>, context: Readonly<RouterContextProvider>) {
  const { session, services } = context.get(pageContext);
  const values: Record<string, string> = {};
  for (const [key, value] of Object.entries(fields)) if (typeof value === 'string' && key !== 'intent') values[key] = value;
  const id = /^[0-9a-f-]{36}$/i.test(values.id ?? '') ? values.id : undefined;
  const refuse = (status: number, message: string, errors: Record<string, string> = {}) =>
    data<AdminOutcome>({ ok: false, title: toastTitles.error, message, talkForm: { talkId: id ?? null, values, fieldErrors: errors } }, { status });
  const parsed = talkInputSchema.safeParse(talkInputFromForm(values));
  if (!parsed.success) return refuse(400, parsed.error.issues[0]?.message ?? talkMessages.adminSaveFailed, fieldErrors(parsed.error.issues));
  const saved = await services.admin.saveTalk(session, parsed.data, id);
  if (!saved.ok) return refuse(saved.status, talkMessages.adminSaveFailed);
  return redirect(`/admin-dashboard?talk-saved=${id ? 'updated' : 'created'}`, 303);
}
