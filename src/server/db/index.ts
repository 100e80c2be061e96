/**
 * Opens the database: PostgreSQL through `pg` when DATABASE_URL is set, otherwise PGlite (PostgreSQL in WASM)
 * in `DATA_DIR/pglite`. Both run the same Drizzle schema and migrations. PGlite has no cross-process lock, so
 * this module takes one (`DATA_DIR/pglite.lock`) and refuses to open a folder another live process holds.
 */
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import * as schema from './schema';
import { serveBackups } from './backup-channel';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export { schema };

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /**
   * How the job queue (src/server/jobs/queue.ts) reaches the same database: PGlite's one in-process client,
   * or PostgreSQL's URL (pg-boss opens a small pool of its own).
   */
  connection: { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; url: string };
  /** Resolves when the database answers a trivial query (readiness probe). */
  ping(): Promise<void>;
  /**
   * Runs `fn` (migration-time work such as seeding) while holding the setup lock, so server processes starting
   * at once on one PostgreSQL database do it one after another: the first seeds, the others find the rows there.
   * PGlite needs no lock (its folder lock admits one process). Resolves with `fn`'s result; rethrows its error.
   */
  withSetupLock<T>(fn: () => Promise<T>): Promise<T>;
  /** Closes connections (and releases the PGlite folder lock). */
  close(): Promise<void>;
}

/** Raised when another process holds the PGlite data folder. */
export class DataFolderLockedError extends Error {}

/** The PGlite folder and its lock file inside DATA_DIR. */
export const pgliteFolder = (dataDir: string) => ({ dir: path.join(dataDir, 'pglite'), lockFile: path.join(dataDir, 'pglite.lock') });

/**
 * The PostgreSQL extensions every PGlite instance loads: `pg_trgm` (site search's typo tolerance, decision 015;
 * migration 0014 creates it). Pass them to every `new PGlite` (backups and restores too).
 */
export const pgliteExtensions = { pg_trgm };

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * Opens and migrates the database.
 * @param opts.databaseUrl PostgreSQL URL; when absent PGlite is used.
 * @param opts.dataDir folder for PGlite (`<dataDir>/pglite`); `memory://` keeps it in memory (tests).
 * @param opts.pgliteSnapshot an in-memory PGlite starts from this data folder (a `dumpDataDir` tarball) instead of
 *   an empty cluster. Creating a cluster runs initdb inside WASM, several seconds of CPU; the test suites start a
 *   few hundred in-memory databases and load one snapshot instead. Migrations still run after loading, so a
 *   snapshot taken before the newest migration is brought up to date. Ignored for a folder on disk and PostgreSQL.
 */
export async function openDatabase(opts: { databaseUrl?: string; dataDir: string; poolSize?: number; pgliteSnapshot?: Blob }): Promise<DatabaseHandle> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, opts.poolSize ?? 10);
  return openPglite(opts.dataDir, opts.pgliteSnapshot);
}

async function openPostgres(url: string, max: number): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle connection closed by the server (restart, admin kill) must not crash the process; the pool
  // replaces it on the next query. Without a listener, pg re-throws it as an unhandled 'error' event.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  // Several server processes may start at once: one migrates (or seeds), the others wait on the advisory lock,
  // held by a connection of its own for as long as the work runs on the pool's other connections.
  const withSetupLock = async <T>(fn: () => Promise<T>): Promise<T> => {
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock(724001)');
      return await fn();
    } finally {
      await client.query('select pg_advisory_unlock(724001)').catch(() => {});
      client.release();
    }
  };
  await withSetupLock(() => migratePg(db as unknown as Parameters<typeof migratePg>[0], { migrationsFolder }));
  return {
    db,
    kind: 'postgres',
    connection: { kind: 'postgres', url },
    withSetupLock,
    ping: async () => void (await db.execute(sql`select 1`)),
    close: () => pool.end(),
  };
}

async function openPglite(dataDir: string, snapshot?: Blob): Promise<DatabaseHandle> {
  const inMemory = dataDir.startsWith('memory://');
  let release = () => {};
  let client: PGlite;
  if (inMemory) {
    client = new PGlite({ extensions: pgliteExtensions, ...(snapshot ? { loadDataDir: snapshot } : {}) });
  } else {
    mkdirSync(dataDir, { recursive: true });
    const folder = pgliteFolder(dataDir);
    release = lockDataFolder(folder.lockFile);
    try {
      client = new PGlite(folder.dir, { extensions: pgliteExtensions });
    } catch (err) {
      release();
      throw err;
    }
  }
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  await migratePglite(drizzlePglite(client), { migrationsFolder });
  // `npm run db:backup` asks this process for the dump while it runs (backup-channel.ts).
  const stopBackups = inMemory ? async () => {} : await serveBackups(client, dataDir, (m) => console.warn(m));
  return {
    db,
    kind: 'pglite',
    connection: { kind: 'pglite', client },
    withSetupLock: (fn) => fn(),
    ping: async () => void (await client.query('select 1')),
    close: async () => {
      try {
        await stopBackups();
        await client.close();
      } finally {
        release();
      }
    },
  };
}

/** Lock files this process holds: the pid check below cannot tell a second open in the same process from a stale lock. */
const heldLocks = new Set<string>();

/**
 * Takes `lockFile` (pid inside); a stale lock of a dead process is taken over. Returns the release function.
 * Throws DataFolderLockedError naming the pid when a live process holds it. Also used by the backup commands
 * (db/backup.ts), so a backup or restore never touches a folder a server has open.
 */
export function lockDataFolder(lockFile: string): () => void {
  const key = path.resolve(lockFile);
  if (heldLocks.has(key)) {
    throw new DataFolderLockedError(`The data folder ${path.dirname(key)} is already open in this process.`);
  }
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      heldLocks.add(key);
      return () => {
        heldLocks.delete(key);
        rmSync(lockFile, { force: true });
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number(readFileSync(lockFile, 'utf8').trim());
      if (pid && pid !== process.pid && isAlive(pid)) {
        throw new DataFolderLockedError(
          `The data folder ${path.dirname(lockFile)} is in use by another ChangePath process (pid ${pid}). ` +
            'Stop it first, or start this one with another DATA_DIR.',
        );
      }
      rmSync(lockFile, { force: true });
    }
  }
  throw new DataFolderLockedError(`Could not lock ${lockFile}.`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
