/**
 * Security headers on every response (foundation issue): a Content-Security-Policy with script-src 'self'
 * (plus, on a rendered page, that response's nonce: pages/page-handler.ts), object-src 'none',
 * base-uri 'none', frame-ancestors 'none'; nosniff; a Referrer-Policy; HSTS whenever the site is served over https
 * (PUBLIC_URL https, in any mode).
 */
import type { Context, MiddlewareHandler } from 'hono';

/**
 * The CSP for a response; a page's `nonce` allows its own inline scripts (no 'unsafe-inline', no hashes).
 * 'wasm-unsafe-eval' lets the page compile WebAssembly, and nothing else (CSP Level 3; JavaScript eval stays
 * blocked): the PDF exports shape text with HarfBuzz compiled to WebAssembly (decision 008).
 */
export function contentSecurityPolicy(opts: { nonce?: string } = {}): string {
  const script = ["'self'", "'wasm-unsafe-eval'", ...(opts.nonce ? [`'nonce-${opts.nonce}'`] : [])].join(' ');
  return [
    "default-src 'self'",
    `script-src ${script}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "media-src 'self' https:",
    "frame-src 'self' https://www.youtube-nocookie.com https://player.vimeo.com",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
}

/** Context variables set by `securityHeaders` for handlers that build their own Response (see `includeSecurityHeaders`). */
export type SecurityHeaderVariables = { securityHeaders: Readonly<Record<string, string>>; securityHeadersIncluded: boolean };

/**
 * Sets the security headers on every response after the handler has run. A handler that builds its own Response
 * with the headers of `includeSecurityHeaders(c)` already carries them; it is left untouched, because reading
 * `c.res.headers` turns @hono/node-server's light Response into a full WHATWG one (a third of a cached public
 * read's CPU time).
 */
export function securityHeaders(opts: { hsts: boolean }): MiddlewareHandler<{ Variables: SecurityHeaderVariables }> {
  const record: Record<string, string> = {
    'content-security-policy': contentSecurityPolicy(),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  };
  if (opts.hsts) record['strict-transport-security'] = 'max-age=31536000; includeSubDomains';
  Object.freeze(record);
  return async (c, next) => {
    c.set('securityHeaders', record);
    await next();
    if (c.get('securityHeadersIncluded')) return;
    const h = c.res.headers;
    for (const [name, value] of Object.entries(record)) {
      // A rendered page sets its own CSP (with its nonce); the rest always apply.
      if (name === 'content-security-policy' && h.has(name)) continue;
      h.set(name, value);
    }
  };
}

/**
 * The security headers as a plain object, for a handler that builds its own Response (plain-object headers keep
 * @hono/node-server on its fast path); the middleware then leaves that response alone. Outside the middleware
 * (a bare app in a unit test) it returns an empty object and marks nothing.
 */
export function includeSecurityHeaders(c: Context): Readonly<Record<string, string>> {
  const record = c.get('securityHeaders') as Readonly<Record<string, string>> | undefined;
  if (!record) return {};
  c.set('securityHeadersIncluded', true);
  return record;
}
