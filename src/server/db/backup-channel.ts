/**
 * Backups of the embedded database while the server runs. PGlite lives inside the server's process and no other
 * process may open its folder, so the process that has it open takes the dump: it listens on a Unix socket in the
 * data folder (`<DATA_DIR>/backup.sock`), which only the operating-system user running the server can connect to
 * (the socket is created with mode 0600 in a folder the server owns: the operating system authenticates the caller,
 * as PostgreSQL's peer authentication and Docker's socket do). `npm run db:backup` finds the folder locked by a live
 * server and asks it there.
 *
 * Protocol: the caller writes `dump\n`; the server answers `ok\n` followed by the gzip dump (the same file as a
 * stopped folder's backup, restored with `npm run db:restore`), or `error <message>\n`. The dump is taken between
 * transactions and queries (PGlite's own locks) after a CHECKPOINT, so it is consistent; requests wait a moment while
 * it is written.
 */
import type { PGlite } from '@electric-sql/pglite';
import { chmodSync, createWriteStream, existsSync, renameSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/** The socket's path for a data folder. */
export function backupSocketPath(dataDir: string): string {
  return path.join(path.resolve(dataDir), 'backup.sock');
}

// A Unix socket's path must fit in sockaddr_un (108 bytes on Linux, 104 on macOS).
const MAX_SOCKET_PATH = 100;

/**
 * Starts answering backup requests for `client`'s folder; resolves to a function that stops (and removes the socket).
 * Does nothing (and says why, once) when the folder's path is too long for a socket; the backup command then explains
 * that the server must be stopped, as before.
 */
export async function serveBackups(client: PGlite, dataDir: string, log: (message: string) => void = () => {}): Promise<() => Promise<void>> {
  const socketPath = backupSocketPath(dataDir);
  if (Buffer.byteLength(socketPath) > MAX_SOCKET_PATH) {
    log(`Backups while running are off: the data folder's path is too long for a socket (${socketPath}).`);
    return async () => {};
  }
  // We hold the folder's lock, so a socket file left here is a dead server's.
  rmSync(socketPath, { force: true });
  const server = net.createServer((socket) => {
    let asked = '';
    socket.setTimeout(10_000, () => socket.destroy());
    socket.on('error', () => {});
    socket.on('data', (chunk) => {
      asked += chunk.toString('utf8');
      if (!asked.includes('\n')) return;
      socket.removeAllListeners('data');
      socket.setTimeout(0);
      if (asked.trim() !== 'dump') return void socket.end('error unknown request\n');
      void dumpConsistently(client).then(
        (bytes) => {
          socket.write('ok\n');
          socket.end(bytes);
        },
        (err: unknown) => socket.end(`error ${(err as Error).message.replace(/\s+/g, ' ')}\n`),
      );
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolve());
  });
  // Only the server's own user may connect (connecting needs write permission on the socket; under the usual umask
  // others never had it, and this makes it so under any).
  chmodSync(socketPath, 0o600);
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      rmSync(socketPath, { force: true });
    });
}

/**
 * The folder's gzip dump after a CHECKPOINT, taken between transactions (PGlite's transaction lock) and queries
 * (dumpDataDir takes PGlite's query lock itself; `query` takes both, so neither may be called inside the other).
 */
async function dumpConsistently(client: PGlite): Promise<Buffer> {
  await client.query('CHECKPOINT');
  const dump = await client._runExclusiveTransaction(() => client.dumpDataDir('gzip'));
  return Buffer.from(await dump.arrayBuffer());
}

/** Why a running server could not be asked: no socket (an older server, or backups while running are off). */
export class NoBackupChannelError extends Error {}

/**
 * Asks the server running on `dataDir` for a dump and writes it to `out` (through `out.partial`, renamed at the end).
 * @throws NoBackupChannelError when there is no socket to ask; Error with the server's words when it refused.
 */
export async function dumpFromRunningServer(dataDir: string, out: string): Promise<number> {
  const socketPath = backupSocketPath(dataDir);
  if (!existsSync(socketPath)) throw new NoBackupChannelError(`no backup socket at ${socketPath}`);
  const partial = `${out}.partial`;
  return new Promise<number>((resolve, reject) => {
    const socket = net.connect(socketPath);
    let head = Buffer.alloc(0);
    let file: ReturnType<typeof createWriteStream> | null = null;
    let bytes = 0;
    const fail = (err: Error) => {
      socket.destroy();
      file?.destroy();
      rmSync(partial, { force: true });
      reject(err);
    };
    socket.on('error', (err: NodeJS.ErrnoException) => fail(err.code === 'ECONNREFUSED' || err.code === 'ENOENT' ? new NoBackupChannelError(err.message) : err));
    socket.on('connect', () => socket.write('dump\n'));
    socket.on('data', (chunk: Buffer) => {
      if (file) {
        bytes += chunk.length;
        if (!file.write(chunk)) socket.pause();
        return;
      }
      head = Buffer.concat([head, chunk]);
      const newline = head.indexOf(0x0a);
      if (newline < 0) return;
      const status = head.subarray(0, newline).toString('utf8');
      if (status !== 'ok') return fail(new Error(`The running server could not take the backup: ${status.replace(/^error /, '')}`));
      file = createWriteStream(partial);
      file.on('drain', () => socket.resume());
      file.on('error', fail);
      const rest = head.subarray(newline + 1);
      bytes += rest.length;
      file.write(rest);
    });
    socket.on('end', () => {
      if (!file) return fail(new Error('The running server closed the connection without a backup.'));
      file.end(() => {
        if (bytes === 0) return fail(new Error('The running server sent an empty backup.'));
        renameSync(partial, out);
        resolve(bytes);
      });
    });
  });
}
