// Asking for a mail, in the database: one mail_outbox row, written in the transaction of what it
// reports, as notify() writes a notification. The delivery (server/use-cases/mail/mail-delivery.ts)
// finds it once that transaction has committed; a rolled-back turn leaves no mail behind.
import type { MailTarget, OutgoingMail } from '../../use-cases/mail/mail';
import { mailOutbox } from '../schema';
import type { Queryable } from '../transactions';

/** Queues `mail` for `target` in the transaction (or on the connection) `db`, due at once. */
export async function queueMail(db: Queryable, target: MailTarget, mail: OutgoingMail): Promise<void> {
  await db.insert(mailOutbox).values({
    kind: mail.kind,
    params: { ...mail.params },
    ...('userId' in target ? { userId: target.userId } : { to: target.address, replyTo: target.replyTo ?? null }),
  });
}
