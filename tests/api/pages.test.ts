/**
 * Server-rendered pages (issue 17), as `npm start` serves them: the React Router build renders every URL outside
 * /api with its loaders' data. Status codes and redirects are decided on the server; each response has its own CSP
 * nonce; a signed-in page shows that person's data and never another request's.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { certificates, changetalks, communityPosts, courses, inboxItems, mailOutbox, partnershipApplications, users } from '~/server/db/schema';
import { dateFormats } from '~/shared/date-format';
import { formMessages, universityMessages } from '~/shared/forms';
import { insertTalk, pngBytes, quickUser, quickUsers } from '../support/talks';
import { GOOD_PASSWORD, makeUser, request, requestJson, signIn, uniqueEmail, uniqueIp, useTestRuntime } from '../support/test-app';
import { totp } from '../support/totp';

const DAY = 24 * 3600_000;

/** The page's JSON-LD blocks, parsed. */
function jsonLd(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
}

/** The content of `<meta property|name=…>` and the canonical link. */
function metaOf(html: string, key: string): string | undefined {
  if (key === 'canonical') return /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
  return new RegExp(`<meta (?:property|name)="${key.replace(/[:+]/g, '\\$&')}" content="([^"]*)"`).exec(html)?.[1];
}

describe('pages', () => {
  const t = useTestRuntime('pglite', { pages: true });

  it('render public pages with status 200 and unknown paths with the 404 page and status 404', async () => {
    for (const path of ['/', '/about', '/changetalks', '/signin', '/courses', '/blog']) {
      const res = await request(t.rt, path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type'), path).toContain('text/html');
    }
    const missing = await request(t.rt, '/no-such-page/at-all');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('Oops! Page not found');
  });

  it('put the demo accounts in a page only for a client on this machine, whatever the page cache holds (issue 20)', async () => {
    const password = t.rt.env.DEMO_ADMIN_PASSWORD;
    for (const path of ['/admin-signin', '/about']) {
      // This machine first, so a shared cache entry would carry the accounts to the next visitor.
      const local = await (await request(t.rt, path, { ip: '127.0.0.1' })).text();
      expect(local, path).toContain(password);
      for (let i = 0; i < 2; i++) {
        const remote = await (await request(t.rt, path, { ip: uniqueIp() })).text();
        expect(remote, path).not.toContain(password);
        expect(remote, path).not.toContain(t.rt.env.DEMO_ADMIN_EMAIL);
      }
      expect(await (await request(t.rt, path, { ip: '::1' })).text(), path).toContain(password);
    }
  });

  it('answer 404, never 500, to page addresses with characters the database refuses', async () => {
    for (const path of ['/courses/a%00b', '/courses/a%00b/lessons/1', '/courses/a%00b/quiz', '/changetalks/a%00b-1', '/community/a%00b', '/entrepreneurship/mentor-matching/a%00b', '/certificates/verify/CP-%00', '/blog/a%00b', '/partnership-status/a%00b']) {
      const res = await request(t.rt, path);
      expect(res.status, path).toBeLessThan(500);
    }
  });

  it('send a signed-out visitor of a signed-in page to /signin with a return path, decided on the server', async () => {
    for (const [path, location] of [
      ['/dashboard', '/signin?redirect=%2Fdashboard'],
      ['/profile?tab=security', '/signin?redirect=%2Fprofile%3Ftab%3Dsecurity'],
      ['/admin-dashboard', '/admin-signin'],
    ]) {
      const res = await request(t.rt, path);
      expect(res.status, path).toBe(302);
      expect(res.headers.get('location'), path).toBe(location);
    }
  });

  it('render the dashboard with the signed-in person, send them on from /signin, and keep non-admins out of admin', async () => {
    const user = await quickUser(t.rt, 'pages');
    const dashboard = await request(t.rt, '/dashboard', { cookie: user.cookie });
    expect(dashboard.status).toBe(200);
    expect(dashboard.headers.get('cache-control')).toBe('private, no-store');
    expect((await dashboard.text()).replaceAll('<!-- -->', '')).toContain(`Welcome, ${user.name.split(' ')[0]}`);
    const signin = await request(t.rt, '/signin?redirect=/changetalks', { cookie: user.cookie });
    expect(signin.status).toBe(302);
    expect(signin.headers.get('location')).toBe('/changetalks');
    const admin = await request(t.rt, '/admin-dashboard', { cookie: user.cookie });
    expect(admin.status).toBe(302);
    expect(admin.headers.get('location')).toBe('/admin-signin');
    // The next anonymous request shares nothing with the signed-in one.
    const anonymous = await (await request(t.rt, '/')).text();
    expect(anonymous).not.toContain(user.email);
  });

  it('end the session from the header’s sign-out form posted without scripts, and send the person home', async () => {
    const user = await quickUser(t.rt, 'signout');
    const form = { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '' };
    const res = await request(t.rt, '/sign-out', { ...form, cookie: user.cookie });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/');
    expect(res.headers.getSetCookie().some((c) => /session_token=;/.test(c) && /Max-Age=0/i.test(c))).toBe(true);
    // The session ended on the server, not only in this browser's cookies.
    const after = await request(t.rt, '/dashboard', { cookie: user.cookie });
    expect(after.status).toBe(302);
    expect(after.headers.get('location')).toBe('/signin?redirect=%2Fdashboard');
    // A visitor's post, and someone opening the address, go home too.
    expect((await request(t.rt, '/sign-out', form)).headers.get('location')).toBe('/');
    const opened = await request(t.rt, '/sign-out');
    expect([opened.status, opened.headers.get('location')]).toEqual([302, '/']);
  });

  it('answer a native form post to a page without an action with 303 back to it, saying it needs scripts, no field in the Location', async () => {
    const form = { headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'email=a%40example.com&password=hunter2-secret' };
    for (const [path, location] of [
      ['/about', '/about?form=needs-scripts'],
      ['//evil.example/x?a=1', '/evil.example/x?a=1&form=needs-scripts'],
    ]) {
      const res = await request(t.rt, path, { method: 'POST', ...form });
      expect(res.status, path).toBe(303);
      expect(res.headers.get('location'), path).toBe(location);
    }
  });

  it('refuse a page form posted from another site', async () => {
    const res = await request(t.rt, '/about', {
      method: 'POST',
      origin: 'https://evil.example',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'x=1',
    });
    expect(res.status).toBe(403);
  });

  it('give every talk a page with its facts, absolute Open Graph tags and Event JSON-LD; unknown ones answer 404', async () => {
    const talk = await insertTalk(t.rt, { startsInMs: 10 * DAY, title: 'Campus to Startup </script><b>', capacity: 200 });
    const list = await (await request(t.rt, '/changetalks')).text();
    const href = new RegExp(`href="(/changetalks/campus-to-startup-script-b-${talk.id})"`).exec(list)?.[1];
    expect(href, 'the list links to the talk page').toBeTruthy();
    const res = await request(t.rt, href!);
    expect(res.status).toBe(200);
    const html = await res.text();
    // Seats say what is still open, not what is taken ('0 of 200 seats' read as none left).
    expect(html.replaceAll('<!-- -->', '')).toContain('0 registered · 200 seats, all open');
    const origin = t.rt.env.publicUrl;
    expect(metaOf(html, 'canonical')).toBe(`${origin}${href}`);
    expect(metaOf(html, 'og:url')).toBe(`${origin}${href}`);
    expect(metaOf(html, 'og:image')).toMatch(new RegExp(`^${origin}/`));
    expect(metaOf(html, 'twitter:card')).toBe('summary_large_image');
    expect(html).toContain('<title>Campus to Startup &lt;/script&gt;&lt;b&gt; · ChangeTalks · ChangePath</title>');
    const [event] = jsonLd(html);
    expect(event).toMatchObject({ '@context': 'https://schema.org', '@type': 'Event', name: 'Campus to Startup </script><b>', url: `${origin}${href}` });
    expect(event.startDate).toMatch(/T\d\d:\d\d:\d\d\.\d{3}\+05:30$/);
    expect(event).toHaveProperty('offers.price', 0);
    // An old slug (the title changed) redirects to the current one; an unknown id or a slug without one is a 404.
    const old = await request(t.rt, `/changetalks/an-old-title-${talk.id}`);
    expect(old.status).toBe(301);
    expect(old.headers.get('location')).toBe(href);
    const unknown = await request(t.rt, '/changetalks/some-talk-3f0c2b1a-9d8e-4c7b-a6f5-0e1d2c3b4a59');
    expect(unknown.status).toBe(404);
    // The 404 page inside the site's header and footer, with its own title.
    const unknownHtml = await unknown.text();
    expect(unknownHtml).toContain('Oops! Page not found');
    expect(unknownHtml).toMatch(/<title>[^<]+<\/title>/);
    expect(unknownHtml).toContain('aria-label="Main"');
    expect((await request(t.rt, '/changetalks/no-id-here')).status).toBe(404);
  });

  it('give every thread a page with its replies and DiscussionForumPosting JSON-LD; hidden or unknown ones answer 404', async () => {
    const author = await quickUser(t.rt, 'thread');
    const [post] = await t.rt.database.db
      .insert(communityPosts)
      .values({ user_id: author.id, author_name: 'Meera', title: 'How do I find my first customers?', content: 'I make **bamboo** bottles.', category: 'Ideas' })
      .returning();
    const href = `/community/how-do-i-find-my-first-customers-${post.id}`;
    const list = await (await request(t.rt, '/community')).text();
    expect(list).toContain(`href="${href}"`);
    const html = await (await request(t.rt, href)).text();
    expect(html).toContain('<h1');
    expect(metaOf(html, 'og:url')).toBe(`${t.rt.env.publicUrl}${href}`);
    expect(jsonLd(html)[0]).toMatchObject({ '@type': 'DiscussionForumPosting', headline: post.title, author: { name: 'Meera' } });
    // The like button posted without scripts: counted, and back to the page it was on; a visitor goes to sign in.
    const like = (cookie?: string) =>
      request(t.rt, href, {
        method: 'POST',
        cookie,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ intent: 'like', postId: post.id, liked: 'true', back: '/community?category=Ideas' }).toString(),
      });
    const visitor = await like();
    expect(visitor.status).toBe(303);
    expect(visitor.headers.get('location')).toBe('/signin?redirect=%2Fcommunity%3Fcategory%3DIdeas');
    // The author's own like is refused with the reason, on the page (issue 19).
    const own = await like(author.cookie);
    expect(own.status).toBe(403);
    expect((await own.text()).replaceAll('&#x27;', "'")).toContain("You can't like your own post.");
    const fan = await quickUser(t.rt, 'thread-fan');
    const liked = await like(fan.cookie);
    expect(liked.status).toBe(303);
    expect(liked.headers.get('location')).toBe('/community?category=Ideas');
    const [after] = await t.rt.database.db.select().from(communityPosts).where(eq(communityPosts.id, post.id));
    expect(after.likes_count).toBe(1);
    // 'Report' posted without scripts: sent once; a second report of the same post is refused with the reason.
    const reporter = await quickUser(t.rt, 'thread-reporter');
    const report = () =>
      request(t.rt, href, {
        method: 'POST',
        cookie: reporter.cookie,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ intent: 'report', postId: post.id, reason: 'Spam' }).toString(),
      });
    const reported = await report();
    expect(reported.status).toBe(200);
    expect(await reported.text()).toContain('Thank you. A moderator will review it.');
    expect((await report()).status).toBe(409);
    await t.rt.database.db.update(communityPosts).set({ hidden_at: new Date() }).where(eq(communityPosts.id, post.id));
    // Hidden here behind the app's back: a write through the app drops the cached anonymous page views.
    await request(t.rt, '/api/telemetry/not-found', { json: { path: '/thread-hidden' } });
    expect((await request(t.rt, href)).status).toBe(404);
  });

  it('take a new post from the community page posted without scripts: a visitor is refused, a blank one comes back, a full one opens its thread', async () => {
    const post = (fields: Record<string, string>, cookie?: string) =>
      request(t.rt, '/community', { method: 'POST', cookie, headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() });
    const visitor = await post({ intent: 'create', title: 'Hello', content: 'World', category: 'General' });
    expect(visitor.status).toBe(401);
    expect(await visitor.text()).toContain('Please sign in to create a post');
    const user = await quickUser(t.rt, 'community-page');
    const blank = await post({ intent: 'create', title: 'Only a title here', content: '   ', category: 'General' }, user.cookie);
    expect(blank.status).toBe(400);
    const blankHtml = await blank.text();
    expect(blankHtml).toContain('Title and content are required');
    expect(blankHtml).toContain('value="Only a title here"');
    const created = await post({ intent: 'create', title: 'Where do I find mentors?', content: 'Looking for **fintech** mentors.', category: 'Fundraising' }, user.cookie);
    expect(created.status).toBe(303);
    const location = created.headers.get('location')!;
    expect(location).toMatch(/^\/community\/where-do-i-find-mentors-[0-9a-f-]{36}$/);
    const [row] = await t.rt.database.db.select().from(communityPosts).where(eq(communityPosts.id, location.slice(-36)));
    expect(row).toMatchObject({ title: 'Where do I find mentors?', category: 'Fundraising', user_id: user.id });
    // Another form of the page posted natively is not taken for a post.
    const other = await post({ intent: 'report', postId: row.id }, user.cookie);
    expect(other.status).toBe(303);
    expect(other.headers.get('location')).toBe('/community?form=needs-scripts');
  });

  it('answer a client navigation’s data request (<page>.data) instead of a 404', async () => {
    const res = await request(t.rt, '/changetalks.data');
    expect(res.status).toBe(200);
  });

  it('make sitemap.xml and robots.txt per request on the site origin, listing talks, threads, courses and mentors', async () => {
    const talk = await insertTalk(t.rt, { startsInMs: 5 * DAY, title: 'Sitemap talk' });
    const res = await request(t.rt, '/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/xml');
    const xml = await res.text();
    const origin = t.rt.env.publicUrl;
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    expect(locs.every((l) => l.startsWith(`${origin}/`))).toBe(true);
    expect(locs).toContain(`${origin}/changetalks/sitemap-talk-${talk.id}`);
    expect(locs).toContain(`${origin}/about`);
    expect(locs.some((l) => l.startsWith(`${origin}/entrepreneurship/courses/`))).toBe(true);
    // Every lesson page too (issue 23), and each of them answers.
    const lessons = locs.filter((l) => /\/entrepreneurship\/courses\/[a-z-]+\/lessons\/\d+$/.test(l));
    expect(lessons.length).toBeGreaterThanOrEqual(6 * 4);
    expect(locs).toContain(`${origin}/entrepreneurship/courses/market-research-fundamentals/lessons/5`);
    expect((await request(t.rt, lessons.at(-1)!)).status).toBe(200);
    expect(locs.some((l) => l.startsWith(`${origin}/entrepreneurship/mentor-matching/`))).toBe(true);
    expect(locs.some((l) => l.startsWith(`${origin}/blog/`))).toBe(true);
    expect(locs).not.toContain(`${origin}/dashboard`);
    const robots = await (await request(t.rt, '/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
    expect(robots).toContain('Disallow: /api/');
  });

  it('serve every page in Hindi under /hi with lang="hi", hreflang pairs both ways, and keep a redirect in Hindi', async () => {
    const origin = t.rt.env.publicUrl;
    const hindi = await request(t.rt, '/hi/about');
    expect(hindi.status).toBe(200);
    const html = await hindi.text();
    expect(html).toMatch(/<html lang="hi"/);
    expect(html).toContain('मुख्य सामग्री पर जाएँ');
    // The header's search and the footer's newsletter box, on every page.
    expect(html).toContain('aria-label="ChangePath में खोजें"');
    expect(html).toContain('सब्सक्राइब करें');
    expect(metaOf(html, 'canonical')).toBe(`${origin}/hi/about`);
    expect(metaOf(html, 'og:locale')).toBe('hi_IN');
    const alternates = Object.fromEntries([...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]]));
    expect(alternates).toEqual({ en: `${origin}/about`, hi: `${origin}/hi/about`, 'x-default': `${origin}/about` });
    // The English page names the same pair, and links to its Hindi twin.
    const english = await (await request(t.rt, '/about?x=1')).text();
    expect(english).toMatch(/<html lang="en"/);
    // Only a Hindi page asks for the Devanagari faces up front.
    expect(html).toMatch(/<link rel="preload" as="font" type="font\/woff2" href="\/assets\/noto-sans-devanagari-devanagari-400-normal-[^"]+\.woff2"/);
    expect(english).not.toContain('noto-sans-devanagari');
    expect(english).toContain(`hrefLang="hi" href="${origin}/hi/about"`);
    expect(english).toContain('href="/hi/about?x=1"');
    // A page under /hi that does not exist is the Hindi 404; a signed-in page sends a visitor to the Hindi sign-in,
    // with the way back as a path the Hindi pages resolve (no second prefix).
    const missing = await request(t.rt, '/hi/no-such-page');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('ओह! पेज नहीं मिला');
    const guarded = await request(t.rt, '/hi/dashboard');
    expect(guarded.headers.get('location')).toBe('/hi/signin?redirect=%2Fdashboard');
    // The sitemap lists both languages of a page, each naming the other.
    const xml = await (await request(t.rt, '/sitemap.xml')).text();
    const entry = new RegExp(`<url><loc>${origin}/hi/about</loc>(.*?)</url>`).exec(xml)?.[1] ?? '';
    expect(entry).toContain(`hreflang="en" href="${origin}/about"`);
    expect(entry).toContain(`hreflang="hi" href="${origin}/hi/about"`);
    const robots = await (await request(t.rt, '/robots.txt')).text();
    expect(robots).toContain('Disallow: /hi/dashboard');
  });

  it('print dates and shared texts in the language of the page: Hindi on a Hindi page, English on the English one', async () => {
    const talk = await insertTalk(t.rt, { startsInMs: 10 * DAY, title: 'Dates in two languages', capacity: 50 });
    const path = `/changetalks/dates-in-two-languages-${talk.id}`;
    const hindi = (await (await request(t.rt, `/hi${path}`)).text()).replaceAll('<!-- -->', '');
    const english = (await (await request(t.rt, path)).text()).replaceAll('<!-- -->', '');
    const hindiDate = dateFormats('hi').formatLongDate(talk.event_date);
    expect(hindiDate).toMatch(/[\u0900-\u097F]/);
    expect(hindi).toContain(hindiDate);
    expect(english).toContain(dateFormats('en').formatLongDate(talk.event_date));
    expect(english).not.toContain(hindiDate);
    // The shared texts around it too: a visitor's button on the talk page.
    expect(hindi).toContain('रजिस्टर करने के लिए लॉग इन करें');
    expect(english).toContain('Sign in to Register');
    const courses = await (await request(t.rt, '/hi/courses')).text();
    expect(courses).toContain('अभी एनरोल करें');
    expect(courses).not.toContain('Enroll Now');
    // Pricing: the plan cards, the comparison and the questions, with the plan names and prices as they are.
    const pricing = (await (await request(t.rt, '/hi/pricing')).text()).replaceAll('<!-- -->', '');
    expect(pricing).toContain('हर महीने 2 मेंटरशिप सेशन (हर एक 30 मिनट का)');
    expect(pricing).toContain('Premium शुरू करें');
    expect(pricing).toContain('₹499');
    expect(pricing).not.toContain('Billed monthly');
  });

  it('reuse an anonymous page view for a moment, each time with a fresh nonce, never for a signed-in person, and drop it on a write', async () => {
    const nonceOf = (res: Response) => /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1];
    await request(t.rt, '/api/telemetry/not-found', { json: { path: '/cache-start' } });
    const first = await request(t.rt, '/changetalks');
    const firstHtml = await first.text();
    const talk = await insertTalk(t.rt, { startsInMs: 3 * DAY, title: 'Cached page talk' });
    const second = await request(t.rt, '/changetalks');
    const secondHtml = await second.text();
    expect(secondHtml).not.toContain(talk.id);
    expect(nonceOf(second)).not.toBe(nonceOf(first));
    expect(secondHtml).toContain(`nonce="${nonceOf(second)}"`);
    expect(secondHtml).not.toContain(nonceOf(first)!);
    expect(firstHtml).toContain(`nonce="${nonceOf(first)}"`);
    // A signed-in person gets their own render (with the new talk and the register button).
    const user = await quickUser(t.rt, 'cache');
    const signedIn = await (await request(t.rt, '/changetalks', { cookie: user.cookie })).text();
    expect(signedIn).toContain(talk.id);
    // Any successful write drops the cached views.
    expect((await request(t.rt, '/api/telemetry/not-found', { json: { path: '/cache-drop' } })).status).toBeLessThan(400);
    expect(await (await request(t.rt, '/changetalks')).text()).toContain(talk.id);
  });

  it('enrol and complete a lesson from a course page posted without scripts; a visitor is refused with the API’s message', async () => {
    const { courses: course } = (await (await request(t.rt, '/api/courses')).json()) as { courses: Array<{ slug: string; title: string }> };
    const { slug, title } = course[0];
    const { lessons } = (await (await request(t.rt, `/api/courses/${slug}`)).json()) as { lessons: Array<{ id: string }> };
    const path = `/entrepreneurship/courses/${slug}`;
    const post = (fields: Record<string, string>, cookie?: string) =>
      request(t.rt, path, { method: 'POST', cookie, headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() });
    const visitor = await post({ intent: 'enroll' });
    expect(visitor.status).toBe(401);
    expect(await visitor.text()).toContain('Please sign in to continue.');
    const user = await quickUser(t.rt, 'course-page');
    const early = await post({ intent: 'complete', lessonId: lessons[0].id }, user.cookie);
    expect(early.status).toBe(403);
    const enrolled = await post({ intent: 'enroll' }, user.cookie);
    expect(enrolled.status).toBe(200);
    const enrolledHtml = (await enrolled.text()).replaceAll('<!-- -->', '');
    expect(enrolledHtml).toContain(`You are enrolled in ${title}. Start with the first lesson.`);
    expect(enrolledHtml).toContain(`0 of ${lessons.length} lessons completed`);
    const again = await post({ intent: 'enroll' }, user.cookie);
    expect(again.status).toBe(200);
    const completed = (await (await post({ intent: 'complete', lessonId: lessons[0].id }, user.cookie)).text()).replaceAll('<!-- -->', '');
    expect(completed).toContain('Lesson marked complete.');
    expect(completed).toContain(`1 of ${lessons.length} lessons completed`);
    expect((await post({ intent: 'complete', lessonId: 'not-a-lesson' }, user.cookie)).status).toBe(400);
  });

  it('book a mentor session from the profile posted without scripts: the free plan is refused with the upgrade, a premium one books', async () => {
    const mentorPath = '/entrepreneurship/mentor-matching/ananya-krishnan';
    const user = await quickUser(t.rt, 'mentor-page');
    const page = (await request(t.rt, mentorPath, { cookie: user.cookie }).then((r) => r.text())).replaceAll('<!-- -->', '');
    expect(page).toContain('Mentorship sessions come with the Premium');
    const { slots } = (await (await request(t.rt, '/api/mentors/ananya-krishnan/slots')).json()) as { slots: Array<{ starts_at: string }> };
    const book = (startsAt: string) =>
      request(t.rt, mentorPath, { method: 'POST', cookie: user.cookie, headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ starts_at: startsAt }).toString() });
    const free = await book(slots[2].starts_at);
    expect(free.status).toBe(403);
    expect(await free.text()).toContain('Mentorship sessions come with the Premium');
    await t.rt.database.db.update(users).set({ plan: 'premium' }).where(eq(users.id, user.id));
    const premiumPage = (await (await request(t.rt, mentorPath, { cookie: user.cookie })).text()).replaceAll('<!-- -->', '');
    expect(premiumPage).toContain(`name="starts_at" value="${slots[2].starts_at}"`);
    expect(premiumPage).toMatch(/Times are shown in <strong[^>]*>Asia\/Kolkata \(/);
    expect((await book('not-a-time')).status).toBe(400);
    const booked = await book(slots[2].starts_at);
    expect(booked.status).toBe(200);
    expect((await booked.text()).replaceAll('<!-- -->', '')).toContain('Session booked');
    const again = await book(slots[2].starts_at);
    expect(again.status).toBe(409);
  });

  it('take moderation decisions and talk deletions from the admin dashboard posted without scripts, from admins only', async () => {
    const talk = await insertTalk(t.rt, { startsInMs: 9 * DAY, title: 'Admin page delete talk' });
    const post = (cookie: string | undefined, fields: Record<string, string>) =>
      request(t.rt, '/admin-dashboard', { method: 'POST', cookie, headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() });
    const member = await quickUser(t.rt, 'not-admin');
    // Refused by the action's service; the page's guard then sends them to the admin sign-in.
    for (const cookie of [undefined, member.cookie]) {
      const refused = await post(cookie, { intent: 'delete-talk', talkId: talk.id });
      expect(refused.status).toBe(302);
      expect(refused.headers.get('location')).toBe('/admin-signin');
    }
    const talkRows = () => t.rt.database.db.select().from(changetalks).where(eq(changetalks.id, talk.id));
    expect(await talkRows()).toHaveLength(1);
    const [admin] = await quickUsers(t.rt, 1, { label: 'page-admin', role: 'admin' });
    const deleted = await post(admin.cookie, { intent: 'delete-talk', talkId: talk.id });
    expect(deleted.status).toBe(200);
    expect(await deleted.text()).toContain('Changetalk deleted successfully');
    expect(await talkRows()).toHaveLength(0);

    const [reported] = await t.rt.database.db
      .insert(communityPosts)
      .values({ user_id: member.id, author_name: 'Member', title: 'Buy followers', content: 'Cheap!', category: 'General' })
      .returning();
    const report = await requestJson(t.rt, '/api/community/reports', { json: { postId: reported.id, reason: 'Spam' }, cookie: admin.cookie });
    expect((await post(member.cookie, { intent: 'resolve-report', reportId: report.body.id, action: 'hide' })).status).toBe(302);
    const [untouched] = await t.rt.database.db.select().from(communityPosts).where(eq(communityPosts.id, reported.id));
    expect(untouched.hidden_at).toBeNull();
    const listed = (await (await request(t.rt, '/admin-dashboard', { cookie: admin.cookie })).text()).replaceAll('<!-- -->', '');
    expect(listed).toContain('Post: Buy followers');
    const hidden = await post(admin.cookie, { intent: 'resolve-report', reportId: report.body.id, action: 'hide' });
    expect(await hidden.text()).toContain('The content is now hidden.');
    const [after] = await t.rt.database.db.select().from(communityPosts).where(eq(communityPosts.id, reported.id));
    expect(after.hidden_at).not.toBeNull();

    // The talk form: refused with the schema's message and the values kept; created; updated; admins only.
    const talkFields = { intent: 'save-talk', title: 'Page-made talk', speaker_name: '', event_date: '2027-05-05', event_type: 'upcoming', rating: '', capacity: '' };
    const refused = await post(admin.cookie, talkFields);
    expect(refused.status).toBe(400);
    const refusedHtml = await refused.text();
    expect(refusedHtml).toContain('Speaker name is required');
    expect(refusedHtml).toContain('value="Page-made talk"');
    expect((await post(member.cookie, { ...talkFields, speaker_name: 'Meera' })).status).toBe(302);
    const created = await post(admin.cookie, { ...talkFields, speaker_name: 'Meera', is_featured: 'on', capacity: '40' });
    expect(created.status).toBe(303);
    expect(created.headers.get('location')).toBe('/admin-dashboard?talk-saved=created');
    const [made] = await t.rt.database.db.select().from(changetalks).where(eq(changetalks.title, 'Page-made talk'));
    expect(made).toMatchObject({ speaker_name: 'Meera', is_featured: true, capacity: 40 });
    const updated = await post(admin.cookie, { ...talkFields, id: made.id, speaker_name: 'Meera Iyer' });
    expect(updated.headers.get('location')).toBe('/admin-dashboard?talk-saved=updated');
    const [changed] = await t.rt.database.db.select().from(changetalks).where(eq(changetalks.id, made.id));
    expect(changed).toMatchObject({ speaker_name: 'Meera Iyer', is_featured: false, capacity: null });
  });

  it('show the mail queue on the admin dashboard and send a failed e-mail again from a form posted without scripts', async () => {
    const [failed] = await t.rt.database.db
      .insert(mailOutbox)
      .values({ to: uniqueEmail('bounced'), subject: 'Refused by the provider', text: 'Hello', status: 'failed', attempts: 1, lastError: '550 Mailbox unavailable', messageId: '<page-test@changepath.local>' })
      .returning();
    const post = (cookie: string | undefined, fields: Record<string, string>) =>
      request(t.rt, '/admin-dashboard', { method: 'POST', cookie, headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() });
    const [admin] = await quickUsers(t.rt, 1, { label: 'mail-admin', role: 'admin' });
    const page = (await (await request(t.rt, '/admin-dashboard', { cookie: admin.cookie })).text()).replaceAll('<!-- -->', '');
    expect(page).toContain('Mail queue');
    expect(page).toContain('Refused by the provider');
    expect(page).toContain('550 Mailbox unavailable');
    expect(page).toContain('name="intent" value="retry-mail"');
    // Not for anyone else; the row stays failed.
    const member = await quickUser(t.rt, 'mail-member');
    expect((await post(member.cookie, { intent: 'retry-mail', mailId: String(failed.id) })).status).toBe(302);
    const rowOf = async () => (await t.rt.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, failed.id)))[0];
    expect((await rowOf()).status).toBe('failed');
    const retried = await post(admin.cookie, { intent: 'retry-mail', mailId: String(failed.id) });
    expect(retried.status).toBe(200);
    expect((await retried.text()).replaceAll('<!-- -->', '')).toContain('The e-mail is queued to be sent again.');
    expect(['queued', 'outbox']).toContain((await rowOf()).status);
    const twice = await post(admin.cookie, { intent: 'retry-mail', mailId: String(failed.id) });
    expect(twice.status).toBe(404);
    expect(await twice.text()).toContain('There is no failed e-mail with this id.');
  });

  it('gzip HTML for clients that accept it', async () => {
    const res = await request(t.rt, '/about', { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('vary')).toContain('accept-encoding');
  });

  it('render courses and mentors with their data and JSON-LD; unknown ones answer 404', async () => {
    const list = await (await request(t.rt, '/courses')).text();
    const slug = /href="\/(?:entrepreneurship\/)?courses\/([a-z0-9-]+)"/.exec(list)?.[1];
    expect(slug, 'the course list links to a course').toBeTruthy();
    const course = await (await request(t.rt, `/courses/${slug}`)).text();
    expect(metaOf(course, 'canonical')).toBe(`${t.rt.env.publicUrl}/entrepreneurship/courses/${slug}`);
    expect(jsonLd(course)[0]).toMatchObject({ '@type': 'Course', provider: { name: 'ChangePath' } });
    expect((await request(t.rt, '/courses/no-such-course')).status).toBe(404);

    const mentors = await (await request(t.rt, '/entrepreneurship/mentor-matching')).text();
    const mentor = /href="(\/entrepreneurship\/mentor-matching\/[a-z0-9-]+)"/.exec(mentors)?.[1];
    expect(mentor, 'the directory links to a mentor').toBeTruthy();
    const profile = await (await request(t.rt, mentor!)).text();
    expect(jsonLd(profile)[0]).toMatchObject({ '@type': 'ProfilePage', mainEntity: { '@type': 'Person' } });
    expect((await request(t.rt, '/entrepreneurship/mentor-matching/no-such-mentor')).status).toBe(404);
  });

  it('show on a certificate’s public page its holder, course and date, with the score or that it came before assessments', async () => {
    const holder = await quickUser(t.rt, 'cert-holder');
    const [course] = await t.rt.database.db.select().from(courses).limit(1);
    await t.rt.database.db.insert(certificates).values([
      { id: 'CP-PAGE-OLD0-AAAA', user_id: holder.id, course_id: course.id, holder_name: 'Ravi Kumar', course_title: course.title, issued_at: new Date('2025-06-01T10:00:00Z') },
    ]);
    const old = (await (await request(t.rt, '/certificates/verify/CP-PAGE-OLD0-AAAA')).text()).replaceAll('<!-- -->', '');
    expect(old).toContain('Ravi Kumar');
    expect(old).toContain(course.title);
    expect(old).toContain('1 June 2025');
    expect(old).toContain('Issued before assessments');
    expect(old).not.toContain('Passed with');
    await t.rt.database.db.update(certificates).set({ score_percent: 80 }).where(eq(certificates.id, 'CP-PAGE-OLD0-AAAA'));
    // The page cache keeps an anonymous view for a moment: a fresh query string is a fresh page.
    const scored = (await (await request(t.rt, '/certificates/verify/CP-PAGE-OLD0-AAAA?again')).text()).replaceAll('<!-- -->', '');
    expect(scored).toContain('Passed with 80%');
    expect(scored).not.toContain('Issued before assessments');
  });

  it('take the footer newsletter box posted without scripts and send the person back to their page', async () => {
    const form = (email: string, back: string) => ({
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email, back }).toString(),
    });
    const ok = await request(t.rt, '/newsletter', form('reader@example.com', '/about'));
    expect(ok.status).toBe(303);
    expect(ok.headers.get('location')).toBe('/about?newsletter=sent#newsletter');
    const bad = await request(t.rt, '/newsletter', form('not-an-email', '//evil.example/x'));
    expect(bad.headers.get('location')).toBe('/?newsletter=invalid-email#newsletter');
    const page = await (await request(t.rt, '/about?newsletter=sent')).text();
    expect(page).toContain('Check your inbox to confirm your subscription.');
  });

  it('refuse a signed-in page form posted by a visitor: the server decides, not the page', async () => {
    const talk = await insertTalk(t.rt, { startsInMs: 4 * DAY, title: 'Visitor post talk' });
    const res = await request(t.rt, '/changetalks', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ intent: 'register', talkId: talk.id }).toString(),
    });
    expect(res.status).toBe(401);
    expect(await res.text()).toContain('You need to be signed in to register for events');
  });
});

/**
 * The public forms posted natively, as a browser without scripts posts them (issue 17): each answers the page
 * again with the spec's messages in the HTML and the typed values kept, or the thanks; what is filed is the same
 * row and mail as through the JSON API.
 */
describe('public forms posted without scripts', () => {
  const t = useTestRuntime('pglite', { pages: true });
  const post = (path: string, fields: Record<string, string>, ip?: string) =>
    request(t.rt, path, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString(), ip });
  const text = async (res: Response) => (await res.text()).replaceAll('<!-- -->', '').replaceAll('&#x27;', "'");

  it('/demo: refuses a request without its required fields under each field, keeping what was typed; a full one is filed and thanked', async () => {
    const ip = uniqueIp();
    const refused = await post('/demo', { name: '', email: 'ravi at sunrise', organization: 'Sunrise College', role: '', preferredTime: '' }, ip);
    expect(refused.status).toBe(400);
    const html = await text(refused);
    for (const message of ['Full Name is required', 'Please enter a valid email']) expect(html).toContain(message);
    expect(html).not.toContain('Organization is required');
    expect(html).toContain('value="Sunrise College"');
    expect(html).toContain('value="ravi at sunrise"');

    const email = uniqueEmail('demo-page');
    const sent = await post('/demo', { name: 'Ravi Page', email, organization: 'Sunrise College', role: 'coordinator', preferredTime: 'afternoon', preferredDate: '', message: '' }, ip);
    expect(sent.status).toBe(200);
    expect(await text(sent)).toContain(formMessages.demoThanks.message);
    const [row] = await t.rt.database.db.select().from(inboxItems).where(eq(inboxItems.email, email));
    expect(row).toMatchObject({ kind: 'demo', name: 'Ravi Page' });
    expect(row.data).toMatchObject({ role: 'coordinator', preferredTime: 'afternoon' });
  });

  it('/become-speaker and /contact: the schema messages, then the thanks', async () => {
    const ip = uniqueIp();
    const speakerHtml = await text(await post('/become-speaker', { name: '', email: '', topic: '', bio: '' }, ip));
    for (const message of ['Name is required', 'Please enter a valid email', 'Topic is required', 'A short bio is required']) expect(speakerHtml).toContain(message);
    const speaker = await post('/become-speaker', { name: 'Lena', email: uniqueEmail('speaker-page'), topic: 'Teaching to UX', bio: 'Ten years teaching physics.', links: '' }, ip);
    expect(await text(speaker)).toContain(formMessages.speakerThanks.message);
    const contact = await post('/contact', { email: uniqueEmail('contact-page'), topic: 'Mentorship', message: 'Hello from a phone without scripts' }, ip);
    expect(await text(contact)).toContain(formMessages.contactThanks.message);
  });

  it('/university-partner: every §5 message for an empty form; a full one is filed (a web address without https:// taken as https) with the status link', async () => {
    const ip = uniqueIp();
    const empty = await text(await post('/university-partner', {}, ip));
    for (const { message } of Object.values(universityMessages).filter((m) => m !== universityMessages.emailInvalid)) expect(empty).toContain(message);
    const email = uniqueEmail('university-page');
    const filed = await post(
      '/university-partner',
      {
        universityName: 'Riverside Page University',
        accreditation: 'NAAC A',
        location: 'Pune, Maharashtra',
        establishedYear: '1990',
        totalStudents: '5000-10000',
        expectedStudents: '300',
        contactPersonName: 'Asha Rao',
        contactPersonTitle: 'Dean',
        email,
        phone: '+91 98765 43210',
        website: 'www.riverside.example.edu',
        partnershipType: 'incubator-support',
        duration: '2-years',
        termsAccepted: 'on',
      },
      ip,
    );
    expect(filed.status).toBe(200);
    const html = await text(filed);
    expect(html).toContain(formMessages.universityThanks.message);
    expect(html).toMatch(/href="\/partnership-status\/[A-Za-z0-9_-]{20,}"/);
    const [row] = await t.rt.database.db.select().from(partnershipApplications).where(eq(partnershipApplications.email, email));
    expect(row.data).toMatchObject({ website: 'https://www.riverside.example.edu', termsAccepted: true });
  });

  it('/partner: a college application posted as multipart, with its logo checked; a logo that is not an image is refused under its field', async () => {
    const ip = uniqueIp();
    const form = (email: string, logo: Blob, name: string) => {
      const body = new FormData();
      for (const [k, v] of Object.entries({ intent: 'college', institutionName: 'Sunrise Page College', location: 'Nagpur', contactPerson: 'Meera', email, numberOfStudents: '' })) body.append(k, v);
      body.append('logo', logo, name);
      return body;
    };
    const badEmail = uniqueEmail('college-page-bad');
    const refused = await request(t.rt, '/partner', { method: 'POST', body: form(badEmail, new Blob(['not a picture']), 'logo.png'), ip });
    expect(refused.status).toBe(400);
    const refusedHtml = await text(refused);
    expect(refusedHtml).toContain(formMessages.logoType.message);
    expect(refusedHtml).toContain('value="Sunrise Page College"');
    expect(await t.rt.database.db.select().from(partnershipApplications).where(eq(partnershipApplications.email, badEmail))).toEqual([]);

    const email = uniqueEmail('college-page');
    const filed = await request(t.rt, '/partner', { method: 'POST', body: form(email, new Blob([new Uint8Array(pngBytes(8, 8))], { type: 'image/png' }), 'logo.png'), ip });
    const html = await text(filed);
    expect(filed.status, html.slice(0, 300)).toBe(200);
    expect(html).toContain(formMessages.collegeThanks.message);
    expect(html).toContain('logo.png');
    const [row] = await t.rt.database.db.select().from(partnershipApplications).where(eq(partnershipApplications.email, email));
    expect(row.logo_upload_id).toBeTruthy();
  });
});

/**
 * The profile's forms posted without scripts (issue 17): each section's intent goes through Better Auth's own
 * endpoint; the page that comes back shows the person as they are now; cookies Better Auth sets are passed on.
 */
describe('profile forms posted without scripts', () => {
  const t = useTestRuntime('pglite', { pages: true });
  const post = (cookie: string, fields: Record<string, string>) =>
    request(t.rt, '/profile', { method: 'POST', cookie, headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() });
  const html = async (res: Response) => (await res.text()).replaceAll('<!-- -->', '');
  /** The cookie header a browser sends next: `cookie` with the response's Set-Cookie values in place. */
  const nextCookie = (cookie: string, res: Response) => {
    const jar = new Map(cookie.split('; ').filter(Boolean).map((c) => [c.split('=')[0], c] as const));
    for (const set of res.headers.getSetCookie()) {
      const pair = set.split(';')[0];
      if (/=$/.test(pair) || /max-age=0/i.test(set)) jar.delete(pair.split('=')[0]);
      else jar.set(pair.split('=')[0], pair);
    }
    return [...jar.values()].join('; ');
  };

  it('change the name, turn two-factor on with a code (a wrong one keeps the setup) and off, and refuse a visitor', async () => {
    const email = uniqueEmail('profile-page');
    await makeUser(t.rt, email);
    const cookie = await signIn(t.rt, email);
    expect((await post('', { intent: 'name', name: 'Visitor' })).headers.get('location')).toBe('/signin?redirect=%2Fprofile');

    const renamed = await post(cookie, { intent: 'name', name: 'Asha Renamed' });
    expect(renamed.status).toBe(200);
    const renamedHtml = await html(renamed);
    expect(renamedHtml).toContain('Your name has been updated.');
    expect(renamedHtml).toContain('value="Asha Renamed"');
    expect((await post(cookie, { intent: 'name', name: '   ' })).status).toBe(400);

    const started = await post(cookie, { intent: 'two-factor-start', password: GOOD_PASSWORD });
    expect(started.status).toBe(200);
    const startedHtml = await html(started);
    expect(startedHtml).toContain('alt="QR code for your authenticator app"');
    const uri = /name="uri" value="([^"]+)"/.exec(startedHtml)![1].replaceAll('&amp;', '&');
    const secret = new URL(uri).searchParams.get('secret')!;
    const wrong = await post(cookie, { intent: 'two-factor-verify', code: totp(secret, Date.now() + 10 * 60_000), uri, backupCodes: 'a b' });
    expect(wrong.status).toBeGreaterThanOrEqual(400);
    expect(await html(wrong)).toContain('alt="QR code for your authenticator app"');
    const verified = await post(cookie, { intent: 'two-factor-verify', code: totp(secret), uri });
    const verifiedHtml = await html(verified);
    expect(verified.status, verifiedHtml.slice(0, 500)).toBe(200);
    expect(verifiedHtml).toContain('Two-factor sign-in is on.');
    const after = nextCookie(cookie, verified);
    expect(await html(await request(t.rt, '/profile', { cookie: after }))).toContain('On: password sign-in also asks for a code');
    const off = await post(after, { intent: 'two-factor-disable', password: GOOD_PASSWORD });
    expect(await html(off)).toContain('Two-factor sign-in is off.');
  });

  it('change the password (the new session cookie is passed on) and delete the account (signed out, to the home page)', async () => {
    const email = uniqueEmail('profile-password');
    await makeUser(t.rt, email);
    const cookie = await signIn(t.rt, email);
    const wrong = await post(cookie, { intent: 'password', currentPassword: 'not-the-password-1', newPassword: 'copper-lantern-77' });
    expect(wrong.status).toBeGreaterThanOrEqual(400);
    const changed = await post(cookie, { intent: 'password', currentPassword: GOOD_PASSWORD, newPassword: 'copper-lantern-77' });
    const changedHtml = await html(changed);
    expect(changed.status, changedHtml.slice(0, 300)).toBe(200);
    expect(changedHtml).toContain('Your password has been changed.');
    expect(changedHtml).not.toContain('copper-lantern-77');
    const renewed = nextCookie(cookie, changed);
    expect(renewed).toContain('session_token');
    const deleted = await post(renewed, { intent: 'delete', password: 'copper-lantern-77' });
    expect(deleted.status).toBe(303);
    expect(deleted.headers.get('location')).toBe('/?account=deleted');
    expect((await request(t.rt, '/dashboard', { cookie: renewed })).status).toBe(302);
  });
});
