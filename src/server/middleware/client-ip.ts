/**
 * Decides the client address once per request and passes it on in CLIENT_IP_HEADER, replacing anything the
 * client sent (STACK.md pitfall 5). From the socket unless TRUST_PROXY is set; then from the last
 * X-Forwarded-For hop (the one our proxy appended). Also decides whether the client is on this machine
 * (`clientLocal`, see `isClientOnThisMachine`).
 */
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';

/** Header the server sets to the client address it trusts (Better Auth reads it); any value a client sends is replaced. */
export const CLIENT_IP_HEADER = 'x-changepath-client-ip';

export type ClientIpVariables = {
  clientIp: string;
  /** True when the person is at this machine (isClientOnThisMachine): demo mode shows them its accounts and outbox. */
  clientLocal: boolean;
};

export function clientIp(opts: { trustProxy: boolean }): MiddlewareHandler<{ Variables: ClientIpVariables }> {
  return async (c, next) => {
    const ip = resolveClientIp(c, opts.trustProxy);
    c.set('clientIp', ip);
    c.set('clientLocal', isClientOnThisMachine(c, opts.trustProxy, ip));
    await next();
  };
}

function resolveClientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const hops = (c.req.header('x-forwarded-for') ?? '').split(',').map((s) => s.trim()).filter(Boolean);
    if (hops.length) return hops[hops.length - 1];
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // In-process requests (tests calling app.request) have no socket.
    return '127.0.0.1';
  }
}

/** True when the request names a forwarding proxy (X-Forwarded-For, Forwarded or X-Real-IP). */
export function cameThroughProxy(c: Context): boolean {
  return ['x-forwarded-for', 'forwarded', 'x-real-ip'].some((name) => c.req.header(name) !== undefined);
}

/**
 * True when the person making the request is at this machine. With TRUST_PROXY, when the address the proxy reports
 * (`ip`) is loopback. Without it, when the socket is loopback and the request does not name a proxy: a proxy on the
 * same machine that the operator has not told us about (nginx in front of a demo, say) connects from loopback on
 * behalf of everyone, and must not make them all "local" (the outbox is never readable from elsewhere).
 */
export function isClientOnThisMachine(c: Context, trustProxy: boolean, ip: string): boolean {
  if (trustProxy) return isLoopbackAddress(ip);
  return !cameThroughProxy(c) && isLoopbackAddress(ip);
}

/**
 * True when the client address is this machine (127.0.0.0/8, ::1, or IPv4-mapped loopback). Demo mode shows its
 * accounts and the outbox only to such clients: someone at the machine, not anyone who can reach it.
 */
export function isLoopbackAddress(ip: string): boolean {
  const v4 = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  return ip === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

/** A copy of `req` whose CLIENT_IP_HEADER is `ip` (the original's value, if any, is dropped). */
export function withClientIp(req: Request, ip: string): Request {
  const headers = new Headers(req.headers);
  headers.set(CLIENT_IP_HEADER, ip);
  return new Request(req, { headers });
}
