/**
 * Who counts as "on this machine" (demo mode's outbox is never readable from another machine). Requests
 * made with `app.request` have no socket, so they stand for a client on loopback.
 */
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { type ClientIpVariables, clientIp } from './client-ip';

function appWith(trustProxy: boolean) {
  const app = new Hono<{ Variables: ClientIpVariables }>();
  app.use('*', clientIp({ trustProxy }));
  app.get('/', (c) => c.json({ ip: c.get('clientIp'), local: c.get('clientLocal') }));
  return app;
}

async function seen(trustProxy: boolean, headers: Record<string, string> = {}) {
  return (await (await appWith(trustProxy).request('/', { headers })).json()) as { ip: string; local: boolean };
}

describe('clientIp middleware: clientLocal', () => {
  it('without TRUST_PROXY, a loopback connection is local only when it names no proxy', async () => {
    expect(await seen(false)).toEqual({ ip: '127.0.0.1', local: true });
    // A proxy on this machine the operator did not declare connects from loopback on behalf of everyone.
    expect((await seen(false, { 'x-forwarded-for': '203.0.113.9' })).local).toBe(false);
    expect((await seen(false, { 'x-forwarded-for': '127.0.0.1' })).local).toBe(false);
    expect((await seen(false, { forwarded: 'for=203.0.113.9' })).local).toBe(false);
    expect((await seen(false, { 'x-real-ip': '203.0.113.9' })).local).toBe(false);
  });

  it('with TRUST_PROXY, the address the proxy appended decides', async () => {
    expect(await seen(true, { 'x-forwarded-for': '127.0.0.1, 203.0.113.9' })).toEqual({ ip: '203.0.113.9', local: false });
    expect(await seen(true, { 'x-forwarded-for': '203.0.113.9, 127.0.0.1' })).toEqual({ ip: '127.0.0.1', local: true });
    expect((await seen(true, { 'x-forwarded-for': '::1' })).local).toBe(true);
  });
});
