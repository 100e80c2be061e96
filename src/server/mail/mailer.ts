/**
 * Sends e-mail: through SMTP (nodemailer) when SMTP_URL is set, otherwise into the local outbox — written to
 * the log with its links and kept in `mail_outbox`, which demo mode shows at /dev/outbox. Every message is
 * recorded; at most MAX_PER_ADDRESS_PER_MINUTE reach one address a minute, the rest are suppressed (logged),
 * except transactional confirmations and internal notices to our own support inbox.
 */
import { and, count, eq, gt, ne, sql } from 'drizzle-orm';
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
  /**
   * A confirmation the recipient caused with their own signed-in action (a booking, a registration): exempt
   * from the per-address cap, which exists to stop a stranger flooding an address.
   */
  transactional?: boolean;
  /**
   * A notice to our own staff inbox (SUPPORT_EMAIL) about something a person submitted: exempt from the cap too.
   * Dropping it would lose the submission for the team; the forms' own per-client limits bound how many there are.
   */
  internal?: boolean;
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
      const { subject, text, html, attachments } = message;
      const attached = attachments?.length ? `\n\nAttachments: ${attachments.map((a) => a.filename).join(', ')}` : '';
      // Reserve the slot before sending, in one transaction serialised per address by an advisory lock, so
      // concurrent sends (and other server processes) count exactly (STACK.md pitfall 4).
      const { id, allowed } = await opts.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`mail:${to}`}))`);
        const [{ recent }] = await tx
          .select({ recent: count() })
          .from(mailOutbox)
          .where(and(eq(mailOutbox.to, to), gt(mailOutbox.createdAt, sql`now() - interval '1 minute'`), ne(mailOutbox.status, 'suppressed')));
        const ok = message.transactional || message.internal || recent < MAX_PER_ADDRESS_PER_MINUTE;
        const [row] = await tx
          .insert(mailOutbox)
          .values({ to, subject, text: text + attached, html, status: ok ? 'sending' : 'suppressed', links })
          .returning({ id: mailOutbox.id });
        return { id: row.id, allowed: ok };
      });
      if (!allowed) {
        log.warn({ to, subject }, 'e-mail suppressed: per-address limit of 3 a minute reached');
        return 'suppressed';
      }
      let status: 'sent' | 'outbox' | 'failed';
      if (transporter) {
        try {
          await transporter.sendMail({ from: opts.from, to, subject, text, html, attachments });
          status = 'sent';
          log.info({ to, subject }, 'e-mail sent');
        } catch (err) {
          status = 'failed';
          log.error({ err, to, subject }, 'e-mail delivery failed');
        }
      } else {
        status = 'outbox';
        log.info({ to, subject, links }, `e-mail kept in the local outbox: ${subject} → ${to} ${links.join(' ')}`);
      }
      await opts.db.update(mailOutbox).set({ status }).where(eq(mailOutbox.id, id));
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
