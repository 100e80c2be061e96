/**
 * In-process cache of public JSON answers: the talk list and the visitor's
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
import type { Context, TypedResponse } from 'hono';
import { LRUCache } from 'lru-cache';
import { includeSecurityHeaders } from './middleware/security-headers';

interface Entry {
  body: string;
  etag: string;
  gzip?: Uint8Array<ArrayBuffer>;
  /**
   * Response headers (security headers included), built on first use for the security headers they were built with:
   * `base` for a 304, `plain` and (once the gzip copy exists) `gzip` for a 200, with their Content-Length.
   */
  headers?: { base: Record<string, string>; plain: Record<string, string>; gzip?: Record<string, string> };
  headersFor?: Readonly<Record<string, string>>;
}

/** One answer from an entry: status, headers (security headers included) and body (null for 304). */
interface CachedAnswer {
  status: 200 | 304;
  headers: Readonly<Record<string, string>>;
  body: string | Uint8Array<ArrayBuffer> | null;
}

export interface PublicJsonCache {
  /**
   * Typed as the JSON `load` gives (the same body, from the cache or a 304 that keeps it), so a described route
   * (src/server/openapi.ts) can answer with it.
   */
  respond<T>(c: Context, key: string, load: () => Promise<T>): Promise<TypedResponse<T, 200, 'json'>>;
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

  /** The answer for a request with these validators; `entry.headers` must be built. */
  function answer(entry: Entry, ifNoneMatch: string | undefined, acceptEncoding: string | undefined): CachedAnswer {
    const headers = entry.headers!;
    if (ifNoneMatch === entry.etag) return { status: 304, headers: headers.base, body: null };
    if (entry.body.length >= GZIP_MIN_BYTES && acceptEncoding !== undefined && /\bgzip\b/.test(acceptEncoding)) {
      entry.gzip ??= Uint8Array.from(gzipSync(entry.body));
      headers.gzip ??= { ...headers.base, 'content-encoding': 'gzip', 'content-length': String(entry.gzip.byteLength) };
      return { status: 200, headers: headers.gzip, body: entry.gzip };
    }
    return { status: 200, headers: headers.plain, body: entry.body };
  }

  return {
    async respond(c, key, load) {
      const entry = await entryFor(key, load);
      // The header objects are built once per entry and shared by its responses (nothing downstream mutates them).
      const security = includeSecurityHeaders(c);
      if (entry.headersFor !== security || !entry.headers) {
        const base = { ...security, 'content-type': 'application/json; charset=utf-8', etag: entry.etag, 'cache-control': 'no-cache', vary: 'Accept-Encoding' };
        entry.headers = { base, plain: { ...base, 'content-length': String(Buffer.byteLength(entry.body)) } };
        entry.headersFor = security;
      }
      const { status, headers, body } = answer(entry, c.req.header('if-none-match'), c.req.header('accept-encoding'));
      // The serialised `load` result (or a 304 of it), built here rather than by c.json: a type, not a conversion.
      return new Response(body, { status, headers }) as unknown as TypedResponse<never, 200, 'json'>;
    },
    clear() {
      generation++;
      entries.clear();
      loading.clear();
    },
  };
}
