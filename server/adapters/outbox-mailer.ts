// The embedded default Mailer: every mail is stored in the mail_outbox table, where an operator
// (or a test) reads it — see the README's "Reading the outbox".
import type { Db } from '../persistence/database';
import { mailOutbox } from '../persistence/schema';
import type { Mail, Mailer } from '../application/ports';

export class OutboxMailer implements Mailer {
  constructor(private readonly db: Db) {}

  async send(mail: Mail): Promise<void> {
    await this.db.insert(mailOutbox).values({ to: mail.to, subject: mail.subject, text: mail.text });
  }
}
