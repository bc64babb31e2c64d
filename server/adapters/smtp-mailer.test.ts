// The SMTP mailer against a real SMTP server on a local port (smtp-server): the mail arrives
// with its From, To, Reply-To, subject and UTF-8 text and HTML intact, Arabic included, after
// logging in with the credentials of SMTP_URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMBEDDED_ADAPTERS, createServices } from '../composition';
import { startSmtpInbox, type SmtpInbox } from '../testing/smtp-inbox';
import { ConsoleMailer } from './console-mailer';
import { SmtpMailer } from './smtp-mailer';

let inbox: SmtpInbox;
beforeAll(async () => {
  inbox = await startSmtpInbox();
});
afterAll(() => inbox.close());

describe('SmtpMailer', () => {
  it('delivers a mail through the SMTP server with its addresses, subject and Arabic text intact', async () => {
    const mailer = new SmtpMailer(inbox.url, 'Herfa <no-reply@herfa.sa>');
    const text = 'مرحبًا نورة،\n\nرمز إعادة تعيين كلمة المرور هو 482913.\nHerfa — حِرفة';
    const html = '<!doctype html><html lang="ar" dir="rtl"><body><p>رمز إعادة تعيين كلمة المرور هو <b>482913</b>.</p></body></html>';
    await mailer.send({ to: 'noura@example.sa', subject: 'رمز إعادة التعيين: 482913', text, html, replyTo: 'sara@example.sa' });
    mailer.close();

    const [mail] = await inbox.waitFor(1);
    expect(mail!.envelope).toEqual({ from: 'no-reply@herfa.sa', to: ['noura@example.sa'], user: 'herfa' });
    expect(mail).toMatchObject({
      from: '"Herfa" <no-reply@herfa.sa>',
      to: 'noura@example.sa',
      replyTo: 'sara@example.sa',
      subject: 'رمز إعادة التعيين: 482913',
      contentType: 'multipart/alternative',
      text,
    });
    expect(mail!.html).toContain('رمز إعادة تعيين كلمة المرور هو <b>482913</b>');
  });

  it('fails the send when the server refuses the credentials', async () => {
    const mailer = new SmtpMailer(`smtp://herfa:wrong@127.0.0.1:${inbox.port}`, 'Herfa <no-reply@herfa.sa>');
    await expect(mailer.send({ to: 'noura@example.sa', subject: 'Hello', text: 'Hello' })).rejects.toThrow(/Invalid username or password/);
    mailer.close();
  });

  it('is what the composition root uses when SMTP_URL is set; the console otherwise (the outbox keeps the mail either way)', () => {
    const database = { db: {} as never, kind: 'pglite' as const };
    const mail = { ...EMBEDDED_ADAPTERS.mail, smtpUrl: inbox.url };
    expect(createServices(database, {}, { ...EMBEDDED_ADAPTERS, mail }).mailer).toBeInstanceOf(SmtpMailer);
    expect(createServices(database).mailer).toBeInstanceOf(ConsoleMailer);
    expect(createServices(database).contactInbox).toBe('care@herfa.sa');
  });
});
