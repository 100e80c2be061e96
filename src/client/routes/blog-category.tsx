/** The articles in one category at /blog/category/{slug}, prerendered. */
import { data } from 'react-router';
import { metaLocale, pageCopy, pageMeta, siteName, socialMeta } from '~/client/config/pages';
import { i18nFor } from '~/client/lib/i18n';
import { blogPaths } from '~/shared/blog';
import { blogTexts } from '~/client/features/blog/blog-content';
import { BlogErrorBoundary } from '~/client/features/blog/components/blog-not-found';
import { BlogTermPage } from '~/client/features/blog/components/blog-term-page';
import { listCategories, listPosts, listTags } from '~/client/features/blog/blog-posts.server';
import type { Route } from './+types/blog-category';

/** Runs at build time only: the category, its articles (newest first), and all categories and tags. 404 if unknown. */
export function loader({ params }: Route.LoaderArgs) {
  const term = listCategories().find((t) => t.slug === params.slug);
  if (!term) throw data(null, { status: 404 });
  const posts = listPosts().filter((p) => p.category.slug === term.slug);
  return { term, posts, categories: listCategories(), tags: listTags() };
}

export const meta: Route.MetaFunction = (args) => {
  const { loaderData } = args;
  if (!loaderData) return pageMeta(pageCopy.notFound, [{ name: 'robots', content: 'noindex' }], args);
  const { term, posts } = loaderData;
  const i18n = i18nFor(metaLocale(args));
  return socialMeta({
    title: `${term.name} · ${i18n._(blogTexts.blog)} · ${siteName}`,
    description: i18n._(blogTexts.categoryDescription(term.name, posts.length)),
    path: blogPaths.category(term.slug),
  }, args);
};

export default function BlogCategoryPage({ loaderData }: Route.ComponentProps) {
  return <BlogTermPage kind="category" {...loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <BlogErrorBoundary error={error} />;
}
