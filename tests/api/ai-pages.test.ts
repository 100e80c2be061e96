/**
 * The AI tools as server-rendered pages, as `npm start` serves them, and the tool page's question form as the
 * second door to the AI service's chat turn (the JSON API is the first, tests/api/ai.test.ts):
 * - /ai-tools has every card in its first HTML (no 'Loading AI tools...'), each 'Use Tool' a link to the tool's
 *   page, and its search form (`?q=&category=`) filtered on the server as the browser filters (filterTools);
 * - /ai-tools/<slug> explains the tool (meta, features, example questions, what it gives back), asks a visitor to
 *   sign in, gives a signed-in person the form; posting it answers with a redirect to the conversation, whose page
 *   shows the answer and takes a follow-up; refusals (blank, the day's allowance, too many messages, Premium on the
 *   free plan, someone else's conversation) come back on the page with the API's words; unknown tools are 404s.
 * Runs on PGlite always and on PostgreSQL when TEST_DATABASE_URL is set.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { aiConversations, aiDailyUsage, aiMessages as aiMessagesTable, aiTools, rateLimitCounters } from '~/server/db/schema';
import { AI_TOOL_CATALOGUE } from '~/server/db/seed-catalogue';
import { platformDay } from '~/server/features/ai/ai.service';
import { filterTools } from '~/client/features/ai/ai.format';
import { TOOL_GUIDES } from '~/client/features/ai/tool-guides';
import type { AiTool } from '~/shared/ai-api';
import { aiMessages } from '~/shared/ai';
import { type QuickUser, quickUser, quickUsers } from '../support/talks';
import { type LlmStub, startLlmStub } from '../support/llm-stub';
import { type TestRuntime, createTestRuntime, describeEachDatabase, request, requestJson, useTestRuntime } from '../support/test-app';
import { pageText } from '../support/doors';
import { englishOf } from '~/shared/messages';

const text = pageText;

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
/** The opening tags of the `name` elements in `html`. */
const tags = (html: string, name: string) => [...html.matchAll(new RegExp(`<${name}\\b[^>]*>`, 'gi'))].map((m) => m[0]);
/** An attribute's value in an opening tag (any attribute order, any letter case). */
const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];
/** A link to `href` whose text is `label`. */
const link = (href: string, label: string) => new RegExp(`<a\\b[^>]*\\shref="${escapeRe(href)}"[^>]*>${escapeRe(label)}</a>`);

/** The names of the cards in a catalogue page, in order. */
const cardNames = (html: string) => [...html.matchAll(/data-testid="ai-tool"[\s\S]*?<h2[^>]*>([^<]*)<\/h2>/g)].map((m) => m[1]);

function metaOf(html: string, key: string): string | undefined {
  if (key === 'canonical') return /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
  return new RegExp(`<meta (?:property|name)="${key.replace(/[:+]/g, '\\$&')}" content="([^"]*)"`).exec(html)?.[1];
}

const CV = ['Asha Rao', 'asha.rao@example.com | +91 98765 43210', 'Education: B.Sc Statistics, Pune University, 2023', 'Skills: Python, SQL, Excel'].join('\n');
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

describeEachDatabase('AI tool pages', (kind) => {
  const t = useTestRuntime(kind, { pages: true, env: { LLM_BASE_URL: undefined } });
  let tools: AiTool[];
  let learner: QuickUser;

  beforeAll(async () => {
    tools = (await requestJson(t.rt, '/api/ai/tools')).body.tools;
    learner = await quickUser(t.rt, 'ai-pages');
  });

  /** The tool page's question form posted as the browser posts it without scripts. */
  function ask(slug: string, cookie: string | undefined, fields: Record<string, string>, files: Array<[string, string]> = []) {
    const body = new FormData();
    for (const [k, v] of Object.entries(fields)) body.append(k, v);
    if (!files.length) body.append('attachments', new File([], ''), '');
    for (const [name, content] of files) body.append('attachments', new File([content], name, { type: 'text/plain' }), name);
    return request(t.rt, `/ai-tools/${slug}`, { method: 'POST', cookie, body });
  }

  const allowanceUsed = async (u: QuickUser) => (await requestJson(t.rt, '/api/ai/allowance', { cookie: u.cookie })).body.used as number;

  it('/ai-tools: every card in the first HTML, no loading text, Use Tool links to each tool page, and the search form', async () => {
    const res = await request(t.rt, '/ai-tools');
    expect(res.status).toBe(200);
    const html = await text(res);
    expect(cardNames(html)).toEqual(AI_TOOL_CATALOGUE.map((x) => x.name));
    expect(html).not.toContain(englishOf(aiMessages.loadingTools));
    const useLinks = tags(html, 'a').filter((a) => attr(a, 'aria-label')?.startsWith('Use Tool: '));
    expect(useLinks.map((a) => [attr(a, 'aria-label'), attr(a, 'href')])).toEqual(AI_TOOL_CATALOGUE.map((x) => [`Use Tool: ${x.name}`, `/ai-tools/${x.slug}`]));
    // One GET form: the search box, the Search button, then a submit button per category (All first).
    const search = tags(html, 'form').find((f) => attr(f, 'role') === 'search')!;
    expect(attr(search, 'method')).toBe('get');
    expect(tags(html, 'input').some((i) => attr(i, 'name') === 'q' && attr(i, 'type') === 'search')).toBe(true);
    const submits = tags(html, 'button').filter((b) => attr(b, 'type') === 'submit' && attr(b, 'name') === 'category');
    expect(submits.map((b) => attr(b, 'value'))).toEqual(['All', 'All', ...new Set(AI_TOOL_CATALOGUE.map((x) => x.category))]);
    // No Premium badge: no tool is Premium (decision 017); the live chat, not the page, needs scripts.
    expect(html).not.toMatch(/>Premium</);
    expect(html).toContain("The live chat dialog needs JavaScript, which is turned off or blocked in this browser. Every tool's page works without it");
  });

  it('/ai-tools?q=&category=: the server renders the list the browser would filter, unknown categories show all', async () => {
    for (const [q, category] of [
      ['swot', ''],
      ['SwOt', 'All'],
      ['', 'Exam Preparation'],
      ['plan', ''],
      ['swot', 'Exam Preparation'],
      ['', 'No Such Category'],
      ['underwater basket weaving', ''],
    ]) {
      const html = await text(await request(t.rt, `/ai-tools?${new URLSearchParams({ q, category })}`));
      const expected = filterTools(tools, { q, category }).map((x) => x.name);
      expect(cardNames(html), `q=${q} category=${category}`).toEqual(expected);
      if (!expected.length) expect(html).toContain(englishOf(aiMessages.noTools));
      const pressed = tags(html, 'button').filter((b) => attr(b, 'aria-pressed') === 'true');
      expect(pressed.map((b) => attr(b, 'value')), `pressed button for category=${category}`).toEqual([category && tools.some((x) => x.category === category) ? category : 'All']);
      // The box keeps what was searched for.
      expect(attr(tags(html, 'input').find((i) => attr(i, 'id') === 'ai-tool-search')!, 'value') ?? '').toBe(q);
    }
  });

  it('shows a Premium badge only on a tool the server gates', async () => {
    const db = t.rt.database.db;
    await db.update(aiTools).set({ is_premium: true }).where(eq(aiTools.slug, 'what-if'));
    try {
      // Signed in: never a cached page.
      const html = await text(await request(t.rt, '/ai-tools', { cookie: learner.cookie }));
      const cards = html.split('data-testid="ai-tool"').slice(1);
      const withBadge = cards.filter((c) => />Premium</.test(c)).map((c) => /<h2[^>]*>([^<]*)</.exec(c)?.[1]);
      expect(withBadge).toEqual(['What-If Career Simulator']);
    } finally {
      await db.update(aiTools).set({ is_premium: false }).where(eq(aiTools.slug, 'what-if'));
    }
  });

  it('/ai-tools/<slug> explains the tool to a visitor, with its own meta, and asks them to sign in', async () => {
    const origin = t.rt.env.publicUrl;
    const titles = new Set<string>();
    for (const entry of AI_TOOL_CATALOGUE) {
      const tool = tools.find((x) => x.slug === entry.slug)!;
      const res = await request(t.rt, `/ai-tools/${entry.slug}`);
      expect(res.status, entry.slug).toBe(200);
      const html = await text(res);
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
      expect(title).toBe(`${tool.name} · AI Tools · ChangePath`);
      titles.add(title!);
      expect(metaOf(html, 'description')).toBe(tool.description);
      expect(metaOf(html, 'canonical')).toBe(`${origin}/ai-tools/${entry.slug}`);
      expect(metaOf(html, 'og:url')).toBe(`${origin}/ai-tools/${entry.slug}`);
      expect(metaOf(html, 'og:title')).toBe(title);
      expect(metaOf(html, 'og:image')).toMatch(new RegExp(`^${origin}/`));
      const ld = JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]);
      expect(ld).toMatchObject({ '@type': 'WebApplication', name: tool.name, url: `${origin}/ai-tools/${entry.slug}`, isAccessibleForFree: true });
      expect(html).toMatch(new RegExp(`<h1[^>]*>${tool.name}</h1>`));
      expect(html).toContain(tool.category);
      expect(html).toContain(tool.description);
      for (const feature of tool.features) expect(html, feature).toContain(feature);
      const guide = TOOL_GUIDES[tool.tool_type];
      expect(guide.examples.length).toBeGreaterThanOrEqual(2);
      for (const q of guide.examples) expect(html).toContain(q);
      expect(html).toContain(guide.answer);
      expect(html).toMatch(link(`/signin?redirect=/ai-tools/${entry.slug}`, 'Sign in to use this tool'));
      expect(html).not.toContain('name="userInput"');
    }
    expect(titles.size).toBe(AI_TOOL_CATALOGUE.length);
  });

  it('answers 404 with the not-found page for an unknown, inactive or impossible tool, to a GET and to a form', async () => {
    for (const path of ['/ai-tools/no-such-tool', '/ai-tools/a%00b', '/ai-tools/%E2%9C%93', `/ai-tools/${'x'.repeat(300)}`]) {
      const res = await request(t.rt, path);
      expect(res.status, path).toBe(404);
      expect(await text(res), path).toContain('Oops! Page not found');
    }
    const db = t.rt.database.db;
    await db.update(aiTools).set({ is_active: false }).where(eq(aiTools.slug, 'skill-map'));
    try {
      expect((await request(t.rt, '/ai-tools/skill-map', { cookie: learner.cookie })).status).toBe(404);
      expect((await ask('skill-map', learner.cookie, { userInput: 'Which skills does a designer need?' })).status).toBe(404);
    } finally {
      await db.update(aiTools).set({ is_active: true }).where(eq(aiTools.slug, 'skill-map'));
    }
    expect((await ask('no-such-tool', learner.cookie, { userInput: 'Hello?' })).status).toBe(404);
  });

  it('lists every tool page in the sitemap', async () => {
    const xml = await (await request(t.rt, '/sitemap.xml')).text();
    for (const entry of AI_TOOL_CATALOGUE) expect(xml).toContain(`<loc>${t.rt.env.publicUrl}/ai-tools/${entry.slug}</loc>`);
  });

  it('signed in: asks the Resume Reviewer with a CV, reads the answer on the conversation page, and asks a follow-up for free', async () => {
    const u = await quickUser(t.rt, 'ai-pages-cv');
    const page = await text(await request(t.rt, '/ai-tools/resume-review', { cookie: u.cookie }));
    const form = tags(page, 'form').find((f) => attr(f, 'action') === '/ai-tools/resume-review')!;
    expect([attr(form, 'method'), attr(form, 'enctype')]).toEqual(['post', 'multipart/form-data']);
    expect(tags(page, 'textarea').some((x) => attr(x, 'name') === 'userInput')).toBe(true);
    expect(tags(page, 'input').some((x) => attr(x, 'name') === 'attachments' && attr(x, 'type') === 'file')).toBe(true);
    expect(page).toContain('3 of 3 uses left today');
    expect(page).not.toContain('Sign in to use this tool');

    const question = 'Please review my CV for a data analyst internship.';
    const asked = await ask('resume-review', u.cookie, { userInput: question }, [['asha-cv.txt', CV]]);
    expect(asked.status).toBe(303);
    const location = asked.headers.get('location')!;
    expect(location).toMatch(new RegExp(`^/ai-tools/resume-review\\?conversation=(${UUID})#latest$`));
    const conversationId = new URL(location, t.rt.env.publicUrl).searchParams.get('conversation')!;

    // Saved before the redirect: the question, the whole answer, the tool and its type.
    const db = t.rt.database.db;
    const [conversation] = await db.select().from(aiConversations).where(eq(aiConversations.id, conversationId));
    const resume = tools.find((x) => x.slug === 'resume-review')!;
    expect(conversation).toMatchObject({ user_id: u.id, tool_id: resume.id, tool_type: 'resume', title: question });
    const saved = await db.select().from(aiMessagesTable).where(eq(aiMessagesTable.conversation_id, conversationId)).orderBy(aiMessagesTable.created_at);
    expect(saved.map((m) => m.role)).toEqual(['user', 'assistant']);
    expect(saved[0].attachments).toEqual([expect.objectContaining({ name: 'asha-cv.txt', type: 'text/plain' })]);
    expect(saved[1].tool_type).toBe('resume');
    expect(saved[1].content).toMatch(/Resume review/);
    expect(await allowanceUsed(u)).toBe(1);

    const shown = await request(t.rt, location, { cookie: u.cookie });
    expect(shown.status).toBe(200);
    const html = await text(shown);
    expect(html).toContain(question);
    expect(html).toContain('asha-cv.txt');
    // The answer's Markdown through the assistant renderer: its headings are <h3>s, its lists lists.
    expect(html).toMatch(/<h3[^>]*>Resume review[^<]*<\/h3>/);
    expect(html).toMatch(/<li[^>]*id="latest"/);
    expect(metaOf(html, 'robots')).toBe('noindex');
    expect(metaOf(html, 'canonical')).toBe(`${t.rt.env.publicUrl}/ai-tools/resume-review`);
    expect(html).toContain(`name="conversationId" value="${conversationId}"`);
    expect(html).toContain('Send follow-up');
    expect(html).toContain('2 of 3 uses left today');

    const followUp = 'Which fix matters most for a fresher?';
    const next = await ask('resume-review', u.cookie, { userInput: followUp, conversationId });
    expect(next.status).toBe(303);
    expect(next.headers.get('location')).toBe(location);
    const after = await text(await request(t.rt, location, { cookie: u.cookie }));
    expect(after).toContain(followUp);
    expect((await db.select().from(aiMessagesTable).where(eq(aiMessagesTable.conversation_id, conversationId))).map((m) => m.role).sort()).toEqual(['assistant', 'assistant', 'user', 'user']);
    expect(await allowanceUsed(u)).toBe(1);
    // The API reads the same conversation.
    const viaApi = await requestJson(t.rt, `/api/ai/conversations/${conversationId}`, { cookie: u.cookie });
    expect(viaApi.body.messages).toHaveLength(4);
  });

  it('a text-only tool page posts without files, as the tool type of the page', async () => {
    const u = await quickUser(t.rt, 'ai-pages-swot');
    const page = await text(await request(t.rt, '/ai-tools/swot', { cookie: u.cookie }));
    expect(page).not.toContain('name="attachments"');
    const res = await request(t.rt, '/ai-tools/swot', {
      method: 'POST',
      cookie: u.cookie,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      // 'career' would be detected as career-finder: the page is the SWOT tool's, so the answer is a SWOT.
      body: new URLSearchParams({ userInput: 'I want a career in design; I draw well but I am shy.' }).toString(),
    });
    expect(res.status).toBe(303);
    const id = new URL(res.headers.get('location')!, t.rt.env.publicUrl).searchParams.get('conversation')!;
    const [answer] = await t.rt.database.db
      .select()
      .from(aiMessagesTable)
      .where(and(eq(aiMessagesTable.conversation_id, id), eq(aiMessagesTable.role, 'assistant')));
    expect(answer.tool_type).toBe('swot');
  });

  it('refuses on the page with the API’s words and what to do next: blank, too many messages, the day’s uses, a visitor', async () => {
    const db = t.rt.database.db;
    const [u] = await quickUsers(t.rt, 1, { label: 'ai-pages-refused' });

    // Blank (spaces only, no file): the spec's title and text, under the message box; nothing asked.
    const blank = await ask('career-finder', u.cookie, { userInput: '   ' });
    expect(blank.status).toBe(400);
    expect(await text(blank)).toContain(`${englishOf(aiMessages.inputRequiredTitle)}: ${englishOf(aiMessages.inputRequired)}`);
    expect(await db.select().from(aiConversations).where(eq(aiConversations.user_id, u.id))).toHaveLength(0);

    // Too many messages a minute (the service's per-person counter, shared with the API).
    await db.insert(rateLimitCounters).values({ key: `ai:chat:${u.id}`, count: 20 });
    const quick = await ask('career-finder', u.cookie, { userInput: 'Which careers fit someone who loves biology?' });
    expect(quick.status).toBe(429);
    const quickHtml = await text(quick);
    expect(quickHtml).toContain(englishOf(aiMessages.mentorError));
    expect(quickHtml).toContain(englishOf(aiMessages.tooManyMessages));
    // What was typed comes back in the box.
    expect(quickHtml).toContain('Which careers fit someone who loves biology?');
    await db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, `ai:chat:${u.id}`));

    // The day's uses spent: the plan's message, when they come back, and the plans.
    const { day } = platformDay(new Date(), t.rt.env.PLATFORM_TIME_ZONE);
    await db.insert(aiDailyUsage).values({ user_id: u.id, day, conversations: 3 });
    const spent = await ask('career-finder', u.cookie, { userInput: 'Which careers fit someone who loves biology?' });
    expect(spent.status).toBe(429);
    const spentHtml = await text(spent);
    expect(spentHtml).toContain(englishOf(aiMessages.dailyLimitReached));
    expect(spentHtml).toMatch(/Your free uses come back at 12:00 am [A-Z]{2,5}/);
    expect(spentHtml).toMatch(link('/billing/checkout?plan=premium&period=monthly', 'Get Premium for unlimited AI'));
    expect(spentHtml).toMatch(link('/pricing', 'See all plans'));
    expect(await db.select().from(aiConversations).where(eq(aiConversations.user_id, u.id))).toHaveLength(0);

    // A visitor who posts anyway (the page offers them no form) is asked to sign in.
    const visitor = await ask('career-finder', undefined, { userInput: 'Which careers fit me?' });
    expect(visitor.status).toBe(401);
    const visitorHtml = await text(visitor);
    expect(visitorHtml).toContain(englishOf(aiMessages.signInRequired));
    expect(visitorHtml).toMatch(link('/signin?redirect=/ai-tools/career-finder', 'Sign in to use this tool'));
  });

  it("keeps conversations per person: another's id shows nothing of it and cannot be continued; a malformed id is no conversation", async () => {
    const [owner, other] = await quickUsers(t.rt, 2, { label: 'ai-pages-owner' });
    const asked = await ask('learning-path', owner.cookie, { userInput: 'How do I become a data scientist?' });
    const location = asked.headers.get('location')!;
    const id = new URL(location, t.rt.env.publicUrl).searchParams.get('conversation')!;

    const peek = await request(t.rt, location, { cookie: other.cookie });
    expect(peek.status).toBe(200);
    const peekHtml = await text(peek);
    expect(peekHtml).toContain('This conversation does not exist.');
    expect(peekHtml).not.toContain('How do I become a data scientist?</p>');
    const hijack = await ask('learning-path', other.cookie, { userInput: 'Tell me more.', conversationId: id });
    expect(hijack.status).toBe(404);
    expect(await text(hijack)).toContain('This conversation does not exist.');
    expect(await t.rt.database.db.select().from(aiMessagesTable).where(eq(aiMessagesTable.conversation_id, id))).toHaveLength(2);

    for (const bad of ['not-a-uuid', '%00', "1' or '1'='1"]) {
      const res = await request(t.rt, `/ai-tools/learning-path?conversation=${bad}`, { cookie: owner.cookie });
      expect(res.status, bad).toBe(200);
      expect(await text(res)).toContain('This conversation does not exist.');
    }
    // A visitor who opens a conversation's address sees the tool and the sign-in link, nothing of the conversation.
    const visitor = await text(await request(t.rt, location));
    expect(visitor).toContain('Sign in to use this tool');
    expect(visitor).not.toContain('Your conversation');
  });

  it('Premium on the page: a free account sees the plans instead of the form and is refused a posted question (403); a premium account asks', async () => {
    const db = t.rt.database.db;
    const [free, paid] = await quickUsers(t.rt, 2, { label: 'ai-pages-premium' });
    await db.update(aiTools).set({ is_premium: true }).where(eq(aiTools.slug, 'what-if'));
    const [admin] = await quickUsers(t.rt, 1, { label: 'ai-pages-admin', role: 'admin' });
    expect((await requestJson(t.rt, `/api/admin/users/${paid.id}/plan`, { method: 'PUT', json: { plan: 'premium' }, cookie: admin.cookie })).status).toBe(200);
    try {
      const page = await text(await request(t.rt, '/ai-tools/what-if', { cookie: free.cookie }));
      expect(page).toContain('What-If Career Simulator is part of Premium. Your plan is Free.');
      expect(page).toMatch(link('/billing/checkout?plan=premium&period=monthly', 'Get Premium'));
      expect(page).not.toContain('name="userInput"');

      const refused = await ask('what-if', free.cookie, { userInput: 'What if I switch from engineering to design?' });
      expect(refused.status).toBe(403);
      const html = await text(refused);
      expect(html).toContain(englishOf(aiMessages.planRequired('What-If Career Simulator')));
      expect(html).toMatch(link('/billing/checkout?plan=premium&period=monthly', 'Get Premium'));
      expect(await db.select().from(aiConversations).where(eq(aiConversations.user_id, free.id))).toHaveLength(0);

      const paidPage = await text(await request(t.rt, '/ai-tools/what-if', { cookie: paid.cookie }));
      expect(paidPage).toContain('name="userInput"');
      expect(paidPage).toContain('Unlimited (Premium plan)');
      const asked = await ask('what-if', paid.cookie, { userInput: 'What if I switch from engineering to design?' });
      expect(asked.status).toBe(303);
    } finally {
      await db.update(aiTools).set({ is_premium: false }).where(eq(aiTools.slug, 'what-if'));
    }
  });
});

describeEachDatabase('AI tool pages with a language model', (kind) => {
  let stub: LlmStub;
  let rt: TestRuntime;
  const ANSWER = '## Your top career matches\n\n1. **Genetic counsellor**: biology and people.\n2. **Clinical research associate**: trials and teams.';

  beforeAll(async () => {
    stub = await startLlmStub();
    rt = await createTestRuntime({ database: kind, pages: true, env: { LLM_BASE_URL: stub.baseUrl, LLM_API_KEY: 'test-key', LLM_MODEL: 'stub-model', LLM_FIRST_TOKEN_TIMEOUT_SECONDS: '1' } });
  });
  afterAll(async () => {
    await rt?.close();
    await stub?.close();
  });
  beforeEach(() => stub.setMode('ok', { text: ANSWER, chunks: 6, chunkDelayMs: 40 }));

  const post = (cookie: string, userInput: string) =>
    request(rt, '/ai-tools/career-finder', { method: 'POST', cookie, headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ userInput }).toString() });

  it('waits for the whole streamed answer before it redirects, and shows it', async () => {
    const u = await quickUser(rt, 'ai-pages-llm');
    const res = await post(u.cookie, 'I enjoy biology and working with people. Which careers fit me?');
    expect(res.status).toBe(303);
    const id = new URL(res.headers.get('location')!, rt.env.publicUrl).searchParams.get('conversation')!;
    const [answer] = await rt.database.db
      .select()
      .from(aiMessagesTable)
      .where(and(eq(aiMessagesTable.conversation_id, id), eq(aiMessagesTable.role, 'assistant')));
    expect(answer.content).toBe(ANSWER);
    expect(answer.tool_type).toBe('career-finder');
    const html = await text(await request(rt, res.headers.get('location')!, { cookie: u.cookie }));
    expect(html).toMatch(/<h3[^>]*>Your top career matches<\/h3>/);
    expect(html).toMatch(/<strong>Genetic counsellor<\/strong>/);
  });

  it('a model that fails: the page says so, the day’s use is given back, and the question waits in its conversation', async () => {
    const u = await quickUser(rt, 'ai-pages-llm-fail');
    stub.setMode('error500');
    const res = await post(u.cookie, 'Which careers fit someone who loves biology?');
    expect(res.status).toBe(502);
    const html = await text(res);
    expect(html).toContain(englishOf(aiMessages.mentorError));
    expect(html).toContain(englishOf(aiMessages.failedToGetResponse));
    expect((await requestJson(rt, '/api/ai/allowance', { cookie: u.cookie })).body.used).toBe(0);
    const [conversation] = await rt.database.db.select().from(aiConversations).where(eq(aiConversations.user_id, u.id));
    const shown = await text(await request(rt, `/ai-tools/career-finder?conversation=${conversation.id}`, { cookie: u.cookie }));
    expect(shown).toContain('Which careers fit someone who loves biology?');
    expect(shown).toContain('No answer was saved for your last question. Send it again below.');
  });
});
