/** One article at /blog/{postId}: breadcrumb, title, author, date, read time, cover, body, tags, related posts. */
import { useLingui } from '@lingui/react/macro';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '~/client/components/ui/button';
import { type BlogPost, type BlogPostSummary, blogPaths } from '~/shared/blog';
import { blogTexts } from '../blog-content';
import { BlogBreadcrumb } from './blog-breadcrumb';
import { PostGrid, PostMeta } from './post-card';
import { MarkdownBody } from '~/client/components/markdown-body';
import { useContentLang } from '~/client/lib/i18n';

/** Where the closing call to action sends readers: the Learning Path AI tool. */
const learningPathHref = '/ai-tools?tool=learning-path';

export function PostArticle({ post, related }: { post: BlogPost; related: readonly BlogPostSummary[] }) {
  const { i18n } = useLingui();
  const langOf = useContentLang();
  const lang = langOf(post.lang);
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
      <div className="mx-auto max-w-3xl">
        <BlogBreadcrumb trail={[{ label: post.category.name, to: blogPaths.category(post.category.slug) }]} current={post.title} />
        <article className="mt-8">
          <header>
            <p className="text-sm font-semibold text-blue-800">
              <Link to={blogPaths.category(post.category.slug)} className="hover:underline" lang={lang}>
                {post.category.name}
              </Link>
            </p>
            <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl" lang={lang}>
              {post.title}
            </h1>
            <p className="mt-4 text-xl text-slate-700" lang={lang}>
              {post.excerpt}
            </p>
            <PostMeta post={post} className="mt-4" />
            {post.image ? (
              <img
                src={post.image}
                alt=""
                width={1200}
                height={630}
                className="mt-8 aspect-[40/21] w-full rounded-xl border border-slate-200 bg-slate-100 object-cover"
              />
            ) : null}
          </header>
          <div lang={lang}>
            <MarkdownBody markdown={post.body} />
          </div>
          {post.tags.length > 0 ? (
            <footer className="mt-12 border-t border-slate-200 pt-6">
              <h2 className="text-base font-semibold text-slate-900">{i18n._(blogTexts.tagsOfPost)}</h2>
              <ul className="mt-3 flex flex-wrap gap-2" lang={lang}>
                {post.tags.map((t) => (
                  <li key={t.slug}>
                    <Link
                      to={blogPaths.tag(t.slug)}
                      className="inline-flex rounded-full border border-slate-300 px-3 py-1 text-sm text-slate-800 hover:border-blue-700 hover:text-blue-800"
                    >
                      #{t.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </footer>
          ) : null}
        </article>

        <section aria-labelledby="post-cta-heading" className="mt-12 rounded-2xl bg-blue-700 p-8 text-white">
          <h2 id="post-cta-heading" className="text-2xl font-bold">
            {i18n._(blogTexts.ctaHeading)}
          </h2>
          <p className="mt-2 text-blue-50">{i18n._(blogTexts.ctaText)}</p>
          <Link to={learningPathHref} className={buttonVariants({ variant: 'outline', className: 'mt-5 border-white' })}>
            {i18n._(blogTexts.ctaButton)}
            <ArrowRight aria-hidden />
          </Link>
        </section>
      </div>

      {related.length > 0 ? (
        <section aria-labelledby="post-related-heading" className="mt-16">
          <h2 id="post-related-heading" className="mb-6 text-2xl font-bold text-slate-900">
            {i18n._(blogTexts.related)}
          </h2>
          <PostGrid posts={related} />
        </section>
      ) : null}
    </div>
  );
}
