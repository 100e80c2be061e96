/**
 * /search?q= ("Site search"): results for the query, rendered on the server from the loader (the same
 * service as `GET /api/search`), grouped by kind with headings and counts, each hit a link to its own page with
 * the matched words marked. A full-size box, prefilled with `q`, is a GET form, so it all works without scripts.
 * Results pages are one person's query: noindex.
 *
 * Highlighting is safe by construction: the server returns text parts (`{ text, match }`), and matches are
 * rendered as `<mark>` elements holding React text — never HTML from a post.
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { Message, useContentLang } from '~/client/lib/i18n';
import { writtenLang } from '~/shared/locales';
import { Search } from 'lucide-react';
import { Form, Link, data } from 'react-router';
import { pageCopy, pageMeta } from '~/client/config/pages';
import { pageContext } from '~/client/lib/page-context';
import { paths } from '~/shared/paths';
import { SEARCH_MAX_LENGTH, type HighlightedText, type SearchResults, searchMessages } from '~/shared/search';
import type { Route } from './+types/search';

export const meta: Route.MetaFunction = (args) => {
  const q = args.loaderData?.q?.trim();
  const copy = q ? { ...pageCopy.search, title: msg`${q} · Search` } : pageCopy.search;
  return pageMeta(copy, [{ name: 'robots', content: 'noindex' }], args);
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const { actor, services, clientIp, attempt } = context.get(pageContext);
  const q = new URL(request.url).searchParams.get('q') ?? '';
  if (q.length > SEARCH_MAX_LENGTH) return { q, results: null, error: searchMessages.tooLong };
  // An empty box (the header's icon link, or a fresh visit) asks for a query without saying it is too short.
  if (!q.trim()) return { q, results: null, error: null };
  const found = await attempt(() => services.search.site({ actor, q, clientIp }));
  // Too many searches from this connection: the page says so (429), with the box to try again later.
  if (!found.ok) return data({ q, results: null as SearchResults | null, error: found.refusal.message as string | null }, { status: found.refusal.status });
  return { q, results: found.value as SearchResults | null, error: null as string | null };
}

/** Text with its matched words in `<mark>`; every part is React text, so nothing in it is read as HTML. */
function Highlighted({ parts }: { parts: HighlightedText }) {
  return (
    <>
      {parts.map((part, i) =>
        part.match ? (
          <mark key={i} className="rounded-sm bg-yellow-200 px-0.5 text-inherit">
            {part.text}
          </mark>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </>
  );
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useLingui();
  const langOf = useContentLang();
  const { q, results, error } = loaderData;
  const copy = pageCopy.search;
  const message = error ?? results?.message ?? null;
  const searched = results?.q ?? '';
  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl"><Message text={copy.heading} /></h1>
      <p className="mt-4 max-w-3xl text-lg text-slate-700"><Message text={copy.intro} /></p>

      <Form method="get" action={paths.search} role="search" aria-label={t`Search the site`} className="mt-8 flex max-w-2xl gap-2">
        <label htmlFor="search-page-q" className="sr-only">
          <Message text={searchMessages.label} />
        </label>
        <div className="relative flex-1">
          <Search className="pointer-events-none absolute left-3 top-1/2 h-5 w-5 -translate-y-1/2 text-slate-600" aria-hidden />
          <input
            id="search-page-q"
            key={q}
            type="search"
            name="q"
            defaultValue={q}
            // Arriving with nothing to search (the header's search link on a phone), the box is ready to type in.
            autoFocus={!q.trim()}
            placeholder={i18n._(searchMessages.placeholder)}
            autoComplete="off"
            className="h-11 w-full rounded-md border border-slate-300 bg-white pl-10 pr-3 text-base text-slate-900 placeholder:text-slate-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
          />
        </div>
        <button type="submit" className="h-11 rounded-md bg-blue-700 px-5 font-medium text-white hover:bg-blue-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:ring-offset-2">
          <Trans>Search</Trans>
        </button>
      </Form>

      <div className="mt-8" aria-live="polite">
        {message ? (
          <p role="status" className="text-slate-700">
            <Message text={message} />
          </p>
        ) : results && results.status === 'ok' ? (
          results.groups.length ? (
            <>
              <p role="status" className="text-slate-700">
                <Plural value={results.total} one={`# result for “${searched}”`} other={`# results for “${searched}”`} />
              </p>
              {results.groups.map((group) => (
                <section key={group.kind} aria-labelledby={`search-${group.kind}`} className="mt-8">
                  <h2 id={`search-${group.kind}`} className="text-xl font-semibold text-slate-900">
                    {group.heading} <span className="font-normal text-slate-600">({group.hits.length}{group.more ? '+' : ''})</span>
                  </h2>
                  <ul className="mt-3 grid gap-3">
                    {group.hits.map((hit) => (
                      <li key={hit.id} className="rounded-lg border border-slate-200 bg-white p-4">
                        <Link to={hit.url} className="text-lg font-medium text-blue-700 underline-offset-2 hover:underline" lang={langOf(writtenLang(hit.title))}>
                          <Highlighted parts={hit.titleParts} />
                        </Link>
                        {hit.snippet.length ? (
                          <p className="mt-1 text-sm text-slate-700" lang={langOf(writtenLang(hit.snippet.map((p) => p.text).join('')))}>
                            <Highlighted parts={hit.snippet} />
                          </p>
                        ) : null}
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
            </>
          ) : (
            <p role="status" className="text-slate-700">
              <Message text={searchMessages.noResults(results.q)} />
            </p>
          )
        ) : null}
      </div>
    </div>
  );
}
