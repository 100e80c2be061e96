/**
 * The link to the page being read in the other language (English ↔ हिन्दी): the same page and query under the
 * other language's address (`/courses?q=excel` ↔ `/hi/courses?q=excel`). A plain link, not a client navigation:
 * the other language is another set of messages and another router base, so the browser loads the page afresh.
 * Its text is the other language's own name, marked with that language (`lang`, `hrefLang`) so a screen reader
 * pronounces it right. It is drawn in the system's fonts only: the site's Devanagari web font would otherwise be
 * downloaded on every English page for this one word.
 */
import { useLocation } from 'react-router';
import { cn } from '~/client/components/ui/cn';
import { useLocale } from '~/client/lib/i18n';
import { localeNames, localizedPath, locales } from '~/shared/locales';

export function LanguageSwitcher({ className }: { className?: string }) {
  const current = useLocale();
  // Without the language prefix: React Router keeps the page's own base apart.
  const { pathname, search } = useLocation();
  return (
    <>
      {locales
        .filter((locale) => locale !== current)
        .map((locale) => (
          <a
            key={locale}
            href={localizedPath(`${pathname}${search}`, locale)}
            hrefLang={locale}
            lang={locale}
            className={cn('inline-flex h-10 items-center rounded-md px-2 [font-family:system-ui,sans-serif] text-sm font-medium text-blue-800 underline-offset-4 hover:bg-slate-100 hover:underline', className)}
          >
            {localeNames[locale]}
          </a>
        ))}
    </>
  );
}
