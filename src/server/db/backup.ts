/**
 * Backups of the whole database: `npm run db:backup -- --out FILE` and `npm run db:restore -- FILE`
 * (scripts/db-backup.ts, scripts/db-restore.ts). Everything ChangePath keeps is in the database — accounts and
 * password hashes, sessions, uploaded images (`uploads`), the mail outbox, the job queue (`pgboss` schema) — so one
 * file holds it all. Settings (BETTER_AUTH_SECRET, which also encrypts two-factor secrets) are not in it: restore
 * with the same secret.
 *
 * - **PostgreSQL** (DATABASE_URL set): `pg_dump --format=custom` while the servers run (a consistent snapshot), and
 *   `pg_restore` into a new, empty database. The client tools must be installed and of the server's major version
 *   or newer; their absence is a BackupError saying how to install them. The password is passed in PGPASSWORD, not
 *   on the command line (where `ps` would show it).
 * - **PGlite** (DATA_DIR): PGlite's own dump of its data folder (`dumpDataDir`, a gzipped tar), restored with
 *   `loadDataDir` into an empty DATA_DIR. PGlite is an in-process database with no cross-process access: while a
 *   server has the folder open (its lock file, `pglite.lock`, names a live pid), the backup asks that server for the
 *   dump over its local socket (backup-channel.ts: only the server's own OS user may connect), so a nightly backup
 *   needs no downtime; only a server that offers no socket is answered with a BackupError saying to stop it. It never
 *   copies a folder that is being written. Restoring needs a new, empty DATA_DIR, so no server has it open.
 *
 * A backup file says which it is by its first bytes: `PGDMP` (pg_dump's custom format) or gzip (PGlite's dump);
 * restoring one kind into the other is refused with a clear message.
 */
import { PGlite } from '@electric-sql/pglite';
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, readSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { childProcessEnv } from '../env';
import { NoBackupChannelError, backupSocketPath, dumpFromRunningServer } from './backup-channel';
import { DataFolderLockedError, lockDataFolder, pgliteExtensions, pgliteFolder } from './index';

/** A backup or restore that cannot be done, with a message for the operator (the CLIs print it and exit 1). */
export class BackupError extends Error {}

/** Where the database is: `DATABASE_URL`, or PGlite in `dataDir` (absolute). */
export interface BackupTarget {
  databaseUrl?: string;
  dataDir: string;
}

export type BackupKind = 'postgres' | 'pglite';

/** What a backup wrote: its kind, the file and its size in bytes. */
export interface BackupResult {
  kind: BackupKind;
  file: string;
  bytes: number;
}

/** Writes a backup of `target` to `file` (created or replaced once complete; written beside it first). */
export async function backupDatabase(target: BackupTarget, file: string): Promise<BackupResult> {
  const out = path.resolve(file);
  mkdirSync(path.dirname(out), { recursive: true });
  const partial = `${out}.partial`;
  rmSync(partial, { force: true });
  try {
    if (target.databaseUrl) await pgDump(target.databaseUrl, partial);
    else await dumpPglite(target.dataDir, partial);
    renameSync(partial, out);
  } finally {
    rmSync(partial, { force: true });
  }
  return { kind: target.databaseUrl ? 'postgres' : 'pglite', file: out, bytes: statSync(out).size };
}

/** Restores `file` into `target`, which must be empty (a new PostgreSQL database, or a DATA_DIR without PGlite data). */
export async function restoreDatabase(target: BackupTarget, file: string): Promise<{ kind: BackupKind }> {
  const src = path.resolve(file);
  if (!existsSync(src)) throw new BackupError(`There is no backup file at ${src}.`);
  const kind = backupKindOf(src);
  if (target.databaseUrl && kind !== 'postgres') {
    throw new BackupError(`${src} is a PGlite backup; DATABASE_URL is set, so this would restore into PostgreSQL. Unset DATABASE_URL and set DATA_DIR to restore it into PGlite.`);
  }
  if (!target.databaseUrl && kind !== 'pglite') {
    throw new BackupError(`${src} is a PostgreSQL backup (pg_dump); set DATABASE_URL to the new, empty database to restore it into.`);
  }
  if (target.databaseUrl) await pgRestore(target.databaseUrl, src);
  else await loadPglite(target.dataDir, src);
  return { kind };
}

/** The kind of a backup file from its first bytes. BackupError when it is neither. */
export function backupKindOf(file: string): BackupKind {
  const fd = openSync(file, 'r');
  const head = Buffer.alloc(5);
  try {
    readSync(fd, head, 0, 5, 0);
  } finally {
    closeSync(fd);
  }
  if (head.toString('latin1') === 'PGDMP') return 'postgres';
  if (head[0] === 0x1f && head[1] === 0x8b) return 'pglite';
  throw new BackupError(`${file} is not a ChangePath backup (neither pg_dump's custom format nor a PGlite dump).`);
}

// --- PGlite -----------------------------------------------------------------------------------------------------

/** Whether the folder's lock names a process that is alive (this one included), as a running server's does. */
function heldByLiveProcess(dataDir: string): boolean {
  const { lockFile } = pgliteFolder(dataDir);
  const pid = existsSync(lockFile) ? Number(readFileSync(lockFile, 'utf8').trim()) : 0;
  if (!pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the folder's lock for the length of `fn`, or explains who holds it. */
async function withFolderLock<T>(dataDir: string, doing: string, fn: () => Promise<T>): Promise<T> {
  let release: () => void;
  try {
    release = lockDataFolder(pgliteFolder(dataDir).lockFile);
  } catch (err) {
    if (!(err instanceof DataFolderLockedError)) throw err;
    const pid = Number(readFileSync(pgliteFolder(dataDir).lockFile, 'utf8').trim()) || undefined;
    throw new BackupError(
      `Cannot ${doing} while a ChangePath server has the PGlite database in ${dataDir} open${pid ? ` (pid ${pid})` : ''}` +
        (doing === 'back up' ? ' and offers no backup socket (an older version, or a data folder path too long for one). ' : '. ') +
        'PGlite runs inside that one process and cannot be read by another: ' +
        `stop the server${pid ? ` (kill -TERM ${pid})` : ''}, run this again, then start it.`,
    );
  }
  try {
    return await fn();
  } finally {
    release();
  }
}

async function dumpPglite(dataDir: string, out: string): Promise<void> {
  const { dir } = pgliteFolder(dataDir);
  if (!existsSync(path.join(dir, 'PG_VERSION'))) throw new BackupError(`There is no PGlite database in ${dataDir} (no ${dir}). Is DATA_DIR right?`);
  // A running server has the folder: it takes the dump itself.
  if (existsSync(backupSocketPath(dataDir)) && heldByLiveProcess(dataDir)) {
    try {
      await dumpFromRunningServer(dataDir, out);
      return;
    } catch (err) {
      if (!(err instanceof NoBackupChannelError)) throw new BackupError((err as Error).message);
    }
  }
  await withFolderLock(dataDir, 'back up', async () => {
    const db = new PGlite(dir, { extensions: pgliteExtensions });
    try {
      await db.waitReady;
      const dump = await db.dumpDataDir('gzip');
      writeFileSync(out, Buffer.from(await dump.arrayBuffer()));
    } finally {
      await db.close();
    }
  });
}

async function loadPglite(dataDir: string, file: string): Promise<void> {
  const { dir } = pgliteFolder(dataDir);
  mkdirSync(dataDir, { recursive: true });
  await withFolderLock(dataDir, 'restore', async () => {
    if (existsSync(dir) && readdirSync(dir).length) {
      throw new BackupError(`${dir} already holds a database. Restore into a new DATA_DIR (or move that folder away first); nothing was changed.`);
    }
    const db = new PGlite(dir, { extensions: pgliteExtensions, loadDataDir: new Blob([readFileSync(file)]) });
    try {
      await db.waitReady;
      await db.query('select 1');
    } finally {
      await db.close();
    }
  });
}

// --- PostgreSQL -------------------------------------------------------------------------------------------------

/** The URL without its password, and the password for PGPASSWORD. */
function splitPassword(databaseUrl: string): { url: string; password?: string } {
  const u = new URL(databaseUrl);
  const password = u.password ? decodeURIComponent(u.password) : undefined;
  u.password = '';
  return { url: u.toString(), password };
}

/** Runs a PostgreSQL client tool; BackupError when it is missing or fails (with its own words). */
function runTool(tool: 'pg_dump' | 'pg_restore', args: string[], password: string | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { stdio: ['ignore', 'ignore', 'pipe'], env: childProcessEnv({ PGPASSWORD: password }) });
    let stderr = '';
    child.stderr.on('data', (b: Buffer) => (stderr = (stderr + b.toString()).slice(-8_000)));
    child.once('error', (err: NodeJS.ErrnoException) => {
      reject(
        err.code === 'ENOENT'
          ? new BackupError(
              `${tool} was not found on PATH. Install PostgreSQL's client tools, of your server's major version or newer ` +
                '(Debian/Ubuntu: apt-get install postgresql-client; the deploy image has them).',
            )
          : err,
      );
    });
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new BackupError(`${tool} failed (exit ${code}):\n${stderr.trim()}`))));
  });
}

async function pgDump(databaseUrl: string, out: string): Promise<void> {
  const { url, password } = splitPassword(databaseUrl);
  await runTool('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${out}`, `--dbname=${url}`], password);
}

async function pgRestore(databaseUrl: string, file: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')`,
    );
    if (rows[0].n > 0) {
      throw new BackupError('The database at DATABASE_URL is not empty. Restore into a new database (createdb changepath_restored), then point DATABASE_URL at it; nothing was changed.');
    }
  } finally {
    await client.end();
  }
  const { url, password } = splitPassword(databaseUrl);
  await runTool('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${url}`, file], password);
}
