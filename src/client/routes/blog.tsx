/** The Blog / Resource Hub: articles from content/blog, read at build time. */
import { pageCopy, pageMeta } from '~/client/config/pages';
import { BlogIndex } from '~/client/features/blog/components/blog-index';
import { listCategories, listPosts, listTags } from '~/client/features/blog/blog-posts.server';
import type { Route } from './+types/blog';

/** Runs at build time only (the page is prerendered): every article's card data, categories and tags. */
export function loader() {
  return { posts: listPosts(), categories: listCategories(), tags: listTags() };
}

export const meta: Route.MetaFunction = (args) => pageMeta(pageCopy.blog, [], args);

export default function BlogPage({ loaderData }: Route.ComponentProps) {
  return <BlogIndex copy={pageCopy.blog} {...loaderData} />;
}
