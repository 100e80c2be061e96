/**
 * Build step (issue 9 page speed): a prerendered page paints from its HTML and one stylesheet, then loads the
 * scripts that hydrate it. React Router writes ~50 `<link rel="modulepreload">` tags in `<head>` and an `async`
 * module script that imports the entry; on a fast connection those modules arrived and ran (about 300 ms of
 * work) before the browser had painted once, so the first paint waited for all of them. Lighthouse's mobile
 * simulation then charged every script request to LCP (LCP ≈ 3 s where FCP ≈ 0.9 s).
 *
 * This step rewrites each prerendered page (not the SPA fallback, where nothing paints before the scripts):
 * - the modulepreload tags leave `<head>`;
 * - the boot module script waits for the first paint (a frame, then a task; at once in a hidden tab), then adds
 *   the same modulepreload links (the module graph still loads in parallel) and imports what it imported before,
 *   in the same order.
 *
 * `hydrateAfterFirstPaint(html)` → the rewritten HTML (idempotent; throws when a page has modulepreloads but no
 * boot script of the expected shape, so a React Router upgrade that changes it fails the build rather than
 * leaving pages that never hydrate). `hydrateAfterFirstPaintIn(clientDir)` rewrites the files in place and
 * returns how many it changed. Called by react-router.config.ts's `buildEnd`, which runs after prerendering.
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const MODULEPRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*?\/?>/g;
const BOOT_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;
const MARK = '/* hydrate after first paint */';

/** The boot script's static imports as awaited dynamic ones, in the same order; everything else unchanged. */
function deferredBody(body: string): string {
  let imports = 0;
  const rewritten = body
    .replace(/^import "([^"]+)";$/gm, (_m, href: string) => {
      imports++;
      return `await import(${JSON.stringify(href)});`;
    })
    .replace(/^import \* as (\w+) from "([^"]+)";$/gm, (_m, name: string, href: string) => {
      imports++;
      return `const ${name} = await import(${JSON.stringify(href)});`;
    });
  if (!imports || /^import\s/m.test(rewritten)) throw new Error('hydrateAfterFirstPaint: the boot script has an unexpected shape');
  return rewritten;
}

export function hydrateAfterFirstPaint(html: string): string {
  if (html.includes(MARK)) return html;
  const preloads = [...html.matchAll(MODULEPRELOAD)].map((m) => m[1]);
  if (!preloads.length) return html;
  const boot = BOOT_SCRIPT.exec(html);
  if (!boot) throw new Error('hydrateAfterFirstPaint: a page with modulepreloads has no boot module script');
  const script = [
    MARK,
    'await new Promise((painted) => document.visibilityState === "hidden" ? painted() : requestAnimationFrame(() => setTimeout(painted, 0)));',
    `for (const href of ${JSON.stringify(preloads)}) { const link = document.createElement("link"); link.rel = "modulepreload"; link.href = href; document.head.append(link); }`,
    deferredBody(boot[1]),
  ].join('\n');
  return html
    .replace(MODULEPRELOAD, '')
    .replace(BOOT_SCRIPT, () => `<script type="module">${script}</script>`);
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.html') && e.name !== '__spa-fallback.html')
    .map((e) => path.join(e.parentPath, e.name));
}

export function hydrateAfterFirstPaintIn(clientDir: string): number {
  let changed = 0;
  for (const file of htmlFiles(clientDir)) {
    const before = readFileSync(file, 'utf8');
    const after = hydrateAfterFirstPaint(before);
    if (after !== before) {
      writeFileSync(file, after);
      changed++;
    }
  }
  return changed;
}
