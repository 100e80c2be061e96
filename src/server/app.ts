/**
 * The Hono application: security headers and client address for every request; the JSON API under /api
 * (accounts at /api/auth/* by Better Auth, feature routers beside it); the built client's files; and every other
 * URL rendered as a page by React Router (pages/page-handler.ts), forms' POSTs included.
 * Request flow and folders: docs/architecture.md.
 */
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { LOGO_MAX_BYTES } from '~/shared/forms';
import { CHAT_BODY_LIMIT_BYTES } from './features/ai/ai.routes';
import { explainRefusedOrigin, trustedOrigins, withAuthErrorRequestId } from './auth/auth';
import { apiRoutes, mountApiDocs } from './api';
import type { AppDeps } from './context';
import { errorBody, handleError } from './errors';
import { type ClientIpVariables, clientIp, withClientIp } from './middleware/client-ip';
import { originCheck } from './middleware/origin-check';
import { CHECKOUT_CALLBACK_PATH, LOCAL_RAZORPAY_PATH, WEBHOOK_PATH } from './features/billing/payment-gateway';
import { securityHeaders } from './middleware/security-headers';
import { type MetricsVariables, fixedRouteLabels, metricsEndpoint } from './metrics';
import { type RequestIdVariables, requestContext } from './request-context';
import type { PageHandler } from './pages/page-handler';
import type { StaticSite } from './static-site';
import { commonMessages } from '~/shared/messages';

/** Largest JSON body the API accepts by default (routes that take files set their own). */
export const DEFAULT_BODY_LIMIT_BYTES = 1024 * 1024;
/** Pages whose form posts a file (natively, or as React Router's `.data` request once hydrated). */
const PAGE_UPLOAD_ROUTES = new Set(['/partner', '/partner.data']);
/** An AI tool's page (/ai-tools/<slug>): its question form carries files as the chat does (a CV). */
const AI_TOOL_PAGE = /^\/ai-tools\/[^/]+(?:\.data)?$/;
const RENDERED_FILES = new Set(['/sitemap.xml', '/robots.txt']);
const FILE_ROUTES = new Set(['/api/admin/uploads', '/api/ai/chat', '/api/partnerships/college']);

export function createApp(deps: AppDeps & { site?: StaticSite; pages?: PageHandler }) {
  const { env, auth, logger } = deps;
  const app = new Hono<{ Variables: ClientIpVariables & RequestIdVariables & MetricsVariables }>();
  app.onError(handleError(logger));
  // First: every log line and error body of the request carries its id, answered in X-Request-Id; then
  // the request's latency and the in-flight count (metrics.ts).
  app.use('*', requestContext({ trustProxy: env.TRUST_PROXY }));
  if (deps.metrics) app.use('*', deps.metrics.http());
  // HSTS follows an https PUBLIC_URL in any mode: a site reached over https tells browsers to stay on it.
  app.use('*', securityHeaders({ hsts: env.publicUrl.startsWith('https://') }));
  app.use('*', clientIp({ trustProxy: env.TRUST_PROXY }));
  // A write that succeeded (API or page form) drops this process's cached public answers.
  app.use('*', async (c, next) => {
    await next();
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && c.res.status < 400) deps.writes?.notify();
  });
  const tooLarge = (c: Context) => c.json(errorBody('payload_too_large', commonMessages.tooLarge), 413);
  const defaultLimit = bodyLimit({ maxSize: DEFAULT_BODY_LIMIT_BYTES, onError: tooLarge });
  // Routes that accept files set their own, larger limit. GET and HEAD carry no body; a body with a declared
  // Content-Length (Node's parser reads exactly that much) is judged by it. Only a chunked body goes through
  // bodyLimit's reader: asking for `c.req.raw.body` makes @hono/node-server build a full WHATWG Request, which was
  // a quarter of a public read's CPU time.
  app.use('/api/*', async (c, next) => {
    if (FILE_ROUTES.has(c.req.path) || c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const declared = c.req.header('content-length');
    if (declared !== undefined && c.req.header('transfer-encoding') === undefined && /^\d+$/.test(declared)) {
      return Number(declared) > DEFAULT_BODY_LIMIT_BYTES ? tooLarge(c) : next();
    }
    return defaultLimit(c, next);
  });

  // Better Auth's error bodies keep their shape ({ message, code }) and gain the request id (decision 013). The metrics
  // label its requests by its endpoint's path when it is one of its endpoints, else `/api/auth/*` (never the URL).
  const authRoute = fixedRouteLabels(
    Object.values(auth.api as Record<string, { path?: unknown }>).flatMap((endpoint) => (typeof endpoint.path === 'string' ? [`/api/auth${endpoint.path}`] : [])),
    '/api/auth/*',
  );
  app.on(['GET', 'POST'], '/api/auth/*', async (c) => {
    c.set('metricsRoute', authRoute(c.req.path));
    return withAuthErrorRequestId(await explainRefusedOrigin(await auth.handler(withClientIp(c.req.raw, c.get('clientIp'))), env.publicUrl), c.get('requestId'));
  });

  app.use('/api/*', originCheck(trustedOrigins(env), [WEBHOOK_PATH, CHECKOUT_CALLBACK_PATH]));
  // The described API (src/server/api.ts): its routers, /api/openapi.json and /api/docs.
  const api = apiRoutes(deps);
  mountApiDocs(api, deps);
  app.route('/api', api);
  app.all('/api/*', (c) => c.json(errorBody('not_found', commonMessages.noSuchEndpoint), 404));

  // Prometheus scrapes: with METRICS_TOKEN as a bearer token, or from this machine when none is set.
  if (deps.metrics) app.get('/metrics', metricsEndpoint({ metrics: deps.metrics, token: env.METRICS_TOKEN, errorBody }));

  // The local Razorpay's checkout page (and its test controls), through our own origin: a demo reached from another
  // machine can pay, and the browser tests drive it. Only when this process runs the local Razorpay.
  const double = deps.payments?.double;
  if (double) {
    app.all(`${LOCAL_RAZORPAY_PATH}/*`, async (c) => {
      const url = new URL(c.req.url);
      url.pathname = url.pathname.slice(LOCAL_RAZORPAY_PATH.length);
      return double.fetch(new Request(url, c.req.raw));
    });
  }

  const { site, pages } = deps;
  app.on(['GET', 'HEAD'], '*', async (c, next) => {
    // Files and pages share the catch-all route; the metrics label them by kind, never by URL.
    c.set('metricsRoute', 'static');
    const file = site?.serve(c);
    if (file) return file;
    // A missing file (an old asset, a mistyped image) is a plain 404, not a page. `<page>.data` is React Router's
    // request for a page's loader data (client navigation), answered by the page handler.
    // /sitemap.xml and /robots.txt are made per request by their routes.
    if (/\.[a-z0-9]+$/i.test(c.req.path) && !c.req.path.endsWith('.data') && !RENDERED_FILES.has(c.req.path)) return c.text('Not found', 404);
    c.set('metricsRoute', 'page');
    await next();
  });
  // A form posted natively (before the scripts have run, or without them) goes to its route's action, with the same
  // body limit and cross-site check as the API.
  // The college application on /partner carries a logo of up to 5 MB (its action answers the field's message for
  // a larger file); an AI tool's question form, files as the chat API takes them; every other page form, the API's
  // default.
  const logoLimit = bodyLimit({ maxSize: LOGO_MAX_BYTES + 256 * 1024, onError: tooLarge });
  const chatLimit = bodyLimit({ maxSize: CHAT_BODY_LIMIT_BYTES, onError: tooLarge });
  const pageLimit = (path: string) => (PAGE_UPLOAD_ROUTES.has(path) ? logoLimit : AI_TOOL_PAGE.test(path) ? chatLimit : defaultLimit);
  app.post('*', (c, next) => (c.set('metricsRoute', 'page'), pageLimit(c.req.path)(c, next)), originCheck(trustedOrigins(env)));
  app.on(['GET', 'HEAD', 'POST'], '*', (c) => (pages ? pages.render(c) : c.json(errorBody('not_found', commonMessages.notFound), 404)));
  app.all('*', (c) => c.json(errorBody('not_found', commonMessages.notFound), 404));
  return app;
}

export type App = ReturnType<typeof createApp>;
