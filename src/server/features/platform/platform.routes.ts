/**
 * Platform endpoints: health probes, the public UI config, 404 reporting (spec §2.12) and, in demo mode only,
 * the local e-mail outbox (/dev/outbox).
 */
import { desc, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import type { PublicConfig } from '~/shared/config';
import { configuredProviders } from '../../auth/auth';
import type { AppDeps } from '../../context';
import { mailOutbox, notFoundPaths } from '../../db/schema';
import { AppError, errorBody } from '../../errors';
import { validate } from '../../validate';

export const notFoundReportSchema = z.object({ path: z.string().min(1).max(2048).startsWith('/') });

/** What `GET /api/config` answers (and what every page's root loader gives the browser). */
export function publicConfigOf(deps: Pick<AppDeps, 'env' | 'mailer'>): PublicConfig {
  const { env } = deps;
  return {
    demoMode: env.demoMode,
    providers: configuredProviders(env),
    demoAccounts: env.demoMode
      ? {
          admin: { email: env.DEMO_ADMIN_EMAIL, password: env.DEMO_ADMIN_PASSWORD },
          user: { email: env.DEMO_USER_EMAIL, password: env.DEMO_USER_PASSWORD },
        }
      : null,
    mailTransport: deps.mailer.transport,
    platformTimeZone: env.PLATFORM_TIME_ZONE,
  };
}

export function platformRoutes(deps: AppDeps) {
  const { env, db, logger } = deps;
  const publicConfig = publicConfigOf(deps);

  return new Hono()
    .get('/health/live', (c) => c.json({ status: 'ok' }))
    .get('/health/ready', async (c) => {
      try {
        await deps.pingDatabase();
        // The job queue's state (issue 18): whether this process works it, and the mail waiting to go out.
        const mail = await deps.jobs.stats('mail');
        return c.json({
          status: 'ready',
          queue: { running: deps.jobs.running, mail: { waiting: mail.waiting, retrying: mail.retrying, active: mail.active, failed: mail.failed, oldest_waiting_seconds: mail.oldestWaitingSeconds } },
        });
      } catch (err) {
        logger.warn({ err }, 'readiness probe failed');
        return c.json(errorBody('internal', 'The database does not answer.'), 503);
      }
    })
    .get('/config', (c) => c.json(publicConfig))
    .post('/telemetry/not-found', validate('json', notFoundReportSchema), async (c) => {
      const { path } = c.req.valid('json');
      const [row] = await db
        .insert(notFoundPaths)
        .values({ path })
        .onConflictDoUpdate({
          target: notFoundPaths.path,
          set: { count: sql`${notFoundPaths.count} + 1`, lastSeenAt: sql`now()` },
        })
        .returning({ count: notFoundPaths.count });
      logger.warn({ path, count: row.count }, `404: ${path} (seen ${row.count} time${row.count === 1 ? '' : 's'})`);
      return c.json({ path, count: row.count });
    })
    .get('/dev/outbox', async (c) => {
      if (!env.demoMode) throw new AppError('not_found', 'Not found.');
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
      return c.json({ messages: rows });
    });
}
