/**
 * A loopback SMTP server for `npm run bench` (issue 18: registrations are measured with SMTP on): accepts every
 * message and only counts it (no parsing, so the bench process takes little CPU from the server under test), or —
 * `hang(true)` — accepts connections and never answers, as a stuck provider does.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface SmtpSink {
  /** For SMTP_URL. */
  url: string;
  /** Messages accepted so far. */
  readonly received: number;
  /** true: hold every new connection and command unanswered; false: accept again. */
  hang(on: boolean): void;
  close(): Promise<void>;
}

export async function startSmtpSink(): Promise<SmtpSink> {
  let received = 0;
  let hung = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    closeTimeout: 100,
    onConnect(_session, callback) {
      if (!hung) callback();
    },
    onMailFrom(_address, _session, callback) {
      if (!hung) callback();
    },
    onData(stream, _session, callback) {
      stream.resume();
      stream.on('end', () => {
        if (hung) return;
        received++;
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    get received() {
      return received;
    },
    hang(on) {
      hung = on;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
