import { defineConfig } from 'vitest/config';
import base from './vitest.config';

/**
 * `npm run test:reliability`: the suites in tests/reliability, which spawn real server processes (kill -9,
 * SIGTERM under load, two processes on PostgreSQL + Redis, model outage; issue 9). They run one file at a time,
 * after the unit and API suites, so that the timing bounds they check (exit within 10 s, chat failing within its
 * timeout) are not measured against other suites' load. Without RELIABILITY_TESTS=1 (which .ci/run sets) every
 * suite is skipped; with it, missing PostgreSQL or Redis fails them.
 */
// Spread, not mergeConfig: mergeConfig would append to the base's `include` and run every suite again.
export default defineConfig({
  ...base,
  // Each file in a fresh worker: they start server processes, which a worker holding earlier files' modules and
  // databases starts slowly, and they share nothing.
  test: {
    ...base.test,
    include: ['tests/reliability/**/*.test.ts'],
    isolate: true,
    fileParallelism: false,
    maxWorkers: 1,
  },
});
