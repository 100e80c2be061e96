/**
 * Tells this process's caches of shared public answers (the talk list, the visitors' community feed, anonymous
 * page HTML) that data changed: every state-changing request that succeeds — an API write or a page form's action —
 * calls `notify()` (app.ts), and each cache `subscribe`s its `clear`. Other processes' caches expire on their own
 * short TTLs (2 s at most).
 */
export interface WriteHub {
  subscribe(listener: () => void): void;
  notify(): void;
}

export function createWriteHub(): WriteHub {
  const listeners = new Set<() => void>();
  return {
    subscribe: (listener) => void listeners.add(listener),
    notify: () => listeners.forEach((listener) => listener()),
  };
}
