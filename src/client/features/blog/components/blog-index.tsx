/**
 * The Resource Hub at /blog: heading, a search box that filters every article by title, excerpt and
 * tags as you type (kept in ?q= so a search can be shared, and rendered by the server for it), featured and latest
 * articles, categories with counts, tags and the newsletter box.
 */
import { useLingui } from '@lingui/react/macro';
import { Message } from '~/client/lib/i18n';
import { Search, X } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '~/client/components/ui/button';
import { Input } from '~/client/components/ui/input';
import { Label } from '~/client/components/ui/label';
import type { PageCopy } from '~/client/config/pages';
import { type BlogPostSummary, type BlogTerm, searchPosts } from '~/shared/blog';
import { blogTexts } from '../blog-content';
import { BlogSidebar } from './blog-sidebar';
import { PostCard, PostGrid } from './post-card';

/** How many featured articles lead the page. */
const FEATURED_COUNT = 2;

export function BlogIndex({
  copy,
  posts,
  categories,
  tags,
}: {
  copy: PageCopy;
  posts: readonly BlogPostSummary[];
  categories: readonly BlogTerm[];
  tags: readonly BlogTerm[];
}) {
  const { i18n } = useLingui();
  const inputId = useId();
  // The server renders the results for ?q= too: a search submitted before the scripts run (or without them) is a
  // plain GET of this page that comes back filtered.
  const [params] = useSearchParams();
  const [query, setQuery] = useState(() => params.get('q') ?? '');

  function updateQuery(value: string) {
    setQuery(value);
    // Not a navigation: the page's data does not depend on the query, so only the address is updated.
    const url = new URL(window.location.href);
    if (value.trim()) url.searchParams.set('q', value);
    else url.searchParams.delete('q');
    window.history.replaceState(window.history.state, '', url);
  }

  const trimmed = query.trim();
  const results = useMemo(() => searchPosts(posts, trimmed), [posts, trimmed]);
  const featured = useMemo(() => {
    const marked = posts.filter((p) => p.featured);
    return (marked.length > 0 ? marked : posts).slice(0, FEATURED_COUNT);
  }, [posts]);
  const latest = useMemo(() => posts.filter((p) => !featured.includes(p)), [posts, featured]);

  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl"><Message text={copy.heading} /></h1>
      <p className="mt-4 max-w-3xl text-lg text-slate-700"><Message text={copy.intro} /></p>

      {/* A search is a GET on purpose: `?q=` is a shareable address and carries nothing private. */}
      <form role="search" method="get" className="mt-8 max-w-2xl" onSubmit={(e) => e.preventDefault()}>
        <Label htmlFor={inputId}>{i18n._(blogTexts.searchLabel)}</Label>
        <div className="relative mt-2">
          <Search className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-600" aria-hidden />
          <Input
            id={inputId}
            type="search"
            name="q"
            autoComplete="off"
            className="h-11 pl-9 pr-10"
            placeholder={i18n._(blogTexts.searchPlaceholder)}
            value={query}
            onChange={(e) => updateQuery(e.target.value)}
          />
          {query ? (
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className="absolute right-0.5 top-1/2 h-9 w-9 -translate-y-1/2"
              onClick={() => updateQuery('')}
            >
              <X aria-hidden />
              <span className="sr-only">{i18n._(blogTexts.clearSearch)}</span>
            </Button>
          ) : null}
        </div>
        <p role="status" className="mt-2 min-h-5 text-sm text-slate-700">
          {trimmed ? i18n._(blogTexts.resultCount(results.length, trimmed)) : ''}
        </p>
      </form>

      <div className="mt-6 grid gap-12 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="flex flex-col gap-12">
          {trimmed ? (
            <section aria-labelledby="blog-results-heading">
              <h2 id="blog-results-heading" className="mb-6 text-2xl font-bold text-slate-900">
                {i18n._(blogTexts.results)}
              </h2>
              {results.length > 0 ? (
                <PostGrid posts={results} columns={2} />
              ) : (
                <p className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-700">
                  {i18n._(blogTexts.noResults(trimmed))}
                </p>
              )}
            </section>
          ) : (
            <>
              <section aria-labelledby="blog-featured-heading">
                <h2 id="blog-featured-heading" className="mb-6 text-2xl font-bold text-slate-900">
                  {i18n._(blogTexts.featured)}
                </h2>
                <ul className="flex flex-col gap-6">
                  {featured.map((post) => (
                    <li key={post.id}>
                      <PostCard post={post} variant="featured" />
                    </li>
                  ))}
                </ul>
              </section>
              <section aria-labelledby="blog-latest-heading">
                <h2 id="blog-latest-heading" className="mb-6 text-2xl font-bold text-slate-900">
                  {i18n._(blogTexts.latest)}
                </h2>
                <PostGrid posts={latest} columns={2} />
              </section>
            </>
          )}
        </div>
        <BlogSidebar categories={categories} tags={tags} />
      </div>
    </div>
  );
}
