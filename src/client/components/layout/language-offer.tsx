/**
 * The banner that offers the page in the reader's other language (server/pages/language-suggestion.ts decides when:
 * a signed-in person's account language, or a browser asking for Hindi on an English page). It never redirects: a
 * shared link keeps its language. The offer is written in the language it offers (`languageOffers`), marked with it,
 * and drawn in the system's fonts so an English page still downloads no Devanagari web font. Its link opens the same
 * page and query in that language; its close button posts to `/language`, which remembers the choice in a cookie and
 * sends the reader back, so both work before the scripts arrive and without them.
 */
import { useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import { useLocation, useRouteLoaderData } from 'react-router';
import { useLocale } from '~/client/lib/i18n';
import { languageOffers, localizedPath, type Locale } from '~/shared/locales';

export function LanguageOffer() {
  const { t } = useLingui();
  const page = useLocale();
  const offer = useRouteLoaderData<{ languageOffer?: Locale | null }>('root')?.languageOffer ?? null;
  // Without the language prefix: React Router keeps the page's own base apart.
  const { pathname, search } = useLocation();
  if (!offer) return null;
  const words = languageOffers[offer];
  return (
    <aside aria-label={t`Language`} className="border-b border-amber-200 bg-amber-50 [font-family:system-ui,sans-serif]" data-testid="language-offer">
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-2 text-sm text-slate-900 sm:px-6 lg:px-8">
        <p lang={offer} className="min-w-0 flex-1">
          {words.text}{' '}
          <a href={localizedPath(`${pathname}${search}`, offer)} hrefLang={offer} className="font-medium text-blue-800 underline underline-offset-4">
            {words.action}
          </a>
        </p>
        {/* A native form: the answer is the same page again, without the banner. */}
        <form method="post" action="/language" className="shrink-0">
          <input type="hidden" name="intent" value="close-offer" />
          <input type="hidden" name="to" value={localizedPath(`${pathname}${search}`, page)} />
          <button type="submit" aria-label={t`Hide this suggestion`} className="inline-flex h-10 w-10 items-center justify-center rounded-md text-slate-700 hover:bg-amber-100">
            <X className="h-4 w-4" aria-hidden />
          </button>
        </form>
      </div>
    </aside>
  );
}
