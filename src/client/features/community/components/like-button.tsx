/**
 * Like toggle for a post: aria-pressed shows whether the viewer likes it; the count shown is
 * the server's answer. Signed out → 'Authentication required' / 'Please sign in to like posts'; a failure →
 * 'Failed to like post'. It is a form posted to the thread page's action (../thread-actions.ts), so a tap before
 * the scripts have run (or without them) still counts: the page comes back with the new count. On the viewer's own
 * post it is only the count (the server refuses liking one's own post).
 */
import { formatCount } from '~/shared/finance';
import { Plural, Trans } from '@lingui/react/macro';
import { Heart } from 'lucide-react';
import type { FormEvent } from 'react';
import { useHref, useLocation } from 'react-router';
import { Button } from '~/client/components/ui/button';
import { cn } from '~/client/components/ui/cn';
import { toast } from '~/client/components/ui/use-toast';
import { communityMessages, type CommunityPost, communityToasts } from '~/shared/community';
import { useSetLike } from '../api/set-like';
import { toastCommunityError } from '../community-toasts';
import { threadPath } from '../thread-meta';

export function LikeButton({ post, signedIn }: { post: CommunityPost; signedIn: boolean }) {
  const like = useSetLike();
  const liked = !!post.liked_by_me;
  const location = useLocation();
  // Posted natively before the scripts run: to the thread's page in this page's language.
  const threadHref = useHref(threadPath(post));
  if (post.is_mine) {
    return (
      <span className="inline-flex h-9 items-center gap-2 px-3 text-sm text-slate-700" data-testid="likes">
        <Heart className="size-4" aria-hidden />
        <Plural value={post.likes_count} one="# like" other="# likes" />
      </span>
    );
  }

  function toggle(event: FormEvent) {
    event.preventDefault();
    // Not `disabled` while saving: that would drop keyboard focus; a second click just waits for the first.
    if (like.isPending) return;
    if (!signedIn) {
      toast({ ...communityToasts.signInToLike, variant: 'destructive' });
      return;
    }
    like.mutate(
      { postId: post.id, liked: !liked },
      { onError: (err) => toastCommunityError(err, { fallback: communityMessages.likeFailed, signIn: communityToasts.signInToLike }) },
    );
  }

  return (
    <form method="post" action={threadHref} onSubmit={toggle} className="contents">
      <input type="hidden" name="intent" value="like" />
      <input type="hidden" name="postId" value={post.id} />
      <input type="hidden" name="liked" value={String(!liked)} />
      <input type="hidden" name="back" value={`${location.pathname}${location.search}`} />
      <Button
        type="submit"
        variant="ghost"
        size="sm"
        aria-pressed={liked}
        aria-busy={like.isPending || undefined}
        className={cn(liked ? 'text-red-700 hover:text-red-800' : 'text-slate-700')}
      >
        <Heart className={cn(liked && 'fill-current')} aria-hidden />
        <span className="sr-only"><Trans>Like,</Trans> </span>
        {formatCount(post.likes_count)}
        <span className="sr-only">
          {' '}
          <Plural value={post.likes_count} one="like" other="likes" />
        </span>
      </Button>
    </form>
  );
}
