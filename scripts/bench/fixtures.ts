/**
 * Benchmark data, written before the server starts (PGlite allows one process per data folder): the runtime is
 * opened in this process with the server's own settings (migrations and demo seed run), a populated site is
 * added (talks, posts by many authors), then `users` verified accounts with live sessions — the approach of
 * tests/support/talks.ts `quickUsers` (users inserted directly; a Better Auth session row per user; the cookie
 * signed as Better Auth signs it: `token.base64(HMAC-SHA256(secret, token))`), but in bulk statements so tens
 * of thousands take seconds. Every request the load test makes with these cookies still goes through
 * Better Auth's `getSession`.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { communityPosts, changetalks, sessions, users } from '~/server/db/schema';
import { loadEnv } from '~/server/env';
import { createLogger } from '~/server/logger';
import { createRuntime } from '~/server/runtime';

export interface BenchData {
  /** An upcoming talk with unlimited seats: everybody who registers is registered (and e-mailed). */
  talkId: string;
  /** A second such talk, for registrations measured while the SMTP server hangs. */
  hungTalkId: string;
  /** A visible post everybody likes. */
  postId: string;
  /** `Cookie` header values, one distinct user each. */
  cookies: string[];
  talks: number;
  posts: number;
}

const BATCH = 1000;
const DAY = 24 * 3600_000;

/** Prepares the database the server will open with `serverEnv`; closes it before returning. */
export async function prepareData(serverEnv: Record<string, string>, opts: { users: number; extraTalks: number; extraPosts: number }): Promise<BenchData> {
  const env = loadEnv({ ...serverEnv, LOG_LEVEL: 'silent' } as NodeJS.ProcessEnv);
  const rt = await createRuntime(env, createLogger('silent'), { serveClient: false, seed: true });
  try {
    const db = rt.database.db;
    const now = Date.now();
    const talkRows = Array.from({ length: opts.extraTalks }, (_, i) => ({
      title: `Bench talk ${i + 1}: building a career in ${['data', 'design', 'product', 'climate', 'health'][i % 5]}`,
      description: 'A talk added by the benchmark so the list has the size of a live site. '.repeat(3),
      speaker_name: `Speaker ${i + 1}`,
      speaker_role: 'Founder',
      event_date: new Date(now + ((i % 2 ? 1 : -1) * (i + 2) * DAY)),
      event_time: '18:00',
      location: 'Online',
      event_type: i % 2 ? 'upcoming' : 'past',
      duration: '45 min',
      category: 'Career',
    }));
    if (talkRows.length) await db.insert(changetalks).values(talkRows);
    // Two upcoming talks with unlimited seats: one registered for with SMTP up, one while it hangs.
    const openTalk = (title: string, speaker_name: string, days: number) => ({
      title,
      speaker_name,
      event_date: new Date(now + days * DAY),
      event_time: '18:00',
      location: 'Online',
      event_type: 'upcoming' as const,
      duration: '60 min',
      capacity: null,
    });
    const [talk, hungTalk] = await db
      .insert(changetalks)
      .values([openTalk('Bench: the talk everybody registers for', 'Asha Rao', 30), openTalk('Bench: the talk people register for while e-mail is down', 'Ravi Iyer', 31)])
      .returning({ id: changetalks.id });

    const userRows = Array.from({ length: opts.users }, (_, i) => ({
      id: randomBytes(16).toString('hex'),
      email: `bench-${i}-${randomBytes(4).toString('hex')}@example.com`,
      name: `Bench user ${i + 1}`,
      emailVerified: true,
      role: 'user',
      createdAt: new Date(now),
      updatedAt: new Date(now),
    }));
    for (let i = 0; i < userRows.length; i += BATCH) await db.insert(users).values(userRows.slice(i, i + BATCH));

    const authors = userRows.slice(0, Math.min(50, userRows.length));
    const postRows = Array.from({ length: opts.extraPosts }, (_, i) => ({
      title: `Bench post ${i + 1} about ${['funding', 'hiring', 'pricing', 'mentors'][i % 4]}`,
      content: 'How did you find your first customers? '.repeat(8),
      category: ['General', 'Ideas', 'Funding', 'Marketing', 'Tech', 'Legal'][i % 6],
      user_id: authors[i % authors.length]?.id ?? null,
      author_name: authors[i % authors.length]?.name ?? 'Bench',
      created_at: new Date(now - i * 60_000),
    }));
    for (let i = 0; i < postRows.length; i += BATCH) await db.insert(communityPosts).values(postRows.slice(i, i + BATCH));
    const [post] = await db
      .insert(communityPosts)
      // By none of the users who like it: liking one's own post is refused (issue 19).
      .values({ title: 'Bench: the post everybody likes', content: 'Like this.', category: 'General', user_id: null, author_name: 'Bench' })
      .returning({ id: communityPosts.id });

    const ctx = await rt.auth.$context;
    const cookieName = ctx.authCookies.sessionToken.name;
    const expiresAt = new Date(now + 7 * DAY);
    const cookies: string[] = new Array(userRows.length);
    for (let i = 0; i < userRows.length; i += BATCH) {
      const rows = userRows.slice(i, i + BATCH).map((u) => ({
        id: randomBytes(16).toString('hex'),
        token: randomBytes(24).toString('base64url'),
        userId: u.id,
        expiresAt,
        createdAt: new Date(now),
        updatedAt: new Date(now),
        ipAddress: '127.0.0.1',
        userAgent: 'changepath-bench',
      }));
      await db.insert(sessions).values(rows);
      rows.forEach((s, j) => {
        const signature = createHmac('sha256', ctx.secret).update(s.token).digest('base64');
        cookies[i + j] = `${cookieName}=${encodeURIComponent(`${s.token}.${signature}`)}`;
      });
    }
    const posts = await db.$count(communityPosts);
    const talks = await db.$count(changetalks);
    return { talkId: talk.id, hungTalkId: hungTalk.id, postId: post.id, cookies, talks, posts };
  } finally {
    await rt.close();
  }
}
