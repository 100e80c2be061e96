/**
 * `npm run db:backup -- --out FILE`: writes a backup of the whole database (issue 25; src/server/db/backup.ts):
 * pg_dump's custom format for PostgreSQL (DATABASE_URL), PGlite's dump of its data folder otherwise (refused while a
 * server has that folder open). Prints what it wrote; exits 1 with the reason when it cannot.
 */
import './node-version.mjs';
import { parseArgs } from 'node:util';
import { BackupError, backupDatabase } from '../src/server/db/backup';
import { EnvError, loadEnv } from '../src/server/env';

const { values } = parseArgs({ options: { out: { type: 'string' } } });
if (!values.out) {
  console.error('Usage: npm run db:backup -- --out backups/changepath-$(date +%F).dump');
  process.exit(2);
}
try {
  const env = loadEnv();
  const started = performance.now();
  const result = await backupDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir }, values.out);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Backup of the ${result.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'} database written to ${result.file} (${(result.bytes / 1e6).toFixed(2)} MB, ${seconds} s).`);
} catch (err) {
  if (err instanceof BackupError || err instanceof EnvError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}
