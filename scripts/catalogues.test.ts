/**
 * The message catalogues are complete and current: every message the code uses is in the English catalogue
 * (extraction is up to date: a fresh extraction finds nothing new and nothing gone), and every one has its Hindi
 * translation. This test is what fails on a missing translation: the build's `failOnMissing` (vite.config.ts) does not,
 * because `fallbackLocales` (lingui.config.ts) fills a missing Hindi message with the English before it is counted.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

/** msgid → msgstr of a PO file (the header entry left out). */
function readPo(file: string): Map<string, string> {
  const text = readFileSync(file, 'utf8');
  const entries = new Map<string, string>();
  for (const match of text.matchAll(/^msgid ((?:".*"\n)+)msgstr ((?:".*"\n?)+)/gm)) {
    const join = (block: string) =>
      block
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as string)
        .join('');
    const id = join(match[1]);
    if (id) entries.set(id, join(match[2]));
  }
  return entries;
}

const catalogue = (locale: string) => path.join(root, 'src/client/locales', locale, 'messages.po');

describe('message catalogues', () => {
  const temp = mkdtempSync(path.join(tmpdir(), 'changepath-catalogues-'));
  afterAll(() => rmSync(temp, { recursive: true, force: true }));

  it('hold every message the code uses, and none it no longer does (run `npm run i18n:extract`)', () => {
    // The project's configuration, extracting to a scratch folder instead of the committed catalogues.
    const config = path.join(temp, 'lingui.config.ts');
    writeFileSync(
      config,
      [
        `import base from ${JSON.stringify(path.join(root, 'lingui.config.ts'))};`,
        `export default { ...base, rootDir: ${JSON.stringify(root)}, locales: ['en'], catalogs: base.catalogs.map((c) => ({ ...c, path: ${JSON.stringify(path.join(temp, '{locale}', 'messages'))} })) };`,
      ].join('\n'),
    );
    execFileSync(path.join(root, 'node_modules/.bin/lingui'), ['extract', '--config', config, '--workers', '1'], { cwd: root, stdio: 'pipe' });
    const fresh = [...readPo(path.join(temp, 'en', 'messages.po')).keys()].sort();
    const committed = [...readPo(catalogue('en')).keys()].sort();
    expect(fresh.length).toBeGreaterThan(0);
    expect(committed).toEqual(fresh);
  }, 60_000);

  it('translate every message into Hindi', () => {
    const english = readPo(catalogue('en'));
    const hindi = readPo(catalogue('hi'));
    const untranslated = [...english.keys()].filter((id) => !hindi.get(id)?.trim());
    expect(untranslated).toEqual([]);
  });
});
