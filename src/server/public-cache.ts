/**
 * In-process cache of public JSON answers (issue 9 "cache what is public"): the talk list and the visitor's
 * community feed. Each entry keeps the serialised body, its ETag and, once a client asks for it, its gzip
 * form, so a hit costs no query, no JSON.stringify and no compression.
 *
 * Freshness: `clear()` on every write this process makes to what is cached, and a short TTL for writes made by
 * other processes on a shared PostgreSQL. A load that was running while `clear()` was called is answered but
 * not stored (a generation counter), so a write is never hidden behind an older read. Concurrent misses for one
 * key share one load.
 *
 * `respond(c, key, load)` → a Response: 304 when `If-None-Match` matches, gzip when the client accepts it
 * (bodies over 1 KB), else the JSON; `cache-control: no-cache` so browsers revalidate with the ETag.
 * Errors from `load` propagate (the app's error handler answers), and nothing is stored.
 */
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import { LRUCache } from 'lru-cache';
import { includeSecurityHeaders } from './middleware/security-headers';

interface Entry {
  body: string;
  etag: string;
  gzip?: Uint8Array<ArrayBuffer>;
  /** Response headers (security headers included), built on first use for the security headers they were built with. */
  headers?: { plain: Record<string, string>; gzip: Record<string, string> };
  headersFor?: Readonly<Record<string, string>>;
}

export interface PublicJsonCache {
  respond(c: Context, key: string, load: () => Promise<unknown>): Promise<Response>;
  clear(): void;
}

/** Smallest body worth compressing, in bytes (below it gzip's header costs more than it saves). */
const GZIP_MIN_BYTES = 1024;

/** `ttlMs`: how long an entry serves before it is loaded again; `maxEntries`: distinct keys kept (least recent go). */
export function createPublicJsonCache(opts: { ttlMs: number; maxEntries: number }): PublicJsonCache {
  const entries = new LRUCache<string, Entry>({ max: opts.maxEntries, ttl: opts.ttlMs });
  const loading = new Map<string, Promise<Entry>>();
  let generation = 0;

  async function entryFor(key: string, load: () => Promise<unknown>): Promise<Entry> {
    const hit = entries.get(key);
    if (hit) return hit;
    const pending = loading.get(key);
    if (pending) return pending;
    const started = generation;
    const promise = (async () => {
      const body = JSON.stringify(await load());
      const entry: Entry = { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
      if (generation === started) entries.set(key, entry);
      return entry;
    })().finally(() => {
      if (loading.get(key) === promise) loading.delete(key);
    });
    loading.set(key, promise);
    return promise;
  }

  return {
    async respond(c, key, load) {
      const entry = await entryFor(key, load);
      // The header objects are built once per entry and shared by its responses (nothing downstream mutates them).
      const security = includeSecurityHeaders(c);
      if (entry.headersFor !== security || !entry.headers) {
        const headers = { ...security, 'content-type': 'application/json; charset=utf-8', etag: entry.etag, 'cache-control': 'no-cache', vary: 'Accept-Encoding' };
        entry.headers = { plain: headers, gzip: { ...headers, 'content-encoding': 'gzip' } };
        entry.headersFor = security;
      }
      if (c.req.header('if-none-match') === entry.etag) return new Response(null, { status: 304, headers: entry.headers.plain });
      if (entry.body.length >= GZIP_MIN_BYTES && /\bgzip\b/.test(c.req.header('accept-encoding') ?? '')) {
        entry.gzip ??= Uint8Array.from(gzipSync(entry.body));
        return new Response(entry.gzip, { headers: entry.headers.gzip });
      }
      return new Response(entry.body, { headers: entry.headers.plain });
    },
    clear() {
      generation++;
      entries.clear();
      loading.clear();
    },
  };
}
