// The mail outbox in the database: mail_outbox rows (queued by mail-rows.ts in the turns of what
// they report). A delivery takes due rows with FOR UPDATE SKIP LOCKED and pushes their next
// attempt past a lease in the same statement, so two processes never take the same mail, and a
// process that dies mid-delivery leaves its mails due again when the lease ends.
import { and, desc, eq, isNull, lte, or, sql } from 'drizzle-orm';
import { isLanguage } from '../../../src/domain/locale';
import type { MailKind, RenderedMail } from '../../use-cases/mail/mail';
import type { MailOutbox, MailReader, OutboxEntry, QueuedMail } from '../../use-cases/mail/mail-outbox';
import type { Db } from '../database';
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
    const due = this.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(isNull(mailOutbox.sentAt), isNull(mailOutbox.failedAt), or(isNull(mailOutbox.nextAttemptAt), lte(mailOutbox.nextAttemptAt, now))))
      .orderBy(sql`${mailOutbox.nextAttemptAt} asc nulls first`, mailOutbox.createdAt)
      .limit(limit)
      .for('update', { skipLocked: true });
    const taken = await this.db
      .update(mailOutbox)
      .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: leaseUntil })
      .where(sql`${mailOutbox.id} in ${due}`)
      .returning(queuedColumns);
    return taken.map(queuedOf).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : 1));
  }

  async reader(userId: string): Promise<MailReader | null> {
    const [row] = await this.db.select({ email: users.email, fullName: users.fullName, language: users.language }).from(users).where(eq(users.id, userId));
    if (!row) return null;
    return { ...row, language: isLanguage(row.language) ? row.language : 'en' };
  }

  async markSent(id: string, to: string, mail: RenderedMail, at: Date): Promise<void> {
    await this.db.update(mailOutbox).set({ to, subject: mail.subject, text: mail.text, html: mail.html, sentAt: at, lastError: null }).where(eq(mailOutbox.id, id));
  }

  async retryAt(id: string, at: Date, error: string): Promise<void> {
    await this.db.update(mailOutbox).set({ nextAttemptAt: at, lastError: error }).where(eq(mailOutbox.id, id));
  }

  async giveUp(id: string, at: Date, error: string): Promise<void> {
    await this.db.update(mailOutbox).set({ failedAt: at, lastError: error }).where(eq(mailOutbox.id, id));
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
