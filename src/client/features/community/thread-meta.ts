/**
 * What a community thread's page says about itself: its path (`/community/<title words>-<id>`), a
 * description from its text, and the schema.org `DiscussionForumPosting` JSON-LD (headline, author, dates, likes
 * and replies as interaction counts, the replies as `Comment`s). Pure; unit-tested.
 */
import type { CommunityComment, CommunityPost } from '~/shared/community';
import { paths } from '~/shared/paths';
import { slugWithId } from '~/shared/slugs';
import { englishOf } from '~/shared/messages';
import { authorLabel } from './community.format';

export function threadPath(post: Pick<CommunityPost, 'id' | 'title'>): string {
  return paths.communityThread.replace(':slug', slugWithId(post.title, post.id));
}

/** The post's text without Markdown marks, cut to about 160 characters at a word. */
export function threadDescription(post: Pick<CommunityPost, 'content'>): string {
  const text = post.content
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[#>*_`~-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length <= 160 ? text : `${text.slice(0, 157).replace(/\s\S*$/, '')}…`;
}

const person = (name: string | null) => ({ '@type': 'Person', name: englishOf(authorLabel(name)) });

export function threadJsonLd(post: CommunityPost, comments: CommunityComment[], url: string): Record<string, unknown> {
  return {
    '@type': 'DiscussionForumPosting',
    headline: post.title,
    text: post.content,
    url,
    author: person(post.author_name),
    datePublished: post.created_at,
    ...(post.updated_at ? { dateModified: post.updated_at } : {}),
    articleSection: post.category,
    interactionStatistic: [
      { '@type': 'InteractionCounter', interactionType: 'https://schema.org/LikeAction', userInteractionCount: post.likes_count },
      { '@type': 'InteractionCounter', interactionType: 'https://schema.org/CommentAction', userInteractionCount: comments.length },
    ],
    comment: comments.map((c) => ({ '@type': 'Comment', text: c.content, author: person(c.author_name), datePublished: c.created_at })),
  };
}
