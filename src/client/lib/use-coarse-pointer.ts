/**
 * Whether the device's main pointer is a finger (`(pointer: coarse)`: a phone or tablet) rather than a mouse or
 * trackpad: true or false in the browser, following changes (a tablet's keyboard cover attached); null on the server
 * and while hydrating, so server HTML and the first browser render agree and say nothing that depends on it.
 *
 * Why it matters: on a touch screen the on-screen keyboard's Enter is the only way to start a new line, so Enter must
 * not send, and "Shift+Enter" means nothing there.
 */
import { useSyncExternalStore } from 'react';

const QUERY = '(pointer: coarse)';

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

export function useCoarsePointer(): boolean | null {
  return useSyncExternalStore<boolean | null>(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => null,
  );
}
