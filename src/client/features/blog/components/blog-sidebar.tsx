/** The Resource Hub's side column: categories with counts, tags, and the newsletter box. */
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { NewsletterForm } from '~/client/components/layout/newsletter-form';
import { cn } from '~/client/components/ui/cn';
import { type BlogTerm, blogPaths } from '~/shared/blog';
import { blogTexts } from '../blog-content';

export function CategoryList({ categories, current }: { categories: readonly BlogTerm[]; current?: string }) {
  const { i18n } = useLingui();
  return (
    <section aria-labelledby="blog-categories-heading">
      <h2 id="blog-categories-heading" className="text-lg font-semibold text-slate-900">
        {i18n._(blogTexts.categories)}
      </h2>
      <ul className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
        {categories.map((c) => (
          <li key={c.slug}>
            <Link
              to={blogPaths.category(c.slug)}
              aria-current={c.slug === current ? 'page' : undefined}
              className={cn(
                'flex items-center justify-between gap-3 px-4 py-2.5 text-slate-800 hover:bg-slate-50 hover:text-blue-800',
                c.slug === current && 'font-semibold text-blue-800',
              )}
            >
              <span>{c.name}</span>
              <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
                <span aria-hidden>{c.count}</span>
                <span className="sr-only">{i18n._(blogTexts.articleCount(c.count))}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function TagList({ tags, current }: { tags: readonly BlogTerm[]; current?: string }) {
  const { i18n } = useLingui();
  return (
    <section aria-labelledby="blog-tags-heading">
      <h2 id="blog-tags-heading" className="text-lg font-semibold text-slate-900">
        {i18n._(blogTexts.tags)}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {tags.map((t) => (
          <li key={t.slug}>
            <Link
              to={blogPaths.tag(t.slug)}
              aria-current={t.slug === current ? 'page' : undefined}
              className={cn(
                'inline-flex items-center rounded-full border px-3 py-1 text-sm',
                t.slug === current
                  ? 'border-blue-700 bg-blue-700 text-white'
                  : 'border-slate-300 bg-white text-slate-800 hover:border-blue-700 hover:text-blue-800',
              )}
            >
              #{t.name}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function NewsletterBox() {
  const { i18n } = useLingui();
  return (
    <section aria-labelledby="blog-newsletter-heading" className="rounded-xl border border-blue-100 bg-blue-50 p-5">
      <h2 id="blog-newsletter-heading" className="text-lg font-semibold text-slate-900">
        {i18n._(blogTexts.newsletterHeading)}
      </h2>
      <p className="mb-3 mt-1 text-sm text-slate-700">{i18n._(blogTexts.newsletterText)}</p>
      <NewsletterForm />
    </section>
  );
}

/** Categories, tags and the newsletter, stacked. */
export function BlogSidebar({
  categories,
  tags,
  currentCategory,
  currentTag,
}: {
  categories: readonly BlogTerm[];
  tags: readonly BlogTerm[];
  currentCategory?: string;
  currentTag?: string;
}) {
  return (
    <div className="flex flex-col gap-8">
      <CategoryList categories={categories} current={currentCategory} />
      <TagList tags={tags} current={currentTag} />
      <NewsletterBox />
    </div>
  );
}
