/**
 * `npm run db:restore -- FILE`: restores a backup made by `npm run db:backup` (issue 25; src/server/db/backup.ts)
 * into an empty database — a new PostgreSQL database (DATABASE_URL) or a DATA_DIR without PGlite data. It never
 * overwrites data: a database that is not empty is refused. Start the server on it afterwards (migrations newer
 * than the backup are applied at start). Exits 1 with the reason when it cannot.
 */
import './node-version.mjs';
import { parseArgs } from 'node:util';
import { BackupError, restoreDatabase } from '../src/server/db/backup';
import { EnvError, loadEnv } from '../src/server/env';

const { positionals } = parseArgs({ allowPositionals: true, options: {} });
if (positionals.length !== 1) {
  console.error('Usage: npm run db:restore -- FILE   (into the empty database named by DATABASE_URL, or into DATA_DIR)');
  process.exit(2);
}
try {
  const env = loadEnv();
  const started = performance.now();
  const { kind } = await restoreDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir }, positionals[0]);
  const where = kind === 'postgres' ? 'the PostgreSQL database in DATABASE_URL' : `the PGlite database in ${env.dataDir}`;
  console.log(`Restored ${positionals[0]} into ${where} (${((performance.now() - started) / 1000).toFixed(1)} s). Start the server on it.`);
} catch (err) {
  if (err instanceof BackupError || err instanceof EnvError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}
