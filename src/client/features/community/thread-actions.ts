/**
 * A thread page's route action (spec §2.11, §8; issue 17): the reply form (`intent=reply`, `postId`, `content`),
 * validated on the server with the same zod schema as `POST /api/community/posts/:id/comments` and its rate
 * limit. Works without scripts (native post; the page comes back with the outcome and, on an error, the text
 * kept); with scripts the form posts in the background (the thread dialog posts here too).
 */
import { type RouterContextProvider, data } from 'react-router';
import { z } from 'zod';
import { pageContext } from '~/client/lib/page-context';
import { commentInputSchema, communityMessages } from '~/shared/community';
import { toastTitles } from '~/shared/messages';

const replySchema = commentInputSchema.extend({ intent: z.literal('reply'), postId: z.uuid() });

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
