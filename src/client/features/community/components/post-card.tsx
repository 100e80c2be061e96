/**
 * One post in the list: author initial, title (an h2 that opens the thread), 'by' author, date-time,
 * category badge, content (safe Markdown, clipped), like toggle with count, and the comment count (opens the thread).
 */
import { Plural, Trans } from '@lingui/react/macro';
import { MessageSquare } from 'lucide-react';
import { Button } from '~/client/components/ui/button';
import { Card } from '~/client/components/ui/card';
import type { CommunityPost } from '~/shared/community';
import { threadPath } from '../thread-meta';
import { AuthorAvatar } from './author-avatar';
import { LikeButton } from './like-button';
import { MarkdownContent } from './markdown-content';
import { useContentLang } from '~/client/lib/i18n';
import { writtenLang } from '~/shared/locales';
import { PostMeta } from './post-meta';

export function PostCard({ post, signedIn, onOpen }: { post: CommunityPost; signedIn: boolean; onOpen: () => void }) {
  const langOf = useContentLang();
  return (
    <Card className="p-5">
      <article className="flex gap-4">
        <AuthorAvatar name={post.author_name} />
        <div className="min-w-0 flex-1">
          <h2 className="text-lg font-semibold leading-tight text-slate-900">
            {/* A link to the thread's own page; once scripts run, a plain click opens it in the dialog instead. */}
            <a
              href={threadPath(post)}
              onClick={(e) => {
                if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
                e.preventDefault();
                onOpen();
              }}
              className="text-left hover:text-blue-800 hover:underline"
              lang={langOf(writtenLang(post.title))}
            >
              {post.title}
            </a>
          </h2>
          <div className="mt-1">
            <PostMeta post={post} />
          </div>
          <MarkdownContent text={post.content} className="mt-3 line-clamp-6" />
          <div className="-ml-3 mt-3 flex flex-wrap items-center gap-1">
            <LikeButton post={post} signedIn={signedIn} />
            <Button type="button" variant="ghost" size="sm" className="text-slate-700" onClick={onOpen}>
              <MessageSquare aria-hidden />
              <Plural value={post.comments_count} one="# comment" other="# comments" />
              <span className="sr-only"><Trans>: open the discussion of {post.title}</Trans></span>
            </Button>
          </div>
        </div>
      </article>
    </Card>
  );
}
