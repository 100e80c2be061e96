/**
 * Test support for the ChangeTalks suites: many signed-in users fast, talks with exact start times, admin form
 * bodies, and a real PNG built in memory.
 *
 * `quickUsers(rt, n)` inserts verified users in one statement and gives each a real Better Auth session
 * (`internalAdapter.createSession`, so Redis secondary storage is filled too when configured) with the signed
 * session cookie Better Auth itself would set (`token.base64(HMAC-SHA256(secret, token))`, URL-encoded, as
 * better-call's `signCookieValue`). It skips password hashing and sign-in rate limits (STACK.md pitfall 15),
 * which the auth suites cover; every request a test makes with the cookie still goes through `getSession`.
 */
import ICAL from 'ical.js';
import { createHmac, randomBytes } from 'node:crypto';
import type { TalkInput } from '~/shared/talk-input';
import { dateAndTimeIn } from '~/shared/talks';
import { changetalks, users } from '~/server/db/schema';
import { type TestRuntime, uniqueEmail } from './test-app';

export interface QuickUser {
  id: string;
  email: string;
  name: string;
  /** Cookie header value carrying the session. */
  cookie: string;
}

/** `n` verified users with live sessions. Sessions are created `concurrency` at a time. */
export async function quickUsers(
  rt: TestRuntime,
  n: number,
  opts: { label?: string; role?: 'user' | 'admin'; concurrency?: number } = {},
): Promise<QuickUser[]> {
  if (n === 0) return [];
  const ctx = await rt.auth.$context;
  const label = opts.label ?? 'talker';
  const now = new Date();
  const rows = Array.from({ length: n }, (_, i) => ({
    id: randomBytes(16).toString('hex'),
    email: uniqueEmail(label),
    name: `${label} ${i + 1}`,
    emailVerified: true,
    role: opts.role ?? 'user',
    createdAt: now,
    updatedAt: now,
  }));
  for (let i = 0; i < rows.length; i += 500) await rt.database.db.insert(users).values(rows.slice(i, i + 500));
  const cookieName = ctx.authCookies.sessionToken.name;
  const out: QuickUser[] = new Array(n);
  const concurrency = opts.concurrency ?? 8;
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, n) }, async () => {
      while (next < n) {
        const i = next++;
        const session = await ctx.internalAdapter.createSession(rows[i].id);
        if (!session) throw new Error(`Could not create a session for ${rows[i].email}`);
        const signature = createHmac('sha256', ctx.secret).update(session.token).digest('base64');
        out[i] = {
          id: rows[i].id,
          email: rows[i].email,
          name: rows[i].name,
          cookie: `${cookieName}=${encodeURIComponent(`${session.token}.${signature}`)}`,
        };
      }
    }),
  );
  return out;
}

/** One verified user with a live session. */
export async function quickUser(rt: TestRuntime, label?: string): Promise<QuickUser> {
  const [u] = await quickUsers(rt, 1, { label });
  return u;
}

const HOUR = 3600_000;
const DAY = 24 * HOUR;

/** A complete admin form body (spec §5) for a talk `daysAhead` days from now (platform zone date), time 18:00. */
export function talkForm(overrides: Partial<TalkInput> & { daysAhead?: number } = {}): TalkInput {
  const { daysAhead = 30, ...rest } = overrides;
  const { date } = dateAndTimeIn(new Date(Date.now() + daysAhead * DAY), 'Asia/Kolkata');
  return {
    title: `Talk ${randomBytes(3).toString('hex')}`,
    speaker_name: 'Asha Rao',
    event_date: date,
    event_time: '18:00',
    description: 'A test talk.',
    location: 'Online',
    event_type: 'upcoming',
    duration: '45 min',
    ...rest,
  };
}

/** Inserts a talk directly with an exact start instant (`startsInMs` from now); returns its row. */
export async function insertTalk(
  rt: TestRuntime,
  opts: { startsInMs: number; event_type?: 'upcoming' | 'past' | 'cancelled'; capacity?: number | null; title?: string; join_url?: string | null },
) {
  const [row] = await rt.database.db
    .insert(changetalks)
    .values({
      title: opts.title ?? `Direct talk ${randomBytes(3).toString('hex')}`,
      speaker_name: 'Ravi Iyer',
      event_date: new Date(Date.now() + opts.startsInMs),
      event_time: null,
      event_type: opts.event_type ?? 'upcoming',
      capacity: opts.capacity ?? null,
      duration: '60 min',
      location: 'Online',
      join_url: opts.join_url ?? null,
    })
    .returning();
  return row;
}

export { DAY, HOUR };

export { pngBytes, pngOfSize } from './png';

// --- Calendar files -----------------------------------------------------------------------------------------

export interface ParsedCalendar {
  /** 'vcalendar' for a valid file. */
  component: string;
  version: string | null;
  events: Array<{ uid: string; summary: string; location: string; description: string; start: Date; end: Date; startIsUtc: boolean }>;
}

/** Parses an .ics text with ical.js (a real RFC 5545 parser); throws on malformed input. */
export function parseIcs(text: string): ParsedCalendar {
  const root = new ICAL.Component(ICAL.parse(text));
  return {
    component: root.name,
    version: (root.getFirstPropertyValue('version') as string | null) ?? null,
    events: root.getAllSubcomponents('vevent').map((v) => {
      const ev = new ICAL.Event(v);
      return {
        uid: ev.uid,
        summary: ev.summary,
        location: ev.location,
        description: ev.description,
        start: ev.startDate.toJSDate(),
        end: ev.endDate.toJSDate(),
        startIsUtc: ev.startDate.zone?.tzid === 'UTC',
      };
    }),
  };
}
