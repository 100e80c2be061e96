/**
 * Vitest global setup: builds the web client (build/client and the server render build) when it is missing or
 * older than its sources, so API suites that render pages (`createTestRuntime({ pages: true })`) test what
 * `npm start` serves. Quick when nothing changed (a fingerprint of the sources).
 */
import { buildIfStale } from '../../scripts/build-if-stale.mjs';

export default function setup(): void {
  buildIfStale();
}
