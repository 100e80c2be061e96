/**
 * A post's thread, in a dialog titled with the post's title: the full post, its like toggle, Edit and
 * Delete for its author (Delete for admins too, after confirmation), Report for other signed-in users, the
 * replies oldest first (Delete on one's own, or any for admins; Report on others'), and a reply form for
 * signed-in users.
 */
import { formatCount } from '~/shared/finance';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { FieldError } from '~/client/components/ui/form-fields';
import { Pencil } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useFetcher } from 'react-router';
import { Button } from '~/client/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '~/client/components/ui/dialog';
import { Label } from '~/client/components/ui/label';
import { Textarea } from '~/client/components/ui/textarea';
import { toast } from '~/client/components/ui/use-toast';
import { ApiError } from '~/client/lib/api';
import { COMMENT_MAX, commentInputSchema, type CommunityComment, type CommunityPost, type PostCategory, communityMessages, communityToasts } from '~/shared/community';
import { paths } from '~/shared/paths';
import { useDeleteComment } from '../api/delete-comment';
import { useDeletePost } from '../api/delete-post';
import { useThread } from '../api/get-thread';
import { communityKeys } from '../api/keys';
import { useUpdatePost } from '../api/update-post';
import { authorLabel, formatPostTime } from '../community.format';
import { toastCommunityError } from '../community-toasts';
import { type PageOutcome, fieldErrorsOf } from '~/client/lib/page-outcome';
import { threadPath } from '../thread-meta';
import { AuthorAvatar } from './author-avatar';
import { ConfirmDelete } from './confirm-delete';
import { LikeButton } from './like-button';
import { MarkdownContent } from './markdown-content';
import { PostForm, type PostFormValues } from './post-form';
import { PostMeta } from './post-meta';
import { ReportDialog } from './report-dialog';
import { englishOf } from '~/shared/messages';
import { useContentLang, useLocale, Message } from '~/client/lib/i18n';
import { writtenLang } from '~/shared/locales';
import { toastTitles } from '~/shared/messages';

export interface CommunityViewer {
  /** null for a visitor. */
  id: string | null;
  isAdmin: boolean;
}

/**
 * The thread dialog, open while `postId` is set (the hub keeps it in the address, `?post=<id>`). `post` is the list's
 * copy, shown at once; without it (the thread reopened from the address, its post not in the list) the dialog
 * loads the post with its replies.
 */
export function ThreadDialog({ postId, post, viewer, onClose }: { postId: string | null; post: CommunityPost | null; viewer: CommunityViewer; onClose: () => void }) {
  return (
    <Dialog open={!!postId} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">{postId ? <ThreadBody key={postId} postId={postId} listPost={post} viewer={viewer} onClose={onClose} /> : null}</DialogContent>
    </Dialog>
  );
}

function ThreadBody({ postId, listPost, viewer, onClose }: { postId: string; listPost: CommunityPost | null; viewer: CommunityViewer; onClose: () => void }) {
  const { t } = useLingui();
  const thread = useThread(postId, viewer.id, true);
  const post = thread.data?.post ?? listPost;
  const missing = thread.error instanceof ApiError && thread.error.status === 404;
  if (!post) {
    return (
      <DialogHeader>
        <DialogTitle>{thread.isError ? (missing ? t`Post not found` : t`Discussion`) : t`Loading discussion...`}</DialogTitle>
        <DialogDescription role={thread.isPending ? 'status' : undefined}>
          {thread.isPending ? t`Loading replies...` : missing ? t`This post does not exist.` : t`Failed to load replies.`}
        </DialogDescription>
      </DialogHeader>
    );
  }
  return <LoadedThread post={post} thread={thread} missing={missing} viewer={viewer} onClose={onClose} />;
}

function LoadedThread({
  post,
  thread,
  missing,
  viewer,
  onClose,
}: {
  post: CommunityPost;
  thread: ReturnType<typeof useThread>;
  missing: boolean;
  viewer: CommunityViewer;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const langOf = useContentLang();
  const signedIn = !!viewer.id;
  const [editing, setEditing] = useState(false);
  const updatePost = useUpdatePost();
  const deletePost = useDeletePost();
  const comments = thread.data?.comments ?? [];
  // A deleted reply's Delete button is gone: keyboard focus moves to the Replies heading instead of the page.
  const repliesHeading = useRef<HTMLHeadingElement>(null);

  async function saveEdit(values: PostFormValues): Promise<boolean> {
    try {
      await updatePost.mutateAsync({ id: post.id, input: values });
      toast({ title: toastTitles.success, description: t`Post updated` });
      setEditing(false);
      return true;
    } catch (err) {
      toastCommunityError(err, { fallback: t`Failed to update post`, signIn: communityToasts.signInToPost });
      return false;
    }
  }

  async function removePost() {
    try {
      await deletePost.mutateAsync(post.id);
      toast({ title: toastTitles.success, description: t`Post deleted` });
      onClose();
    } catch (err) {
      toastCommunityError(err, { fallback: t`Failed to delete post` });
    }
  }

  return (
    <>
      <DialogHeader className="flex-row items-start gap-3">
        <AuthorAvatar name={post.author_name} />
        <div className="grid min-w-0 gap-1">
          <DialogTitle className="break-words" lang={langOf(writtenLang(post.title))}>
            {post.title}
          </DialogTitle>
          <DialogDescription asChild>
            <div>
              <PostMeta post={post} />
            </div>
          </DialogDescription>
        </div>
      </DialogHeader>

      {editing ? (
        <PostForm
          initial={{ title: post.title, content: post.content, category: post.category as PostCategory }}
          submitLabel={t`Save`}
          pendingLabel={t`Saving...`}
          pending={updatePost.isPending}
          onSubmit={saveEdit}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <>
          <MarkdownContent text={post.content} />
          <div className="-ml-3 flex flex-wrap items-center gap-1">
            <LikeButton post={post} signedIn={signedIn} />
            {post.is_mine ? (
              <Button type="button" variant="ghost" size="sm" className="text-slate-700" onClick={() => setEditing(true)}>
                <Pencil aria-hidden />
                <Trans>Edit<span className="sr-only"> this post</span></Trans>
              </Button>
            ) : null}
            {post.is_mine || viewer.isAdmin ? <ConfirmDelete what="post" pending={deletePost.isPending} onConfirm={removePost} /> : null}
            {signedIn && !post.is_mine ? <ReportDialog target={{ postId: post.id }} what="post" /> : null}
          </div>
        </>
      )}

      <section aria-labelledby={`replies-${post.id}`} className="border-t border-slate-200 pt-4">
        <h3 id={`replies-${post.id}`} ref={repliesHeading} tabIndex={-1} className="text-base font-semibold text-slate-900 outline-none">
          <Trans>Replies ({formatCount(thread.data ? comments.length : post.comments_count)})</Trans>
        </h3>
        {thread.isPending ? (
          <p role="status" className="mt-3 text-sm text-slate-700">
            <Trans>Loading replies...</Trans>
          </p>
        ) : thread.isError ? (
          <p className="mt-3 text-sm text-slate-700">{missing ? t`This post does not exist.` : t`Failed to load replies.`}</p>
        ) : comments.length ? (
          <ul className="mt-3 grid gap-4">
            {comments.map((c) => (
              <li key={c.id}>
                <Reply comment={c} viewer={viewer} onDeleted={() => repliesHeading.current?.focus()} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-sm text-slate-700"><Trans>No replies yet.{signedIn ? ' Start the conversation below.' : ''}</Trans></p>
        )}
      </section>

      {missing ? null : signedIn ? (
        <ReplyForm post={post} />
      ) : (
        <p className="text-sm text-slate-700">
          <Trans><Link to={paths.signIn} className="font-medium text-blue-700 underline underline-offset-2">
            Sign in
          </Link>{' '}
          to reply.</Trans>
        </p>
      )}
    </>
  );
}

export function Reply({ comment, viewer, onDeleted }: { comment: CommunityComment; viewer: CommunityViewer; onDeleted: () => void }) {
  const { t } = useLingui();
  const locale = useLocale();
  const remove = useDeleteComment();
  return (
    <article className="flex gap-3">
      <AuthorAvatar name={comment.author_name} className="h-8 w-8 text-sm" />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-baseline gap-x-2 text-sm text-slate-700">
          <span className="min-w-0 font-medium text-slate-900 wrap-anywhere"><Message text={authorLabel(comment.author_name)} /></span>
          <time dateTime={comment.created_at}>{formatPostTime(comment.created_at, { locale })}</time>
        </p>
        <MarkdownContent text={comment.content} className="mt-1 text-sm" />
        <div className="-ml-3 mt-1 flex flex-wrap gap-1">
          {comment.is_mine || viewer.isAdmin ? (
            <ConfirmDelete
              what="reply"
              pending={remove.isPending}
              onConfirm={async () => {
                // mutateAsync: this reply unmounts when the refreshed thread arrives; the promise still settles.
                try {
                  await remove.mutateAsync({ commentId: comment.id, postId: comment.post_id });
                  toast({ title: toastTitles.success, description: t`Reply deleted` });
                  onDeleted();
                } catch (err) {
                  toastCommunityError(err, { fallback: t`Failed to delete reply` });
                }
              }}
            />
          ) : null}
          {viewer.id && !comment.is_mine ? <ReportDialog target={{ commentId: comment.id }} what="reply" /> : null}
        </div>
      </div>
    </article>
  );
}

/**
 * The reply form: a `<fetcher.Form>` posted to the thread page's action (features/community/thread-actions.ts), so it
 * works without scripts (on the thread page) and, once hydrated, posts in the background wherever it is shown.
 * The browser checks the text first with the same schema; the server decides.
 */
export function ReplyForm({ post, initialContent }: { post: Pick<CommunityPost, 'id' | 'title'>; initialContent?: string }) {
  const commentMax = formatCount(COMMENT_MAX);
  const { t } = useLingui();
  const id = useId();
  // A reply refused when posted without scripts comes back with the page: its text is kept.
  const [content, setContent] = useState(initialContent ?? '');
  const [error, setError] = useState<string | null>(null);
  const fetcher = useFetcher<PageOutcome>();
  const queryClient = useQueryClient();
  const busy = fetcher.state !== 'idle';
  const outcome = fetcher.state === 'idle' ? fetcher.data : undefined;

  useEffect(() => {
    if (!outcome) return;
    if (outcome.ok) {
      setContent('');
      if (outcome.message) toast(outcome.message);
      void queryClient.invalidateQueries({ queryKey: communityKeys.all });
    } else {
      const fieldError = fieldErrorsOf(outcome).content;
      if (fieldError) setError(fieldError);
      if (outcome.message) toast({ ...outcome.message, variant: 'destructive' });
    }
  }, [outcome, queryClient]);

  function handleSubmit(e: FormEvent<HTMLFormElement>) {
    const parsed = commentInputSchema.safeParse({ content });
    if (!parsed.success) {
      e.preventDefault();
      setError(parsed.error.issues[0]?.message ?? englishOf(communityMessages.replyRequired));
      return;
    }
    setError(null);
  }

  const over = content.length > COMMENT_MAX;
  return (
    <fetcher.Form method="post" action={threadPath(post)} noValidate onSubmit={handleSubmit} className="grid gap-2 border-t border-slate-200 pt-4">
      <input type="hidden" name="intent" value="reply" />
      <input type="hidden" name="postId" value={post.id} />
      <Label htmlFor={`${id}-reply`}><Trans>Your reply</Trans></Label>
      <Textarea
        id={`${id}-reply`}
        name="content"
        rows={3}
        value={content}
        onChange={(e) => setContent(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={[`${id}-count`, error ? `${id}-error` : ''].filter(Boolean).join(' ')}
      />
      <p id={`${id}-count`} className={over ? 'text-xs font-medium text-red-700' : 'text-xs text-slate-700'}>
        <Plural value={content.length} one={`# character of ${commentMax}`} other={`# characters of ${commentMax}`} />
      </p>
      <FieldError id={`${id}-error`}>{error}</FieldError>
      <div>
        <Button type="submit" disabled={busy}>
          {busy ? t`Replying...` : t`Reply`}
        </Button>
      </div>
    </fetcher.Form>
  );
}
