/**
 * Whether a page offers its other language in a banner (never a redirect: a shared link keeps its language).
 *
 * - A signed-in person whose account language (the page they signed up on, then each switch they made) is not the
 *   page's is offered theirs: they chose it.
 * - A visitor on an English page whose browser asks for Hindi first among our languages (`Accept-Language`, quality
 *   values honoured) is offered Hindi. The other way round is not offered: most phones in India are set to English
 *   whatever their owner reads best, so an English browser on a Hindi page says nothing about the reader.
 * - Nobody who closed the banner (the `LANGUAGE_OFFER_COOKIE` cookie, set by POST /language) is offered anything.
 */
import { parseAccept } from 'hono/utils/accept';
import { parse } from 'hono/utils/cookie';
import { LANGUAGE_OFFER_CLOSED, LANGUAGE_OFFER_COOKIE, type Locale, defaultLocale, isLocale, localeOf } from '~/shared/locales';

/** The first of our languages an `Accept-Language` header asks for, by quality; null when it names none of them. */
export function browserLocale(acceptLanguage: string | null | undefined): Locale | null {
  for (const { type } of parseAccept(acceptLanguage ?? '')) {
    const primary = type.toLowerCase().split('-')[0];
    if (isLocale(primary)) return primary;
  }
  return null;
}

/**
 * The language to offer on a page in `pageLocale`, or null.
 * @param opts.accountLocale the signed-in person's stored language (undefined for a visitor)
 * @param opts.acceptLanguage the request's `Accept-Language` header
 * @param opts.cookie the request's `Cookie` header
 */
export function languageOffer(pageLocale: Locale, opts: { accountLocale?: unknown; acceptLanguage?: string | null; cookie?: string | null }): Locale | null {
  if (parse(opts.cookie ?? '', LANGUAGE_OFFER_COOKIE)[LANGUAGE_OFFER_COOKIE] === LANGUAGE_OFFER_CLOSED) return null;
  if (opts.accountLocale !== undefined) {
    const chosen = localeOf(opts.accountLocale);
    return chosen !== pageLocale ? chosen : null;
  }
  if (pageLocale !== defaultLocale) return null;
  const asked = browserLocale(opts.acceptLanguage);
  return asked && asked !== pageLocale ? asked : null;
}
