/**
 * The order the unit and API suites start in, for the two workers that share them (vitest.config.ts). Vitest starts
 * the suites it has timed before longest first and, on a fresh clone such as CI's, which has no timings, the largest
 * files first. File size misjudges the property-based suites: each fuzzer is a few dozen lines that send thousands of
 * requests (about two minutes on a 2-core machine), so on CI they started last and one ran alone while the other
 * worker sat idle. The suites in `LONG_SUITES` start first, in that order; the rest keep vitest's order.
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Suites that take far longer than their size suggests, longest first (file names, matched at the path's end). */
export const LONG_SUITES = ['tests/api/security-fuzz-2.test.ts', 'tests/api/security-fuzz.test.ts', 'tests/api/backup.test.ts'];

const rank = (spec: TestSpecification) => {
  const i = LONG_SUITES.findIndex((name) => spec.moduleId.replaceAll('\\', '/').endsWith(name));
  return i === -1 ? LONG_SUITES.length : i;
};

export default class LongSuitesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    // Array.prototype.sort is stable: suites of equal rank keep vitest's order.
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}
