/**
 * /community/:slug: a community thread's own page — the post, its like toggle, the replies oldest first,
 * and the reply form (signed in) or a link to sign in and come back. Its author edits it (`?edit=1`, the post form)
 * and deletes it (the author or an admin; `?delete=1` asks first), with scripts or without (forms posted to
 * thread-actions.ts; once hydrated, the edit saves through the API and Delete asks in a dialog). Rendered on the
 * server; an unknown or hidden thread answers 404; an old slug redirects to the current one. Meta: canonical link,
 * absolute Open Graph URLs and schema.org DiscussionForumPosting JSON-LD. The list's quick-view dialog shows the same thread.
 */
import { formatCount } from '~/shared/finance';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Pencil, Trash2 } from 'lucide-react';
import { Form, Link, data, redirect, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Button } from '~/client/components/ui/button';
import { FormError } from '~/client/components/ui/form-fields';
import { toast } from '~/client/components/ui/use-toast';
import { useDeletePost } from '~/client/features/community/api/delete-post';
import { useUpdatePost } from '~/client/features/community/api/update-post';
import { toastCommunityError } from '~/client/features/community/community-toasts';
import { ConfirmDelete } from '~/client/features/community/components/confirm-delete';
import { PostForm, type PostFormValues, postFormValues } from '~/client/features/community/components/post-form';
import { useHydrated } from '~/client/lib/use-hydrated';
import { communityMessages, type PostCategory, communityToasts } from '~/shared/community';
import { toastTitles } from '~/shared/messages';
import { absoluteUrl, metaText, pageCopy, pageMeta, siteOrigin, socialMeta } from '~/client/config/pages';
import { useThread } from '~/client/features/community/api/get-thread';
import { communityKeys } from '~/client/features/community/api/keys';
import { AuthorAvatar } from '~/client/features/community/components/author-avatar';
import { LikeButton } from '~/client/features/community/components/like-button';
import { ReportDialog } from '~/client/features/community/components/report-dialog';
import { MarkdownContent } from '~/client/features/community/components/markdown-content';
import { PostMeta } from '~/client/features/community/components/post-meta';
import { Reply, ReplyForm } from '~/client/features/community/components/thread-dialog';
import { threadAction } from '~/client/features/community/thread-actions';
import { OutcomeNotice, type PageOutcome, fieldErrorsOf, sentValues } from '~/client/lib/page-outcome';
import { threadDescription, threadJsonLd, threadPath } from '~/client/features/community/thread-meta';
import { pageContext } from '~/client/lib/page-context';
import { seedQueries } from '~/client/lib/query-client';
import { isAdminUser, useSession } from '~/client/lib/session';
import { paths } from '~/shared/paths';
import { idFromSlug } from '~/shared/slugs';
import type { Route } from './+types/community-thread';
import { Message } from '~/client/lib/i18n';

export async function loader({ params, context }: Route.LoaderArgs) {
  const { actor, services, orNull } = context.get(pageContext);
  const postId = idFromSlug(params.slug);
  const thread = postId ? await orNull(() => services.community.thread({ actor, postId })) : null;
  if (!thread) throw data(null, { status: 404 });
  const canonical = threadPath(thread.post);
  if (canonical !== `/community/${params.slug}`) throw redirect(canonical, 301);
  return { thread, seeds: seedQueries([[communityKeys.thread(thread.post.id, actor?.id ?? null), thread]]) };
}

export const action = threadAction;

export const meta: Route.MetaFunction = (args) => {
  const thread = args.loaderData?.thread;
  if (!thread) return pageMeta(pageCopy.notFound, [{ name: 'robots', content: 'noindex' }], args);
  const path = threadPath(thread.post);
  return socialMeta(
    {
      title: `${thread.post.title} · ${metaText(args, msg`Community`)} · ChangePath`,
      description: threadDescription(thread.post),
      path,
      type: 'article',
      jsonLd: threadJsonLd(thread.post, thread.comments, absoluteUrl(siteOrigin(args), path)),
    },
    args,
  );
};

export default function ThreadPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useLingui();
  const session = useSession();
  const user = session.data?.user;
  const viewer = { id: user?.id ?? null, isAdmin: isAdminUser(user) };
  const thread = useThread(loaderData.thread.post.id, viewer.id, true).data ?? loaderData.thread;
  const { post, comments } = thread;
  const location = useLocation();
  const outcome = actionData as PageOutcome | undefined;
  const edit = outcome?.intent === 'edit-post' && !outcome.ok ? outcome : undefined;
  const [params] = useSearchParams();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const updatePost = useUpdatePost();
  const deletePost = useDeletePost();
  const editing = post.is_mine && (params.get('edit') === '1' || !!edit);
  const mayDelete = post.is_mine || viewer.isAdmin;
  const confirmingDelete = mayDelete && !editing && params.get('delete') === '1';

  async function saveEdit(values: PostFormValues): Promise<boolean> {
    try {
      const { post: saved } = await updatePost.mutateAsync({ id: post.id, input: values });
      toast({ title: toastTitles.success, description: communityMessages.updated });
      navigate(threadPath(saved), { replace: true });
      return true;
    } catch (err) {
      toastCommunityError(err, { fallback: communityMessages.updateFailed, signIn: communityToasts.signInToPost });
      return false;
    }
  }

  async function removePost() {
    try {
      await deletePost.mutateAsync(post.id);
      toast({ title: toastTitles.success, description: communityMessages.deleted });
      navigate(paths.communityShort);
    } catch (err) {
      toastCommunityError(err, { fallback: communityMessages.deleteFailed });
    }
  }

  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <p className="text-sm">
        <Link to={paths.communityShort} className="font-medium text-blue-700 underline-offset-4 hover:underline">
          <Trans>← All discussions</Trans>
        </Link>
      </p>
      <header className="mt-4 flex items-start gap-3">
        <AuthorAvatar name={post.author_name} />
        <div className="grid min-w-0 gap-1">
          <h1 className="break-words text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{post.title}</h1>
          <PostMeta post={post} />
        </div>
      </header>
      {params.get('post-updated') === '1' && !editing ? (
        <p role="status" className="mt-4 rounded-md border border-green-300 bg-green-50 p-3 text-sm text-slate-900">
          <Message text={communityMessages.updated} />
        </p>
      ) : null}
      {editing ? (
        <section aria-labelledby="edit-post-heading" className="mt-6 grid gap-4">
          <h2 id="edit-post-heading" className="text-lg font-semibold text-slate-900">
            <Trans>Edit your post</Trans>
          </h2>
          {edit?.message ? <FormError message={edit.message.description} /> : null}
          <PostForm
            initial={edit ? postFormValues(sentValues(edit)) : { title: post.title, content: post.content, category: post.category as PostCategory }}
            initialErrors={edit ? fieldErrorsOf(edit) : undefined}
            intent="edit-post"
            hidden={{ postId: post.id }}
            submitLabel={t`Save`}
            pendingLabel={t`Saving...`}
            pending={updatePost.isPending}
            onSubmit={saveEdit}
            onCancel={() => navigate(threadPath(post), { replace: true })}
          />
        </section>
      ) : (
        <>
          <MarkdownContent text={post.content} className="mt-6" />
          <div className="-ml-3 mt-3 flex flex-wrap items-center gap-1">
            <LikeButton post={post} signedIn={!!user} />
            {post.is_mine ? (
              <Button asChild variant="ghost" size="sm" className="text-slate-700">
                <Link to="?edit=1" preventScrollReset>
                  <Pencil aria-hidden />
                  <Trans>Edit<span className="sr-only"> this post</span></Trans>
                </Link>
              </Button>
            ) : null}
            {/* Once hydrated, Delete asks in a dialog; before that (or without scripts) it asks on the page. */}
            {mayDelete && hydrated ? <ConfirmDelete what="post" pending={deletePost.isPending} onConfirm={removePost} /> : null}
            {mayDelete && !hydrated ? (
              <Button asChild variant="ghost" size="sm" className="text-red-700 hover:text-red-800">
                <Link to="?delete=1" preventScrollReset>
                  <Trash2 aria-hidden />
                  <Trans>Delete<span className="sr-only"> this post</span></Trans>
                </Link>
              </Button>
            ) : null}
            {user && !post.is_mine ? <ReportDialog target={{ postId: post.id }} what="post" /> : null}
          </div>
          {confirmingDelete ? (
            <section aria-labelledby="delete-post-heading" className="mt-4 rounded-md border border-red-300 bg-red-50 p-4">
              <h2 id="delete-post-heading" className="font-semibold text-slate-900">
                <Trans>Delete this post?</Trans>
              </h2>
              <p className="mt-1 text-sm text-slate-800"><Trans>The post and its replies are removed for everyone. This cannot be undone.</Trans></p>
              {outcome?.intent === 'delete-post' && outcome.message ? <FormError message={outcome.message.description} /> : null}
              <Form method="post" className="mt-3 flex flex-wrap gap-2">
                <input type="hidden" name="intent" value="delete-post" />
                <input type="hidden" name="postId" value={post.id} />
                <Button type="submit" variant="destructive">
                  <Trans>Delete post</Trans>
                </Button>
                <Button asChild variant="outline">
                  <Link to={threadPath(post)}><Trans>Cancel</Trans></Link>
                </Button>
              </Form>
            </section>
          ) : null}
        </>
      )}
      <section aria-labelledby="replies" className="mt-6 border-t border-slate-200 pt-4">
        <h2 id="replies" className="text-lg font-semibold text-slate-900">
          <Trans>Replies ({formatCount(comments.length)})</Trans>
        </h2>
        {comments.length ? (
          <ul className="mt-3 grid gap-4">
            {comments.map((c) => (
              <li key={c.id} id={`reply-${c.id}`} className="scroll-mt-20">
                <Reply comment={c} viewer={viewer} onDeleted={() => undefined} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-sm text-slate-700"><Trans>No replies yet.{user ? ' Start the conversation below.' : ''}</Trans></p>
        )}
      </section>
      {outcome && !edit ? <OutcomeNotice outcome={outcome} className="mt-4" /> : null}
      {user ? (
        <ReplyForm post={post} initialContent={outcome?.intent === 'reply' && !outcome.ok ? sentValues(outcome).content : undefined} />
      ) : (
        <p className="mt-4 text-sm text-slate-700">
          <Trans><Link to={`${paths.signIn}?${new URLSearchParams({ redirect: location.pathname })}`} className="font-medium text-blue-700 underline underline-offset-2">
            Sign in
          </Link>{' '}
          to reply.</Trans>
        </p>
      )}
    </article>
  );
}
