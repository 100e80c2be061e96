/**
 * A real SMTP peer on loopback for tests (CONVENTIONS: outside services are real peers). `startSmtpServer()`
 * listens on 127.0.0.1 at a random port, accepts every message without TLS or AUTH (so nodemailer sends plain
 * over loopback with the URL in `url`), parses each with mailparser and keeps it in `messages`.
 */
import { simpleParser } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** Envelope recipients, lower-case. */
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string | null;
  /** The http(s) URLs in the text part, in order. */
  links: string[];
  /** Attached files; `content` decoded as UTF-8 (fine for .ics and other text files). */
  attachments: Array<{ filename: string; contentType: string; size: number; content: string }>;
  receivedAt: Date;
}

export interface TestSmtpServer {
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
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    banner: 'ChangePath test SMTP',
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const text = parsed.text ?? '';
          messages.push({
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            subject: parsed.subject ?? '',
            text,
            html: typeof parsed.html === 'string' ? parsed.html : null,
            links: linksOf(text),
            attachments: parsed.attachments.map((a) => ({
              filename: a.filename ?? '',
              contentType: a.contentType,
              size: a.size,
              content: a.content.toString('utf8'),
            })),
            receivedAt: new Date(),
          });
          for (const wake of waiters) wake();
          callback();
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
