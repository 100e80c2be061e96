/**
 * The browser entry: React Router's default, after the page's message catalogue has loaded (the document
 * preloads it alongside the scripts). The server-rendered document is hydrated as soon as the scripts arrive;
 * forms and links work before that without them (they post and navigate natively).
 */
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { loadCatalog } from './lib/i18n';
import { isLocale } from '~/shared/locales';

const lang = document.documentElement.lang;
await loadCatalog(isLocale(lang) ? lang : 'en');

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
