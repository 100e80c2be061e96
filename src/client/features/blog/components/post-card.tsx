/** One article as a card (featured and latest articles link to /blog/{postId}). */
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { cn } from '~/client/components/ui/cn';
import { useContentLang } from '~/client/lib/i18n';
import { type BlogPostSummary, blogPaths, formatPostDate } from '~/shared/blog';

export function PostMeta({ post, className }: { post: BlogPostSummary; className?: string }) {
  return (
    <p className={cn('flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-700', className)}>
      <span>{post.author.name}</span>
      <span aria-hidden>·</span>
      <time dateTime={post.date}>{formatPostDate(post.date)}</time>
      <span aria-hidden>·</span>
      <span><Trans>{post.readTime} min read</Trans></span>
    </p>
  );
}

/**
 * `headingLevel` keeps the page's outline without gaps: 3 under a section's <h2>, 2 directly under the <h1>.
 * `variant="featured"` lays the card out wide with a larger title.
 */
export function PostCard({
  post,
  headingLevel = 3,
  variant = 'default',
}: {
  post: BlogPostSummary;
  headingLevel?: 2 | 3;
  variant?: 'default' | 'featured';
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const featured = variant === 'featured';
  const langOf = useContentLang();
  return (
    <article
      className={cn(
        'group relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md',
        featured && 'md:flex-row',
      )}
    >
      {post.image ? (
        <img
          src={post.image}
          alt=""
          width={1200}
          height={630}
          loading="lazy"
          className={cn('aspect-[40/21] w-full bg-slate-100 object-cover', featured && 'md:w-1/2')}
        />
      ) : null}
      <div className="flex flex-1 flex-col gap-3 p-6">
        <p className="text-sm font-semibold text-blue-800">
          <Link to={blogPaths.category(post.category.slug)} className="relative z-10 hover:underline" lang={langOf(post.lang)}>
            {post.category.name}
          </Link>
        </p>
        <Heading className={cn('font-semibold leading-snug text-slate-900', featured ? 'text-2xl' : 'text-lg')}>
          {/* The title link covers the whole card (the category link sits above it). */}
          <Link to={blogPaths.post(post.id)} className="after:absolute after:inset-0 group-hover:underline" lang={langOf(post.lang)}>
            {post.title}
          </Link>
        </Heading>
        <p className="text-slate-700" lang={langOf(post.lang)}>
          {post.excerpt}
        </p>
        <PostMeta post={post} className="mt-auto pt-2" />
      </div>
    </article>
  );
}

/** A grid of cards; `columns` 2 or 3 at large widths. */
export function PostGrid({
  posts,
  headingLevel = 3,
  columns = 3,
}: {
  posts: readonly BlogPostSummary[];
  headingLevel?: 2 | 3;
  columns?: 2 | 3;
}) {
  return (
    <ul className={cn('grid gap-6 sm:grid-cols-2', columns === 3 && 'lg:grid-cols-3')}>
      {posts.map((post) => (
        <li key={post.id}>
          <PostCard post={post} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
