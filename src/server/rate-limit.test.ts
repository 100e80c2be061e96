import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from './db';
import { consumeRateLimit } from './rate-limit';

const targets: [string, () => Promise<DatabaseHandle>][] = [['PGlite', () => openDatabase({ dataDir: 'memory://' })]];
if (process.env.TEST_DATABASE_URL) {
  targets.push(['PostgreSQL', () => openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL, dataDir: 'unused' })]);
}

describe.each(targets)('consumeRateLimit on %s', (_name, open) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await open();
  });
  afterAll(async () => {
    await handle.close();
  });

  it('allows max requests per window, then refuses with a retry time', async () => {
    const key = `test:${Math.random()}`;
    const rule = { windowSeconds: 60, max: 3 };
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await consumeRateLimit(handle.db, key, rule));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results[3].retryAfterSeconds).toBeGreaterThan(0);
    expect(results[3].retryAfterSeconds).toBeLessThanOrEqual(60);
  });

  it('counts concurrent requests exactly', async () => {
    const key = `test:${Math.random()}`;
    const results = await Promise.all(Array.from({ length: 40 }, () => consumeRateLimit(handle.db, key, { windowSeconds: 60, max: 10 })));
    expect(results.filter((r) => r.allowed)).toHaveLength(10);
  });

  it('starts a new window once the old one has passed', async () => {
    const key = `test:${Math.random()}`;
    expect((await consumeRateLimit(handle.db, key, { windowSeconds: 1, max: 1 })).allowed).toBe(true);
    expect((await consumeRateLimit(handle.db, key, { windowSeconds: 1, max: 1 })).allowed).toBe(false);
    await new Promise((r) => setTimeout(r, 1100));
    expect((await consumeRateLimit(handle.db, key, { windowSeconds: 1, max: 1 })).allowed).toBe(true);
  });
});
