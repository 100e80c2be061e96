/**
 * The chat backed by an OpenAI-compatible model (issue 4 "The model behind it" and Tests): LLM_BASE_URL points
 * at a loopback stub (tests/support/llm-stub.ts) that streams like the real API. Happy path (exact text, system
 * prompt per tool type, the user's message and the history reach the model), upstream 500 → 502, no first
 * token within LLM_FIRST_TOKEN_TIMEOUT_SECONDS → 504 while other endpoints stay fast, a malformed stream → 502,
 * a stream that breaks after the first token → the partial answer ends cleanly. A failed turn keeps the user's
 * message and saves no empty assistant message. Runs on PGlite always, on PostgreSQL when TEST_DATABASE_URL is set.
 */
import { eq } from 'drizzle-orm';
import { STREAM_INTERRUPTED_NOTE } from '~/server/features/ai/ai.chat';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { aiConversations, aiMessages as aiMessagesTable } from '~/server/db/schema';
import { systemPrompt } from '~/server/features/ai/ai.prompts';
import { readQuestionBank } from '~/server/features/assessment/assessment.questions';
import { aiMessages } from '~/shared/ai';
import { ignoreIdleConnectionErrors } from '../support/community';
import { type LlmStub, messageText, startLlmStub } from '../support/llm-stub';
import { type QuickUser, quickUser } from '../support/talks';
import { type TestRuntime, createTestRuntime, describeEachDatabase, request, requestJson } from '../support/test-app';
import { englishOf } from '~/shared/messages';

const QUESTION = 'How do I become a data scientist?';
const ANSWER = [
  '## Your path to data science',
  '',
  '1. **Python** and SQL (8 weeks): NPTEL, freeCodeCamp.',
  '2. Statistics (6 weeks) — probability, hypothesis tests.',
  '3. Two portfolio projects; starting pay ≈ ₹6–10 LPA (approximate). 🚀',
].join('\n');

interface ChatFields {
  userInput?: string;
  toolType?: string;
  context?: string;
  conversationId?: string;
}

function postChat(rt: TestRuntime, cookie: string, fields: ChatFields, headers?: Record<string, string>) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) if (v !== undefined) form.append(k, v);
  return request(rt, '/api/ai/chat', { method: 'POST', body: form, cookie, headers });
}

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

describeEachDatabase('AI chat with an OpenAI-compatible model', (kind) => {
  let stub: LlmStub;
  let rt: TestRuntime;

  beforeAll(async () => {
    stub = await startLlmStub();
    rt = await createTestRuntime({
      database: kind,
      seed: false,
      env: { LLM_BASE_URL: stub.baseUrl, LLM_API_KEY: 'test-key-123', LLM_MODEL: 'stub-model-1', LLM_FIRST_TOKEN_TIMEOUT_SECONDS: '1' },
    });
    ignoreIdleConnectionErrors(rt.database.db);
  });
  afterAll(async () => {
    await rt?.close();
    await stub?.close();
  });
  beforeEach(() => stub.setMode('ok', { text: ANSWER, chunks: 6, chunkDelayMs: 10 }));

  /** The only conversation of `u`, with its messages from the database. */
  async function onlyConversation(u: QuickUser) {
    const db = rt.database.db;
    const convs = await db.select().from(aiConversations).where(eq(aiConversations.user_id, u.id));
    expect(convs).toHaveLength(1);
    const messages = await db.select().from(aiMessagesTable).where(eq(aiMessagesTable.conversation_id, convs[0].id)).orderBy(aiMessagesTable.created_at);
    return { conversation: convs[0], messages };
  }

  it('says a model is answering', async () => {
    expect((await requestJson(rt, '/api/ai/model')).body).toEqual({ offline: false, label: null });
  });

  it("streams the model's text exactly, with the tool type's system prompt and the user's message", async () => {
    const u = await quickUser(rt, 'llm-ok');
    const before = stub.requests.length;
    const res = await postChat(rt, u.cookie, { userInput: `  ${QUESTION} `, toolType: 'learning-path', context: 'Learning Path Generator' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(res.headers.get('x-model')).toBe('llm');
    const id = res.headers.get('x-conversation-id');
    expect(id).toBeTruthy();
    const { chunks, text } = await readChunks(res);
    expect(text).toBe(ANSWER);
    expect(chunks.length).toBeGreaterThan(1);

    expect(stub.requests.length).toBe(before + 1);
    const sent = stub.lastRequest()!;
    expect(sent.path).toBe('/v1/chat/completions');
    expect(sent.headers.authorization).toBe('Bearer test-key-123');
    expect(sent.body).toMatchObject({ model: 'stub-model-1', stream: true });
    const messages = sent.body!.messages!;
    expect(messages.map((m) => m.role)).toEqual(['system', 'user']);
    expect(messageText(messages[0])).toBe(systemPrompt('learning-path', 'Learning Path Generator'));
    expect(messageText(messages[0])).toMatch(/staged learning path/i);
    expect(messageText(messages[1])).toBe(QUESTION);

    const conv = await requestJson(rt, `/api/ai/conversations/${id}`, { cookie: u.cookie });
    expect(conv.body.messages.map((m: { role: string; content: string }) => [m.role, m.content])).toEqual([
      ['user', QUESTION],
      ['assistant', ANSWER],
    ]);

    // The next turn carries the history, and another tool type's prompt.
    stub.setMode('ok', { text: 'Compare both: stay 6 months, then switch.', chunks: 3, chunkDelayMs: 5 });
    const next = await postChat(rt, u.cookie, { userInput: 'What if I switch from teaching instead?', toolType: 'what-if', conversationId: id! });
    expect(next.status).toBe(200);
    expect((await readChunks(next)).text).toBe('Compare both: stay 6 months, then switch.');
    const second = stub.lastRequest()!.body!.messages!;
    expect(second.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(messageText(second[0])).toBe(systemPrompt('what-if', null));
    expect(second.slice(1).map(messageText)).toEqual([QUESTION, ANSWER, 'What if I switch from teaching instead?']);
    expect(messageText(second[0])).toMatch(/write the answer in English, unless the person writes in Hindi or Hinglish/);

    // Asked from a Hindi page (the site's scripts send the page's language), the model is told to answer in Hindi.
    const hindi = await postChat(rt, u.cookie, { userInput: 'डेटा एनालिस्ट कैसे बनूँ?', toolType: 'learning-path', context: 'Learning Path Generator' }, { 'accept-language': 'hi' });
    expect(hindi.status).toBe(200);
    await readChunks(hindi);
    const asked = messageText(stub.lastRequest()!.body!.messages![0]);
    expect(asked).toBe(systemPrompt('learning-path', 'Learning Path Generator', null, 'hi'));
    expect(asked).toMatch(/uses ChangePath in Hindi\. Write the whole answer in Hindi \(Devanagari\)/);
    expect(asked).not.toMatch(/write the answer in English/);
  });

  it("sends the person's career profile and assessment result to the model in the system prompt (issue 23)", async () => {
    const u = await quickUser(rt, 'llm-profile');
    const profile = await requestJson(rt, '/api/me/career-profile', {
      method: 'PUT',
      cookie: u.cookie,
      json: { stage: 'professional', field: 'Accounting, 5 years in audit', goal: 'Move into data science', example_language: 'Hindi' },
    });
    expect(profile.status).toBe(200);
    // Top marks in career, digital and entrepreneurship; nothing in communication and finance.
    const bank = readQuestionBank();
    const low = new Set(['communication', 'finance']);
    const answers = Object.fromEntries(bank.questions.map((q) => {
      const points = low.has(q.area) ? Math.min(...q.options.map((o) => o.points)) : Math.max(...q.options.map((o) => o.points));
      return [q.id, q.options.findIndex((o) => o.points === points)];
    }));
    expect((await requestJson(rt, '/api/assessment/results', { cookie: u.cookie, json: { answers } })).status).toBe(201);

    const res = await postChat(rt, u.cookie, { userInput: QUESTION, toolType: 'learning-path', context: 'Learning Path Generator' });
    expect(res.status).toBe(200);
    expect((await readChunks(res)).text).toBe(ANSWER);
    const system = messageText(stub.lastRequest()!.body!.messages![0]);
    expect(system).toBe(
      systemPrompt('learning-path', 'Learning Path Generator', {
        stage: 'professional',
        field: 'Accounting, 5 years in audit',
        goal: 'Move into data science',
        exampleLanguage: 'Hindi',
        weakAreas: ['communication', 'finance'],
        strongAreas: ['career', 'digital', 'entrepreneurship'],
      }),
    );
    // Spelled out, so that a prompt builder that dropped the profile for everyone could not pass by agreeing with itself.
    expect(system).not.toBe(systemPrompt('learning-path', 'Learning Path Generator'));
    expect(system).toContain('Stage: a working professional');
    expect(system).toContain('"Accounting, 5 years in audit"');
    expect(system).toContain('Goal: "Move into data science"');
    expect(system).toMatch(/Starting out \(under 40%\): communication, finance/);
    expect(system).toMatch(/Strong \(75% or more\): career, digital, entrepreneurship/);
    expect(system).toMatch(/Never present it as evidence of a specific tool or skill/);
    expect(system).toMatch(/examples in: Hindi/);
    expect(system).toMatch(/never school-leaving exams/);
  });

  it('answers an upstream 500 with 502 upstream_failed and keeps only the user message', async () => {
    stub.setMode('error500');
    const u = await quickUser(rt, 'llm-500');
    const res = await postChat(rt, u.cookie, { userInput: QUESTION, toolType: 'learning-path' });
    expect(res.status).toBe(502);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(await res.json()).toEqual({ error: { code: 'upstream_failed', message: 'Failed to get AI response. Please try again.', requestId: expect.any(String) } });
    expect(stub.lastRequest()!.body!.messages!.at(-1)!.role).toBe('user');

    const { messages } = await onlyConversation(u);
    expect(messages.map((m) => [m.role, m.content])).toEqual([['user', QUESTION]]);
  });

  it('gives up after LLM_FIRST_TOKEN_TIMEOUT_SECONDS with 504, stops waiting upstream, and stays responsive meanwhile', async () => {
    stub.setMode('hang');
    const u = await quickUser(rt, 'llm-hang');
    const seen = stub.requests.length;
    const started = Date.now();
    const pending = postChat(rt, u.cookie, { userInput: QUESTION, toolType: 'learning-path' }).then((res) => ({ res, ms: Date.now() - started }));

    // Wait until the stub holds the request, then probe other endpoints while the chat hangs.
    const deadline = Date.now() + 2_000;
    while (stub.requests.length === seen) {
      if (Date.now() > deadline) throw new Error('the chat never reached the stub');
      await new Promise((r) => setTimeout(r, 10));
    }
    const hung = stub.lastRequest()!;
    const probeStart = performance.now();
    const ready = await request(rt, '/api/health/ready');
    const probeMs = performance.now() - probeStart;
    expect(ready.status).toBe(200);
    expect(probeMs).toBeLessThan(500);
    const tools = await requestJson(rt, '/api/ai/tools');
    expect(tools.status).toBe(200);
    expect(hung.closedAt).toBeUndefined();

    const { res, ms } = await pending;
    expect(res.status).toBe(504);
    expect(await res.json()).toEqual({ error: { code: 'upstream_timeout', message: englishOf(aiMessages.failedToGetResponse), requestId: expect.any(String) } });
    expect(ms).toBeGreaterThanOrEqual(900);
    expect(ms).toBeLessThan(3_000);
    // The server aborted its upstream request instead of leaving it open.
    const closedAt = await stub.waitForClose(hung, 2_000);
    expect(closedAt - started).toBeLessThan(3_000);

    const { messages } = await onlyConversation(u);
    expect(messages.map((m) => m.role)).toEqual(['user']);
  });

  it('answers a malformed stream with 502 and saves no assistant message', async () => {
    stub.setMode('malformed');
    const u = await quickUser(rt, 'llm-bad');
    const res = await postChat(rt, u.cookie, { userInput: QUESTION, toolType: 'learning-path' });
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ error: { code: 'upstream_failed', message: englishOf(aiMessages.failedToGetResponse), requestId: expect.any(String) } });
    const { messages } = await onlyConversation(u);
    expect(messages.map((m) => [m.role, m.content])).toEqual([['user', QUESTION]]);
  });

  it('ends the answer with an interruption note when the stream breaks after the first token, keeping what arrived', async () => {
    stub.setMode('break', { text: ANSWER, chunks: 4 });
    const u = await quickUser(rt, 'llm-break');
    const res = await postChat(rt, u.cookie, { userInput: QUESTION, toolType: 'learning-path' });
    expect(res.status).toBe(200);
    const { text } = await readChunks(res);
    expect(text.endsWith(STREAM_INTERRUPTED_NOTE)).toBe(true);
    const arrived = text.slice(0, -STREAM_INTERRUPTED_NOTE.length);
    expect(arrived.length).toBeGreaterThan(0);
    expect(ANSWER.startsWith(arrived)).toBe(true);
    expect(arrived).not.toBe(ANSWER);
    const { messages } = await onlyConversation(u);
    expect(messages.map((m) => [m.role, m.content])).toEqual([
      ['user', QUESTION],
      ['assistant', text],
    ]);
    // The server is fine afterwards.
    stub.setMode('ok', { text: 'Still here.', chunks: 2, chunkDelayMs: 1 });
    const again = await postChat(rt, u.cookie, { userInput: 'Are you there?', conversationId: (await onlyConversation(u)).conversation.id });
    expect((await readChunks(again)).text).toBe('Still here.');
  });
});
