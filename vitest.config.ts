import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import LongSuitesFirst from './tests/support/sequencer';

process.env.LINGUI_SUPPRESS_BABEL_WARNING ??= '1';

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
    // The fuzzers first: their small files would otherwise start last on a fresh clone and run alone (sequencer.ts).
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
