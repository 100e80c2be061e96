/** One article of the Resource Hub at /blog/{postId}, prerendered. */
import { data } from 'react-router';
import { pageCopy, pageMeta, siteName, socialMeta } from '~/client/config/pages';
import { blogPaths } from '~/shared/blog';
import { BlogErrorBoundary } from '~/client/features/blog/components/blog-not-found';
import { PostArticle } from '~/client/features/blog/components/post-article';
import { findPost, relatedPosts } from '~/client/features/blog/blog-posts.server';
import type { Route } from './+types/blog-post';

/** Runs at build time only: the article (with its Markdown body) and up to three related ones. 404 if none. */
export function loader({ params }: Route.LoaderArgs) {
  const post = findPost(params.postId);
  if (!post) throw data(null, { status: 404 });
  return { post, related: relatedPosts(post) };
}

export const meta: Route.MetaFunction = (args) => {
  const { loaderData } = args;
  if (!loaderData) return pageMeta(pageCopy.notFound, [{ name: 'robots', content: 'noindex' }], args);
  const { post } = loaderData;
  return [
    ...socialMeta({
      title: `${post.title} · ${siteName}`,
      description: post.excerpt,
      path: blogPaths.post(post.id),
      image: post.socialImage ?? undefined,
      type: 'article',
    }, args),
    { property: 'article:published_time', content: post.date },
    { property: 'article:section', content: post.category.name },
    ...post.tags.map((t) => ({ property: 'article:tag', content: t.name })),
    { name: 'author', content: post.author.name },
  ];
};

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  return <PostArticle post={loaderData.post} related={loaderData.related} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <BlogErrorBoundary error={error} />;
}
