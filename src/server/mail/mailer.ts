/**
 * Sends e-mail: through SMTP (nodemailer) when SMTP_URL is set, otherwise into the local outbox — written to
 * the log with its links and kept in `mail_outbox`, which demo mode shows at /dev/outbox. Every message is
 * recorded; at most MAX_PER_ADDRESS_PER_MINUTE reach one address a minute, the rest are suppressed (logged).
 */
import { and, count, eq, gt, ne } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '../db';
import { mailOutbox } from '../db/schema';
import type { Logger } from '../logger';

export const MAX_PER_ADDRESS_PER_MINUTE = 3;

export interface MailAttachment {
  filename: string;
  content: string | Buffer;
  contentType: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Files sent with the message (e.g. an .ics invitation). The outbox records their names only. */
  attachments?: MailAttachment[];
}

export interface Mailer {
  /** 'smtp' or 'outbox'. */
  transport: 'smtp' | 'outbox';
  /** Sends (or keeps) one message. Resolves to the status recorded; never throws for delivery failures. */
  send(message: MailMessage): Promise<'sent' | 'outbox' | 'suppressed' | 'failed'>;
  close(): void;
}

/** Creates the mailer. `smtpUrl` like smtp://user:pass@host:587 (smtps:// for implicit TLS). */
export function createMailer(opts: { db: Database; logger: Logger; smtpUrl?: string; from: string }): Mailer {
  const transporter: Transporter | null = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null;
  const log = opts.logger.child({ component: 'mail' });
  return {
    transport: transporter ? 'smtp' : 'outbox',
    async send(message) {
      const to = message.to.trim().toLowerCase();
      const links = extractLinks(message.text);
      const since = new Date(Date.now() - 60_000);
      const [{ recent }] = await opts.db
        .select({ recent: count() })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.to, to), gt(mailOutbox.createdAt, since), ne(mailOutbox.status, 'suppressed')));
      let status: 'sent' | 'outbox' | 'suppressed' | 'failed';
      if (recent >= MAX_PER_ADDRESS_PER_MINUTE) {
        status = 'suppressed';
        log.warn({ to, subject: message.subject }, 'e-mail suppressed: per-address limit of 3 a minute reached');
      } else if (transporter) {
        try {
          await transporter.sendMail({
            from: opts.from,
            to,
            subject: message.subject,
            text: message.text,
            html: message.html,
            attachments: message.attachments,
          });
          status = 'sent';
          log.info({ to, subject: message.subject }, 'e-mail sent');
        } catch (err) {
          status = 'failed';
          log.error({ err, to, subject: message.subject }, 'e-mail delivery failed');
        }
      } else {
        status = 'outbox';
        log.info({ to, subject: message.subject, links }, `e-mail kept in the local outbox: ${message.subject} → ${to} ${links.join(' ')}`);
      }
      const attached = message.attachments?.length ? `\n\nAttachments: ${message.attachments.map((a) => a.filename).join(', ')}` : '';
      await opts.db.insert(mailOutbox).values({ to, subject: message.subject, text: message.text + attached, html: message.html, status, links });
      return status;
    },
    close() {
      transporter?.close();
    },
  };
}

/** The http(s) URLs in a text, in order. */
export function extractLinks(text: string): string[] {
  return text.match(/https?:\/\/[^\s<>"')]+/g) ?? [];
}
