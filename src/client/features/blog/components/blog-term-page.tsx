/** /blog/category/{slug} and /blog/tag/{slug}: every article in one category or with one tag. */
import { useLingui } from '@lingui/react/macro';
import type { BlogPostSummary, BlogTerm } from '~/shared/blog';
import { blogTexts } from '../blog-content';
import { BlogBreadcrumb } from './blog-breadcrumb';
import { BlogSidebar } from './blog-sidebar';
import { PostGrid } from './post-card';

export function BlogTermPage({
  kind,
  term,
  posts,
  categories,
  tags,
}: {
  kind: 'category' | 'tag';
  term: BlogTerm;
  posts: readonly BlogPostSummary[];
  categories: readonly BlogTerm[];
  tags: readonly BlogTerm[];
}) {
  const { i18n } = useLingui();
  const eyebrow = kind === 'category' ? blogTexts.categoryEyebrow : blogTexts.tagEyebrow;
  const title = kind === 'category' ? term.name : `#${term.name}`;
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
      <BlogBreadcrumb current={title} />
      <p className="mt-8 text-sm font-semibold uppercase tracking-wide text-blue-800">{i18n._(eyebrow)}</p>
      <h1 className="mt-1 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
      <p className="mt-3 text-lg text-slate-700">
        {kind === 'category'
          ? i18n._(blogTexts.categoryDescription(term.name, posts.length))
          : i18n._(blogTexts.tagDescription(term.name, posts.length))}
      </p>
      <div className="mt-10 grid gap-12 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <PostGrid posts={posts} headingLevel={2} columns={2} />
        <BlogSidebar
          categories={categories}
          tags={tags}
          currentCategory={kind === 'category' ? term.slug : undefined}
          currentTag={kind === 'tag' ? term.slug : undefined}
        />
      </div>
    </div>
  );
}
