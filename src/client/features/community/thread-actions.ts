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
 *
 * The author's edit form (`intent=edit-post`, `postId`, `title`, `content`, `category`; the page's `?edit=1`) and the
 * delete confirmation (`intent=delete-post`, `postId`; `?delete=1`, the author or an admin) post here too (issue 19),
 * with the API's rules: a saved edit goes back to the thread (303, its address follows the new title), a refused one
 * comes back with the form, the text kept and the field's message; a deleted post goes to the discussions list
 * (303, `?post-deleted=1`).
 */
import { type RouterContextProvider, data, redirect } from 'react-router';
import { safeRedirect } from '~/client/lib/safe-redirect';
import { paths } from '~/shared/paths';
import { z } from 'zod';
import { pageContext } from '~/client/lib/page-context';
import { commentInputSchema, communityMessages, postInputSchema, reportInputSchema } from '~/shared/community';
import { threadPath } from './thread-meta';
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
  /** A refused edit of the post: what was sent and the fields' messages, to show the edit form again. */
  edit?: { values: { title: string; content: string; category: string }; errors: Partial<Record<'title' | 'content', string>> };
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
  if (form.intent === 'edit-post') return editPost(form, context);
  if (form.intent === 'delete-post') {
    const postId = z.uuid().safeParse(form.postId);
    if (!postId.success) return data<ReplyOutcome>({ ok: false, message: { title: toastTitles.error, description: communityMessages.deleteFailed } }, { status: 400 });
    const deleted = await services.community.remove(session, postId.data);
    if (deleted.ok) return redirect(`${paths.communityShort}?post-deleted=1`, 303);
    const description = deleted.status === 403 ? deleted.error.message : communityMessages.deleteFailed;
    return data<ReplyOutcome>({ ok: false, message: { title: toastTitles.error, description } }, { status: deleted.status });
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

async function editPost(form: Record<string, FormDataEntryValue>, context: Readonly<RouterContextProvider>) {
  const { session, services } = context.get(pageContext);
  const text = (key: string) => (typeof form[key] === 'string' ? (form[key] as string) : '');
  const values = { title: text('title'), content: text('content'), category: text('category') };
  const refuse = (status: number, description: string, errors: NonNullable<ReplyOutcome['edit']>['errors'] = {}) =>
    data<ReplyOutcome>({ ok: false, message: { title: status === 400 ? communityMessages.validation.title : toastTitles.error, description }, edit: { values, errors } }, { status });
  const postId = z.uuid().safeParse(form.postId);
  if (!postId.success) return refuse(400, communityMessages.updateFailed);
  const parsed = postInputSchema.safeParse(values);
  if (!parsed.success) {
    const errors: NonNullable<ReplyOutcome['edit']>['errors'] = {};
    for (const issue of parsed.error.issues) {
      const key = issue.path[0];
      if ((key === 'title' || key === 'content') && !errors[key]) errors[key] = issue.message;
    }
    return refuse(400, Object.values(errors)[0] ?? parsed.error.issues[0]?.message ?? communityMessages.updateFailed, errors);
  }
  const saved = await services.community.update(session, postId.data, parsed.data);
  if (saved.ok) return redirect(`${threadPath(saved.value)}?post-updated=1`, 303);
  return refuse(saved.status, saved.status === 403 ? saved.error.message : communityMessages.updateFailed);
}
