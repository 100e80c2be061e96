/**
 * The layering and naming rules of eslint.config.js bite: the project's own config, run through ESLint's Node API
 * over small fixtures laid out like src/ (tests/lint-fixtures/src, which `npm run lint` skips), reports a two-file
 * import cycle, shared code importing the server, the server importing client code (a type included), a client file
 * importing a server value, a feature reaching into another feature's internals (server and client), a file name
 * that is not kebab-case, words in a component that skip Lingui and a plural glued on in code; and it reports nothing for the fixtures that
 * keep the rules.
 */
import { ESLint } from 'eslint';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

const repo = fileURLToPath(new URL('..', import.meta.url));
const fixtures = path.join(repo, 'tests/lint-fixtures');

describe('lint rules (eslint.config.js)', () => {
  /** Fixture path under tests/lint-fixtures → the rule ids reported for it. */
  let reported: Record<string, (string | null)[]>;

  beforeAll(async () => {
    // With `cwd` at the fixtures, the config's file patterns ('src/**') apply to the fixtures' src/.
    const eslint = new ESLint({ cwd: fixtures, overrideConfigFile: path.join(repo, 'eslint.config.js') });
    const results = await eslint.lintFiles(['src']);
    reported = Object.fromEntries(results.map((r) => [path.relative(fixtures, r.filePath), r.messages.map((m) => m.ruleId)]));
  }, 60_000);

  it.each([
    ['src/shared/cycle-a.ts', 'import-x/no-cycle'],
    ['src/shared/cycle-b.ts', 'import-x/no-cycle'],
    ['src/shared/uses-server.ts', 'import-x/no-restricted-paths'],
    ['src/server/uses-client.ts', 'import-x/no-restricted-paths'],
    ['src/client/lib/uses-server.ts', '@typescript-eslint/no-restricted-imports'],
    ['src/server/features/talks/talks.reach.ts', 'import-x/no-restricted-paths'],
    ['src/client/features/talks/uses-community.ts', 'import-x/no-restricted-paths'],
    ['src/shared/BadName.ts', 'check-file/filename-naming-convention'],
    ['src/client/components/unlocalized-words.tsx', 'lingui/no-unlocalized-strings'],
    ['src/client/components/glued-plural.tsx', 'changepath/no-glued-plural'],
  ])('%s: %s', (file, rule) => {
    expect(reported[file]).toEqual([rule]);
  });

  it('reports nothing for code that keeps the rules', () => {
    const clean = [
      'src/server/features/talks/talks.clean.ts',
      'src/client/features/talks/talks-clean.ts',
      'src/server/features/community/community.service.ts',
      'src/shared/shared-value.ts',
      'src/client/lib/widget.ts',
      'src/client/components/localized-words.tsx',
    ];
    for (const file of clean) expect(reported[file], file).toEqual([]);
  });
});
