/**
 * A loopback OpenAI-compatible language model for tests (issue 4 Tests): a real `node:http` server on
 * 127.0.0.1 (random port) answering `POST /v1/chat/completions` the way OpenAI does when `@ai-sdk/openai-compatible`
 * asks with `stream: true` — `text/event-stream` of `data: {chat.completion.chunk}` lines, then `data: [DONE]`.
 *
 * Modes, switchable per test with `setMode`:
 * - `ok`: streams `text` in several chunks (`chunks`, default 5) `chunkDelayMs` apart (default 15 ms).
 * - `error500`: HTTP 500 with an OpenAI-style JSON error.
 * - `hang`: accepts the request, sends nothing, and holds the connection until the client gives up or `close()`.
 * - `malformed`: HTTP 200 event stream whose data is not JSON.
 * - `break`: one good chunk (`text`'s first chunk), then garbage — a stream that breaks after the first token.
 *
 * Every request is recorded (`requests`, `lastRequest()`): method, path, headers and parsed JSON body, and when
 * its connection closed (`closedAt`), so a test can see that the server stopped waiting upstream.
 */
import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export type LlmStubMode = 'ok' | 'error500' | 'hang' | 'malformed' | 'break';

export interface LlmStubModeOptions {
  /** The answer streamed in 'ok' (and the first chunk of it in 'break'). */
  text?: string;
  /** How many chunks the answer is cut into (at least 2 when the text allows). */
  chunks?: number;
  chunkDelayMs?: number;
}

/** One OpenAI chat message as the SDK sends it: `content` is a string or an array of parts. */
export interface StubChatMessage {
  role: string;
  content: string | Array<{ type: string; text?: string; image_url?: { url: string } }>;
}

export interface StubRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: { model?: string; stream?: boolean; messages?: StubChatMessage[]; [k: string]: any } | null;
  rawBody: string;
  receivedAt: number;
  /** When the client closed the connection (undefined while open). */
  closedAt?: number;
}

export interface LlmStub {
  /** e.g. `http://127.0.0.1:41234/v1` — what LLM_BASE_URL takes. */
  baseUrl: string;
  setMode(mode: LlmStubMode, opts?: LlmStubModeOptions): void;
  readonly mode: LlmStubMode;
  /** The most recent chat-completions request, or null. */
  lastRequest(): StubRequest | null;
  requests: StubRequest[];
  /** Resolves once the connection of `req` has closed (rejects after `timeoutMs`). */
  waitForClose(req: StubRequest, timeoutMs?: number): Promise<number>;
  close(): Promise<void>;
}

export const DEFAULT_STUB_TEXT = 'Here is a plan: learn Python, then statistics, then build two projects.';

/** Cuts `text` into `n` non-empty pieces of roughly equal length (fewer if the text is shorter). */
export function splitIntoChunks(text: string, n: number): string[] {
  const count = Math.max(1, Math.min(n, text.length));
  const size = Math.ceil(text.length / count);
  const out: string[] = [];
  for (let i = 0; i < text.length; i += size) out.push(text.slice(i, i + size));
  return out;
}

/** The plain text of a chat message (string content, or its text parts joined). */
export function messageText(m: StubChatMessage | undefined): string {
  if (!m) return '';
  if (typeof m.content === 'string') return m.content;
  return m.content
    .filter((p) => p.type === 'text')
    .map((p) => p.text ?? '')
    .join('\n');
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function startLlmStub(initial: LlmStubMode = 'ok', initialOpts: LlmStubModeOptions = {}): Promise<LlmStub> {
  let mode: LlmStubMode = initial;
  let modeOpts: LlmStubModeOptions = initialOpts;
  const requests: StubRequest[] = [];
  const sockets = new Set<Socket>();
  let seq = 0;

  const chunk = (id: string, delta: Record<string, unknown>, finish: string | null = null) =>
    `data: ${JSON.stringify({
      id,
      object: 'chat.completion.chunk',
      created: Math.floor(Date.now() / 1000),
      model: 'stub-model',
      choices: [{ index: 0, delta, finish_reason: finish }],
    })}\n\n`;

  const sse = (res: ServerResponse) =>
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });

  async function answer(req: IncomingMessage, res: ServerResponse, record: StubRequest) {
    const id = `chatcmpl-stub-${++seq}`;
    const text = modeOpts.text ?? DEFAULT_STUB_TEXT;
    const delay = modeOpts.chunkDelayMs ?? 15;
    const alive = () => record.closedAt === undefined && !res.destroyed;
    switch (mode) {
      case 'error500':
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'The stub model failed on purpose.', type: 'server_error', param: null, code: null } }));
        return;
      case 'hang':
        // Headers and body are never sent; the socket stays open until the client aborts or the stub closes.
        return;
      case 'malformed':
        sse(res);
        res.write('data: this is {not json at all\n\n');
        await sleep(delay);
        res.write('data: <<<garbage>>>\n\n');
        res.end('data: [DONE]\n\n');
        return;
      case 'break': {
        sse(res);
        const [first] = splitIntoChunks(text, modeOpts.chunks ?? 5);
        res.write(chunk(id, { role: 'assistant', content: first }));
        await sleep(delay);
        if (!alive()) return;
        res.write('data: {"choices": [ {"delta": \n\n');
        res.end('data: [DONE]\n\n');
        return;
      }
      case 'ok': {
        sse(res);
        const pieces = splitIntoChunks(text, modeOpts.chunks ?? 5);
        res.write(chunk(id, { role: 'assistant', content: '' }));
        for (const piece of pieces) {
          await sleep(delay);
          if (!alive()) return;
          res.write(chunk(id, { content: piece }));
        }
        res.write(chunk(id, {}, 'stop'));
        res.end('data: [DONE]\n\n');
        return;
      }
    }
  }

  const server = createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (d: string) => (raw += d));
    req.on('end', () => {
      const path = (req.url ?? '/').split('?')[0];
      if (req.method !== 'POST' || path !== '/v1/chat/completions') {
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: `No route ${req.method} ${path}`, type: 'invalid_request_error' } }));
        return;
      }
      let body: StubRequest['body'] = null;
      try {
        body = JSON.parse(raw);
      } catch {
        /* recorded as null; the test will notice */
      }
      const record: StubRequest = { method: req.method, path, headers: req.headers, body, rawBody: raw, receivedAt: Date.now() };
      requests.push(record);
      res.on('close', () => (record.closedAt ??= Date.now()));
      answer(req, res, record).catch(() => res.destroy());
    });
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    get mode() {
      return mode;
    },
    setMode(next, opts = {}) {
      mode = next;
      modeOpts = opts;
    },
    lastRequest: () => requests[requests.length - 1] ?? null,
    requests,
    async waitForClose(req, timeoutMs = 3_000) {
      const deadline = Date.now() + timeoutMs;
      while (req.closedAt === undefined) {
        if (Date.now() > deadline) throw new Error(`The stub's ${req.path} connection is still open after ${timeoutMs} ms`);
        await sleep(10);
      }
      return req.closedAt;
    },
    async close() {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
