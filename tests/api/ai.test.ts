/**
 * AI career tools API with the built-in offline mentor (issue 4; spec §2.8, §3.6–3.8, §4, §7.2 items 1–3, §9):
 * the catalogue (active tools by created_at), 'Use Tool' usage records, the chat (validation, streaming,
 * structured offline answers, saved conversations), the free plan's daily allowance and an admin's plan change,
 * and per-user conversations (read, rename, delete). LLM_BASE_URL is unset here; the model-backed path is in
 * ai-llm.test.ts and attachments in ai-attachments.test.ts. Runs on PGlite always and on PostgreSQL when
 * TEST_DATABASE_URL is set.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { AI_TOOL_CATALOGUE } from '~/server/db/seed-catalogue';
import { aiConversations, aiDailyUsage, aiMessages as aiMessagesTable, aiTools, userAiToolUsage } from '~/server/db/schema';
import { platformDay } from '~/server/features/ai/ai.service';
import { TOOL_TYPES, aiMessages } from '~/shared/ai';
import { ignoreIdleConnectionErrors } from '../support/community';
import { type QuickUser, quickUser, quickUsers } from '../support/talks';
import { type TestRuntime, describeEachDatabase, request, requestJson, useTestRuntime } from '../support/test-app';
import { englishOf } from '~/shared/messages';
import { writeText } from '~/server/i18n';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const QUESTION = 'How do I become a data scientist?';

interface ChatFields {
  userInput?: string;
  toolType?: string;
  context?: string;
  conversationId?: string;
  toolId?: string;
}

/** POST /api/ai/chat as the dialog sends it (multipart form). */
function postChat(rt: TestRuntime, cookie: string | undefined, fields: ChatFields, headers?: Record<string, string>) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) if (v !== undefined) form.append(k, v);
  return request(rt, '/api/ai/chat', { method: 'POST', body: form, cookie, headers });
}

/** Reads a streamed body to the end, keeping the chunks as they arrived. */
async function readChunks(res: Response): Promise<{ chunks: string[]; text: string }> {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  const chunks: string[] = [];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(decoder.decode(value, { stream: true }));
  }
  return { chunks, text: chunks.join('') };
}

/**
 * Reads the first `n` chunks and stops the stream (like the dialog's Stop button). The offline mentor paces its
 * words like a model (OFFLINE_CHUNK_DELAY_MS each), so tests that do not need a whole answer stop early.
 */
async function firstChunksThenStop(res: Response, n = 1): Promise<string> {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  for (let i = 0; i < n; i++) {
    const { done, value } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
  }
  await reader.cancel();
  return text;
}

/** Polls until `check` passes (the answer of a stopped stream is saved just after the stop). */
async function eventually(check: () => Promise<void>, timeoutMs = 3_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (err) {
      if (Date.now() > deadline) throw err;
      await new Promise((r) => setTimeout(r, 25));
    }
  }
}

describeEachDatabase('AI tools API, offline mentor', (kind) => {
  const t = useTestRuntime(kind, { seed: false, env: { LLM_BASE_URL: undefined } });
  let user: QuickUser;
  let admin: QuickUser;

  beforeAll(async () => {
    ignoreIdleConnectionErrors(t.rt.database.db);
    [user] = await quickUsers(t.rt, 1, { label: 'ai-user' });
    [admin] = await quickUsers(t.rt, 1, { label: 'ai-admin', role: 'admin' });
  });

  const allowanceOf = async (u: QuickUser) => {
    const res = await requestJson(t.rt, '/api/ai/allowance', { cookie: u.cookie });
    expect(res.status).toBe(200);
    return res.body as { plan: string; limit: number | null; used: number; remaining: number | null; resetsAt: string; timeZone: string };
  };

  // --- The catalogue ----------------------------------------------------------------------------------------

  it('lists the seeded active tools by created_at, one per tool type, to visitors', async () => {
    const res = await requestJson(t.rt, '/api/ai/tools');
    expect(res.status).toBe(200);
    const tools = res.body.tools as Array<{ id: string; name: string; tool_type: string; created_at: string; features: string[]; is_premium: boolean; icon: string; category: string; description: string }>;
    expect(tools).toHaveLength(7);
    expect(tools.map((x) => x.name)).toEqual(AI_TOOL_CATALOGUE.map((x) => x.name));
    // Each tool's address word, which `/ai-tools?tool=<slug>` links use.
    expect((tools as unknown as Array<{ slug: string }>).map((x) => x.slug)).toEqual(AI_TOOL_CATALOGUE.map((x) => x.slug));
    expect([...tools.map((x) => x.tool_type)].sort()).toEqual([...TOOL_TYPES].sort());
    const times = tools.map((x) => Date.parse(x.created_at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    for (const tool of tools) {
      expect(tool.description.length).toBeGreaterThan(20);
      expect(tool.features.length).toBeGreaterThan(0);
      expect(tool.category).toBeTruthy();
      expect(tool).not.toHaveProperty('is_active');
    }
  });

  it('hides inactive tools and orders by created_at, not insertion order', async () => {
    const db = t.rt.database.db;
    const [early] = await db
      .insert(aiTools)
      .values({ slug: 'test-early', name: 'Early Test Tool', description: 'Inserted last, created first.', category: 'Testing', created_at: new Date('2000-01-01T00:00:00Z') })
      .returning();
    await db.update(aiTools).set({ is_active: false }).where(eq(aiTools.slug, 'swot'));
    try {
      const res = await requestJson(t.rt, '/api/ai/tools');
      const names = (res.body.tools as Array<{ name: string; tool_type: string }>).map((x) => x.name);
      expect(names[0]).toBe('Early Test Tool');
      expect(names).not.toContain('Personal SWOT Analysis');
      expect(names).toHaveLength(7);
      // An inactive tool cannot be used either.
      const [swot] = await db.select().from(aiTools).where(eq(aiTools.slug, 'swot'));
      const use = await requestJson(t.rt, `/api/ai/tools/${swot.id}/use`, { method: 'POST', cookie: user.cookie });
      expect(use.status).toBe(404);
    } finally {
      await db.update(aiTools).set({ is_active: true }).where(eq(aiTools.slug, 'swot'));
      await db.delete(aiTools).where(eq(aiTools.id, early.id));
    }
    expect((await requestJson(t.rt, '/api/ai/tools')).body.tools).toHaveLength(7);
  });

  it("records every 'Use Tool': 401 visitor, count 1 then 2 with last_used_at, 404 unknown tool", async () => {
    const db = t.rt.database.db;
    const u = await quickUser(t.rt, 'ai-use');
    const tools = (await requestJson(t.rt, '/api/ai/tools')).body.tools as Array<{ id: string }>;
    const toolId = tools[0].id;

    const visitor = await requestJson(t.rt, `/api/ai/tools/${toolId}/use`, { method: 'POST' });
    expect(visitor.status).toBe(401);
    expect(await db.select().from(userAiToolUsage).where(eq(userAiToolUsage.tool_id, toolId))).toHaveLength(0);

    const before = Date.now();
    const first = await requestJson(t.rt, `/api/ai/tools/${toolId}/use`, { method: 'POST', cookie: u.cookie });
    expect(first.status).toBe(200);
    expect(first.body.usage_count).toBe(1);
    expect(first.body.allowance).toMatchObject({ plan: 'free', limit: 3 });
    const [row1] = await db.select().from(userAiToolUsage).where(and(eq(userAiToolUsage.user_id, u.id), eq(userAiToolUsage.tool_id, toolId)));
    expect(row1.usage_count).toBe(1);
    expect(row1.last_used_at.getTime()).toBeGreaterThanOrEqual(before - 5_000);

    await new Promise((r) => setTimeout(r, 20));
    const second = await requestJson(t.rt, `/api/ai/tools/${toolId}/use`, { method: 'POST', cookie: u.cookie });
    expect(second.status).toBe(200);
    expect(second.body.usage_count).toBe(2);
    const [row2] = await db.select().from(userAiToolUsage).where(and(eq(userAiToolUsage.user_id, u.id), eq(userAiToolUsage.tool_id, toolId)));
    expect(row2.usage_count).toBe(2);
    expect(row2.last_used_at.getTime()).toBeGreaterThan(row1.last_used_at.getTime());

    // Another tool has its own count; opening a tool does not spend the chat allowance.
    const other = await requestJson(t.rt, `/api/ai/tools/${tools[1].id}/use`, { method: 'POST', cookie: u.cookie });
    expect(other.body.usage_count).toBe(1);
    expect((await allowanceOf(u)).used).toBe(0);

    expect((await requestJson(t.rt, `/api/ai/tools/${UNKNOWN_ID}/use`, { method: 'POST', cookie: u.cookie })).status).toBe(404);
    expect((await requestJson(t.rt, '/api/ai/tools/not-a-uuid/use', { method: 'POST', cookie: u.cookie })).status).toBe(400);
  });

  it('says the offline mentor is answering', async () => {
    const res = await requestJson(t.rt, '/api/ai/model');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ offline: true, label: englishOf(aiMessages.offlineLabel) });
  });

  // --- The chat ---------------------------------------------------------------------------------------------

  it('refuses a visitor (401), blank input without files (400) and an unknown tool (404) before doing anything', async () => {
    const visitor = await postChat(t.rt, undefined, { userInput: QUESTION, toolType: 'learning-path' });
    expect(visitor.status).toBe(401);

    const u = await quickUser(t.rt, 'ai-blank');
    for (const userInput of ['', '   \n\t  ']) {
      const res = await postChat(t.rt, u.cookie, { userInput, toolType: 'learning-path' });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: { code: 'bad_request', message: 'Please provide your question or request.', requestId: expect.any(String) } });
    }
    const json = await requestJson(t.rt, '/api/ai/chat', { json: { userInput: '  ' }, cookie: u.cookie });
    expect(json.status).toBe(400);
    expect(json.body.error.message).toBe(englishOf(aiMessages.inputRequired));

    const tooLong = await postChat(t.rt, u.cookie, { userInput: 'x'.repeat(8001) });
    expect(tooLong.status).toBe(400);

    // A tool that does not exist (found by the API fuzzer: it reached the database as a foreign-key violation).
    const unknownTool = await postChat(t.rt, u.cookie, { userInput: QUESTION, toolId: '00000018-820c-4b6f-bfa9-664600000017' });
    expect(unknownTool.status).toBe(404);
    expect(await unknownTool.json()).toEqual({ error: { code: 'not_found', message: 'This tool does not exist.', requestId: expect.any(String) } });

    // Nothing was started or spent.
    expect((await allowanceOf(u)).used).toBe(0);
    expect(await t.rt.database.db.select().from(aiConversations).where(eq(aiConversations.user_id, u.id))).toHaveLength(0);
  });

  it('answers a body it cannot read as a form with its own words (400), and a body that is neither a form nor JSON with 415, spending nothing', async () => {
    const u = await quickUser(t.rt, 'ai-unreadable');
    const broken = await requestJson(t.rt, '/api/ai/chat', {
      method: 'POST',
      cookie: u.cookie,
      headers: { 'content-type': 'multipart/form-data; boundary=cp-boundary' },
      body: 'this is not a multipart body',
    });
    expect(broken.status).toBe(400);
    expect(broken.body).toEqual({ error: { code: 'bad_request', message: 'The request could not be read.', requestId: expect.any(String) } });
    const text = await requestJson(t.rt, '/api/ai/chat', { method: 'POST', cookie: u.cookie, headers: { 'content-type': 'text/plain' }, body: QUESTION });
    expect(text.status).toBe(415);
    expect(text.body.error.code).toBe('unsupported_media_type');
    expect((await allowanceOf(u)).used).toBe(0);
  });

  it('documents the answer as a text stream, the multipart and JSON bodies it takes, and the headers naming the conversation', async () => {
    const doc = (await requestJson(t.rt, '/api/openapi.json')).body;
    const chat = doc.paths['/ai/chat'].post;
    expect(Object.keys(chat.requestBody.content).sort()).toEqual(['application/json', 'multipart/form-data']);
    expect(chat.requestBody.content['multipart/form-data'].schema.properties.attachments).toBeTruthy();
    expect(chat.requestBody.content['application/json'].schema.properties.attachments).toBeUndefined();
    expect(Object.keys(chat.responses['200'].content)).toEqual(['text/plain']);
    expect(Object.keys(chat.responses['200'].headers).sort()).toEqual(['x-conversation-id', 'x-model', 'x-tool-type']);
    for (const status of ['502', '504']) expect(Object.keys(chat.responses[status].headers)).toEqual(['x-conversation-id']);
  });

  it('streams a structured learning path for a data scientist, saves both messages, and continues for free', async () => {
    const u = await quickUser(t.rt, 'ai-chat');
    const tools = (await requestJson(t.rt, '/api/ai/tools')).body.tools as Array<{ id: string; tool_type: string; name: string }>;
    const tool = tools.find((x) => x.tool_type === 'learning-path')!;

    const res = await postChat(t.rt, u.cookie, { userInput: `  ${QUESTION}  `, toolType: 'learning-path', toolId: tool.id, context: tool.name });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(res.headers.get('x-tool-type')).toBe('learning-path');
    expect(res.headers.get('x-model')).toBe('offline');
    const conversationId = res.headers.get('x-conversation-id');
    expect(conversationId).toMatch(/^[0-9a-f-]{36}$/);

    const { chunks, text } = await readChunks(res);
    expect(chunks.length).toBeGreaterThan(1);
    expect(text.length).toBeGreaterThan(300);
    expect(text).toMatch(/python/i);
    expect(text).toMatch(/data scien/i);
    // Structured: Markdown headings or list items, over several lines.
    expect(text).toMatch(/^#{1,4} \S/m);
    expect(text.match(/^\s*(?:[-*]|\d+\.) \S/gm)?.length ?? 0).toBeGreaterThanOrEqual(3);

    const conv = await requestJson(t.rt, `/api/ai/conversations/${conversationId}`, { cookie: u.cookie });
    expect(conv.status).toBe(200);
    expect(conv.body.conversation).toMatchObject({ id: conversationId, title: QUESTION, tool_type: 'learning-path', tool_id: tool.id });
    expect(conv.body.messages.map((m: { role: string }) => m.role)).toEqual(['user', 'assistant']);
    expect(conv.body.messages[0].content).toBe(QUESTION);
    expect(conv.body.messages[1].content).toBe(text);
    expect(conv.body.messages[1].tool_type).toBe('learning-path');

    const list = await requestJson(t.rt, '/api/ai/conversations', { cookie: u.cookie });
    expect(list.body.conversations).toEqual([expect.objectContaining({ id: conversationId, title: QUESTION, tool_type: 'learning-path', tool_name: tool.name })]);
    expect((await allowanceOf(u)).used).toBe(1);

    // Continuing the conversation is not a new use.
    const next = await postChat(t.rt, u.cookie, { userInput: 'Which free resources should I start with?', toolType: 'learning-path', conversationId: conversationId! });
    expect(next.status).toBe(200);
    expect(next.headers.get('x-conversation-id')).toBe(conversationId);
    // Stopped after a few words: what was streamed is kept as the answer.
    const partial = await firstChunksThenStop(next, 5);
    expect(partial.trim().length).toBeGreaterThan(0);
    expect((await allowanceOf(u)).used).toBe(1);
    await eventually(async () => {
      const after = await requestJson(t.rt, `/api/ai/conversations/${conversationId}`, { cookie: u.cookie });
      expect(after.body.messages.map((m: { role: string }) => m.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
      expect(after.body.messages[2].content).toBe('Which free resources should I start with?');
      expect(after.body.messages[3].content.startsWith(partial)).toBe(true);
    });
    expect((await requestJson(t.rt, '/api/ai/conversations', { cookie: u.cookie })).body.conversations).toHaveLength(1);
  });

  it('answers a Hindi page with its headings, labels and next steps in Hindi, and saves that answer', async () => {
    const u = await quickUser(t.rt, 'ai-hindi');
    // The site's scripts send the page's language with every API call.
    const res = await postChat(t.rt, u.cookie, { userInput: QUESTION, toolType: 'learning-path' }, { 'accept-language': 'hi' });
    expect(res.status).toBe(200);
    const { text } = await readChunks(res);
    const lines = text.split('\n');
    expect(lines[0]).toBe(`## ${writeText({ id: 'mentor.path.roadmap', values: { career: 'Data Scientist' } }, 'hi')}`);
    expect(text).toContain(`### ${writeText({ id: 'mentor.next-steps' }, 'hi')}`);
    expect(text).not.toMatch(/^### (?:Stage|Next steps)/m);
    expect(text).toMatch(/python/i);
    const conversationId = res.headers.get('x-conversation-id');
    const conv = await requestJson(t.rt, `/api/ai/conversations/${conversationId}`, { cookie: u.cookie });
    expect(conv.body.messages[1].content).toBe(text);

    // The same question from an English page is answered in English.
    const en = await postChat(t.rt, u.cookie, { userInput: QUESTION, toolType: 'learning-path', conversationId: conversationId! });
    expect((await readChunks(en)).text.split('\n')[0]).toBe('## Roadmap: Data Scientist');
  });

  it('detects the tool type from the message when none is given (spec §4)', async () => {
    const u = await quickUser(t.rt, 'ai-detect');
    const res = await postChat(t.rt, u.cookie, { userInput: 'Please do a SWOT of me: I code well but speak little.' });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-tool-type')).toBe('swot');
    await firstChunksThenStop(res);
    const bogus = await postChat(t.rt, u.cookie, { userInput: 'I want to crack the GATE exam', toolType: 'not-a-type' });
    expect(bogus.status).toBe(200);
    expect(bogus.headers.get('x-tool-type')).toBe('study-planner');
    await firstChunksThenStop(bogus);
  });

  // --- Allowance and plans ----------------------------------------------------------------------------------

  it("refuses a free user's 4th conversation of the day (429), until an admin makes them premium", async () => {
    const u = await quickUser(t.rt, 'ai-free');
    const start = await allowanceOf(u);
    expect(start).toMatchObject({ plan: 'free', limit: 3, used: 0, remaining: 3, timeZone: 'Asia/Kolkata' });
    expect(start.resetsAt).toBe(platformDay(new Date(), 'Asia/Kolkata').resetsAt.toISOString());

    for (let i = 1; i <= 3; i++) {
      const res = await postChat(t.rt, u.cookie, { userInput: `${QUESTION} (${i})`, toolType: 'learning-path' });
      expect(res.status).toBe(200);
      expect((await firstChunksThenStop(res)).length).toBeGreaterThan(0);
      expect(await allowanceOf(u)).toMatchObject({ used: i, remaining: 3 - i });
    }

    const refused = await postChat(t.rt, u.cookie, { userInput: `${QUESTION} (4)`, toolType: 'learning-path' });
    expect(refused.status).toBe(429);
    const body = (await refused.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('rate_limited');
    expect(body.error.message).toBe(englishOf(aiMessages.dailyLimitReached));
    expect(body.error.message).toMatch(/upgrade|\/pricing/i);
    expect(await allowanceOf(u)).toMatchObject({ plan: 'free', used: 3, remaining: 0 });
    expect((await requestJson(t.rt, '/api/ai/conversations', { cookie: u.cookie })).body.conversations).toHaveLength(3);

    // Only an admin may change a plan.
    const asUser = await requestJson(t.rt, `/api/admin/users/${u.id}/plan`, { method: 'PUT', json: { plan: 'premium' }, cookie: u.cookie });
    expect(asUser.status).toBe(403);
    const asVisitor = await requestJson(t.rt, `/api/admin/users/${u.id}/plan`, { method: 'PUT', json: { plan: 'premium' } });
    expect(asVisitor.status).toBe(401);
    expect((await requestJson(t.rt, `/api/admin/users/${u.id}/plan`, { method: 'PUT', json: { plan: 'gold' }, cookie: admin.cookie })).status).toBe(400);
    expect((await requestJson(t.rt, '/api/admin/users/no-such-user/plan', { method: 'PUT', json: { plan: 'premium' }, cookie: admin.cookie })).status).toBe(404);
    expect((await allowanceOf(u)).plan).toBe('free');

    const promoted = await requestJson(t.rt, `/api/admin/users/${u.id}/plan`, { method: 'PUT', json: { plan: 'premium' }, cookie: admin.cookie });
    expect(promoted.status).toBe(200);
    expect(promoted.body).toEqual({ plan: 'premium' });
    expect(await allowanceOf(u)).toMatchObject({ plan: 'premium', limit: null, remaining: null });

    const fourth = await postChat(t.rt, u.cookie, { userInput: `${QUESTION} (4)`, toolType: 'learning-path' });
    expect(fourth.status).toBe(200);
    await firstChunksThenStop(fourth);
    const fifth = await postChat(t.rt, u.cookie, { userInput: `${QUESTION} (5)`, toolType: 'learning-path' });
    expect(fifth.status).toBe(200);
    await firstChunksThenStop(fifth);
    expect((await allowanceOf(u)).used).toBe(5);
  });

  it("enforces Premium: a free account is refused a Premium tool's use and chats (403 plan_required, nothing spent); premium and business are not", async () => {
    const db = t.rt.database.db;
    const [whatIf] = await db.update(aiTools).set({ is_premium: true }).where(eq(aiTools.slug, 'what-if')).returning();
    try {
      const listed = ((await requestJson(t.rt, '/api/ai/tools')).body.tools as Array<{ slug: string; is_premium: boolean }>).find((x) => x.slug === 'what-if');
      expect(listed?.is_premium).toBe(true);
      const [free, paid, business] = await quickUsers(t.rt, 3, { label: 'ai-premium' });
      for (const [u, plan] of [[paid, 'premium'], [business, 'business']] as const) {
        expect((await requestJson(t.rt, `/api/admin/users/${u.id}/plan`, { method: 'PUT', json: { plan }, cookie: admin.cookie })).status).toBe(200);
      }
      const planRequired = { error: { code: 'plan_required', message: englishOf(aiMessages.planRequired(whatIf.name)), requestId: expect.any(String) } };
      expect(planRequired.error.message).toBe('What-If Career Simulator is part of Premium. Upgrade on the Pricing page to use it.');

      // Visitors are asked to sign in first, as for any tool.
      expect((await requestJson(t.rt, `/api/ai/tools/${whatIf.id}/use`, { method: 'POST' })).status).toBe(401);
      expect((await postChat(t.rt, undefined, { userInput: 'What if I switch to design?', toolId: whatIf.id })).status).toBe(401);

      // The free account: 'Use Tool' and a first message are refused, and nothing is counted or started.
      const use = await requestJson(t.rt, `/api/ai/tools/${whatIf.id}/use`, { method: 'POST', cookie: free.cookie });
      expect(use.status).toBe(403);
      expect(use.body).toEqual(planRequired);
      const chat = await postChat(t.rt, free.cookie, { userInput: 'What if I switch from engineering to design?', toolType: 'what-if', toolId: whatIf.id });
      expect(chat.status).toBe(403);
      expect(await chat.json()).toEqual(planRequired);
      expect(await db.select().from(userAiToolUsage).where(eq(userAiToolUsage.user_id, free.id))).toHaveLength(0);
      expect(await db.select().from(aiConversations).where(eq(aiConversations.user_id, free.id))).toHaveLength(0);
      expect((await allowanceOf(free)).used).toBe(0);
      // A tool that is not Premium is still theirs.
      const swot = (await db.select().from(aiTools).where(eq(aiTools.slug, 'swot')))[0];
      expect((await requestJson(t.rt, `/api/ai/tools/${swot.id}/use`, { method: 'POST', cookie: free.cookie })).status).toBe(200);

      // Paid plans use it.
      for (const u of [paid, business]) {
        const used = await requestJson(t.rt, `/api/ai/tools/${whatIf.id}/use`, { method: 'POST', cookie: u.cookie });
        expect(used.status).toBe(200);
        expect(used.body.usage_count).toBe(1);
        const res = await postChat(t.rt, u.cookie, { userInput: 'What if I switch from engineering to design?', toolType: 'what-if', toolId: whatIf.id, context: whatIf.name });
        expect(res.status).toBe(200);
        expect(res.headers.get('x-tool-type')).toBe('what-if');
        expect((await readChunks(res)).text.length).toBeGreaterThan(100);
      }

      // A conversation with the Premium tool cannot be continued once the plan no longer includes it.
      const started = await postChat(t.rt, paid.cookie, { userInput: 'What if I drop my MBA to build a startup?', toolId: whatIf.id });
      const conversationId = started.headers.get('x-conversation-id')!;
      await readChunks(started);
      await requestJson(t.rt, `/api/admin/users/${paid.id}/plan`, { method: 'PUT', json: { plan: 'free' }, cookie: admin.cookie });
      const continued = await postChat(t.rt, paid.cookie, { userInput: 'And the risks?', conversationId });
      expect(continued.status).toBe(403);
      expect(await continued.json()).toEqual(planRequired);
    } finally {
      await db.update(aiTools).set({ is_premium: false }).where(eq(aiTools.slug, 'what-if'));
    }
  });

  it('answers as the tool type sent; with none, detects it from the message, falling back to the tool or conversation it belongs to', async () => {
    const db = t.rt.database.db;
    const u = await quickUser(t.rt, 'ai-type');
    const [swot] = await db.select().from(aiTools).where(eq(aiTools.slug, 'swot'));
    // The type sent wins over the message's keywords ('become' would detect skill-map).
    const sent = await postChat(t.rt, u.cookie, { userInput: 'I want to become a chef.', toolType: 'career-finder' });
    expect(sent.headers.get('x-tool-type')).toBe('career-finder');
    await firstChunksThenStop(sent);
    // No type and no keyword: the tool's type, then the conversation's.
    const started = await postChat(t.rt, u.cookie, { userInput: 'I am patient and I draw well.', toolId: swot.id });
    expect(started.status).toBe(200);
    expect(started.headers.get('x-tool-type')).toBe('swot');
    const conversationId = started.headers.get('x-conversation-id')!;
    await readChunks(started);
    const next = await postChat(t.rt, u.cookie, { userInput: 'Tell me more.', conversationId });
    expect(next.headers.get('x-tool-type')).toBe('swot');
    await readChunks(next);
  });

  it('never lets concurrent starts exceed the free allowance', async () => {
    const u = await quickUser(t.rt, 'ai-race');
    const results = await Promise.all(Array.from({ length: 6 }, (_, i) => postChat(t.rt, u.cookie, { userInput: `Race ${i}: ${QUESTION}`, toolType: 'learning-path' })));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429]);
    await Promise.all(results.map((r) => (r.status === 200 ? firstChunksThenStop(r) : r.text())));
    const [row] = await t.rt.database.db.select().from(aiDailyUsage).where(eq(aiDailyUsage.user_id, u.id));
    expect(row.conversations).toBe(3);
    expect(await t.rt.database.db.select().from(aiConversations).where(eq(aiConversations.user_id, u.id))).toHaveLength(3);
  });

  // --- Conversations are per user ---------------------------------------------------------------------------

  it("keeps conversations per user: another user's id is 404; the owner renames and deletes", async () => {
    const db = t.rt.database.db;
    const [owner, other] = await quickUsers(t.rt, 2, { label: 'ai-owner' });
    const res = await postChat(t.rt, owner.cookie, { userInput: 'What skills does a UX designer need?', toolType: 'skill-map' });
    expect(res.status).toBe(200);
    const id = res.headers.get('x-conversation-id')!;
    await firstChunksThenStop(res, 3);

    expect((await requestJson(t.rt, `/api/ai/conversations/${id}`, { cookie: other.cookie })).status).toBe(404);
    expect((await requestJson(t.rt, `/api/ai/conversations/${id}`, { method: 'PATCH', json: { title: 'Mine now' }, cookie: other.cookie })).status).toBe(404);
    expect((await requestJson(t.rt, `/api/ai/conversations/${id}`, { method: 'DELETE', cookie: other.cookie })).status).toBe(404);
    const hijack = await postChat(t.rt, other.cookie, { userInput: 'Tell me more', conversationId: id });
    expect(hijack.status).toBe(404);
    expect((await requestJson(t.rt, '/api/ai/conversations', { cookie: other.cookie })).body.conversations).toEqual([]);
    expect((await requestJson(t.rt, `/api/ai/conversations/${id}`)).status).toBe(401);
    expect((await requestJson(t.rt, `/api/ai/conversations/${UNKNOWN_ID}`, { cookie: owner.cookie })).status).toBe(404);
    // The owner's conversation is untouched.
    await eventually(async () => {
      const still = await requestJson(t.rt, `/api/ai/conversations/${id}`, { cookie: owner.cookie });
      expect(still.body.conversation.title).toBe('What skills does a UX designer need?');
      expect(still.body.messages.map((m: { role: string }) => m.role)).toEqual(['user', 'assistant']);
    });

    expect((await requestJson(t.rt, `/api/ai/conversations/${id}`, { method: 'PATCH', json: { title: '   ' }, cookie: owner.cookie })).status).toBe(400);
    const renamed = await requestJson(t.rt, `/api/ai/conversations/${id}`, { method: 'PATCH', json: { title: '  UX skills  ' }, cookie: owner.cookie });
    expect(renamed.status).toBe(200);
    expect((await requestJson(t.rt, `/api/ai/conversations/${id}`, { cookie: owner.cookie })).body.conversation.title).toBe('UX skills');
    expect((await requestJson(t.rt, '/api/ai/conversations', { cookie: owner.cookie })).body.conversations.map((c: { title: string }) => c.title)).toEqual(['UX skills']);

    const deleted = await requestJson(t.rt, `/api/ai/conversations/${id}`, { method: 'DELETE', cookie: owner.cookie });
    expect(deleted.status).toBe(200);
    expect((await requestJson(t.rt, `/api/ai/conversations/${id}`, { cookie: owner.cookie })).status).toBe(404);
    expect((await requestJson(t.rt, '/api/ai/conversations', { cookie: owner.cookie })).body.conversations).toEqual([]);
    expect(await db.select().from(aiMessagesTable).where(inArray(aiMessagesTable.conversation_id, [id]))).toHaveLength(0);
  });
});
