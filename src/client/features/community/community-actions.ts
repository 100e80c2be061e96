/**
 * The community hub's route action: the create-post form (`intent=create`, `title`, `content`,
 * `category`) posted natively, before the scripts have run or without them, read with the API's `postInputSchema`
 * (`createPostIntentSchema`). The community service decides, as for `POST /api/community/posts` (its rate limit
 * included); the new post's page is where the person goes next (303). A refusal comes back with the page: the form
 * open, what was typed kept, the spec's message shown. Once hydrated the form calls the API directly and the list
 * updates in place.
 */
import type { RouterContextProvider } from 'react-router';
import { pageAction } from '~/client/lib/page-action';
import { communityMessages, createPostIntentSchema, communityToasts } from '~/shared/community';
import { threadPath } from './thread-meta';

export function communityAction(args: { request: Request; context: Readonly<RouterContextProvider> }) {
  return pageAction(args, createPostIntentSchema, ({ intent: _intent, ...input }, { actor, services }) => services.community.create({ actor, input }), {
    redirectTo: (post) => threadPath(post),
    refused: (refusal) => (refusal.status === 401 ? communityToasts.signInToPost : { title: communityMessages.validationTitle, description: refusal.message }),
    invalid: (message) => ({ title: communityMessages.validationTitle, description: message }),
  });
}
