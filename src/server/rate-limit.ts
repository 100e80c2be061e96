/**
 * Fixed-window rate limiting in the database: `consumeRateLimit` counts one request against `key` and says
 * whether it is within `max` per `windowSeconds`. One atomic SQL upsert, so concurrent requests and several
 * server processes count exactly. Used for per-account limits that Better Auth's per-IP buckets do not cover.
 *
 * The one way a route applies a limit: `enforceRateLimit`, which answers 429 `rate_limited` with the
 * feature's sentence. Better Auth's hooks (auth.ts) call `consumeRateLimit` and answer in Better Auth's own error.
 */
import { sql } from 'drizzle-orm';
import type { Database } from './db';
import { rateLimitCounters } from './db/schema';
import { AppError } from './errors';
import type { Text } from '~/shared/messages';

export interface RateLimitRule {
  windowSeconds: number;
  max: number;
}

/** Counts a request; `allowed` is false once `max` requests were made in the current window. */
export async function consumeRateLimit(db: Database, key: string, rule: RateLimitRule): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
  const window = sql.raw(`interval '${Math.floor(rule.windowSeconds)} seconds'`);
  const stale = sql`${rateLimitCounters.windowStartedAt} <= now() - ${window}`;
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, count: 1 })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        count: sql`case when ${stale} then 1 else ${rateLimitCounters.count} + 1 end`,
        windowStartedAt: sql`case when ${stale} then now() else ${rateLimitCounters.windowStartedAt} end`,
      },
    })
    .returning({
      count: rateLimitCounters.count,
      retryAfter: sql<number>`greatest(0, ceil(extract(epoch from (${rateLimitCounters.windowStartedAt} + ${window} - now()))))::int`,
    });
  return { allowed: row.count <= rule.max, retryAfterSeconds: Number(row.retryAfter) };
}

/**
 * Counts a request against `key`; over `rule` it throws AppError `rate_limited` (429) with `message`, the
 * feature's sentence for the person ('Too many submissions…').
 */
export async function enforceRateLimit(db: Database, key: string, rule: RateLimitRule, message: Text): Promise<void> {
  const { allowed } = await consumeRateLimit(db, key, rule);
  if (!allowed) throw new AppError('rate_limited', message);
}
