/**
 * Reliability (issue 18): a popular talk opens while the SMTP provider is stuck, and the server is killed.
 *
 * On PostgreSQL, with a real SMTP peer on loopback that hangs (accepts connections, never answers): 300 signed-in
 * people register for one talk at once through the real server process. Every registration is answered (201) in
 * well under a second — the request only queues its confirmation. The process is then killed with SIGKILL while
 * its worker holds mail it could not send, started again on the same database, and the SMTP server recovers.
 * Every one of the 300 confirmations (with its .ics) arrives, none twice.
 *
 * Short SMTP timeouts, retry delay and job expiry (env) keep it to about a minute; the code paths are the
 * production ones. Runs only with RELIABILITY_TESTS=1 (CI sets it); then TEST_DATABASE_URL is required.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { changetalks } from '~/server/db/schema';
import { createTestDatabase } from '../support/databases';
import { insertUsersWithSessions, newSecret, prepareData, requireSetting, sleep, startServerProcess } from '../support/server-process';
import { startSmtpServer } from '../support/smtp';
import { call, percentile } from './http';

const PEOPLE = 300;
const WARM_UP = 20;

describe.runIf(process.env.RELIABILITY_TESTS === '1')('mail while the SMTP server hangs and the server is killed [postgres]', () => {
  it('answers 300 simultaneous registrations at once and delivers every confirmation exactly once after kill -9 and recovery', { timeout: 300_000 }, async () => {
    const database = await createTestDatabase(requireSetting('TEST_DATABASE_URL'));
    const dir = mkdtempSync(path.join(tmpdir(), 'cp-mail-'));
    const smtp = await startSmtpServer();
    smtp.behave({ kind: 'hang' });
    const env = {
      DATABASE_URL: database.url,
      SMTP_URL: smtp.url,
      DATA_DIR: path.join(dir, 'data'),
      BETTER_AUTH_SECRET: newSecret(),
      MAIL_SMTP_TIMEOUT_SECONDS: '2',
      MAIL_RETRY_DELAY_SECONDS: '1',
      JOB_EXPIRE_SECONDS: '15',
      JOB_SUPERVISE_INTERVAL_SECONDS: '2',
    };
    let server = null as Awaited<ReturnType<typeof startServerProcess>> | null;
    try {
      const data = await prepareData(env, async (rt) => {
        const talk = (title: string) => ({ title, speaker_name: 'Asha Rao', event_date: new Date(Date.now() + 20 * 24 * 3600_000), event_time: '18:00', location: 'Online', event_type: 'upcoming' as const, duration: '45 min', capacity: null });
        const [main, early] = await rt.database.db.insert(changetalks).values([talk('Opening night'), talk('Early bird')]).returning({ id: changetalks.id });
        return {
          talkId: main.id,
          earlyTalkId: early.id,
          users: await insertUsersWithSessions(rt, PEOPLE, { label: 'opening' }),
          early: await insertUsersWithSessions(rt, WARM_UP, { label: 'early' }),
        };
      });
      server = await startServerProcess(env);
      const s = server;
      // A site that has been up a while: a few registrations (another talk) before the rush, SMTP already hung.
      for (const u of data.early) expect((await call(s.url, `/api/talks/${data.earlyTalkId}/registration`, { method: 'POST', cookie: u.cookie })).status).toBe(201);

      // 300 at once, while SMTP hangs.
      const answers = await Promise.all(data.users.map((u) => call(s.url, `/api/talks/${data.talkId}/registration`, { method: 'POST', cookie: u.cookie })));
      expect(answers.filter((r) => r.status !== 201).map((r) => `${r.status} ${JSON.stringify(r.body)}`)).toEqual([]);
      const latencies = answers.map((r) => r.endedAt - r.startedAt);
      console.info(`300 registrations with SMTP hung: p50 ${percentile(latencies, 50)} ms, p99 ${percentile(latencies, 99)} ms, max ${Math.max(...latencies)} ms`);
      // Before issue 18 every one of them waited for SMTP (past 20 s). Now none does; the time left is the database's
      // (bench/report.md: about 240 registrations a second on this 2-core machine).
      expect(Math.max(...latencies)).toBeLessThan(3_000);

      // The worker has taken mail it cannot send; kill the process while it holds it.
      await sleep(3_000);
      expect(smtp.messages).toHaveLength(0);
      server.signal('SIGKILL');
      await server.exited;

      server = await startServerProcess(env);
      await sleep(2_000);
      smtp.behave({ kind: 'accept' });

      const expected = new Set(data.users.map((u) => u.email.toLowerCase()));
      const confirmations = () => smtp.messages.filter((m) => m.subject === "You're registered: Opening night");
      const deadline = Date.now() + 180_000;
      const early = () => smtp.messages.filter((m) => m.subject === "You're registered: Early bird");
      // The early ones were in the killed worker's hands: they come back after JOB_EXPIRE_SECONDS.
      while (Date.now() < deadline && (new Set(confirmations().flatMap((m) => m.to)).size < PEOPLE || new Set(early().flatMap((m) => m.to)).size < WARM_UP)) await sleep(250);
      expect(new Set(early().flatMap((m) => m.to)).size).toBe(WARM_UP);
      expect(early()).toHaveLength(WARM_UP);
      await sleep(3_000);

      const perRecipient = new Map<string, number>();
      for (const m of confirmations()) for (const to of m.to) perRecipient.set(to, (perRecipient.get(to) ?? 0) + 1);
      const missing = [...expected].filter((e) => !perRecipient.has(e));
      expect(missing, `${missing.length} of ${PEOPLE} confirmations never arrived`).toEqual([]);
      expect([...perRecipient].filter(([, n]) => n !== 1), 'recipients with more than one confirmation').toEqual([]);
      expect(confirmations().every((m) => m.attachments.some((a) => a.filename === 'changetalk.ics' && a.content.includes('BEGIN:VEVENT')))).toBe(true);

      const ready = await call(server.url, '/api/health/ready');
      expect(ready.status).toBe(200);
      expect((ready.body as { queue: { running: boolean } }).queue.running).toBe(true);
    } finally {
      await server?.stop();
      await smtp.close();
      await database.drop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
