/**
 * The interface's language at run time. A page's language is its address: English pages at today's paths, Hindi
 * ones under `/hi/` (`shared/locales.ts`). The server renders `/hi/…` with React Router's `basename` set to `/hi`
 * (pages/page-handler.ts), so every link, form and redirect of a Hindi page stays in Hindi without knowing it, and
 * the router hands the basename to the browser with the page.
 *
 * Catalogues: the server loads every language's at start (entry.server.tsx); the browser loads only its page's
 * language before hydrating (entry.client.tsx; the document preloads it, root.tsx). Every language gets one Lingui
 * instance whose language never changes: on the server they live side by side and each request picks its own
 * (`i18nFor`), so no request can see another's language, however requests interleave while streaming.
 *
 * Components translate with Lingui's macros (`<Trans>`, `useLingui().t` from `@lingui/react/macro`); code outside
 * components (meta, loaders, actions) calls `i18nFor(locale)._(msg`…`)`.
 */
import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { I18nProvider, useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { useHref } from 'react-router';
import { type DateFormats, dateFormats } from '~/shared/date-format';
import { type Locale, defaultLocale, isLocale, splitLocale, writtenLang } from '~/shared/locales';
import { type Text, knownText } from '~/shared/messages';

const instances = new Map<Locale, I18n>();

/**
 * Makes `messages` the catalogue of `locale` (once per language and process).
 * @returns the language's instance
 */
export function registerCatalog(locale: Locale, messages: Messages): I18n {
  let i18n = instances.get(locale);
  if (!i18n) {
    i18n = setupI18n({ locale, messages: { [locale]: messages } });
    instances.set(locale, i18n);
  }
  return i18n;
}

/** The compiled catalogues, each its own chunk loaded on demand (a page downloads only its language's). */
const catalogues = import.meta.glob<Messages>('../locales/*/messages.po', { import: 'messages' });

/** The module path of a language's catalogue, as `import.meta.glob` and Vite's manifest name it. */
export const cataloguePath = (locale: Locale) => `src/client/locales/${locale}/messages.po`;

/**
 * Loads and registers the catalogue of `locale` (the browser, before hydrating the page).
 * @throws Error when the language has no catalogue
 */
export async function loadCatalog(locale: Locale): Promise<I18n> {
  const known = instances.get(locale);
  if (known) return known;
  const load = catalogues[`../locales/${locale}/messages.po`];
  if (!load) throw new Error(`No message catalogue for "${locale}"`);
  return registerCatalog(locale, await load());
}

/**
 * The instance of `locale`.
 * @throws Error when its catalogue was not loaded (a wiring mistake: entry.server.tsx and entry.client.tsx load it
 *   before anything renders)
 */
export function i18nFor(locale: Locale): I18n {
  const i18n = instances.get(locale);
  if (!i18n) throw new Error(`The "${locale}" message catalogue is not loaded`);
  return i18n;
}

/** The language of a router basename (`/hi` is Hindi; `/` or none English). */
export function localeOfBasename(basename: string | undefined): Locale {
  const code = basename?.replace(/^\/|\/$/g, '');
  return isLocale(code) ? code : defaultLocale;
}

/** The language of the page being shown, from the router's basename. */
export function useLocale(): Locale {
  return splitLocale(useHref('/')).locale;
}

/**
 * The `lang` attribute for words written in another language than the page's (a course or lesson not translated
 * into it, a talk's title, a post): returns a function of the content's language that answers that language when
 * it differs from the page's, and undefined when they are the same, so a screen reader reads English content in
 * English on a Hindi page (and the other way round) and the page does not repeat its own language everywhere.
 */
export function useContentLang(): (lang: string | null | undefined) => string | undefined {
  const page = useLocale();
  return (lang) => (lang && lang !== page ? lang : undefined);
}

/**
 * Text a person wrote (a talk's title, a speaker's role), shown as written: wrapped in a span marked with its
 * language (judged by its script, `writtenLang`) when that is not the page's, bare otherwise.
 */
export function Written({ text }: { text: string }) {
  const lang = useContentLang()(writtenLang(text));
  return lang ? <span lang={lang}>{text}</span> : <>{text}</>;
}

/** The date and time formatters of the page's language (`shared/date-format.ts`). */
export function useDateFormats(): DateFormats {
  return dateFormats(useLocale());
}

/** Provides the page's language to everything below (the document and every page). */
export function LocaleProvider({ children }: { children: ReactNode }) {
  const locale = useLocale();
  return <I18nProvider i18n={i18nFor(locale)}>{children}</I18nProvider>;
}

/**
 * Shows a `Text` (shared/messages.ts) in the page's language: a descriptor translated; an English string translated
 * when it is a registered text's English (a zod message, `knownText`), else as it is (a message the server already
 * wrote in the page's language, or one not yet translated).
 */
export function useText(): (text: Text) => string {
  const { i18n } = useLingui();
  return (text) => {
    const known = knownText(text);
    return typeof known === 'string' ? known : i18n._(known);
  };
}

/** Shows a message descriptor (`msg`…`` in data such as the page copy) or a `Text` in the page's language. */
export function Message({ text }: { text: Text | undefined }) {
  const show = useText();
  return text === undefined ? null : <>{show(text)}</>;
}
