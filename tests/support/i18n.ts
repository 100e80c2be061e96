/**
 * For unit tests that render a component outside the app: the English catalogue, loaded as the app loads it, and a
 * wrapper that provides it (components translate through Lingui and need its provider).
 */
import { I18nProvider } from '@lingui/react';
import { type ReactNode, createElement } from 'react';
import { registerCatalog } from '~/client/lib/i18n';
import { messages } from '~/client/locales/en/messages.po';

/** The English Lingui instance (the same one the pages use). */
export const english = registerCatalog('en', messages);

/** `children` inside the English catalogue's provider. */
export function inEnglish(children: ReactNode) {
  return createElement(I18nProvider, { i18n: english }, children);
}
