/**
 * Test support for the community suites (issue 5): post bodies with a searchable token, the API paths as small
 * functions, and many users inserted in one statement for the service-level concurrency tests.
 *
 * Signed-in users with real sessions come from `quickUsers` in ./talks (verified users inserted directly, with
 * Better Auth sessions and signed cookies), so a test can make fresh authors freely: each author may post only
 * 10 times in 10 minutes.
 */
import { randomBytes } from 'node:crypto';
import type { Database } from '~/server/db';
import { users } from '~/server/db/schema';
import type { PostInput } from '~/shared/community';
import { type RequestOptions, type TestRuntime, requestJson, uniqueEmail } from './test-app';

/** A short random word no other post contains (lower case letters and digits), for search-scoped tests. */
export function uniqueToken(prefix = 'tok'): string {
  return `${prefix}${randomBytes(5).toString('hex')}`;
}

/** A complete, valid post body; `token` is put in the title so a search can find exactly the test's posts. */
export function postBody(overrides: Partial<PostInput> & { token?: string } = {}): PostInput {
  const { token = uniqueToken(), ...rest } = overrides;
  return { title: `Post ${token}`, content: `Content of ${token}.`, category: 'General', ...rest };
}

/** The community API of one runtime: `cookie` undefined acts as a visitor. */
export function communityApi(rt: TestRuntime) {
  const call = (path: string, opts: RequestOptions = {}) => requestJson(rt, path, opts);
  return {
    list: (query: Record<string, string | number | undefined> = {}, cookie?: string) => {
      const params = new URLSearchParams();
      for (const [k, v] of Object.entries(query)) if (v !== undefined) params.set(k, String(v));
      const qs = params.toString();
      return call(`/api/community/posts${qs ? `?${qs}` : ''}`, { cookie });
    },
    thread: (id: string, cookie?: string) => call(`/api/community/posts/${id}`, { cookie }),
    create: (body: unknown, cookie?: string) => call('/api/community/posts', { method: 'POST', json: body, cookie }),
    edit: (id: string, body: unknown, cookie?: string) => call(`/api/community/posts/${id}`, { method: 'PATCH', json: body, cookie }),
    remove: (id: string, cookie?: string) => call(`/api/community/posts/${id}`, { method: 'DELETE', cookie }),
    like: (id: string, cookie?: string) => call(`/api/community/posts/${id}/like`, { method: 'PUT', cookie }),
    unlike: (id: string, cookie?: string) => call(`/api/community/posts/${id}/like`, { method: 'DELETE', cookie }),
    reply: (id: string, content: unknown, cookie?: string) => call(`/api/community/posts/${id}/comments`, { method: 'POST', json: { content }, cookie }),
    removeReply: (id: string, cookie?: string) => call(`/api/community/comments/${id}`, { method: 'DELETE', cookie }),
    report: (body: unknown, cookie?: string) => call('/api/community/reports', { method: 'POST', json: body, cookie }),
    queue: (status?: 'open' | 'all', cookie?: string) => call(`/api/admin/community/reports${status ? `?status=${status}` : ''}`, { cookie }),
    resolve: (id: string, action: unknown, cookie?: string) =>
      call(`/api/admin/community/reports/${id}/resolve`, { method: 'POST', json: { action }, cookie }),
  };
}

/** Inserts `n` verified users (no sessions) in as few statements as possible; returns their ids in order. */
export async function insertUsers(db: Database, n: number, label = 'member'): Promise<string[]> {
  const now = new Date();
  const rows = Array.from({ length: n }, (_, i) => ({
    id: randomBytes(16).toString('hex'),
    email: uniqueEmail(label),
    name: `${label} ${i + 1}`,
    emailVerified: true,
    role: 'user',
    createdAt: now,
    updatedAt: now,
  }));
  for (let i = 0; i < rows.length; i += 500) await db.insert(users).values(rows.slice(i, i + 500));
  return rows.map((r) => r.id);
}

/**
 * Keeps a PostgreSQL pool's idle-connection errors from failing the run. NOTE: `pool.end()` resolves before its
 * connections have closed, and the test database is then dropped `with (force)`, which terminates them (57P01);
 * pg-pool re-emits that on the pool, which has no 'error' listener in src/server/db/index.ts, so Node treats it
 * as an uncaught error. (Reported; the fix belongs in openPostgres: `pool.on('error', …)`.) No-op on PGlite.
 */
export function ignoreIdleConnectionErrors(db: Database): void {
  const client = (db as unknown as { $client?: { on?: (event: string, fn: (err: Error) => void) => void; totalCount?: number } }).$client;
  if (client && typeof client.on === 'function' && 'totalCount' in client) client.on('error', () => {});
}
