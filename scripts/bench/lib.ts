/**
 * Shared pieces of `npm run bench`: child servers (spawned in their own process group, stopped by id), the site
 * server the pages and bundles sections measure, readiness polling, loopback ports, medians, Markdown tables and
 * the machine description the report starts with.
 */
import { type ChildProcess, execSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Settings of the developer's shell that must not leak into a benchmarked server. */
const PROJECT_VARS = [
  'NODE_ENV',
  'DEMO',
  'PORT',
  'HOST',
  'DATA_DIR',
  'DATABASE_URL',
  'REDIS_URL',
  'SMTP_URL',
  'PUBLIC_URL',
  'BETTER_AUTH_SECRET',
  'TRUST_PROXY',
  'LOG_LEVEL',
  'LLM_BASE_URL',
  'LLM_API_KEY',
  'OIDC_ISSUER',
  'OIDC_CLIENT_ID',
  'OIDC_CLIENT_SECRET',
  'GOOGLE_CLIENT_ID',
  'GOOGLE_CLIENT_SECRET',
  'GITHUB_CLIENT_ID',
  'GITHUB_CLIENT_SECRET',
  'CLIENT_DIR',
  'TEST_DATABASE_URL',
];

/** `base` (default `process.env`) without the project's own settings, plus `extra`. */
export function cleanEnv(extra: Record<string, string>, base: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...base };
  for (const k of PROJECT_VARS) delete env[k];
  return { ...env, ...extra };
}

/** A free TCP port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls `url` until it answers 200; resolves with the milliseconds since `since`. Throws after `timeoutMs`. */
export async function waitFor200(url: string, opts: { timeoutMs: number; since?: number; child?: Child; intervalMs?: number }): Promise<number> {
  const since = opts.since ?? Date.now();
  const deadline = since + opts.timeoutMs;
  for (;;) {
    if (opts.child?.exited) throw new Error(`the server exited (code ${opts.child.exitCode}) before ${url} answered 200:\n${opts.child.output()}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(1000) });
      await res.arrayBuffer();
      if (res.status === 200) return Date.now() - since;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer 200 within ${opts.timeoutMs} ms${opts.child ? `:\n${opts.child.output()}` : ''}`);
    await sleep(opts.intervalMs ?? 25);
  }
}

export interface Child {
  proc: ChildProcess;
  readonly exited: boolean;
  readonly exitCode: number | null;
  /** The last 4 KB of the child's stdout and stderr. */
  output(): string;
  /** SIGTERM to the child's process group, SIGKILL after `graceMs`; resolves when it has exited. */
  stop(graceMs?: number): Promise<void>;
}

/** Spawns `cmd args` in `cwd` (default: this checkout) in its own process group (so `stop` reaches npm's and tsx's children too). */
export function spawnChild(cmd: string, args: string[], env: NodeJS.ProcessEnv, cwd: string = ROOT): Child {
  const proc = spawn(cmd, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let out = '';
  const keep = (b: Buffer) => {
    out = (out + b.toString()).slice(-4096);
  };
  proc.stdout?.on('data', keep);
  proc.stderr?.on('data', keep);
  let exited = false;
  let exitCode: number | null = null;
  const done = new Promise<void>((resolve) =>
    proc.once('exit', (code) => {
      exited = true;
      exitCode = code;
      resolve();
    }),
  );
  const signal = (sig: NodeJS.Signals) => {
    try {
      if (proc.pid) process.kill(-proc.pid, sig);
    } catch {
      // already gone
    }
  };
  return {
    proc,
    get exited() {
      return exited;
    },
    get exitCode() {
      return exitCode;
    },
    output: () => out,
    async stop(graceMs = 10_000) {
      if (exited) return;
      signal('SIGTERM');
      let killedByTimer = false;
      const timer = setTimeout(() => {
        killedByTimer = true;
        signal('SIGKILL');
      }, graceMs);
      await done;
      // The leader (npm) can exit before its node child has finished shutting down and released the data
      // folder: wait for the whole group to be gone (SIGKILL only after the grace period).
      const alive = () => {
        try {
          if (proc.pid) process.kill(-proc.pid, 0);
          return true;
        } catch {
          return false;
        }
      };
      while (alive() && !killedByTimer) await sleep(50);
      clearTimeout(timer);
      signal('SIGKILL');
    },
  };
}

/**
 * What a benchmarked server runs from: a Node binary, a checkout of ChangePath with its own node_modules, and the
 * environment its processes start from. The default is this process's Node in this checkout (HEAD); the
 * comparison with an older ref (compare.ts) passes a git worktree of that ref and the system's Node.
 */
export interface ServerTarget {
  /** Path of the Node binary that runs the server. */
  node: string;
  /** The checkout the server runs in (its src/, node_modules/, build/). */
  cwd: string;
  /** The environment child processes start from (before `cleanEnv` removes the project's settings). */
  env: NodeJS.ProcessEnv;
}

/** This process's Node in this checkout. */
export const HEAD_TARGET: ServerTarget = { node: process.execPath, cwd: ROOT, env: process.env };

/** The ChangePath server as `node --import tsx src/server/main.ts` (of `target`), listening on 127.0.0.1:`port`. */
export function spawnServer(port: number, env: Record<string, string>, target: ServerTarget = HEAD_TARGET): Child {
  // BENCH_SERVER_NODE_ARGS adds Node flags to the server under test, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof"
  // to see where a slow endpoint spends its time (the profile is written when the server exits).
  const extra = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(/\s+/).filter(Boolean);
  return spawnChild(
    target.node,
    [...extra, '--import', 'tsx', 'src/server/main.ts'],
    cleanEnv({ HOST: '127.0.0.1', PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, DEMO: '1', ...env }, target.env),
    target.cwd,
  );
}

/** A running site server (`startSiteServer`): its origin, and `stop` to end it and remove its data folder. */
export interface SiteServer {
  base: string;
  stop(): Promise<void>;
}

/**
 * The real server (`spawnServer`: DEMO=1, so the demo seed's talks and threads are there) on a new PGlite
 * data folder, rendering pages with the bench's copy of the build (`clientDir` = CLIENT_DIR; the server build is
 * next to it, `clientDir/../server`). Resolves once /api/health/ready answers 200.
 */
export async function startSiteServer(clientDir: string): Promise<SiteServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cp-bench-site-'));
  let server: Child | undefined;
  const stop = async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const port = await freePort();
    server = spawnServer(port, { DATA_DIR: dataDir, CLIENT_DIR: clientDir, BETTER_AUTH_SECRET: randomBytes(32).toString('base64url'), LOG_LEVEL: 'warn' });
    const base = `http://127.0.0.1:${port}`;
    await waitFor200(`${base}/api/health/ready`, { timeoutMs: 120_000, child: server });
    return { base, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}

/** GET `url` (no cookie; bounded to 30 s): status, content type and body text. */
export async function fetchPage(url: string): Promise<{ status: number; type: string; text: string }> {
  const res = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(30_000) });
  return { status: res.status, type: res.headers.get('content-type') ?? '', text: await res.text() };
}

export function median(values: number[]): number {
  if (!values.length) return NaN;
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

/** A Markdown table. */
export function table(head: string[], rows: (string | number)[][]): string {
  const line = (cells: (string | number)[]) => `| ${cells.map((c) => String(c).replace(/\|/g, '\\|')).join(' | ')} |`;
  return [line(head), line(head.map(() => '---')), ...rows.map(line)].join('\n');
}

/** The rows of the Markdown tables in `markdown` (as `table` writes them), keyed by their first cell. */
export function tableRows(markdown: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const line of markdown.split('\n').filter((l) => l.startsWith('| ') && !l.startsWith('| ---'))) {
    const cells = line.slice(2, -2).split(' | ');
    out.set(cells[0], cells);
  }
  return out;
}

export const mark = (ok: boolean | null) => (ok === null ? '—' : ok ? 'met' : '**not met**');

export function fmt(n: number, digits = 0): string {
  if (!Number.isFinite(n)) return 'n/a';
  return n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

function tryExec(cmd: string): string {
  try {
    return execSync(cmd, { cwd: ROOT, stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim();
  } catch {
    return 'unknown';
  }
}

function osName(): string {
  try {
    return /^PRETTY_NAME="?([^"\n]*)"?$/m.exec(readFileSync('/etc/os-release', 'utf8'))?.[1] ?? os.type();
  } catch {
    return os.type();
  }
}

/** Machine, versions and date, as Markdown. */
export function machineSection(): string {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  const pgVersion = tryExec(`psql postgres://postgres@127.0.0.1:5432/test -Atc 'show server_version'`);
  return [
    '## Machine',
    '',
    `- date: ${new Date().toISOString()}`,
    `- nproc: ${tryExec('nproc')} (${cpu})`,
    `- memory (free -h):`,
    '',
    '```',
    tryExec('free -h'),
    '```',
    '',
    `- OS: ${osName()} (kernel ${os.release()})`,
    `- load average at start (1/5/15 min): ${os.loadavg().map((l) => l.toFixed(2)).join(' / ')} — other processes on the machine share its cores`,
    `- node ${process.version}, npm ${tryExec('npm -v')}`,
    `- PostgreSQL server: ${pgVersion}`,
    `- Chromium: ${tryExec('/usr/bin/chromium --version')}`,
    `- git: ${tryExec('git rev-parse --short HEAD')}${tryExec('git status --porcelain --untracked-files=no') ? ' (with uncommitted changes)' : ''}`,
  ].join('\n');
}
