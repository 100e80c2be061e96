/**
 * A real SMTP peer on loopback for tests (CONVENTIONS: outside services are real peers). `startSmtpServer()`
 * listens on 127.0.0.1 at a random port, accepts every message without TLS or AUTH (so nodemailer sends plain
 * over loopback with the URL in `url`), parses each with mailparser and keeps it in `messages`.
 *
 * A recipient whose address starts with `bounce-once-` is refused with a permanent 550 the first time it is seen and
 * accepted afterwards: a mail the platform must mark failed, which an admin can then send again (issue 18).
 */
import { simpleParser } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** Envelope recipients, lower-case. */
  to: string[];
  from: string;
  subject: string;
  /** The Subject header as it travelled (RFC 2047 encoded words when it is not ASCII). */
  rawSubject: string;
  /** The Message-ID header (angle brackets included). */
  messageId: string;
  text: string;
  html: string | null;
  /** The http(s) URLs in the text part, in order. */
  links: string[];
  /** Attached files; `content` decoded as UTF-8 (fine for .ics and other text files). */
  attachments: Array<{ filename: string; contentType: string; size: number; content: string; contentTypeParams: Record<string, string> }>;
  receivedAt: Date;
}

/**
 * How the server treats messages from now on: accept them; accept each after `delayMs`; hang (accept
 * connections and commands but never answer the greeting, MAIL FROM or the data — a stuck provider); or refuse
 * every MAIL FROM with `code` (421/451: temporary, 550: permanent).
 */
export type SmtpBehaviour = { kind: 'accept' } | { kind: 'slow'; delayMs: number } | { kind: 'hang' } | { kind: 'refuse'; code: number; message?: string };

export interface TestSmtpServer {
  /** Changes how messages are treated from now on (see SmtpBehaviour); answers already held stay held. */
  behave(behaviour: SmtpBehaviour): void;
  /** Times a message was refused (by `refuse`) since start. */
  readonly refusals: number;
  /** For SMTP_URL, e.g. `smtp://127.0.0.1:40123`. */
  url: string;
  port: number;
  /** Every message received so far, oldest first. */
  messages: ReceivedMail[];
  /** Resolves with the first message (already received or arriving within `timeoutMs`) that matches. */
  waitForMail(predicate: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  /** Forgets received messages. */
  clear(): void;
  close(): Promise<void>;
}

/** The http(s) URLs in a text, in order (same rule as the server's mailer). */
export function linksOf(text: string): string[] {
  return text.match(/https?:\/\/[^\s<>"')\]]+/g) ?? [];
}

export async function startSmtpServer(): Promise<TestSmtpServer> {
  const messages: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  let behaviour: SmtpBehaviour = { kind: 'accept' };
  let refusals = 0;
  const bounced = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    banner: 'ChangePath test SMTP',
    closeTimeout: 100,
    onConnect(_session, callback) {
      if (behaviour.kind !== 'hang') callback();
    },
    onRcptTo(address, _session, callback) {
      const to = address.address.toLowerCase();
      if (to.startsWith('bounce-once-') && !bounced.has(to)) {
        bounced.add(to);
        return callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
      }
      callback();
    },
    onMailFrom(_address, _session, callback) {
      if (behaviour.kind === 'hang') return;
      if (behaviour.kind === 'refuse') {
        refusals++;
        const err = Object.assign(new Error(behaviour.message ?? `Refused (${behaviour.code})`), { responseCode: behaviour.code });
        return callback(err);
      }
      callback();
    },
    onData(stream, session, callback) {
      const current = behaviour;
      if (current.kind === 'hang') {
        stream.resume();
        return;
      }
      simpleParser(stream)
        .then((parsed) => {
          const text = parsed.text ?? '';
          messages.push({
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            subject: parsed.subject ?? '',
            rawSubject: parsed.headerLines.find((h) => h.key === 'subject')?.line.replace(/^subject:\s*/i, '') ?? '',
            messageId: parsed.messageId ?? '',
            text,
            html: typeof parsed.html === 'string' ? parsed.html : null,
            links: linksOf(text),
            attachments: parsed.attachments.map((a) => ({
              filename: a.filename ?? '',
              contentType: a.contentType,
              size: a.size,
              content: a.content.toString('utf8'),
              // e.g. { charset: 'utf-8', method: 'REQUEST' } for an iTIP calendar (issue 21).
              contentTypeParams: ((a.headers.get('content-type') as { params?: Record<string, string> } | undefined)?.params ?? {}) as Record<string, string>,
            })),
            receivedAt: new Date(),
          });
          const done = () => {
            for (const wake of waiters) wake();
            callback();
          };
          if (current.kind === 'slow') setTimeout(done, current.delayMs);
          else done();
        })
        .catch((err: Error) => callback(err));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    behave(next) {
      behaviour = next;
    },
    get refusals() {
      return refusals;
    },
    waitForMail(predicate, timeoutMs = 5_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const hit = messages.find(predicate);
          if (!hit) return false;
          cleanup();
          resolve(hit);
          return true;
        };
        const timer = setTimeout(() => {
          cleanup();
          const seen = messages.map((m) => `${m.to.join(',')}: ${m.subject}`).join('; ') || 'none';
          reject(new Error(`No matching e-mail within ${timeoutMs} ms (received: ${seen})`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(wake);
        };
        const wake = () => void check();
        waiters.add(wake);
        check();
      });
    },
    clear() {
      messages.length = 0;
    },
    close() {
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
