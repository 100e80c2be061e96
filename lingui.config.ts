import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * Lingui's configuration: the interface's messages are written in English in the code (the source locale) and
 * extracted to one PO catalogue per language (`src/client/locales/<locale>/messages.po`), which translators edit.
 * `npm run i18n:extract` refreshes the catalogues; the Vite build compiles them. A missing Hindi translation fails
 * scripts/catalogues.test.ts (CI); the build's `failOnMissing` does not catch it, as `fallbackLocales` below fills it
 * with the English first. `pseudo` is a made-up language the tests render to find text that is not
 * translated: every extracted message comes out accented and bracketed, so plain English on a pseudo page is a
 * string that never went through the catalogue. Adding a language: its code here and in `src/shared/locales.ts`,
 * then its catalogue.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'hi', 'pseudo'],
  pseudoLocale: { locale: 'pseudo', prepend: '⟦', append: '⟧' },
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/client/locales/{locale}/messages',
      include: ['<rootDir>/src/client', '<rootDir>/src/shared', '<rootDir>/src/server'],
      exclude: ['**/node_modules/**', '**/*.test.ts', '**/*.test.tsx', '<rootDir>/src/client/locales/**'],
    },
  ],
  // No creation date in the header: an extraction that finds nothing new leaves the files as they were.
  format: formatter({ lineNumbers: false, customHeaderAttributes: { 'POT-Creation-Date': '' } }),
  orderBy: 'messageId',
});
