/**
 * Site search API (issue 24, "Site search"): `GET /api/search?q=` finds the seeded talk 'Grit…' and, despite two
 * typos, the course 'Financial Planning for Startups'; takes `%`, `_`, quotes and backslashes literally; never
 * shows a hidden or deleted thread; finds a new or edited thread at once; shows a person's own canvases and decks
 * and nobody else's; asks for more than one letter; refuses an over-long query with 400; answers 429 to a client
 * (an address, or an account when signed in) past its searches a minute.
 */
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { communityPosts } from '~/server/db/schema';
import { SEARCH_RATE_LIMITS, type SearchResults, searchMessages } from '~/shared/search';
import { quickUser, quickUsers } from '../support/talks';
import { describeEachDatabase, requestJson, uniqueIp, useTestRuntime } from '../support/test-app';
import { englishOf } from '~/shared/messages';

describeEachDatabase('site search', (kind) => {
  const t = useTestRuntime(kind);

  const search = async (q: string, cookie?: string) => {
    const res = await requestJson<SearchResults>(t.rt, `/api/search?q=${encodeURIComponent(q)}`, { cookie });
    expect(res.status).toBe(200);
    return res.body;
  };
  const titlesOf = (r: SearchResults, kind: string) => r.groups.find((g) => g.kind === kind)?.hits.map((h) => h.title) ?? [];
  const allTitles = (r: SearchResults) => r.groups.flatMap((g) => g.hits.map((h) => h.title));

  async function post(cookie: string, title: string, content: string): Promise<string> {
    const res = await requestJson(t.rt, '/api/community/posts', { cookie, json: { title, content, category: 'General' } });
    expect(res.status).toBe(201);
    return res.body.post.id as string;
  }

  it("finds the talk 'Grit' with its link and the matched word marked", async () => {
    const r = await search('grit');
    const talks = r.groups.find((g) => g.kind === 'talk');
    const hit = talks?.hits.find((h) => h.title === 'Grit: The Power of Passion and Perseverance');
    expect(hit).toBeDefined();
    expect(hit!.url).toMatch(/^\/changetalks\/grit-the-power-of-passion-and-perseverance-[0-9a-f-]{36}$/);
    expect(hit!.titleParts).toContainEqual({ text: 'Grit', match: true });
    expect(talks!.heading).toBe('ChangeTalks');
  });

  it("forgives typos: 'finacial planing' finds 'Financial Planning for Startups'", async () => {
    const r = await search('finacial planing');
    const course = r.groups.find((g) => g.kind === 'course')?.hits[0];
    expect(course?.title).toBe('Financial Planning for Startups');
    expect(course?.url).toBe('/entrepreneurship/courses/financial-planning-for-startups');
  });

  it('finds lessons and blog posts, each with its own page', async () => {
    const lessons = (await search('break-even analysis')).groups.find((g) => g.kind === 'lesson');
    expect(lessons?.hits[0]).toMatchObject({ title: 'Break-even analysis', url: '/entrepreneurship/courses/financial-planning-for-startups/lessons/3' });
    const blog = (await search('linkedin profile')).groups.find((g) => g.kind === 'blog');
    expect(blog?.hits.map((h) => h.url)).toContain('/blog/make-your-linkedin-profile-work');
    const tools = (await search('resume reviewer')).groups.find((g) => g.kind === 'aiTool');
    expect(tools?.hits[0]).toMatchObject({ title: 'Resume Reviewer', url: '/ai-tools/resume-review' });
  });

  it('finds Hindi text by its Hindi words: a translated course and lesson (one hit each, linked to their pages), and a post written in Hindi', async () => {
    const course = (await search('एप्टीट्यूड')).groups.find((g) => g.kind === 'course');
    expect(course?.hits[0]).toMatchObject({ title: 'कैंपस प्लेसमेंट के लिए एप्टीट्यूड', url: '/entrepreneurship/courses/aptitude-for-campus-placements' });
    expect(course?.hits[0]!.titleParts).toContainEqual({ text: 'एप्टीट्यूड', match: true });
    const lesson = (await search('लॉजिकल रीज़निंग सिलॉजिज़्म')).groups.find((g) => g.kind === 'lesson');
    expect(lesson?.hits[0]?.url).toBe('/entrepreneurship/courses/aptitude-for-campus-placements/lessons/4');
    // The English words of a translated course find it once, in English.
    const english = (await search('aptitude campus placements')).groups.find((g) => g.kind === 'course');
    expect(english?.hits.filter((h) => h.url.endsWith('/aptitude-for-campus-placements'))).toHaveLength(1);

    const u = await quickUser(t.rt, 'search-hindi');
    await post(u.cookie, 'डेटा एनालिस्ट बनने का रास्ता', 'मैं बी.कॉम के बाद डेटा एनालिस्ट बनना चाहती हूँ। एक्सेल से शुरू करूँ या SQL से?');
    expect(titlesOf(await search('डेटा'), 'thread')).toContain('डेटा एनालिस्ट बनने का रास्ता');
    expect(titlesOf(await search('एक्सेल SQL'), 'thread')).toContain('डेटा एनालिस्ट बनने का रास्ता');
  });

  it('takes %, _, quotes and backslashes literally (they match nothing, never everything)', async () => {
    for (const q of ['%%', '__', '%_', "''", '""', '\\\\', "%' --", '_%_%', "'' = ''", '%\\_']) {
      const r = await search(q);
      expect(r.status, q).toBe('ok');
      expect(r.total, q).toBe(0);
    }
    const u = await quickUser(t.rt, 'search-literal');
    await post(u.cookie, 'Pricing at 100% margin', 'Is a 100% margin_rate "realistic"?');
    expect(titlesOf(await search('100% margin'), 'thread')).toEqual(['Pricing at 100% margin']);
    expect(titlesOf(await search('"realistic" margin_rate'), 'thread')).toEqual(['Pricing at 100% margin']);
  });

  it('finds a new thread at once, and an edited one by its new words; never a hidden or deleted one', async () => {
    const u = await quickUser(t.rt, 'search-author');
    const id = await post(u.cookie, 'Zephyrine kombucha stall', 'Selling zephyrine kombucha at the campus fest.');
    expect(titlesOf(await search('zephyrine'), 'thread')).toEqual(['Zephyrine kombucha stall']);
    const edited = await requestJson(t.rt, `/api/community/posts/${id}`, { method: 'PATCH', cookie: u.cookie, json: { title: 'Quillwort tea stall', content: 'Now quillwort tea.', category: 'General' } });
    expect(edited.status).toBe(200);
    expect(titlesOf(await search('quillwort'), 'thread')).toEqual(['Quillwort tea stall']);
    expect(titlesOf(await search('zephyrine'), 'thread')).toEqual([]);

    // Hidden through moderation, as a moderator does it (a report, then 'hide').
    const reporter = await quickUser(t.rt, 'search-reporter');
    const [admin] = await quickUsers(t.rt, 1, { label: 'search-admin', role: 'admin' });
    const report = await requestJson(t.rt, '/api/community/reports', { cookie: reporter.cookie, json: { postId: id, reason: 'Spam' } });
    expect(report.status).toBe(201);
    const resolved = await requestJson(t.rt, `/api/admin/community/reports/${report.body.id}/resolve`, { cookie: admin.cookie, json: { action: 'hide' } });
    expect(resolved.status).toBe(200);
    expect((await t.rt.database.db.select({ hidden: communityPosts.hidden_at }).from(communityPosts).where(eq(communityPosts.id, id)))[0].hidden).not.toBeNull();
    expect(allTitles(await search('quillwort'))).toEqual([]);
    expect(allTitles(await search('quillwort tea stall'))).toEqual([]);

    const gone = await post(u.cookie, 'Brindlewood bakery', 'Brindlewood bakery plans.');
    expect(titlesOf(await search('brindlewood'), 'thread')).toEqual(['Brindlewood bakery']);
    expect((await requestJson(t.rt, `/api/community/posts/${gone}`, { method: 'DELETE', cookie: u.cookie })).status).toBe(200);
    expect(allTitles(await search('brindlewood'))).toEqual([]);
  });

  it("shows a person's own canvases and decks, never someone else's, never to visitors", async () => {
    const owner = await quickUser(t.rt, 'search-canvas');
    const other = await quickUser(t.rt, 'search-canvas-other');
    expect((await requestJson(t.rt, '/api/toolkit/canvases', { cookie: owner.cookie, json: { name: 'Marigold delivery', data: { valueProposition: 'Fresh marigold garlands by 7 am' } } })).status).toBe(201);
    expect((await requestJson(t.rt, '/api/toolkit/decks', { cookie: owner.cookie, json: { name: 'Marigold seed round', data: { slides: { problem: 'Temples run out of marigold' } } } })).status).toBe(201);
    const mine = await search('marigold', owner.cookie);
    expect(titlesOf(mine, 'canvas')).toEqual(['Marigold delivery']);
    expect(titlesOf(mine, 'deck')).toEqual(['Marigold seed round']);
    expect(mine.groups.find((g) => g.kind === 'canvas')?.hits[0].snippet).toContainEqual({ text: 'marigold', match: true });
    expect(allTitles(await search('marigold', other.cookie))).toEqual([]);
    expect(allTitles(await search('marigold'))).toEqual([]);
  });

  it('asks for more than one letter, and refuses a query over 200 characters', async () => {
    for (const q of ['', ' ', 'g', ' g ']) {
      const r = await search(q);
      expect(r).toMatchObject({ status: 'too_short', message: englishOf(searchMessages.tooShort), groups: [], total: 0 });
    }
    expect(englishOf(searchMessages.tooShort)).toBe('Type at least 2 letters to search.');
    const long = await requestJson(t.rt, `/api/search?q=${'a'.repeat(201)}`);
    expect(long.status).toBe(400);
    expect(long.body.error).toMatchObject({ code: 'bad_request', message: englishOf(searchMessages.tooLong) });
  });

  it('keeps snippets as text: markup in a post comes back as plain parts', async () => {
    const u = await quickUser(t.rt, 'search-xss');
    await post(u.cookie, 'Tamarind <script>alert(1)</script> chutney', 'Tamarind <img src=x onerror=alert(1)> chutney \u0002recipe\u0003.');
    const hit = (await search('tamarind chutney')).groups.find((g) => g.kind === 'thread')?.hits[0];
    expect(hit?.titleParts.some((p) => p.match && /tamarind/i.test(p.text))).toBe(true);
    for (const part of [...hit!.titleParts, ...hit!.snippet]) expect(part.text.includes('\u0002') || part.text.includes('\u0003')).toBe(false);
  });

  it('stops one client that keeps the database searching: 429 with the sentence past its allowance; others, repeats and short queries go on', async () => {
    const { perClient, perAccount } = SEARCH_RATE_LIMITS;
    const get = (q: string, opts: { ip: string; cookie?: string }) => requestJson(t.rt, `/api/search?q=${encodeURIComponent(q)}`, opts);
    const visitor = uniqueIp();
    for (let i = 0; i < perClient.max; i++) expect((await get(`lantern ${i}`, { ip: visitor })).status, `search ${i + 1}`).toBe(200);
    const refused = await get('lantern over', { ip: visitor });
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatchObject({ code: 'rate_limited', message: englishOf(searchMessages.tooMany) });
    expect(englishOf(searchMessages.tooMany)).toBe('Too many searches in a minute from your connection. Wait a minute, then search again.');
    // A query too short to search does no database work and is answered as before.
    expect((await get('g', { ip: visitor })).body).toMatchObject({ status: 'too_short' });
    // Another connection is not held back by this one.
    expect((await get('lantern other', { ip: uniqueIp() })).status).toBe(200);

    // A visitor's repeated query is the cache's answer (kept 2 s), not a search each time.
    const repeater = uniqueIp();
    for (let i = 0; i < perClient.max + 10; i++) expect((await get('grit', { ip: repeater })).status, `repeat ${i + 1}`).toBe(200);

    // Signed in, the account is counted (its own canvases are searched every time), wherever it searches from.
    const u = await quickUser(t.rt, 'search-limit');
    for (let i = 0; i < perAccount.max; i++) expect((await get(`kettle ${i}`, { ip: uniqueIp(), cookie: u.cookie })).status, `signed-in search ${i + 1}`).toBe(200);
    const account = await get('kettle over', { ip: uniqueIp(), cookie: u.cookie });
    expect(account.status).toBe(429);
    expect(account.body.error.message).toBe(englishOf(searchMessages.tooMany));
  });
});
