/** 'by' author name (or 'Anonymous'), the date-time and the category badge of a post. */
import { Trans } from '@lingui/react/macro';
import { Badge } from '~/client/components/ui/badge';
import type { CommunityPost } from '~/shared/community';
import { authorLabel, formatPostTime } from '../community.format';
import { useLocale, Message } from '~/client/lib/i18n';

export function PostMeta({ post }: { post: CommunityPost }) {
  const locale = useLocale();
  return (
    <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-700">
      {/* A name without spaces (an e-mail-like handle) wraps rather than pushing the page sideways on a phone. */}
      <span className="min-w-0 wrap-anywhere">
        <Trans>by</Trans> <span className="font-medium text-slate-900"><Message text={authorLabel(post.author_name)} /></span>
      </span>
      <span aria-hidden>·</span>
      <time dateTime={post.created_at}>{formatPostTime(post.created_at, { locale })}</time>
      {post.updated_at ? <span><Trans>(edited)</Trans></span> : null}
      <Badge variant="secondary">{post.category}</Badge>
      {post.hidden ? <Badge variant="destructive"><Trans>Hidden</Trans></Badge> : null}
    </div>
  );
}
