/**
 * /community/:slug (issue 17): a community thread's own page — the post, its like toggle, the replies oldest first,
 * and the reply form (signed in) or a link to sign in and come back. Rendered on the server; an unknown or hidden
 * thread answers 404; an old slug redirects to the current one. Meta: canonical link, absolute Open Graph URLs and
 * schema.org DiscussionForumPosting JSON-LD. The list's quick-view dialog shows the same thread.
 */
import { Link, data, redirect, useLocation } from 'react-router';
import { absoluteUrl, pageCopy, pageMeta, siteOrigin, socialMeta } from '~/client/config/pages';
import { useThread } from '~/client/features/community/api/get-thread';
import { communityKeys } from '~/client/features/community/api/keys';
import { AuthorAvatar } from '~/client/features/community/components/author-avatar';
import { LikeButton } from '~/client/features/community/components/like-button';
import { ReportDialog } from '~/client/features/community/components/report-dialog';
import { MarkdownContent } from '~/client/features/community/components/markdown-content';
import { PostMeta } from '~/client/features/community/components/post-meta';
import { Reply, ReplyForm } from '~/client/features/community/components/thread-dialog';
import { type ReplyOutcome, threadAction } from '~/client/features/community/thread-actions';
import { threadDescription, threadJsonLd, threadPath } from '~/client/features/community/thread-meta';
import { pageContext } from '~/client/lib/page-context';
import { seedQueries } from '~/client/lib/query-client';
import { isAdminUser, useSession, type SessionUser } from '~/client/lib/session';
import { paths } from '~/shared/paths';
import type { Route } from './+types/community-thread';

export async function loader({ params, context }: Route.LoaderArgs) {
  const { session, services } = context.get(pageContext);
  const thread = await services.community.thread(params.slug, session);
  if (!thread) throw data(null, { status: 404 });
  const canonical = threadPath(thread.post);
  if (canonical !== `/community/${params.slug}`) throw redirect(canonical, 301);
  return { thread, seeds: seedQueries([[communityKeys.thread(thread.post.id, session?.user.id ?? null), thread]]) };
}

export const action = threadAction;

export const meta: Route.MetaFunction = (args) => {
  const thread = args.loaderData?.thread;
  if (!thread) return pageMeta(pageCopy.notFound, [{ name: 'robots', content: 'noindex' }], args);
  const path = threadPath(thread.post);
  return socialMeta(
    {
      title: `${thread.post.title} · Community · ChangePath`,
      description: threadDescription(thread.post),
      path,
      type: 'article',
      jsonLd: threadJsonLd(thread.post, thread.comments, absoluteUrl(siteOrigin(args), path)),
    },
    args,
  );
};

export default function ThreadPage({ loaderData, actionData }: Route.ComponentProps) {
  const session = useSession();
  const user = session.data?.user as SessionUser | undefined;
  const viewer = { id: user?.id ?? null, isAdmin: isAdminUser(user) };
  const thread = useThread(loaderData.thread.post.id, viewer.id, true).data ?? loaderData.thread;
  const { post, comments } = thread;
  const location = useLocation();
  const outcome = actionData as ReplyOutcome | undefined;
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <p className="text-sm">
        <Link to={paths.communityShort} className="font-medium text-blue-700 underline-offset-4 hover:underline">
          ← All discussions
        </Link>
      </p>
      <header className="mt-4 flex items-start gap-3">
        <AuthorAvatar name={post.author_name} />
        <div className="grid min-w-0 gap-1">
          <h1 className="break-words text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{post.title}</h1>
          <PostMeta post={post} />
        </div>
      </header>
      <MarkdownContent text={post.content} className="mt-6" />
      <div className="-ml-3 mt-3 flex flex-wrap items-center gap-1">
        <LikeButton post={post} signedIn={!!user} />
        {user && !post.is_mine ? <ReportDialog target={{ postId: post.id }} what="post" /> : null}
      </div>
      <section aria-labelledby="replies" className="mt-6 border-t border-slate-200 pt-4">
        <h2 id="replies" className="text-lg font-semibold text-slate-900">
          Replies ({comments.length.toLocaleString('en-US')})
        </h2>
        {comments.length ? (
          <ul className="mt-3 grid gap-4">
            {comments.map((c) => (
              <li key={c.id}>
                <Reply comment={c} viewer={viewer} onDeleted={() => undefined} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-sm text-slate-700">No replies yet.{user ? ' Start the conversation below.' : ''}</p>
        )}
      </section>
      {outcome ? (
        <div role={outcome.ok ? 'status' : 'alert'} className={`mt-4 rounded-md border p-3 text-sm ${outcome.ok ? 'border-green-300 bg-green-50' : 'border-red-300 bg-red-50'}`}>
          <p className="font-semibold">{outcome.message.title}</p>
          <p>{outcome.message.description}</p>
        </div>
      ) : null}
      {user ? (
        <ReplyForm post={post} initialContent={outcome && !outcome.ok ? outcome.content : undefined} />
      ) : (
        <p className="mt-4 text-sm text-slate-700">
          <Link to={`${paths.signIn}?${new URLSearchParams({ redirect: location.pathname })}`} className="font-medium text-blue-700 underline underline-offset-2">
            Sign in
          </Link>{' '}
          to reply.
        </p>
      )}
    </article>
  );
}
