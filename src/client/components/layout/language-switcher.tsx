/**
 * The way to the page being read in the other language (English ↔ हिन्दी): the same page and query under the
 * other language's address (`/courses?q=excel` ↔ `/hi/courses?q=excel`). The other language is another set of
 * messages and another router base, so the browser loads the page afresh, never by a client navigation.
 *
 * For a visitor it is a plain link. For a signed-in person it is a form posting to `/language` (routes/language.ts),
 * which also stores the choice on the account — their e-mails, calendar files and certificates follow it — and
 * then opens the same page; it works before the scripts arrive and without them.
 *
 * Its text is the other language's own name, marked with that language (`lang`, `hrefLang`) so a screen reader
 * pronounces it right. It is drawn in the system's fonts only: the site's Devanagari web font would otherwise be
 * downloaded on every English page for this one word.
 */
import { useLocation } from 'react-router';
import { cn } from '~/client/components/ui/cn';
import { useLocale } from '~/client/lib/i18n';
import { localeNames, localizedPath, locales } from '~/shared/locales';

export function LanguageSwitcher({ signedIn, className }: { signedIn: boolean; className?: string }) {
  const current = useLocale();
  // Without the language prefix: React Router keeps the page's own base apart.
  const { pathname, search } = useLocation();
  const look = cn(
    'inline-flex h-10 items-center rounded-md px-2 [font-family:system-ui,sans-serif] text-sm font-medium text-blue-800 underline-offset-4 hover:bg-slate-100 hover:underline',
    className,
  );
  return (
    <>
      {locales
        .filter((locale) => locale !== current)
        .map((locale) =>
          signedIn ? (
            // A native form on purpose (not React Router's): the answer is a whole page in the other language.
            <form key={locale} method="post" action="/language" className="contents">
              <input type="hidden" name="locale" value={locale} />
              <input type="hidden" name="to" value={`${pathname}${search}`} />
              <button type="submit" lang={locale} className={cn(look, 'cursor-pointer')}>
                {localeNames[locale]}
              </button>
            </form>
          ) : (
            <a key={locale} href={localizedPath(`${pathname}${search}`, locale)} hrefLang={locale} lang={locale} className={look}>
              {localeNames[locale]}
            </a>
          ),
        )}
    </>
  );
}
