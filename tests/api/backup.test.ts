/**
 * Backups (issue 25): `npm run db:backup -- --out FILE` and `npm run db:restore -- FILE` as round trips, on PGlite
 * always and on PostgreSQL when TEST_DATABASE_URL is set. Data is made (an account with a password, an uploaded
 * image), backed up, restored into a new, empty database, and a runtime started on the restored database signs the
 * same person in with the same password and serves the same image bytes.
 *
 * Also: a PGlite folder a running server holds is backed up by asking that server (its socket), while it writes; one
 * held by a server without the socket is refused with a message that says to stop it (the lock names a live pid); a
 * database that is not empty is never restored into; a backup of one kind is not restored into the
 * other; a missing pg_dump is a clear error. The commands themselves run once each as child processes (PGlite).
 */
import { type ChildProcess, execFile, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '~/server/db/schema';
import { BackupError, backupDatabase, backupKindOf, restoreDatabase } from '~/server/db/backup';
import { pngBytes } from '../support/png';
import { type TestRuntime, createTestDatabase, createTestRuntime, makeUser, request, signIn, uniqueEmail } from '../support/test-app';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const PASSWORD = 'tangerine-voyage-42';

/** Makes an account and an uploaded image on `env`'s database; returns what to look for after the restore. */
async function makeData(env: Record<string, string>) {
  const rt = await createTestRuntime({ database: 'pglite', env, seed: false });
  try {
    const email = uniqueEmail('backup');
    await makeUser(rt, email, PASSWORD);
    const image = pngBytes(3, 2, [10, 120, 240]);
    const [row] = await rt.database.db.insert(uploads).values({ content_type: 'image/png', bytes: image, size: image.length }).returning({ id: uploads.id });
    return { email, image, uploadId: row.id };
  } finally {
    await rt.close();
  }
}

/** Starts a runtime on the restored database and checks the person signs in and the image is served. */
async function expectRestored(env: Record<string, string>, data: Awaited<ReturnType<typeof makeData>>) {
  const rt: TestRuntime = await createTestRuntime({ database: 'pglite', env, seed: false });
  try {
    const cookie = await signIn(rt, data.email, PASSWORD);
    expect(cookie).toContain('session_token');
    const me = await request(rt, '/api/me', { cookie });
    expect(me.status).toBe(200);
    const image = await request(rt, `/api/uploads/${data.uploadId}`);
    expect(image.status).toBe(200);
    expect(Buffer.from(await image.arrayBuffer()).equals(data.image)).toBe(true);
    const wrong = await request(rt, '/api/auth/sign-in/email', { json: { email: data.email, password: 'not-the-password-1' } });
    expect(wrong.status).toBe(401);
  } finally {
    await rt.close();
  }
}

describe('backup and restore on PGlite', () => {
  let dir: string;
  let sleeper: ChildProcess | undefined;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'cp-backup-'));
  });
  afterAll(() => {
    sleeper?.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  });

  it('round trip: back up a data folder, restore it into a new one, sign in with the same password', { timeout: 120_000 }, async () => {
    const source = path.join(dir, 'source');
    const data = await makeData({ DATA_DIR: source });
    const file = path.join(dir, 'out', 'changepath.pglite.tar.gz');
    const result = await backupDatabase({ dataDir: source }, file);
    expect(result).toMatchObject({ kind: 'pglite', file });
    expect(backupKindOf(file)).toBe('pglite');
    expect(statSync(file).size).toBeGreaterThan(100_000);
    expect(existsSync(`${file}.partial`)).toBe(false);

    const restored = path.join(dir, 'restored');
    await expect(restoreDatabase({ dataDir: restored }, file)).resolves.toEqual({ kind: 'pglite' });
    await expectRestored({ DATA_DIR: restored }, data);
    // Restoring again over the data now there is refused; nothing is overwritten.
    await expect(restoreDatabase({ dataDir: restored }, file)).rejects.toThrow(/already holds a database/);
  });

  it('backs up a folder while a server has it open, writing, by asking that server; the copy restores', { timeout: 120_000 }, async () => {
    const live = path.join(dir, 'live');
    const rt = await createTestRuntime({ database: 'pglite', env: { DATA_DIR: live }, seed: false });
    let data: Awaited<ReturnType<typeof makeData>> | undefined;
    let writing = true;
    try {
      const email = uniqueEmail('backup-live');
      await makeUser(rt, email, PASSWORD);
      const image = pngBytes(2, 2, [200, 40, 40]);
      const [row] = await rt.database.db.insert(uploads).values({ content_type: 'image/png', bytes: image, size: image.length }).returning({ id: uploads.id });
      data = { email, image, uploadId: row.id };
      // The site keeps working meanwhile: writes go on during the dump.
      const writes = (async () => {
        let n = 0;
        while (writing) {
          await rt.database.db.insert(uploads).values({ content_type: 'image/png', bytes: image, size: image.length });
          n++;
          // As requests do, arriving by I/O: PGlite's promises alone never let the socket's events run.
          await new Promise((resolve) => setImmediate(resolve));
        }
        return n;
      })();
      const file = path.join(dir, 'live.tar.gz');
      const result = await backupDatabase({ dataDir: live }, file);
      writing = false;
      expect(await writes).toBeGreaterThan(0);
      expect(result).toMatchObject({ kind: 'pglite', file });
      expect(backupKindOf(file)).toBe('pglite');
      expect(existsSync(`${file}.partial`)).toBe(false);
      // The socket only its owner may use.
      expect(statSync(path.join(live, 'backup.sock')).mode & 0o777).toBe(0o600);

      // The command does the same from another process (not spawnSync: the server answering it is this process).
      const cli = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/db-backup.ts', '--out', path.join(dir, 'live-cli.tar.gz')], {
        cwd: ROOT,
        env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'development', DATA_DIR: live },
        encoding: 'utf8',
      });
      expect(cli.stderr).toBe('');
      expect(cli.stdout).toMatch(/Backup of the PGlite database written to .*live-cli\.tar\.gz/);
    } finally {
      writing = false;
      await rt.close();
    }
    expect(existsSync(path.join(live, 'backup.sock'))).toBe(false);
    for (const name of ['live', 'live-cli']) {
      const restored = path.join(dir, `${name}-restored`);
      await restoreDatabase({ dataDir: restored }, path.join(dir, `${name}.tar.gz`));
      await expectRestored({ DATA_DIR: restored }, data!);
    }
  });

  it('refuses to back up a folder a running server without a backup socket holds, and says to stop it', async () => {
    const held = path.join(dir, 'held');
    await makeData({ DATA_DIR: held });
    // A live process other than this one holds the lock, as a running server does.
    sleeper = spawn('sleep', ['60'], { stdio: 'ignore' });
    writeFileSync(path.join(held, 'pglite.lock'), String(sleeper.pid));
    const attempt = backupDatabase({ dataDir: held }, path.join(dir, 'held.tar.gz'));
    await expect(attempt).rejects.toBeInstanceOf(BackupError);
    await expect(backupDatabase({ dataDir: held }, path.join(dir, 'held.tar.gz'))).rejects.toThrow(new RegExp(`pid ${sleeper.pid}\\).*stop the server`, 's'));
    expect(existsSync(path.join(dir, 'held.tar.gz'))).toBe(false);
    sleeper.kill('SIGKILL');
  });

  it('refuses a file that is not a backup, and a PostgreSQL backup into PGlite', async () => {
    const junk = path.join(dir, 'junk.dump');
    writeFileSync(junk, 'hello');
    await expect(restoreDatabase({ dataDir: path.join(dir, 'x') }, junk)).rejects.toThrow(/not a ChangePath backup/);
    const pgFile = path.join(dir, 'fake.dump');
    writeFileSync(pgFile, 'PGDMP\u0001\u000e');
    await expect(restoreDatabase({ dataDir: path.join(dir, 'y') }, pgFile)).rejects.toThrow(/PostgreSQL backup .*set DATABASE_URL/);
  });

  it('npm run db:backup and db:restore work as commands, and exit 1 with the reason when they cannot', { timeout: 120_000 }, async () => {
    const source = path.join(dir, 'cli-source');
    const data = await makeData({ DATA_DIR: source });
    const file = path.join(dir, 'cli.tar.gz');
    const run = (script: string, args: string[], env: Record<string, string>) =>
      spawnSync(process.execPath, ['--import', 'tsx', script, ...args], { cwd: ROOT, env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'development', ...env }, encoding: 'utf8' });
    const backup = run('scripts/db-backup.ts', ['--out', file], { DATA_DIR: source });
    expect(backup.stderr).toBe('');
    expect(backup.status).toBe(0);
    expect(backup.stdout).toMatch(/Backup of the PGlite database written to .*cli\.tar\.gz/);
    const restored = path.join(dir, 'cli-restored');
    const restore = run('scripts/db-restore.ts', [file], { DATA_DIR: restored });
    expect(restore.status).toBe(0);
    expect(restore.stdout).toContain('Restored');
    await expectRestored({ DATA_DIR: restored }, data);
    const again = run('scripts/db-restore.ts', [file], { DATA_DIR: restored });
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('already holds a database');
    const usage = run('scripts/db-backup.ts', [], { DATA_DIR: source });
    expect(usage.status).toBe(2);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('backup and restore on PostgreSQL', () => {
  const drops: Array<() => Promise<void>> = [];
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'cp-backup-pg-'));
  });
  afterAll(async () => {
    for (const drop of drops) await drop().catch(() => {});
    rmSync(dir, { recursive: true, force: true });
  });

  it('round trip: pg_dump while a runtime is open, pg_restore into a new database, sign in with the same password', { timeout: 120_000 }, async () => {
    const source = await createTestDatabase(process.env.TEST_DATABASE_URL!);
    drops.push(source.drop);
    const env = { DATABASE_URL: source.url, DATA_DIR: path.join(dir, 'unused') };
    const data = await makeData(env);
    // Taken while a server is connected: PostgreSQL gives pg_dump a consistent snapshot.
    const live = await createTestRuntime({ database: 'pglite', env, seed: false });
    const file = path.join(dir, 'changepath.dump');
    try {
      expect(await backupDatabase({ databaseUrl: source.url, dataDir: dir }, file)).toMatchObject({ kind: 'postgres' });
    } finally {
      await live.close();
    }
    expect(backupKindOf(file)).toBe('postgres');

    const target = await createTestDatabase(process.env.TEST_DATABASE_URL!);
    drops.push(target.drop);
    await expect(restoreDatabase({ databaseUrl: target.url, dataDir: dir }, file)).resolves.toEqual({ kind: 'postgres' });
    await expectRestored({ DATABASE_URL: target.url, DATA_DIR: path.join(dir, 'unused') }, data);
    // Never over data: the restored database is not empty now.
    await expect(restoreDatabase({ databaseUrl: target.url, dataDir: dir }, file)).rejects.toThrow(/not empty/);
  });

  it('says how to get pg_dump when it is missing', async () => {
    const before = process.env.PATH;
    process.env.PATH = path.join(dir, 'no-tools-here');
    try {
      await expect(backupDatabase({ databaseUrl: process.env.TEST_DATABASE_URL!, dataDir: dir }, path.join(dir, 'x.dump'))).rejects.toThrow(/pg_dump was not found on PATH.*postgresql-client/s);
    } finally {
      process.env.PATH = before;
    }
  });
});
