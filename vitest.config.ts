import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

process.env.LINGUI_SUPPRESS_BABEL_WARNING ??= '1';

/**
 * The order the unit and API suites start in, for the two workers that share them. Vitest starts
 * the suites it has timed before longest first and, on a fresh clone such as CI's, which has no timings, the largest
 * files first. File size misjudges the property-based suites: each fuzzer is a few dozen lines that send thousands of
 * requests (about two minutes on a 2-core machine), so on CI they started last and one ran alone while the other
 * worker sat idle. The suites in `LONG_SUITES` (far longer than their size suggests, longest first, matched at the
 * path's end) start first, in that order; the rest keep vitest's order.
 */
const LONG_SUITES = ['tests/api/security-fuzz-2.test.ts', 'tests/api/security-fuzz.test.ts', 'tests/api/backup.test.ts'];

const rank = (spec: TestSpecification) => {
  const i = LONG_SUITES.findIndex((name) => spec.moduleId.replaceAll('\\', '/').endsWith(name));
  return i === -1 ? LONG_SUITES.length : i;
};

class LongSuitesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    // Array.prototype.sort is stable: suites of equal rank keep vitest's order.
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}

/**
 * Unit tests (colocated `src/**\/*.test.ts`) and API suites (`tests/api`), all in Node. API suites boot a
 * PGlite database per file (≈ 1–2 s from the migrated dump made by tests/support/pglite-snapshot.ts) and hash passwords with argon2id, hence the generous timeouts; at most
 * two forked workers because each PGlite instance takes 0.5–0.9 GB.
 * `tests/reliability` has its own config (vitest.reliability.config.ts): one file at a time, after these.
 */
export default defineConfig({
  // Client modules a suite imports (the navigation's labels) carry Lingui's macros, compiled as in the build.
  plugins: [babel({ presets: [linguiTransformerBabelPreset()] }), lingui()],
  resolve: { alias: { '~': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/api/**/*.test.ts'],
    environment: 'node',
    // Suites that render pages need the React Router build; suites start their databases from one migrated PGlite
    // dump and one migrated PostgreSQL template.
    // The server bundle too: suites that start the server as a process start what `npm start` runs
    // (tests/support/server-process.ts).
    globalSetup: ['tests/support/build-client.ts', 'tests/support/build-server.ts', 'tests/support/pglite-snapshot.ts', 'tests/support/databases.ts'],
    pool: 'forks',
    maxWorkers: 2,
    // The fuzzers first: their small files would otherwise start last on a fresh clone and run alone (above).
    sequence: { sequencer: LongSuitesFirst },
    // Each worker runs its files one after another in one process, importing the server's modules once: isolated,
    // every file paid for importing the whole server again (16 minutes for the suites on a 2-core machine, 9½
    // without). Suites keep no state in modules: each builds its own runtime and database, closes it after, and
    // restores any environment variable it changes.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    teardownTimeout: 20_000,
  },
});
