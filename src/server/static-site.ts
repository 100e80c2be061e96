/**
 * Serves the built client (React Router build output): hashed assets with a year's cache, prerendered pages
 * as static HTML, and the SPA fallback for client-only pages. Unknown paths get the fallback with status 404
 * (the client shows the 404 page, spec §2.12). Each HTML file's inline scripts are hashed once at start so the
 * page's CSP can keep script-src 'self' without 'unsafe-inline'.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import { isKnownPath } from '~/shared/paths';
import { contentSecurityPolicy } from './middleware/security-headers';

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
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};
const COMPRESSIBLE = /\.(html|js|mjs|css|json|svg|txt|xml|webmanifest)$/;

interface StaticFile {
  body: Buffer;
  gzip?: Buffer;
  type: string;
  etag: string;
  immutable: boolean;
  csp?: string;
}

export interface StaticSite {
  /** Answers a GET/HEAD for a non-API path. */
  serve(c: Context): Response;
  /** False when the client has not been built. */
  available: boolean;
}

/** Loads every file of `clientDir` into memory (the build is a few MB) and returns the handler. */
export function createStaticSite(clientDir: string): StaticSite {
  const files = new Map<string, StaticFile>();
  const root = path.resolve(clientDir);
  if (existsSync(root)) walk(root, root, files);
  const fallback = files.get('/__spa-fallback.html') ?? files.get('/index.html');
  return {
    available: !!fallback,
    serve(c) {
      const pathname = decodeSafe(c.req.path);
      const direct = files.get(pathname);
      const page = direct ?? files.get(pathname.replace(/\/$/, '') + '/index.html') ?? files.get(pathname + '.html');
      if (page && !pathname.endsWith('__spa-fallback.html')) return respond(c, page, 200);
      if (!fallback) return c.text('The web client is not built. Run `npm run build` (npm start does it for you).', 503);
      // A missing asset is a plain 404; an unknown page gets the app, which renders the 404 page.
      if (/\.[a-z0-9]+$/i.test(pathname) && !pathname.endsWith('.html')) return c.text('Not found', 404);
      return respond(c, fallback, isKnownPath(pathname) ? 200 : 404);
    },
  };
}

function respond(c: Context, file: StaticFile, status: 200 | 404): Response {
  const headers: Record<string, string> = {
    'content-type': file.type,
    etag: file.etag,
    'cache-control': file.immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    vary: 'accept-encoding',
  };
  if (file.csp) headers['content-security-policy'] = file.csp;
  if (status === 200 && c.req.header('if-none-match') === file.etag) return new Response(null, { status: 304, headers });
  const gzip = file.gzip && /\bgzip\b/.test(c.req.header('accept-encoding') ?? '');
  if (gzip) headers['content-encoding'] = 'gzip';
  const body = gzip ? file.gzip! : file.body;
  return new Response(c.req.method === 'HEAD' ? null : new Uint8Array(body), { status, headers });
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
    if (ext === '.html') file.csp = contentSecurityPolicy(inlineScriptHashes(body.toString('utf8')));
    files.set(urlPath, file);
  }
}

/** 'sha256-…' of every inline <script> body in an HTML document. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const m of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    if (!m[1]) continue;
    hashes.push('sha256-' + createHash('sha256').update(m[1], 'utf8').digest('base64'));
  }
  return hashes;
}

function decodeSafe(p: string): string {
  try {
    return decodeURIComponent(p);
  } catch {
    return p;
  }
}
