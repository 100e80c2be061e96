/**
 * Security headers on every response (foundation issue): a Content-Security-Policy with script-src 'self'
 * (plus the hashes of a prerendered page's own inline scripts, added by the static handler), object-src 'none',
 * base-uri 'none', frame-ancestors 'none'; nosniff; a Referrer-Policy; HSTS in production.
 */
import type { MiddlewareHandler } from 'hono';

/** The CSP for a response; `scriptHashes` are 'sha256-…' sources for inline scripts of an HTML page. */
export function contentSecurityPolicy(scriptHashes: string[] = []): string {
  const script = ["'self'", ...scriptHashes.map((h) => `'${h}'`)].join(' ');
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

export function securityHeaders(opts: { production: boolean }): MiddlewareHandler {
  const defaultCsp = contentSecurityPolicy();
  return async (c, next) => {
    await next();
    const h = c.res.headers;
    if (!h.has('content-security-policy')) h.set('content-security-policy', defaultCsp);
    h.set('x-content-type-options', 'nosniff');
    h.set('referrer-policy', 'strict-origin-when-cross-origin');
    h.set('x-frame-options', 'DENY');
    h.set('cross-origin-opener-policy', 'same-origin');
    h.set('permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=()');
    if (opts.production) h.set('strict-transport-security', 'max-age=31536000; includeSubDomains');
  };
}
