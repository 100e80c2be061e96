/**
 * The PGlite data folder lock (STACK.md pitfall 2): a second open of a folder that is in use fails fast with
 * DataFolderLockedError — from another process, and from the same process — and a stale lock of a dead
 * process is taken over.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { DataFolderLockedError, openDatabase } from '~/server/db';

const root = fileURLToPath(new URL('../..', import.meta.url));

describe('PGlite data folder lock', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const d = mkdtempSync(path.join(tmpdir(), 'cp-lock-'));
    dirs.push(d);
    return d;
  };
  afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

  it('refuses a second open in the same process, and opens again after close', async () => {
    const dir = tempDir();
    const first = await openDatabase({ dataDir: dir });
    try {
      const second = await openDatabase({ dataDir: dir }).then(
        (db) => db.close().then(() => null),
        (e: unknown) => e,
      );
      expect(second).toBeInstanceOf(DataFolderLockedError);
      await first.ping();
    } finally {
      await first.close();
    }
    expect(existsSync(path.join(dir, 'pglite.lock'))).toBe(false);
    const again = await openDatabase({ dataDir: dir });
    await again.ping();
    await again.close();
  });

  it('refuses a folder another live process holds, naming the folder', async () => {
    const dir = tempDir();
    const script = `
      import { openDatabase } from './src/server/db/index.ts';
      const db = await openDatabase({ dataDir: process.argv[1] });
      console.log('open');
      process.stdin.on('data', async () => { await db.close(); process.exit(0); });
    `;
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script, dir], {
      cwd: root,
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    try {
      await new Promise<void>((resolve, reject) => {
        child.stdout.on('data', (b: Buffer) => b.toString().includes('open') && resolve());
        child.once('exit', (code) => reject(new Error(`holder exited early (${code})`)));
      });
      const err = await openDatabase({ dataDir: dir }).then(
        (db) => db.close().then(() => null),
        (e: unknown) => e,
      );
      expect(err).toBeInstanceOf(DataFolderLockedError);
      expect((err as Error).message).toContain(dir);
    } finally {
      const exited = new Promise((r) => child.once('exit', r));
      child.stdin.write('close\n');
      await exited;
    }
  }, 60_000);

  it('takes over the stale lock of a dead process', async () => {
    const dir = tempDir();
    // A pid far above pid_max is never alive.
    writeFileSync(path.join(dir, 'pglite.lock'), '999999999');
    const db = await openDatabase({ dataDir: dir });
    await db.ping();
    await db.close();
  });
});
