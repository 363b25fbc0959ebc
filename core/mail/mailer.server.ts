import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Config } from '../config';
import type { Database } from '../db/connection.server';
import { mailOutbox } from '../db/customer-schema';
import { errorFields, type Logger } from '../logger';

/**
 * How long a mail stays in the outbox: a day of retries, then a week to look into what was sent
 * (and for the local mailbox page). Mails hold personal data and the links of account mails (a
 * reset link is valid for a day), so they are not kept longer than that (GDPR Art. 5(1)(e)).
 */
export const outboxKeepDays = 7;

export interface OutgoingMail {
  kind: 'accountConfirmation' | 'passwordReset' | 'newsletterConfirmation' | (string & {});
  to: string;
  replyTo?: string | null;
  subject: string;
  text: string;
  /** '' sends the mail as plain text only. */
  html: string;
}

/**
 * E-mail (DESIGN: nodemailer + an outbox). Every mail is written to the outbox first, in the
 * request, so it survives a mail server that is down. With SMTP_URL it is then handed to the
 * server in the background; without, the local mailbox page shows it (the Quick start has no
 * mail server, yet a password reset can be completed).
 */
export function createMailer(deps: { db: Database; config: Config; logger: Logger }) {
  const transport = deps.config.SMTP_URL ? nodemailer.createTransport(deps.config.SMTP_URL) : null;

  async function deliver(id: number, mail: OutgoingMail) {
    if (!transport) return;
    try {
      await transport.sendMail({
        from: deps.config.MAIL_FROM,
        to: mail.to,
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
      });
      await deps.db.update(mailOutbox).set({ sentAt: new Date(), lastError: null }).where(eq(mailOutbox.id, id));
    } catch (error) {
      deps.logger.warn('sending an e-mail failed; it stays in the outbox', {
        id,
        kind: mail.kind,
        ...errorFields(error),
      });
      await deps.db
        .update(mailOutbox)
        .set({ lastError: String(error).slice(0, 500) })
        .where(eq(mailOutbox.id, id));
    }
  }

  return {
    /** True when mails only go to the outbox (no SMTP_URL): the mailbox page is on. */
    outboxOnly: transport === null,
    async send(mail: OutgoingMail): Promise<void> {
      await this.sendAll([mail]);
    },
    /** Several mails written to the outbox in one statement (an order's two: issue 38), then sent. */
    async sendAll(mails: OutgoingMail[]): Promise<void> {
      if (mails.length === 0) return;
      const rows = await deps.db.insert(mailOutbox).values(mails).returning({ id: mailOutbox.id });
      rows.forEach((row, index) => void deliver(row.id, mails[index]!));
    },
    /** Housekeeping: mails of the last day the server did not take are offered again. */
    async retryUnsent(now = new Date()): Promise<number> {
      if (!transport) return 0;
      const unsent = await deps.db
        .select()
        .from(mailOutbox)
        .where(and(isNull(mailOutbox.sentAt), gt(mailOutbox.createdAt, new Date(now.getTime() - 86_400_000))))
        .limit(100);
      for (const mail of unsent) await deliver(mail.id, mail);
      return unsent.length;
    },
    /** Housekeeping: mails older than `outboxKeepDays`, sent or not, are deleted. How many went. */
    async forgetOld(now = new Date()): Promise<number> {
      const cutoff = new Date(now.getTime() - outboxKeepDays * 86_400_000);
      const gone = await deps.db
        .delete(mailOutbox)
        .where(lt(mailOutbox.createdAt, cutoff))
        .returning({ id: mailOutbox.id });
      return gone.length;
    },
  };
}
