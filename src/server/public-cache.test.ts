import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createPublicJsonCache } from './public-cache';

/** An app whose GET /list answers through the cache from a controllable loader. */
function setup(opts: { ttlMs?: number } = {}) {
  const cache = createPublicJsonCache({ ttlMs: opts.ttlMs ?? 60_000, maxEntries: 10 });
  const state = { calls: 0, value: 'first', gate: null as Promise<void> | null, fail: false };
  const app = new Hono().get('/list', (c) =>
    cache.respond(c, c.req.query('key') ?? 'k', async () => {
      state.calls++;
      if (state.gate) await state.gate;
      if (state.fail) throw new Error('database down');
      return { value: state.value, padding: 'x'.repeat(2000) };
    }),
  );
  app.onError((err, c) => c.json({ error: err.message }, 500));
  return { cache, state, get: (init?: RequestInit, key = 'k') => app.request(`/list?key=${key}`, init) };
}

describe('public JSON cache', () => {
  it('loads once, then answers from memory with the same body and ETag', async () => {
    const { state, get } = setup();
    const a = await get();
    const b = await get();
    expect(state.calls).toBe(1);
    expect((await a.json()).value).toBe('first');
    expect(await b.text()).toContain('"value":"first"');
    expect(a.headers.get('etag')).toMatch(/^"[\w-]+"$/);
    expect(b.headers.get('etag')).toBe(a.headers.get('etag'));
    expect(a.headers.get('cache-control')).toBe('no-cache');
    expect(a.headers.get('content-type')).toBe('application/json; charset=utf-8');
  });

  it('answers 304 with no body to a matching If-None-Match, and 200 to a stale one', async () => {
    const { get } = setup();
    const etag = (await get()).headers.get('etag')!;
    const same = await get({ headers: { 'if-none-match': etag } });
    expect(same.status).toBe(304);
    expect(await same.text()).toBe('');
    expect((await get({ headers: { 'if-none-match': '"old"' } })).status).toBe(200);
  });

  it('sends gzip only to clients that accept it', async () => {
    const { get } = setup();
    const zipped = await get({ headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('vary')).toBe('Accept-Encoding');
    const bytes = Buffer.from(await zipped.arrayBuffer());
    expect(bytes.length).toBeLessThan(500);
    expect(JSON.parse(gunzipSync(bytes).toString('utf8')).value).toBe('first');
    const plain = await get({ headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect((await plain.json()).value).toBe('first');
  });

  it('keeps one entry per key', async () => {
    const { state, get } = setup();
    await get(undefined, 'a');
    await get(undefined, 'b');
    await get(undefined, 'a');
    expect(state.calls).toBe(2);
  });

  it('clear() makes the next request load again and see the write', async () => {
    const { cache, state, get } = setup();
    await get();
    state.value = 'second';
    expect((await (await get()).json()).value).toBe('first');
    cache.clear();
    expect((await (await get()).json()).value).toBe('second');
    expect(state.calls).toBe(2);
  });

  it('does not store a load that was running when clear() was called (a write is never hidden by an older read)', async () => {
    const { cache, state, get } = setup();
    let open!: () => void;
    state.gate = new Promise((r) => (open = r));
    const inFlight = get();
    await new Promise((r) => setTimeout(r, 10));
    state.value = 'written meanwhile';
    cache.clear();
    open();
    state.gate = null;
    expect((await (await inFlight).json()).value).toBe('written meanwhile');
    state.value = 'after';
    expect((await (await get()).json()).value).toBe('after');
  });

  it('shares one load among concurrent misses', async () => {
    const { state, get } = setup();
    let open!: () => void;
    state.gate = new Promise((r) => (open = r));
    const all = Array.from({ length: 20 }, () => get());
    await new Promise((r) => setTimeout(r, 10));
    open();
    const answers = await Promise.all(all);
    expect(state.calls).toBe(1);
    for (const a of answers) expect(a.status).toBe(200);
  });

  it('loads again after the TTL', async () => {
    const { state, get } = setup({ ttlMs: 30 });
    await get();
    state.value = 'later';
    await new Promise((r) => setTimeout(r, 60));
    expect((await (await get()).json()).value).toBe('later');
    expect(state.calls).toBe(2);
  });

  it('passes a failed load to the error handler and stores nothing', async () => {
    const { state, get } = setup();
    state.fail = true;
    expect((await get()).status).toBe(500);
    state.fail = false;
    expect((await get()).status).toBe(200);
    expect(state.calls).toBe(2);
  });
});
