/**
 * The community hub's route action (spec §2.11, §5, §8; issue 17): the create-post form (`intent=create`, `title`,
 * `content`, `category`) posted natively, before the scripts have run or without them. Validated with the API's
 * `postInputSchema` and rate limit (`POST /api/community/posts`); the new post's page is where the person goes
 * next (303). A refusal comes back with the page: the form open, what was typed kept, the spec's message shown.
 * Once hydrated the form calls the API directly and the list updates in place.
 */
import { type RouterContextProvider, data, redirect } from 'react-router';
import { pageContext } from '~/client/lib/page-context';
import { communityMessages, postInputSchema } from '~/shared/community';
import { threadPath } from './thread-meta';

/** What a refused post answers: the spec's toast text, the field errors and the values to show again. */
export interface CreatePostOutcome {
  ok: false;
  message: { title: string; description: string };
  fieldErrors: Partial<Record<'title' | 'content', string>>;
  values: { title: string; content: string; category: string };
}

export async function communityAction({ request, context }: { request: Request; context: Readonly<RouterContextProvider> }) {
  const { session, services } = context.get(pageContext);
  const form = await request.formData();
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  // Only the create form posts here; any other form of the page works only with scripts.
  if (text('intent') !== 'create') throw new Response(null, { status: 405 });
  const values = { title: text('title'), content: text('content'), category: text('category') };
  const refuse = (status: number, message: { title: string; description: string }, fieldErrors: CreatePostOutcome['fieldErrors'] = {}) =>
    data<CreatePostOutcome>({ ok: false, message, fieldErrors, values }, { status });

  if (!values.title.trim() || !values.content.trim()) {
    const required = communityMessages.validation.description;
    return refuse(400, communityMessages.validation, { title: values.title.trim() ? undefined : required, content: values.content.trim() ? undefined : required });
  }
  const parsed = postInputSchema.safeParse(values);
  if (!parsed.success) {
    const fieldErrors: CreatePostOutcome['fieldErrors'] = {};
    for (const issue of parsed.error.issues) {
      const key = issue.path[0];
      if ((key === 'title' || key === 'content') && !fieldErrors[key]) fieldErrors[key] = issue.message;
    }
    return refuse(400, { title: communityMessages.validation.title, description: Object.values(fieldErrors)[0] ?? parsed.error.issues[0]?.message ?? '' }, fieldErrors);
  }
  const created = await services.community.create(session, parsed.data);
  if (!created.ok) {
    return refuse(created.status, created.status === 401 ? communityMessages.signInToPost : { title: communityMessages.validation.title, description: created.error.message });
  }
  return redirect(threadPath(created.value), 303);
}
