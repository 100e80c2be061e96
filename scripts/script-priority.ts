/**
 * Build step (issue 9 page speed): in every prerendered page of build/client, the `<link rel="modulepreload">`
 * tags React Router writes get `fetchpriority="low"`. A prerendered page paints from its HTML and one stylesheet;
 * its ~50 script modules are needed to hydrate, not to paint. At the browser's default (High) they competed with
 * the stylesheet for a slow mobile connection, and the first paint waited for about 250 KB of JavaScript
 * (Lighthouse's mobile run: FCP ≈ LCP ≈ 2.1–2.9 s, all of it "render delay"). The SPA fallback
 * (__spa-fallback.html) is left alone: nothing paints there before its scripts run.
 *
 * `lowerModulePreloadPriority(html)` → the same HTML with the attribute added (idempotent);
 * `lowerModulePreloadPriorityIn(clientDir)` rewrites the files in place and returns how many it changed.
 * Called by react-router.config.ts's `buildEnd`, which runs after prerendering.
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const MODULEPRELOAD = /<link rel="modulepreload"(?![^>]*\bfetchpriority=)([^>]*?)\/?>/g;

export function lowerModulePreloadPriority(html: string): string {
  return html.replace(MODULEPRELOAD, (_tag, rest: string) => `<link rel="modulepreload"${rest} fetchpriority="low"/>`);
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.html') && e.name !== '__spa-fallback.html')
    .map((e) => path.join(e.parentPath, e.name));
}

export function lowerModulePreloadPriorityIn(clientDir: string): number {
  let changed = 0;
  for (const file of htmlFiles(clientDir)) {
    const before = readFileSync(file, 'utf8');
    const after = lowerModulePreloadPriority(before);
    if (after !== before) {
      writeFileSync(file, after);
      changed++;
    }
  }
  return changed;
}
