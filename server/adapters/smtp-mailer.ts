// The Mailer for production: sends through an SMTP server (SMTP_URL) with nodemailer. UTF-8 text
// and, when given, HTML beside it, so Arabic survives every hop; the From is the configured MAIL_FROM.
import { createTransport } from 'nodemailer';
import type { Mail, Mailer } from '../use-cases/ports';

/** A relay that does not answer in this time fails the request instead of holding it for minutes. */
const TIMEOUT_MS = 15_000;

export class SmtpMailer implements Mailer {
  private readonly transport: ReturnType<typeof createSmtpTransport>;

  /** `url`: smtp://user:password@host:587 (STARTTLS when the server offers it) or smtps://… (TLS). */
  constructor(url: string, from: string) {
    this.transport = createSmtpTransport(url, from);
  }

  async send(mail: Mail): Promise<void> {
    await this.transport.sendMail({
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      ...(mail.html === undefined ? {} : { html: mail.html }),
      ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    });
  }

  close(): void {
    this.transport.close();
  }
}

const createSmtpTransport = (url: string, from: string) =>
  createTransport(
    { url, connectionTimeout: TIMEOUT_MS, greetingTimeout: TIMEOUT_MS, socketTimeout: TIMEOUT_MS },
    { from },
  );
