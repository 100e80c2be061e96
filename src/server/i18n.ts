/**
 * The interface's messages for what the server writes outside a page — e-mails, calendar files, PDFs — in the
 * recipient's language (`users.locale`). The messages are the pages' own catalogues: the web build compiles each
 * language's PO catalogue into a small module (Vite's manifest names it), and the server imports those modules at
 * start (`loadServerCatalogues`), so a translator edits one file per language and the build's check for a missing
 * translation covers the server too.
 *
 * Server code writes its messages as descriptors with a fixed id and the English text, marked for extraction:
 * `/*i18n*\/ { id: 'mail.verify.subject', message: 'Verify your ChangePath e-mail address' }` (no macro: the server
 * is bundled by esbuild, without Babel). `serverI18n(locale)._(descriptor, values)` gives the text.
 *
 * One Lingui instance per language whose language never changes, so concurrent work for people with different
 * languages cannot mix. Before the catalogues are loaded (a unit test without the web build, or development,
 * where Vite serves the catalogues), every language writes the English source text, compiled at run time.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { type Locale, defaultLocale, locales } from '~/shared/locales';
import { type Text, knownText } from '~/shared/messages';
import { currentLocale } from './request-context';

const instances = new Map<Locale, I18n>();

function instance(locale: Locale, messages: Messages): I18n {
  const i18n = setupI18n({ locale, messages: { [locale]: messages } });
  // Compiles a message the catalogue lacks (its English text) instead of printing it raw.
  i18n.setMessagesCompiler(compileMessage);
  return i18n;
}

/** The instance writing the English source text, for any language whose catalogue is not loaded. */
const source = instance(defaultLocale, {});

/**
 * Each language's compiled catalogue in the web build in `clientDir`, as a path inside it ('assets/messages-….js'),
 * from Vite's manifest (`.vite/manifest.json`). Empty without a build (while developing, Vite serves the catalogues).
 */
export function compiledCatalogues(clientDir: string): Partial<Record<Locale, string>> {
  const file = path.join(clientDir, '.vite', 'manifest.json');
  if (!existsSync(file)) return {};
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, { file: string }>;
  return Object.fromEntries(
    locales.flatMap((locale) => {
      const chunk = manifest[`src/client/locales/${locale}/messages.po`];
      return chunk ? [[locale, chunk.file]] : [];
    }),
  );
}

/**
 * Loads every language's compiled catalogue from the web build in `clientDir` (`compiledCatalogues`). Languages
 * without one keep writing English.
 * @returns the languages loaded
 */
export async function loadServerCatalogues(clientDir: string): Promise<Locale[]> {
  const loaded: Locale[] = [];
  for (const [locale, file] of Object.entries(compiledCatalogues(clientDir)) as Array<[Locale, string]>) {
    const module = (await import(pathToFileURL(path.join(clientDir, file)).href)) as { messages: Messages };
    instances.set(locale, instance(locale, module.messages));
    loaded.push(locale);
  }
  return loaded;
}

/** The instance writing `locale` (the English source text until its catalogue is loaded). */
export function serverI18n(locale: Locale): I18n {
  return instances.get(locale) ?? source;
}

/**
 * A `Text` written out in `locale` — by default the language of the request being served (`currentLocale`: a page's
 * address, or the API's `Accept-Language`), English outside a request. A plain string is translated when it is a
 * registered text's English (a zod message, `knownText`), else written as it is.
 */
export function writeText(text: Text, locale: Locale = currentLocale()): string {
  const known = knownText(text);
  return typeof known === 'string' ? known : serverI18n(locale)._(known);
}
