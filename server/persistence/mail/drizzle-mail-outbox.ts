// The mail outbox in the database: mail_outbox rows (queued by mail-rows.ts in the turns of what
// they report), taken by a delivery under a lease as every outbox's rows are (outbox-rows.ts).
import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { isLanguage } from '../../../src/domain/locale';
import type { MailKind, RenderedMail } from '../../use-cases/mail/mail';
import type { MailOutbox, MailReader, OutboxEntry, QueuedMail } from '../../use-cases/mail/mail-outbox';
import type { Db } from '../database';
import { claimDueIds, giveUpRow, retryRowAt } from '../outbox-rows';
import { mailOutbox, users } from '../schema';

const queuedColumns = {
  id: mailOutbox.id,
  kind: mailOutbox.kind,
  params: mailOutbox.params,
  userId: mailOutbox.userId,
  to: mailOutbox.to,
  replyTo: mailOutbox.replyTo,
  attempts: mailOutbox.attempts,
  createdAt: mailOutbox.createdAt,
};

type QueuedRow = Pick<typeof mailOutbox.$inferSelect, keyof typeof queuedColumns>;

const queuedOf = (row: QueuedRow): QueuedMail => ({
  id: row.id,
  // Rows without a kind were written out when stored, and are never due.
  kind: row.kind as MailKind,
  params: row.params,
  userId: row.userId,
  address: row.userId === null ? row.to : null,
  replyTo: row.replyTo,
  attempts: row.attempts,
  createdAt: row.createdAt,
});

export class DrizzleMailOutbox implements MailOutbox {
  constructor(private readonly db: Db) {}

  async claimDue(now: Date, leaseUntil: Date, limit: number): Promise<QueuedMail[]> {
    const ids = await claimDueIds(this.db, mailOutbox, now, leaseUntil, limit);
    if (ids.length === 0) return [];
    const taken = await this.db.select(queuedColumns).from(mailOutbox).where(inArray(mailOutbox.id, ids)).orderBy(mailOutbox.createdAt, mailOutbox.id);
    return taken.map(queuedOf);
  }

  async reader(userId: string): Promise<MailReader | null> {
    // A closed account has no reader: its mail is given up, never sent to the erased address.
    const [row] = await this.db
      .select({ email: users.email, fullName: users.fullName, language: users.language })
      .from(users)
      .where(and(eq(users.id, userId), isNull(users.deletedAt)));
    if (!row) return null;
    return { ...row, language: isLanguage(row.language) ? row.language : 'en' };
  }

  async markSent(id: string, to: string, mail: RenderedMail, at: Date): Promise<void> {
    await this.db.update(mailOutbox).set({ to, subject: mail.subject, text: mail.text, html: mail.html, sentAt: at, lastError: null }).where(eq(mailOutbox.id, id));
  }

  retryAt(id: string, at: Date, error: string): Promise<void> {
    return retryRowAt(this.db, mailOutbox, id, at, error);
  }

  giveUp(id: string, at: Date, error: string): Promise<void> {
    return giveUpRow(this.db, mailOutbox, id, at, error);
  }

  async latest(limit: number, to?: string): Promise<OutboxEntry[]> {
    const addressed = to === undefined ? undefined : or(eq(mailOutbox.to, to), eq(mailOutbox.userId, sql`(select ${users.id} from ${users} where ${users.email} = ${to})`));
    const rows = await this.db
      .select({
        ...queuedColumns,
        subject: mailOutbox.subject,
        text: mailOutbox.text,
        html: mailOutbox.html,
        sentAt: mailOutbox.sentAt,
        nextAttemptAt: mailOutbox.nextAttemptAt,
        lastError: mailOutbox.lastError,
        failedAt: mailOutbox.failedAt,
      })
      .from(mailOutbox)
      .where(addressed)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(limit);
    return rows.map((row) => ({
      ...queuedOf(row),
      kind: row.kind as MailKind | null,
      to: row.to,
      sent: row.sentAt === null ? null : { subject: row.subject ?? '', text: row.text ?? '', html: row.html ?? '', at: row.sentAt },
      nextAttemptAt: row.nextAttemptAt,
      lastError: row.lastError,
      failedAt: row.failedAt,
    }));
  }
}
