/**
 * The JSON API as one described whole: the feature routers built with `createRouter` (src/server/openapi.ts),
 * mounted at `/api`; `GET /api/openapi.json`, the OpenAPI 3.1 document of every operation, Better Auth's included;
 * and `GET /api/docs`, its reference page (Scalar, served from our own origin under the site's CSP).
 *
 * `ApiRoutes` is the type the browser's typed client (`hc` in src/client/lib/api.ts) is derived from: a route's
 * params, body and answers are checked by the compiler on both sides.
 */
import { Scalar } from '@scalar/hono-api-reference';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { z } from 'zod';
import { apiErrorSchema } from '~/shared/api';
import type { AppDeps } from './context';
import { accountRoutes } from './features/account/account.routes';
import { adminRoutes } from './features/admin/admin.routes';
import { adminAiRoutes, aiRoutes } from './features/ai/ai.routes';
import { adminBillingRoutes, billingRoutes } from './features/billing/billing.routes';
import { assessmentRoutes } from './features/assessment/assessment.routes';
import { communityRoutes } from './features/community/community.routes';
import { notificationRoutes } from './features/notifications/notifications.routes';
import { formRoutes } from './features/forms/forms.routes';
import { learningRoutes } from './features/learning/learning.routes';
import { adminMentorRoutes, mentorRoutes } from './features/mentors/mentors.routes';
import { partnerRoutes } from './features/partners/partners.routes';
import { platformRoutes } from './features/platform/platform.routes';
import { searchRoutes } from './features/search/search.routes';
import { talkRoutes } from './features/talks/talks.routes';
import { toolkitRoutes } from './features/toolkit/toolkit.routes';
import { adminUploadRoutes, publicUploadRoutes } from './features/uploads/uploads.routes';
import { contentSecurityPolicy } from './middleware/security-headers';
import { SESSION_SCHEME, createRouter } from './openapi';

/** Every feature router that is described, at its place under `/api`. */
export function apiRoutes(deps: AppDeps) {
  const talks = talkRoutes(deps);
  const community = communityRoutes(deps);
  const forms = formRoutes(deps);
  const partners = partnerRoutes(deps);
  return createRouter()
    .route('/', talks.publicApi)
    .route('/admin', talks.adminApi)
    .route('/community', community.api)
    .route('/admin', community.admin)
    .route('/', mentorRoutes(deps))
    .route('/admin', adminMentorRoutes(deps))
    .route('/toolkit', toolkitRoutes(deps))
    .route('/', forms.api)
    .route('/admin', forms.admin)
    .route('/', publicUploadRoutes(deps))
    .route('/admin', adminUploadRoutes(deps))
    .route('/', platformRoutes(deps))
    .route('/', accountRoutes(deps))
    .route('/', notificationRoutes(deps))
    .route('/assessment', assessmentRoutes(deps))
    .route('/admin', adminRoutes(deps))
    .route('/ai', aiRoutes(deps))
    .route('/admin', adminAiRoutes(deps))
    .route('/', learningRoutes(deps))
    .route('/', partners.api)
    .route('/partner-admin', partners.partner)
    .route('/admin', partners.admin)
    .route('/', searchRoutes(deps))
    .route('/', billingRoutes(deps))
    .route('/admin', adminBillingRoutes(deps));
}

export type ApiRoutes = ReturnType<typeof apiRoutes>;

type AuthOperation = { tags?: string[]; operationId?: string; summary?: string; description?: string; responses?: Record<string, unknown> };

type OpenApiDocument = {
  paths: Record<string, Record<string, unknown>>;
  components?: Record<string, Record<string, unknown>>;
  tags?: Array<{ name: string; description?: string }>;
  [key: string]: unknown;
};

/**
 * Better Auth documents its error answers as `{ message }`; what the app answers (app.ts, `withAuthErrorRequestId`)
 * also carries Better Auth's `code` and the request's `requestId` (decision 013). Adds both to every JSON object
 * schema of a 4xx/5xx response of `op`, leaving what Better Auth wrote.
 */
function documentAuthErrorFields(op: AuthOperation) {
  for (const [status, response] of Object.entries(op.responses ?? {})) {
    if (Number(status) < 400) continue;
    const schema = (response as { content?: Record<string, { schema?: { type?: string; properties?: Record<string, unknown> } }> }).content?.['application/json']?.schema;
    if (schema?.type !== 'object') continue;
    schema.properties ??= {};
    schema.properties.code ??= { type: 'string', description: "Better Auth's error code, e.g. INVALID_EMAIL_OR_PASSWORD." };
    schema.properties.requestId ??= { type: 'string', description: 'The id of the request (also in X-Request-Id), to quote to support.' };
  }
}

/**
 * Builds the document of `api` (mounted at `/api`) with Better Auth's endpoints (under `/api/auth`) merged in, the
 * session-cookie security scheme, and the site's origin as the server.
 */
export async function buildOpenApiDocument(api: ApiRoutes, deps: Pick<AppDeps, 'auth' | 'env'>): Promise<OpenApiDocument> {
  const ours = api.getOpenAPI31Document({
    openapi: '3.1.0',
    info: {
      title: 'ChangePath API',
      version: '1.0.0',
      description:
        'The JSON API behind ChangePath: ChangeTalks, the community, the entrepreneurship toolkit, AI career tools, courses, mentors, ' +
        'forms and partnerships. Every error answers `{ error: { code, message, requestId } }` (the accounts endpoints under `/auth`: ' +
        "Better Auth's `{ message, code, requestId }`). Sign in through `/auth/sign-in/email`; the session " +
        'cookie it sets authorises the operations marked with it. docs/api.md shows a first call.',
    },
    servers: [{ url: `${deps.env.publicUrl}/api`, description: 'This ChangePath site' }],
  }) as unknown as OpenApiDocument;
  // Every body goes through the app's size limit (app.ts): an operation that takes one may answer 413.
  const tooLarge = { description: 'The request or its file is too large.', content: { 'application/json': { schema: z.toJSONSchema(apiErrorSchema) } } };
  for (const item of Object.values(ours.paths)) {
    for (const op of Object.values(item) as Array<{ requestBody?: unknown; responses?: Record<string, unknown> }>) {
      if (op.requestBody && op.responses && !op.responses['413']) op.responses['413'] = tooLarge;
    }
  }
  const auth = (await deps.auth.api.generateOpenAPISchema()) as unknown as OpenApiDocument;
  const paths: OpenApiDocument['paths'] = { ...ours.paths };
  for (const [p, item] of Object.entries(auth.paths ?? {})) {
    for (const [method, op] of Object.entries(item) as Array<[string, AuthOperation]>) {
      op.tags = (op.tags ?? ['Default']).map((t) => `Accounts: ${t}`);
      // Some of Better Auth's operations come without an id or a summary; every operation needs both.
      op.operationId ??= `auth_${method}_${p.replace(/[{}]/g, '').replace(/[^a-zA-Z0-9]+(.)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : ''))}`;
      op.summary ??= op.description?.split(/(?<=\.)\s/)[0] ?? `${method.toUpperCase()} /api/auth${p}`;
      documentAuthErrorFields(op);
    }
    paths[`/auth${p}`] = item;
  }
  const components = { ...(auth.components ?? {}), ...(ours.components ?? {}) };
  components.schemas = { ...(auth.components?.schemas ?? {}), ...(ours.components?.schemas ?? {}) };
  components.securitySchemes = {
    [SESSION_SCHEME]: {
      type: 'apiKey',
      in: 'cookie',
      name: deps.env.production ? '__Secure-better-auth.session_token' : 'better-auth.session_token',
      description: 'The session cookie that signing in sets (HttpOnly). Send it back on every call that needs a signed-in user.',
    },
  };
  return { ...ours, paths, components };
}

const require = createRequire(import.meta.url);

/**
 * `GET /openapi.json` and `GET /docs` (+ `/docs/scalar.js`, the reference's script from the `@scalar/api-reference`
 * package) on `api`. The document is built once, on first request.
 */
export function mountApiDocs(api: ApiRoutes, deps: Pick<AppDeps, 'auth' | 'env'>) {
  let document: Promise<OpenApiDocument> | null = null;
  let script: Promise<Buffer> | null = null;
  api.get('/openapi.json', async (c) => c.json(await (document ??= buildOpenApiDocument(api, deps))));
  api.get('/docs/scalar.js', async (c) => {
    // The package's browser build is not in its exports map: found next to its main entry (dist/index.js).
    script ??= readFile(path.join(path.dirname(require.resolve('@scalar/api-reference')), 'browser/standalone.js'));
    return c.body(new Uint8Array(await script), 200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'public, max-age=86400' });
  });
  api.get('/docs', async (c, next) => {
    const nonce = randomBytes(16).toString('base64');
    const page = Scalar({ url: '/api/openapi.json', pageTitle: 'ChangePath API reference', cdn: '/api/docs/scalar.js', nonce, withDefaultFonts: false, hideClientButton: true });
    // Scalar types its handler for a bare Hono env; ours only adds variables.
    const res = await page(c as unknown as Parameters<typeof page>[0], next);
    res?.headers.set('content-security-policy', contentSecurityPolicy({ nonce }));
    return res;
  });
}
