/**
 * Platform endpoints: health probes, the public UI config, 404 reporting and, in demo mode only,
 * the local e-mail outbox (/dev/outbox).
 */
import { desc, sql } from 'drizzle-orm';
import { createRoute, z } from '@hono/zod-openapi';
import { createMiddleware } from 'hono/factory';
import { apiErrorSchema } from '~/shared/api';
import { type PublicConfig, publicConfigSchema } from '~/shared/config';
import { liveSchema, notFoundReportSchema, outboxMessageSchema, readySchema } from '~/shared/platform';
import { configuredProviders } from '../../auth/auth';
import type { AppDeps } from '../../context';
import { mailOutbox, notFoundPaths } from '../../db/schema';
import { AppError, errorBody } from '../../errors';
import { createRouter, errors, json, jsonBody } from '../../openapi';
import { enforceRateLimit } from '../../rate-limit';
import { commonMessages } from '~/shared/messages';

export { notFoundReportSchema };

/** 404 reports per client address: a person follows a handful of broken links, not hundreds. */
export const NOT_FOUND_REPORT_LIMIT = { windowSeconds: 600, max: 30 } as const;
/** Distinct paths kept in `not_found_paths`; a new one past this drops the path seen longest ago. */
export const NOT_FOUND_PATHS_KEPT = 1000;

/**
 * True when this client may see demo mode's accounts and outbox: demo mode, and a client on this machine
 * (`clientLocal` from the clientIp middleware).
 */
export function seesDemoTools(env: Pick<AppDeps['env'], 'demoMode'>, clientLocal: boolean): boolean {
  return env.demoMode && clientLocal;
}

/**
 * What `GET /api/config` answers (and what every page's root loader gives the browser): the demo accounts only to a
 * client on this machine (`clientLocal`) in demo mode.
 */
export function publicConfigOf(deps: Pick<AppDeps, 'env' | 'mailer'>, clientLocal: boolean): PublicConfig {
  const { env } = deps;
  return {
    demoMode: env.demoMode,
    providers: configuredProviders(env),
    demoAccounts: seesDemoTools(env, clientLocal)
      ? {
          admin: { email: env.DEMO_ADMIN_EMAIL, password: env.DEMO_ADMIN_PASSWORD },
          user: { email: env.DEMO_USER_EMAIL, password: env.DEMO_USER_PASSWORD },
        }
      : null,
    mailTransport: deps.mailer.transport,
    platformTimeZone: env.PLATFORM_TIME_ZONE,
  };
}

/** Health probes, the public config, 404 reports and the demo outbox, mounted at `/api`. */
export function platformRoutes(deps: AppDeps) {
  const { env, db, logger } = deps;
  const tags = ['Platform'];
  const reportLimit = createMiddleware<{ Variables: { clientIp: string } }>(async (c, next) => {
    await enforceRateLimit(db, `not-found:${c.get('clientIp')}`, NOT_FOUND_REPORT_LIMIT, 'Too many reports from this address. Please try again later.');
    await next();
  });

  return createRouter()
    .openapi(
      createRoute({ method: 'get', path: '/health/live', operationId: 'live', summary: 'Liveness: the process answers', tags, responses: { 200: json(liveSchema, 'Alive') } }),
      (c) => c.json({ status: 'ok' as const }, 200),
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/health/ready',
        operationId: 'ready',
        summary: 'Readiness: the database answers and the process is not shutting down; the mail queue’s state',
        tags,
        responses: { 200: json(readySchema, 'Ready'), 503: json(apiErrorSchema, 'The database does not answer, or this process is shutting down') },
      }),
      async (c) => {
        // A stopping process says so first, so a proxy stops sending it new requests before its listener closes.
        if (deps.isShuttingDown?.()) return c.json(errorBody('internal', 'This process is shutting down.'), 503);
        try {
          await deps.pingDatabase();
          // The job queue's state: whether this process works it, and the mail waiting to go out.
          const mail = await deps.jobs.stats('mail');
          return c.json(
            {
              status: 'ready' as const,
              queue: { running: deps.jobs.running, mail: { waiting: mail.waiting, retrying: mail.retrying, active: mail.active, failed: mail.failed, oldest_waiting_seconds: mail.oldestWaitingSeconds } },
            },
            200,
          );
        } catch (err) {
          logger.warn({ err }, 'readiness probe failed');
          return c.json(errorBody('internal', 'The database does not answer.'), 503);
        }
      },
    )
    .openapi(
      createRoute({ method: 'get', path: '/config', operationId: 'getPublicConfig', summary: 'What the interface may show (demo mode, sign-in providers, time zone)', tags, responses: { 200: json(publicConfigSchema, 'The public configuration') } }),
      (c) => c.json(publicConfigOf(deps, c.get('clientLocal')), 200),
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/telemetry/not-found',
        operationId: 'reportNotFound',
        summary: 'Report a path that answered “page not found”, so broken links can be found',
        tags,
        middleware: [reportLimit],
        request: { body: jsonBody(notFoundReportSchema) },
        responses: { 200: json(z.object({ path: z.string(), count: z.int() }), 'Counted'), ...errors(400, 403, 415, 429) },
      }),
      async (c) => {
        const { path } = c.req.valid('json');
        const [row] = await db
          .insert(notFoundPaths)
          .values({ path })
          .onConflictDoUpdate({
            target: notFoundPaths.path,
            set: { count: sql`${notFoundPaths.count} + 1`, lastSeenAt: sql`now()` },
          })
          .returning({ count: notFoundPaths.count });
        // A new path may push the table past its cap: the paths seen longest ago make room.
        if (row.count === 1) {
          await db.execute(
            sql`delete from not_found_paths where path in (select path from not_found_paths order by last_seen_at desc offset ${NOT_FOUND_PATHS_KEPT})`,
          );
        }
        logger.warn({ path, count: row.count }, `404: ${path} (seen ${row.count} time${row.count === 1 ? '' : 's'})`);
        return c.json({ path, count: row.count }, 200);
      },
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/dev/outbox',
        operationId: 'getDemoOutbox',
        summary: 'Demo mode only: the 50 newest e-mails, kept instead of sent',
        tags,
        responses: { 200: json(z.object({ messages: z.array(outboxMessageSchema) }), 'The messages, newest first'), ...errors(404) },
      }),
      async (c) => {
        // Demo mode, and only to someone on this machine: the outbox holds every reset and verification link.
        if (!seesDemoTools(env, c.get('clientLocal'))) throw new AppError('not_found', commonMessages.notFound);
        const rows = await db
          .select({
            id: mailOutbox.id,
            to: mailOutbox.to,
            subject: mailOutbox.subject,
            text: mailOutbox.text,
            status: mailOutbox.status,
            links: mailOutbox.links,
            createdAt: mailOutbox.createdAt,
          })
          .from(mailOutbox)
          .orderBy(desc(mailOutbox.id))
          .limit(50);
        return c.json({ messages: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })) }, 200);
      },
    );
}
