// The embedded default Mailer, when no SMTP server is configured: delivering a mail prints it on
// the server's console (for a person at a terminal; OUTBOX_PRINT=0 keeps it quiet). The outbox row
// keeps what was written out either way, so `npm run mails` and the mail_outbox table are a local
// install's mailbox (see the README's "Mail without an SMTP server").
import type { Mail, Mailer } from '../use-cases/ports';

export class ConsoleMailer implements Mailer {
  constructor(private readonly console: Pick<Console, 'info'> | null = null) {}

  async send(mail: Mail): Promise<void> {
    this.console?.info(`\n✉ Mail to ${mail.to}${mail.replyTo ? ` (reply to ${mail.replyTo})` : ''}\nSubject: ${mail.subject}\n\n${mail.text}\n`);
  }
}
