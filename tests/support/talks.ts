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
import { deflateSync } from 'node:zlib';
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
  opts: { startsInMs: number; event_type?: 'upcoming' | 'past' | 'cancelled'; capacity?: number | null; title?: string },
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
    })
    .returning();
  return row;
}

export { DAY, HOUR };

// --- A real PNG, built byte by byte -------------------------------------------------------------------------

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** A valid `width`×`height` RGB PNG of one colour (signature, IHDR, zlib IDAT with filter bytes, IEND). */
export function pngBytes(width = 2, height = 2, rgb: [number, number, number] = [200, 80, 20]): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // colour type: truecolour
  ihdr[10] = 0; // compression
  ihdr[11] = 0; // filter
  ihdr[12] = 0; // interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A valid PNG of exactly `size` bytes: pngBytes() with a private ancillary chunk ('prVt', zeros) before IEND, so
 * the file stays well-formed (image-structure.ts refuses bytes after IEND). `size` ≥ pngBytes().length + 12.
 */
export function pngOfSize(size: number): Buffer {
  const png = pngBytes();
  const iendAt = png.length - 12;
  const padding = size - png.length - 12;
  if (padding < 0) throw new Error(`A PNG cannot be smaller than ${png.length + 12} bytes here`);
  return Buffer.concat([png.subarray(0, iendAt), chunk('prVt', Buffer.alloc(padding)), png.subarray(iendAt)]);
}

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
