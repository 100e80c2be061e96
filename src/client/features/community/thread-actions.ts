/**
 * A thread page's route action (spec §2.11, §8; issue 17): the reply form (`intent=reply`, `postId`, `content`),
 * validated on the server with the same zod schema as `POST /api/community/posts/:id/comments` and its rate
 * limit. Works without scripts (native post; the page comes back with the outcome and, on an error, the text
 * kept); with scripts the form posts in the background (the thread dialog posts here too).
 *
 * The like button posts here too when the scripts have not run (`intent=like`, `postId`, `liked`, `back`): the like
 * is set as `PUT|DELETE /api/community/posts/:id/like` sets it, and the person goes back to the page they were on
 * (303); signed out, to sign in and back. With scripts the button calls the API directly.
 *
 * So does 'Report' (`intent=report`, `postId` or `commentId`, `reason`), validated with the API's
 * `reportInputSchema`; the page comes back saying the report was sent (or why not).
 */
import { type RouterContextProvider, data, redirect } from 'react-router';
import { safeRedirect } from '~/client/lib/safe-redirect';
import { paths } from '~/shared/paths';
import { z } from 'zod';
import { pageContext } from '~/client/lib/page-context';
import { commentInputSchema, communityMessages, reportInputSchema } from '~/shared/community';
import { reportSent, reportSignIn } from './community-toasts';
import { toastTitles } from '~/shared/messages';

const replySchema = commentInputSchema.extend({ intent: z.literal('reply'), postId: z.uuid() });
const likeSchema = z.object({ intent: z.literal('like'), postId: z.uuid(), liked: z.enum(['true', 'false']), back: z.string().default('/') });

/** The outcome to show: a toast (or, without scripts, a notice), and the field's error with the text as sent. */
export interface ReplyOutcome {
  ok: boolean;
  message: { title: string; description: string };
  fieldError?: string;
  content?: string;
}

export const replySignIn = { title: communityMessages.signInToPost.title, description: 'Please sign in to reply' };


export async function threadAction({ request, context }: { request: Request; context: Readonly<RouterContextProvider> }) {
  const { session, services } = context.get(pageContext);
  const form = Object.fromEntries(await request.formData());
  if (form.intent === 'like') {
    const like = likeSchema.safeParse(form);
    const back = safeRedirect(like.success ? like.data.back : null);
    if (!like.success) return redirect(back, 303);
    const result = await services.community.like(session, like.data.postId, like.data.liked === 'true');
    if (!result.ok && result.status === 401) return redirect(`${paths.signIn}?${new URLSearchParams({ redirect: back })}`, 303);
    // A refusal with a reason (liking one's own post, 403) says it; anything else is the spec's 'Failed to like post'.
    const description = result.ok ? '' : result.status === 403 ? result.error.message : communityMessages.likeFailed;
    if (!result.ok) return data<ReplyOutcome>({ ok: false, message: { title: toastTitles.error, description } }, { status: result.status });
    return redirect(back, 303);
  }
  if (form.intent === 'report') {
    const report = reportInputSchema.safeParse(form);
    if (!report.success) {
      const description = report.error.issues[0]?.message ?? 'Tell us what is wrong';
      return data<ReplyOutcome>({ ok: false, message: { title: communityMessages.validation.title, description } }, { status: 400 });
    }
    const sent = await services.community.report(session, report.data);
    if (sent.ok) return { ok: true, message: reportSent } satisfies ReplyOutcome;
    const message = sent.status === 401 ? reportSignIn : { title: toastTitles.error, description: sent.error.message };
    return data<ReplyOutcome>({ ok: false, message }, { status: sent.status });
  }
  const parsed = replySchema.safeParse(form);
  const content = typeof form.content === 'string' ? form.content : '';
  if (!parsed.success) {
    const fieldError = parsed.error.issues[0]?.message ?? 'Write a reply first';
    return data<ReplyOutcome>({ ok: false, message: { title: communityMessages.validation.title, description: fieldError }, fieldError, content }, { status: 400 });
  }
  const result = await services.community.reply(session, parsed.data.postId, parsed.data.content);
  if (result.ok) return { ok: true, message: { title: toastTitles.success, description: 'Reply posted' } } satisfies ReplyOutcome;
  const message = result.status === 401 ? replySignIn : { title: toastTitles.error, description: result.error.message };
  return data<ReplyOutcome>({ ok: false, message, content }, { status: result.status });
}
