/**
 * Builds the web client when `build/client` is missing or older than its sources (npm start calls this).
 * Freshness = a fingerprint of every client source file's path, size and mtime, kept in build/.fingerprint.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
// The build steps of react-router.config.ts count as sources too: changing them changes build/client.
const SOURCES = ['src/client', 'src/shared', 'public', 'content', 'vite.config.ts', 'react-router.config.ts', 'scripts/site-map.ts', 'scripts/script-priority.ts', 'package-lock.json'];
const stampFile = path.join(root, 'build', '.fingerprint');

function fingerprint(): string {
  const h = createHash('sha256');
  const visit = (p: string) => {
    if (!existsSync(p)) return;
    const st = statSync(p);
    if (st.isDirectory()) {
      for (const name of readdirSync(p).sort()) visit(path.join(p, name));
    } else {
      h.update(`${path.relative(root, p)}:${st.size}:${st.mtimeMs}\n`);
    }
  };
  for (const s of SOURCES) visit(path.join(root, s));
  return h.digest('hex');
}

/** Returns true when a build ran. */
export function buildIfStale(): boolean {
  const current = fingerprint();
  const built = existsSync(path.join(root, 'build/client')) && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === current;
  if (built) return false;
  console.log('Building the web client (first start, or its sources changed)…');
  execFileSync(process.execPath, [path.join(root, 'node_modules/@react-router/dev/bin.js'), 'build'], { cwd: root, stdio: 'inherit' });
  writeFileSync(stampFile, current);
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`) buildIfStale();
