/**
 * `useHydrated()`: false on the server and while React hydrates the server's HTML, true once the page runs in the
 * browser. A component mounted after hydration (a client-side navigation) sees true in its first render, so it does
 * not flash its script-less form first.
 */
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
