/**
 * A thread page's route action: its forms, read with `threadIntentSchema` (each the API's schema
 * for the same operation), posted natively before the scripts run or without them; the thread dialog's reply form
 * posts here once hydrated too. The community service decides everything, as for the API:
 *
 * - the reply (`intent=reply`, `postId`, `content`; `POST /api/community/posts/{id}/comments`, its rate limit
 *   included): the page comes back with the outcome, and after a refusal with the text kept;
 * - a like without scripts (`intent=like`, `postId`, `liked`, `back`; `PUT|DELETE /api/community/posts/{id}/like`):
 *   back to the page the person was on (303); signed out, to sign in and back;
 * - 'Report' (`intent=report`, `postId` or `commentId`, `reason`; `POST /api/community/reports`);
 * - the author's edit (`intent=edit-post`; the page's `?edit=1`): a saved edit goes back to the thread (303, its
 *   address follows the new title), a refused one comes back with the form, the text kept and the field's message;
 * - the delete confirmation (`intent=delete-post`, the author or an admin; `?delete=1`): to the discussions list
 *   (303, `?post-deleted=1`).
 */
import { msg } from '@lingui/core/macro';
import { type RouterContextProvider, redirect } from 'react-router';
import { pageAction } from '~/client/lib/page-action';
import { safeRedirect } from '~/client/lib/safe-redirect';
import { communityMessages, threadIntentSchema } from '~/shared/community';
import { toastTitles } from '~/shared/messages';
import { paths } from '~/shared/paths';
import { reportSent, reportSignIn } from './community-toasts';
import { threadPath } from './thread-meta';

export const replySignIn = { title: communityMessages.authenticationRequired, description: msg`Please sign in to reply` };

const failed = { 'edit-post': communityMessages.updateFailed, 'delete-post': communityMessages.deleteFailed, like: communityMessages.likeFailed } as const;

export function threadAction(args: { request: Request; context: Readonly<RouterContextProvider> }) {
  return pageAction(
    args,
    threadIntentSchema,
    async (value, { actor, services }) => {
      switch (value.intent) {
        case 'reply':
          return { reply: await services.community.reply({ actor, postId: value.postId, content: value.content }) };
        case 'like':
          return { like: await services.community.like({ actor, postId: value.postId, liked: value.liked === 'true' }) };
        case 'report':
          return { report: await services.community.report({ actor, input: { postId: value.postId, commentId: value.commentId, reason: value.reason } }) };
        case 'edit-post':
          return { post: await services.community.update({ actor, postId: value.postId, input: { title: value.title, content: value.content, category: value.category } }) };
        case 'delete-post':
          return await services.community.remove({ actor, postId: value.postId });
      }
    },
    {
      success: (_done, { intent }) => (intent === 'reply' ? { title: toastTitles.success, description: msg`Reply posted` } : intent === 'report' ? reportSent : null),
      redirectTo: (done, value) =>
        value.intent === 'like'
          ? safeRedirect(value.back)
          : value.intent === 'edit-post' && 'post' in done && done.post
            ? `${threadPath(done.post)}?post-updated=1`
            : value.intent === 'delete-post'
              ? `${paths.communityShort}?post-deleted=1`
              : null,
      refused: (refusal, value) => {
        if (value.intent === 'like' && refusal.status === 401) return redirect(`${paths.signIn}?${new URLSearchParams({ redirect: safeRedirect(value.back) })}`, 303);
        if (value.intent === 'report' || value.intent === 'reply') return refusal.status === 401 ? (value.intent === 'report' ? reportSignIn : replySignIn) : { title: toastTitles.error, description: refusal.message };
        // A refusal with a reason (someone else's post, one's own like) says it; others say the spec's failure.
        return { title: toastTitles.error, description: refusal.status === 403 ? refusal.message : failed[value.intent] };
      },
      invalid: (message) => ({ title: communityMessages.validationTitle, description: message }),
    },
  );
}
