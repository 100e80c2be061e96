/**
 * A migrated, empty PGlite data folder for the API suites to start from. Creating a PGlite cluster runs initdb in
 * WASM (5–7 s of CPU on the CI machine) and every suite opens one or more in-memory databases; loading this dump
 * takes about a second. Vitest's global setup (`setup`) makes it once per set of migrations and PGlite version, in
 * `.tmp/`; `pgliteSnapshot()` hands it to `createTestRuntime`. Migrations still run on every open, so a suite
 * never sees a schema older than the code (and a missing file only makes the suites slower).
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '~/server/db';
import { migrationsFingerprint } from './databases';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The dump's path, named by the migrations' fingerprint, so a new migration or PGlite version makes a new one. */
export const pgliteSnapshotPath = (): string => path.join(root, '.tmp', `pglite-snapshot-${migrationsFingerprint()}.tar`);

/** The dump as a Blob for `createRuntime`'s `pgliteSnapshot`, or undefined when it has not been made. */
export function pgliteSnapshot(): Blob | undefined {
  const file = pgliteSnapshotPath();
  return existsSync(file) ? new Blob([readFileSync(file)]) : undefined;
}

/**
 * Vitest global setup: makes the dump when it is missing (written to a temporary name, then renamed) and removes
 * dumps of older migrations.
 */
export default async function setup(): Promise<void> {
  const file = pgliteSnapshotPath();
  mkdirSync(path.dirname(file), { recursive: true });
  for (const name of readdirSync(path.dirname(file))) {
    if (name.startsWith('pglite-snapshot-') && name.endsWith('.tar') && name !== path.basename(file)) rmSync(path.join(path.dirname(file), name), { force: true });
  }
  if (existsSync(file)) return;
  const database = await openDatabase({ dataDir: 'memory://' });
  try {
    if (database.connection.kind !== 'pglite') throw new Error('expected PGlite');
    const dump = await database.connection.client.dumpDataDir('none');
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
  } finally {
    await database.close();
  }
}
