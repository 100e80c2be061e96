/**
 * Refuses state-changing API requests sent from another site (CSRF defence in depth, besides SameSite=Lax
 * cookies): a POST/PUT/PATCH/DELETE whose Origin is not the site's own, or whose Sec-Fetch-Site says
 * cross-site, answers 403. Better Auth applies its own origin check to /api/auth/*.
 */
import type { MiddlewareHandler } from 'hono';
import { errorBody } from '../errors';
import { commonMessages } from '~/shared/messages';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * `allowed`: the site's own origins (auth.ts `trustedOrigins`). `signedElsewhere`: paths another site posts to by
 * design and that prove themselves with a signature instead (Razorpay's webhook and its checkout's return).
 */
export function originCheck(allowed: string[], signedElsewhere: readonly string[] = []): MiddlewareHandler {
  const trusted = new Set(allowed);
  const exempt = new Set(signedElsewhere);
  return async (c, next) => {
    if (UNSAFE.has(c.req.method) && !exempt.has(c.req.path)) {
      const origin = c.req.header('origin');
      const site = c.req.header('sec-fetch-site');
      if ((origin && !trusted.has(origin) && origin !== new URL(c.req.url).origin) || site === 'cross-site') {
        return c.json(errorBody('forbidden', commonMessages.crossSite), 403);
      }
    }
    await next();
  };
}
