/**
 * The interface's languages and where each lives in the address. English, the language the code is written in,
 * keeps today's paths (`/courses`); every other language lives under its code (`/hi/courses`), so a link someone
 * shares opens in the language it was shared in. Used by the route table, links and redirects, hreflang and the
 * sitemap, the `lang` attribute, and the shared formatters (`intlLocale`).
 *
 * Adding a language: its code here (and in lingui.config.ts), its layout route and catalogue.
 */

/** Every language of the interface, English first. */
export const locales = ['en', 'hi'] as const;

export type Locale = (typeof locales)[number];

/** The language of the code's messages and of addresses without a language prefix. */
export const defaultLocale: Locale = 'en';

/**
 * The BCP 47 tag each language formats numbers, money and dates with: Indian conventions (lakh grouping,
 * `Asia/Kolkata` is set by the formatters), and Latin digits pinned for Hindi, since the digits students type and
 * see on price tags are Latin.
 */
export const intlLocale: Record<Locale, string> = { en: 'en-IN', hi: 'hi-IN-u-nu-latn' };

/** Each language's name written in itself, for the language switcher. */
export const localeNames: Record<Locale, string> = { en: 'English', hi: 'हिन्दी' };

/**
 * The language a person's own text (a post, a reply, a talk's title) is most likely written in, judged by its
 * script, since people do not say: Hindi when most of its letters are Devanagari, else English (Hinglish typed in
 * Latin letters included, which English reading rules read best). For the `lang` attribute of what people write.
 */
export function writtenLang(text: string): Locale {
  let devanagari = 0;
  let letters = 0;
  for (const char of text) {
    // Letters and the vowel signs written with them (a Devanagari syllable is a letter and its marks).
    if (!/[\p{L}\p{M}]/u.test(char)) continue;
    letters++;
    if (/\p{Script=Devanagari}/u.test(char)) devanagari++;
  }
  return letters > 0 && devanagari * 2 > letters ? 'hi' : 'en';
}

/**
 * Each language's offer of itself, written in itself: the banner on a page of another language that suggests it
 * (the reader may not read the page's language, so the offer speaks theirs).
 */
export const languageOffers: Record<Locale, { text: string; action: string }> = {
  en: { text: 'This page is also in English.', action: 'Read it in English' },
  hi: { text: 'यह पेज हिन्दी में भी है।', action: 'हिन्दी में पढ़ें' },
};

/** The cookie that remembers a closed language offer (POST /language sets it), and its value. */
export const LANGUAGE_OFFER_COOKIE = 'language_offer';
export const LANGUAGE_OFFER_CLOSED = 'closed';

/** True when `value` is one of the interface's languages. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** `value` when it is one of the interface's languages, else English (a stored or posted language read defensively). */
export function localeOf(value: unknown): Locale {
  return isLocale(value) ? value : defaultLocale;
}

/**
 * The language of an address and the address without its language prefix.
 * @param pathname e.g. "/hi/courses/x", "/hi", "/courses"
 * @returns e.g. `{ locale: 'hi', path: '/courses/x' }`, `{ locale: 'hi', path: '/' }`, `{ locale: 'en', path: '/courses' }`
 */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const match = /^\/([a-z]{2})(?=\/|$)(.*)$/.exec(pathname);
  if (match && isLocale(match[1]) && match[1] !== defaultLocale) return { locale: match[1], path: match[2] || '/' };
  return { locale: defaultLocale, path: pathname || '/' };
}

/** Addresses that are not pages and exist once for every language: the API, built and public files, resource routes. */
const sharedPaths = /^\/(api|assets|images|favicon\.svg|sitemap\.xml|robots\.txt|newsletter|sign-out|language|metrics|health)(?=[/?#]|$)/;

/**
 * The address of a page of the site in a language: `path` is an English (unprefixed) site path, with or without a
 * query and fragment; a path that already carries a language prefix is moved to `locale`. Anything that is not a
 * site path (another origin, `mailto:`, `#top`, a relative path) comes back unchanged, as do the addresses that
 * exist once for every language: the API, files, and the resource routes (`sharedPaths`).
 * @example localizedPath('/courses?q=excel', 'hi') === '/hi/courses?q=excel'; localizedPath('/', 'hi') === '/hi'
 */
export function localizedPath(path: string, locale: Locale): string {
  if (!path.startsWith('/') || path.startsWith('//') || sharedPaths.test(path)) return path;
  const cut = path.search(/[?#]/);
  const pathname = cut === -1 ? path : path.slice(0, cut);
  const rest = cut === -1 ? '' : path.slice(cut);
  const { path: bare } = splitLocale(pathname);
  if (locale === defaultLocale) return bare + rest;
  return (bare === '/' ? `/${locale}` : `/${locale}${bare}`) + rest;
}
