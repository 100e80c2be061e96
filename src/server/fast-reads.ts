/**
 * Fast lane for cached public reads (issue 9, "public reads ≥ 50% of the baseline"): the Node request listener
 * answers a GET whose exact URL the public JSON cache (`public-cache.ts`) has answered before, from the live entry,
 * before @hono/node-server and Hono run. What a hit costs is then the cache lookup and the socket write, as for
 * the bare Hono baseline; the full path built a WHATWG Request, a Hono context and five middleware frames per
 * request, about half of a cached read's CPU time.
 *
 * Why it answers exactly what Hono would:
 * - Only URLs that went through Hono's routing to the cache's `respond` are known (the raw `req.url`, byte for
 *   byte), and only while their entry lives (a write clears it, the TTL expires it); anything else, and every
 *   method but GET, takes the full path.
 * - The answer is the entry's own: the same body, ETag/304, gzip choice and headers, security headers included.
 * - A route says which requests may share the cached answer (`eligible`): the community feed only serves visitors
 *   (no session cookie), as its handler does.
 * - On GET, the app's middleware only sets headers (security headers, client address); the origin check and the
 *   body limit apply to other methods. A middleware added to /api/* that must see every GET has to be reflected here.
 *
 * `createFastReads({ observe? })` → a registry: `add(pathname, cache, eligible?)` registers a cached route;
 * `listener(next)` wraps a Node request listener, answering hits itself and passing everything else to `next`.
 * Each hit gets its `X-Request-Id` by the same rule as Hono's answers (`pickRequestId`: a trusted proxy's id, else a
 * new UUID; issue 25) and is reported to `observe(route, status, seconds)` with the route's path as its label (the
 * metrics' request histogram). It is not counted in `http_requests_in_flight`: the answer is written synchronously,
 * from lookup to `res.end`, so no scrape could ever see it in flight.
 * A middleware that adds a header per request (not per entry) must be reflected here too.
 */
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { PublicJsonCache } from './public-cache';
import { REQUEST_ID_HEADER, pickRequestId } from './request-context';

interface FastRoute {
  cache: PublicJsonCache;
  eligible?: (req: IncomingMessage) => boolean;
}

export interface FastReads {
  /** `pathname`: the route's path exactly as Hono matches it (e.g. "/api/talks"); `eligible`: which requests may share the cached answer (default: all). */
  add(pathname: string, cache: PublicJsonCache, eligible?: (req: IncomingMessage) => boolean): void;
  /** A listener that answers hits itself and hands every other request to `next`. */
  listener(next: RequestListener): RequestListener;
}

/**
 * The fast lane's registry (see the module docstring).
 * @param opts.observe reports each answer (route path, status, seconds) to the request histogram
 * @param opts.trustProxy TRUST_PROXY: keep the proxy's well-formed `X-Request-Id`, as the Hono middleware does
 */
export function createFastReads(opts: { observe?: (route: string, status: number, seconds: number) => void; trustProxy?: boolean } = {}): FastReads {
  const routes = new Map<string, FastRoute>();

  /** Answers `req` from a cache and returns true, or returns false (nothing written). */
  function tryAnswer(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== 'GET' || req.url === undefined) return false;
    const started = performance.now();
    const q = req.url.indexOf('?');
    const pathname = q === -1 ? req.url : req.url.slice(0, q);
    const route = routes.get(pathname);
    if (!route || (route.eligible && !route.eligible(req))) return false;
    const answer = route.cache.answerUrl(req.url, req.headers['if-none-match'], req.headers['accept-encoding']);
    if (!answer) return false;
    res.setHeader(REQUEST_ID_HEADER, pickRequestId(req.headers[REQUEST_ID_HEADER], opts.trustProxy ?? false));
    res.writeHead(answer.status, answer.headers);
    if (answer.body === null) res.end();
    else res.end(answer.body);
    opts.observe?.(pathname, answer.status, (performance.now() - started) / 1000);
    return true;
  }

  return {
    add(pathname, cache, eligible) {
      routes.set(pathname, { cache, eligible });
    },
    listener(next) {
      return (req, res) => {
        if (!tryAnswer(req, res)) next(req, res);
      };
    },
  };
}
