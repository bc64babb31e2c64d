// The embedded default Mailer: every mail is stored in the mail_outbox table and, when the server
// runs for a person at a terminal, printed on its console too — how a local install reads its mail
// (see the README's "Mail without an SMTP server").
import type { Db } from '../persistence/database';
import { mailOutbox } from '../persistence/schema';
import type { Mail, Mailer } from '../use-cases/ports';

export class OutboxMailer implements Mailer {
  constructor(
    private readonly db: Db,
    private readonly console: Pick<Console, 'info'> | null = null,
  ) {}

  async send(mail: Mail): Promise<void> {
    await this.db.insert(mailOutbox).values({ to: mail.to, subject: mail.subject, text: mail.text });
    this.console?.info(`\n✉ Mail to ${mail.to} (stored in the outbox)\nSubject: ${mail.subject}\n\n${mail.text}\n`);
  }
}
