/**
 * Small HTTP helpers for the reliability suites: `call` sends one request to a spawned server the way the web
 * client does (JSON body, the server's own Origin on unsafe methods, a session cookie) and never throws — a
 * refused or reset connection comes back as `{ status: 0, error }` — and `runPool` runs tasks `concurrency`
 * at a time until they are done or `stopped()` says to stop dispatching.
 */
export interface CallResult {
  status: number;
  /** Parsed JSON body, or the text when it is not JSON; null on a network error. */
  body: unknown;
  /** The network error (connection refused/reset), when there was no response. */
  error?: string;
  startedAt: number;
  endedAt: number;
}

export interface CallOptions {
  method?: string;
  cookie?: string;
  json?: unknown;
  headers?: Record<string, string>;
  /** Abort after this many milliseconds (default 30 s). */
  timeoutMs?: number;
}

export async function call(baseUrl: string, path: string, opts: CallOptions = {}): Promise<CallResult> {
  const method = opts.method ?? 'GET';
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.cookie) headers.cookie = opts.cookie;
  if (method !== 'GET' && method !== 'HEAD') headers.origin = baseUrl;
  let body: string | undefined;
  if (opts.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(opts.json);
  }
  const startedAt = Date.now();
  try {
    const res = await fetch(baseUrl + path, { method, headers, body, signal: AbortSignal.timeout(opts.timeoutMs ?? 30_000) });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON
    }
    return { status: res.status, body: parsed, startedAt, endedAt: Date.now() };
  } catch (err) {
    const cause = (err as { cause?: { code?: string; message?: string } }).cause;
    return { status: 0, body: null, error: cause?.code ?? cause?.message ?? String(err), startedAt, endedAt: Date.now() };
  }
}

/** Runs `tasks` with `concurrency` workers; a worker stops taking new tasks once `stopped()` is true. */
export async function runPool<T>(tasks: Array<() => Promise<T>>, concurrency: number, stopped: () => boolean = () => false): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, tasks.length) }, async () => {
      while (next < tasks.length && !stopped()) await tasks[next++]();
    }),
  );
}

/** The p-th percentile (0–100) of `values`, nearest rank. */
export function percentile(values: number[], p: number): number {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}
