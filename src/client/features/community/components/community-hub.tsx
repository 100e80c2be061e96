/**
 * The community hub: Create Post (disabled when signed out, with a
 * sign-in link), a search box that filters as you type (debounced; a GET form of `?q=` without scripts), the category filter, the inline create-post form, and the post list
 * (newest first, 20 a page, 'Load more'). Clicking a post opens its thread in a dialog whose address is
 * `?post=<id>` (lib/use-url-dialog.ts: Back closes it, a reload reopens it); its title links to the thread's own
 * page, which is what it is without scripts. The server renders the first page of posts (routes/community.tsx seeds it); filters and search load more.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Plus } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link, useActionData, useLocation, useSearchParams } from 'react-router';
import { Button } from '~/client/components/ui/button';
import { Card } from '~/client/components/ui/card';
import { Input } from '~/client/components/ui/input';
import { Label } from '~/client/components/ui/label';
import { SearchSubmitButton } from '~/client/components/ui/search-submit-button';
import { toast } from '~/client/components/ui/use-toast';
import { isAdminUser, useSession } from '~/client/lib/session';
import { useUrlDialog } from '~/client/lib/use-url-dialog';
import { ALL_CATEGORIES, communityMessages, type CommunityPost, communityToasts } from '~/shared/community';
import { paths } from '~/shared/paths';
import { idFromSlug } from '~/shared/slugs';
import { useCreatePost } from '../api/create-post';
import { usePosts } from '../api/get-posts';
import { type PageOutcome, fieldErrorsOf, sentValues } from '~/client/lib/page-outcome';
import { toastCommunityError } from '../community-toasts';
import { useDebouncedValue } from '../use-debounced-value';
import { CategoryFilter } from './category-filter';
import { PostCard } from './post-card';
import { PostForm, type PostFormValues, postFormValues } from './post-form';
import { ThreadDialog, type CommunityViewer } from './thread-dialog';
import { Message } from '~/client/lib/i18n';
import { toastTitles } from '~/shared/messages';

const SEARCH_DEBOUNCE_MS = 300;
/** The open thread's address parameter: `?post=<id>` (Back closes the thread, a reload reopens it). */
const THREAD_PARAMS = ['post'] as const;

/** The API's longest `q` (postListQuerySchema). */
export const COMMUNITY_SEARCH_MAX = 200;

export function CommunityHub() {
  const { t } = useLingui();
  const id = useId();
  const session = useSession();
  const user = session.data?.user;
  const viewer: CommunityViewer = { id: user?.id ?? null, isAdmin: isAdminUser(user) };
  const signedIn = !!user;

  // Without scripts, 'Create Post' is a link to `?compose=1`, and a refused post comes back with the form open;
  // the search box is a GET form whose `?q=` the route's loader searches.
  const refused = useActionData() as PageOutcome | undefined;
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const searchBox = useRef<HTMLInputElement>(null);

  const [category, setCategory] = useState<string>(ALL_CATEGORIES);
  const [search, setSearch] = useState(() => (searchParams.get('q') ?? '').slice(0, COMMUNITY_SEARCH_MAX));
  const q = useDebouncedValue(search, SEARCH_DEBOUNCE_MS).trim();
  const filters = useMemo(() => ({ category, q }), [category, q]);
  const posts = usePosts(filters, viewer.id, !session.isPending);

  /** Empties the box (and the URL's `?q=`), shows every post again, and puts the focus back in the box. */
  function clearSearch() {
    setSearch('');
    if (searchParams.has('q')) setSearchParams((p) => (p.delete('q'), p), { replace: true, preventScrollReset: true });
    searchBox.current?.focus();
  }
  const [formOpen, setFormOpen] = useState(!!refused || searchParams.get('compose') === '1');
  const createPost = useCreatePost();
  const thread = useUrlDialog(THREAD_PARAMS);
  // The address may carry a post's id or its slug (`<title words>-<id>`); anything else opens nothing.
  const openPostId = thread.params.post ? idFromSlug(thread.params.post) : null;
  // The post as it was when clicked: it stays shown if a filter or search then drops it from the list.
  const [clickedPost, setClickedPost] = useState<CommunityPost | null>(null);

  useEffect(() => {
    if (posts.isError) toast({ title: toastTitles.error, description: communityMessages.fetchFailed, variant: 'destructive' });
  }, [posts.isError]);

  // Signing out while the form is open closes it (the button that opened it is now disabled).
  useEffect(() => {
    if (!session.isPending && !signedIn) setFormOpen(false);
  }, [session.isPending, signedIn]);

  const list = useMemo(() => posts.data?.pages.flatMap((p) => p.posts) ?? [], [posts.data]);
  // The open thread follows the list's copy of its post (likes and counts change there too). Reopened from the
  // address, a post that is not in the list is loaded by the dialog itself.
  const shownPost = openPostId ? (list.find((p) => p.id === openPostId) ?? (clickedPost?.id === openPostId ? clickedPost : null)) : null;

  async function submitPost(values: PostFormValues): Promise<boolean> {
    if (!signedIn) {
      toast({ ...communityToasts.signInToPost, variant: 'destructive' });
      return false;
    }
    try {
      const { post } = await createPost.mutateAsync(values);
      toast({ title: toastTitles.success, description: communityMessages.created });
      setFormOpen(false);
      // Show the new post at the top: drop a filter or search that would hide it.
      if (category !== ALL_CATEGORIES && category !== post.category) setCategory(ALL_CATEGORIES);
      if (search.trim()) setSearch('');
      return true;
    } catch (err) {
      toastCommunityError(err, { fallback: communityMessages.createFailed, signIn: communityToasts.signInToPost });
      return false;
    }
  }

  const formId = `${id}-create`;
  return (
    <div className="mt-8 grid gap-6">
      {/* A post deleted from its own page (thread-actions.ts) comes back here; say so. */}
      {searchParams.get('post-deleted') === '1' ? (
        <p role="status" className="rounded-md border border-green-300 bg-green-50 p-3 text-sm text-slate-900">
          <Message text={communityMessages.deleted} />
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        {signedIn ? (
          <Button asChild>
            <Link
              to="?compose=1"
              role="button"
              aria-expanded={formOpen}
              aria-controls={formOpen ? formId : undefined}
              preventScrollReset
              onClick={(event) => {
                event.preventDefault();
                setFormOpen((o) => !o);
              }}
            >
              <Plus aria-hidden />
              <Trans>Create Post</Trans>
            </Link>
          </Button>
        ) : (
          <Button type="button" disabled>
            <Plus aria-hidden />
            <Trans>Create Post</Trans>
          </Button>
        )}
        {!session.isPending && !signedIn ? (
          <p className="text-sm text-slate-700">
            <Trans><Link to={paths.signIn} className="font-medium text-blue-700 underline underline-offset-2">
              Sign in
            </Link>{' '}
            to create posts, reply and like.</Trans>
          </p>
        ) : null}
      </div>

      <div className="grid gap-4">
        {/* Filters as you type once scripts run (debounced); submitted without them, the page searches `?q=`. */}
        <form method="get" role="search" aria-label={t`Search discussions`} className="relative max-w-md" onSubmit={(e) => e.preventDefault()}>
          <Label htmlFor={`${id}-search`} className="sr-only">
            <Trans>Search posts</Trans>
          </Label>
          {/* Without scripts the magnifier sends the search; with them the list already follows the box. */}
          <SearchSubmitButton />
          <Input
            ref={searchBox}
            id={`${id}-search`}
            type="search"
            name="q"
            className="pl-10"
            placeholder={t`Search posts...`}
            value={search}
            maxLength={COMMUNITY_SEARCH_MAX}
            onChange={(e) => setSearch(e.target.value)}
            autoComplete="off"
          />
        </form>
        <CategoryFilter value={category} onChange={setCategory} />
      </div>

      {formOpen && signedIn ? (
        <Card id={formId} className="p-6">
          <section aria-labelledby={`${formId}-heading`}>
            <h2 id={`${formId}-heading`} className="mb-4 text-xl font-semibold text-slate-900">
              <Trans>Create a post</Trans>
            </h2>
            {refused?.message ? (
              <p role="alert" className="mb-4 rounded-md border border-red-300 bg-red-50 p-3 text-sm">
                <span className="font-semibold"><Message text={refused.message.title} />:</span> <Message text={refused.message.description} />
              </p>
            ) : null}
            <PostForm
              intent="create"
              initial={refused ? postFormValues(sentValues(refused)) : undefined}
              initialErrors={refused ? fieldErrorsOf(refused) : undefined}
              submitLabel={t`Post`}
              pendingLabel={t`Posting...`}
              pending={createPost.isPending}
              onSubmit={submitPost}
              onCancel={() => setFormOpen(false)}
            />
          </section>
        </Card>
      ) : null}

      <div aria-busy={posts.isFetching && !posts.isFetchingNextPage}>
        {posts.isPending ? (
          <p role="status" className="text-slate-700">
            <Message text={communityMessages.loading} />
          </p>
        ) : posts.isError && !list.length ? (
          <div className="flex flex-wrap items-center gap-3 text-slate-700">
            <p>
              <Message text={communityMessages.fetchFailed} />.
            </p>
            <Button type="button" variant="outline" size="sm" onClick={() => posts.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          </div>
        ) : list.length ? (
          <ul className="grid gap-4">
            {list.map((post) => (
              <li key={post.id}>
                <PostCard
                  post={post}
                  signedIn={signedIn}
                  onOpen={() => {
                    setClickedPost(post);
                    thread.open({ post: post.id });
                  }}
                />
              </li>
            ))}
          </ul>
        ) : q ? (
          <div className="grid justify-items-start gap-3 text-slate-700">
            <p role="status"><Message text={communityMessages.noMatches(q)} /></p>
            <div className="flex flex-wrap gap-3">
              <Button asChild variant="outline" size="sm">
                <Link
                  to={location.pathname}
                  preventScrollReset
                  onClick={(event) => {
                    event.preventDefault();
                    clearSearch();
                  }}
                >
                  <Message text={communityMessages.clearSearch} />
                </Link>
              </Button>
              <Button asChild size="sm">
                <Link
                  to={signedIn ? '?compose=1' : `${paths.signIn}?redirect=${encodeURIComponent(`${location.pathname}?compose=1`)}`}
                  preventScrollReset
                  onClick={(event) => {
                    if (!signedIn) return;
                    event.preventDefault();
                    setFormOpen(true);
                  }}
                >
                  <Plus aria-hidden />
                  <Message text={communityMessages.startDiscussion} />
                </Link>
              </Button>
            </div>
          </div>
        ) : (
          <p className="text-slate-700"><Message text={communityMessages.empty} /></p>
        )}
      </div>

      {posts.hasNextPage ? (
        <div className="flex justify-center">
          <Button type="button" variant="outline" disabled={posts.isFetchingNextPage} onClick={() => posts.fetchNextPage()}>
            {posts.isFetchingNextPage ? t`Loading more...` : t`Load more`}
          </Button>
        </div>
      ) : null}

      <ThreadDialog postId={openPostId} post={shownPost} viewer={viewer} onClose={thread.close} />
    </div>
  );
}
