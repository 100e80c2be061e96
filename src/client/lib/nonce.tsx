/**
 * The CSP nonce of the response being rendered (epic-stack's pattern): `entry.server.tsx` provides it, and the
 * document's inline scripts (`<Scripts>`, `<ScrollRestoration>`) carry it. In the browser it is '' (browsers hide
 * the attribute once the page has loaded, and hydration needs no nonce).
 */
import { createContext, useContext } from 'react';

const NonceContext = createContext('');

export const NonceProvider = NonceContext.Provider;

/** The nonce for an inline `<script>` rendered on the server. */
export function useNonce(): string {
  return useContext(NonceContext);
}
