import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * Unit tests (colocated `src/**\/*.test.ts`) and API suites (`tests/api`), all in Node. API suites boot a
 * PGlite database per file (≈ 1–2 s from the migrated dump made by tests/support/pglite-snapshot.ts) and hash passwords with argon2id, hence the generous timeouts; at most
 * two forked workers because each PGlite instance takes 0.5–0.9 GB.
 * `tests/reliability` has its own config (vitest.reliability.config.ts): one file at a time, after these.
 */
export default defineConfig({
  resolve: { alias: { '~': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/api/**/*.test.ts'],
    environment: 'node',
    // Suites that render pages need the React Router build; suites start their databases from one migrated PGlite
    // dump and one migrated PostgreSQL template.
    globalSetup: ['tests/support/build-client.ts', 'tests/support/pglite-snapshot.ts', 'tests/support/databases.ts'],
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    teardownTimeout: 20_000,
  },
});
