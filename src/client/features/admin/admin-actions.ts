/**
 * The admin dashboard's route action: its forms posted natively, before the scripts run or without them,
 * read with `adminIntentSchema` (each the API's schema for the same operation): the moderation decisions
 * (`intent=resolve-report`), deleting a talk (`delete-talk`), sending a failed e-mail again (`retry-mail`), changing a
 * person's plan (`set-plan`), refunding a payment (`refund`), applying a failed webhook again (`retry-event`) and the talk form (`save-talk`, the talk's fields, `id` when editing). Each calls the
 * same service operation as the admin API, which refuses anyone but an admin (403); this only says the outcome: at
 * the top of the dashboard (a toast once hydrated). A saved talk sends the admin back to the dashboard (303,
 * `?talk-saved=created|updated`); a refused one comes back with the form, its values and the schema's messages.
 */
import { msg } from '@lingui/core/macro';
import type { RouterContextProvider } from 'react-router';
import { z } from 'zod';
import { pageAction } from '~/client/lib/page-action';
import { billingMessages, formatPaise, refundInputSchema } from '~/shared/billing';
import { PLANS, PLAN_TERMS, type Plan } from '~/shared/plans';
import { REPORT_ACTIONS, REPORT_ACTION_DONE, reportIdSchema } from '~/shared/community';
import { toastTitles } from '~/shared/messages';
import { mailIdSchema } from '~/shared/platform';
import { talkIdSchema } from '~/shared/talk-api';
import { talkInputSchema } from '~/shared/talk-input';
import { talkMessages } from '~/shared/talks';

/** The dashboard's forms, by `intent`. */
export const adminIntentSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('resolve-report'), reportId: reportIdSchema, action: z.enum(REPORT_ACTIONS) }),
  z.object({ intent: z.literal('delete-talk'), talkId: talkIdSchema }),
  z.object({ intent: z.literal('retry-mail'), mailId: mailIdSchema }),
  z.object({ intent: z.literal('set-plan'), userId: z.string().min(1).max(100), plan: z.enum(PLANS as [Plan, ...Plan[]]) }),
  talkInputSchema.extend({ intent: z.literal('save-talk'), id: talkIdSchema.optional() }),
  refundInputSchema.extend({ intent: z.literal('refund'), paymentId: z.uuid() }),
  z.object({ intent: z.literal('retry-event'), eventId: z.string().min(1).max(100) }),
]);

export function adminAction(args: { request: Request; context: Readonly<RouterContextProvider> }) {
  return pageAction(
    args,
    adminIntentSchema,
    async (value, { actor, services }): Promise<{ saved?: 'created' | 'updated'; creditNote?: string; refundedPaise?: number }> => {
      switch (value.intent) {
        case 'resolve-report':
          await services.community.resolveReport({ actor, reportId: value.reportId, action: value.action });
          return {};
        case 'delete-talk':
          await services.talks.remove({ actor, talkId: value.talkId });
          return {};
        case 'retry-mail':
          await services.admin.retryMail({ actor, id: value.mailId });
          return {};
        case 'set-plan':
          await services.ai.setPlan({ actor, userId: value.userId, plan: value.plan });
          return {};
        case 'refund': {
          const { intent: _intent, paymentId, ...input } = value;
          const done = await services.billing.refund({ actor, paymentId, input });
          return { creditNote: done.credit_note, refundedPaise: done.refunded_paise };
        }
        case 'retry-event':
          await services.billing.retryEvent({ actor, eventId: value.eventId });
          return {};
        case 'save-talk': {
          const { intent: _intent, id, ...input } = value;
          if (id) await services.talks.update({ actor, talkId: id, input });
          else await services.talks.create({ actor, input });
          return { saved: id ? 'updated' : 'created' };
        }
      }
    },
    {
      success: (done, value) =>
        value.intent === 'refund'
          ? { title: 'Refunded', description: billingMessages.refunded(formatPaise(done.refundedPaise ?? 0), done.creditNote ?? '') }
          : value.intent === 'retry-event'
            ? { title: msg`Webhook queued`, description: msg`The webhook is being applied again; reload to see the list as it is now.` }
            : value.intent === 'resolve-report'
          ? { title: msg`Report resolved`, description: REPORT_ACTION_DONE[value.action] }
          : value.intent === 'set-plan'
            ? { title: msg`Plan changed`, description: msg`The account is now on the ${PLAN_TERMS[value.plan].name} plan.` }
            : value.intent === 'retry-mail'
              ? { title: msg`E-mail queued`, description: msg`The e-mail is queued to be sent again.` }
              : { title: toastTitles.success, description: talkMessages.adminDeleted },
      redirectTo: ({ saved }) => (saved ? `/admin-dashboard?talk-saved=${saved}` : null),
      refused: (refusal, value) =>
        value.intent === 'save-talk'
          ? { title: toastTitles.error, description: talkMessages.adminSaveFailed }
          : value.intent === 'delete-talk'
            ? { title: toastTitles.error, description: talkMessages.adminDeleteFailed }
            : undefined,
    },
  );
}
