/**
 * Fuzzing every endpoint with fast-check (issue 9), part 2 of 2: the other half of the app's routes, and the
 * Better Auth endpoints that take input (sign-in, sign-up, reset, verification, profile, password, two-factor).
 * See security-fuzz.test.ts for what is generated and checked; the engine is in tests/support/security.ts.
 */
import { describe } from 'vitest';
import { AUTH_FUZZ_ROUTES, apiRoutes, fuzzRoutes, openFuzzRuntime, shardOf } from '../support/security';

// 300 per endpoint (issue 9); SECURITY_FUZZ_RUNS lowers it for a quick local run.
const NUM_RUNS = Number(process.env.SECURITY_FUZZ_RUNS ?? 300);
const fr = await openFuzzRuntime();

describe('fuzzing the API routes, part 2 of 2 (PGlite)', () => {
  fuzzRoutes(fr, shardOf(apiRoutes(fr.rt.app), 1, 2), NUM_RUNS);
});

describe('fuzzing Better Auth endpoints (PGlite)', () => {
  fuzzRoutes(fr, AUTH_FUZZ_ROUTES, NUM_RUNS);
});
