/**
 * Serves the files of the built client (build/client): hashed assets with a year's cache, and the public folder's
 * files (favicon, robots.txt, images) revalidated by ETag. Pages are not files: they are rendered per request
 * (pages/page-handler.ts).
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Context } from 'hono';

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  // WebAssembly.instantiateStreaming needs this type (HarfBuzz for the PDF exports).
  '.wasm': 'application/wasm',
  '.webmanifest': 'application/manifest+json',
};
// PGlite's .data file (the SQL exercises' database) compresses to a third.
const COMPRESSIBLE = /\.(html|js|mjs|css|json|svg|txt|xml|webmanifest|wasm|data)$/;

interface StaticFile {
  body: Buffer;
  gzip?: Buffer;
  type: string;
  etag: string;
  immutable: boolean;
}

export interface StaticSite {
  /** Answers a GET/HEAD for a built file; undefined when no file has that path (a page, then). */
  serve(c: Context): Response | undefined;
}

/** Loads every file of `clientDir` into memory (the build is a few MB) and returns the handler. */
export function createStaticSite(clientDir: string): StaticSite {
  const files = new Map<string, StaticFile>();
  const root = path.resolve(clientDir);
  if (existsSync(root)) walk(root, root, files);
  return {
    serve(c) {
      const file = files.get(decodeSafe(c.req.path));
      return file && !file.type.startsWith('text/html') ? respond(c, file) : undefined;
    },
  };
}

function respond(c: Context, file: StaticFile): Response {
  const headers: Record<string, string> = {
    'content-type': file.type,
    etag: file.etag,
    'cache-control': file.immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    vary: 'accept-encoding',
  };
  if (c.req.header('if-none-match') === file.etag) return new Response(null, { status: 304, headers });
  const gzip = file.gzip && /\bgzip\b/.test(c.req.header('accept-encoding') ?? '');
  if (gzip) headers['content-encoding'] = 'gzip';
  const body = gzip ? file.gzip! : file.body;
  return new Response(c.req.method === 'HEAD' ? null : new Uint8Array(body), { status: 200, headers });
}

function walk(dir: string, root: string, files: Map<string, StaticFile>) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) {
      walk(full, root, files);
      continue;
    }
    const urlPath = '/' + path.relative(root, full).split(path.sep).join('/');
    const ext = path.extname(name).toLowerCase();
    const body = readFileSync(full);
    const file: StaticFile = {
      body,
      type: MIME[ext] ?? 'application/octet-stream',
      etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"`,
      immutable: urlPath.startsWith('/assets/'),
    };
    if (COMPRESSIBLE.test(ext) && body.length > 1024) file.gzip = gzipSync(body, { level: 9 });
    files.set(urlPath, file);
  }
}

function decodeSafe(p: string): string {
  try {
    return decodeURIComponent(p);
  } catch {
    return p;
  }
}
