// The SMTP mailer against a real SMTP server on a local port (smtp-server): the mail arrives
// with its From, To, Reply-To, subject and UTF-8 text intact, Arabic included, after logging
// in with the credentials of SMTP_URL.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMBEDDED_ADAPTERS, createServices } from '../composition';
import { OutboxMailer } from './outbox-mailer';
import { SmtpMailer } from './smtp-mailer';

interface Received {
  readonly from: string;
  readonly to: readonly string[];
  readonly user: string | undefined;
  readonly raw: string;
}

let smtp: SMTPServer;
let port: number;
const received: Received[] = [];

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === 'herfa' && auth.password === 's3cret') callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          user: session.user as string | undefined,
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((ready) => smtp.listen(0, '127.0.0.1', ready));
  port = (smtp.server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((done) => smtp.close(() => done())));

/** The headers (unfolded, encoded words decoded) and the decoded text of a single-part mail. */
function parseMail(raw: string): { headers: Record<string, string>; text: string } {
  const [head = '', ...rest] = raw.split('\r\n\r\n');
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).toLowerCase()] = decodeWords(line.slice(colon + 1).trim());
  }
  const body = rest.join('\r\n\r\n');
  const encoding = headers['content-transfer-encoding']?.toLowerCase();
  const bytes =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64')
      : encoding === 'quoted-printable'
        ? quotedPrintable(body)
        : Buffer.from(body, 'utf8');
  return { headers, text: bytes.toString('utf8').replace(/\r\n/g, '\n').replace(/\n$/, '') };
}

function quotedPrintable(body: string): Buffer {
  const joined = body.replace(/=\r\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < joined.length; index++) {
    if (joined[index] === '=' && /^[0-9A-F]{2}$/i.test(joined.slice(index + 1, index + 3))) {
      bytes.push(parseInt(joined.slice(index + 1, index + 3), 16));
      index += 2;
    } else bytes.push(...Buffer.from(joined[index]!, 'utf8'));
  }
  return Buffer.from(bytes);
}

/** RFC 2047 encoded words (=?UTF-8?B?…?= and =?UTF-8?Q?…?=), adjacent ones joined. */
const decodeWords = (value: string): string =>
  value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([BQ])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : quotedPrintable(text.replace(/_/g, ' ')).toString('utf8'),
    );

describe('SmtpMailer', () => {
  it('delivers a mail through the SMTP server with its addresses, subject and Arabic text intact', async () => {
    const mailer = new SmtpMailer(`smtp://herfa:s3cret@127.0.0.1:${port}`, 'Herfa <no-reply@herfa.sa>');
    const text = 'مرحبًا نورة،\n\nرمز إعادة تعيين كلمة المرور هو 482913.\nHerfa — حِرفة';
    await mailer.send({ to: 'noura@example.sa', subject: 'رمز إعادة التعيين: 482913', text, replyTo: 'sara@example.sa' });
    mailer.close();

    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail).toMatchObject({ from: 'no-reply@herfa.sa', to: ['noura@example.sa'], user: 'herfa' });
    const { headers, text: body } = parseMail(mail!.raw);
    expect(headers.from).toBe('Herfa <no-reply@herfa.sa>');
    expect(headers.to).toBe('noura@example.sa');
    expect(headers['reply-to']).toBe('sara@example.sa');
    expect(headers.subject).toBe('رمز إعادة التعيين: 482913');
    expect(headers['content-type']).toMatch(/^text\/plain; charset=utf-8/i);
    expect(body).toBe(text);
  });

  it('fails the send when the server refuses the credentials', async () => {
    const mailer = new SmtpMailer(`smtp://herfa:wrong@127.0.0.1:${port}`, 'Herfa <no-reply@herfa.sa>');
    await expect(mailer.send({ to: 'noura@example.sa', subject: 'Hello', text: 'Hello' })).rejects.toThrow(/Invalid username or password/);
    mailer.close();
  });

  it('is what the composition root uses when SMTP_URL is set; the database outbox otherwise', () => {
    const database = { db: {} as never, kind: 'pglite' as const };
    const mail = { ...EMBEDDED_ADAPTERS.mail, smtpUrl: `smtp://127.0.0.1:${port}` };
    expect(createServices(database, {}, { ...EMBEDDED_ADAPTERS, mail }).mailer).toBeInstanceOf(SmtpMailer);
    expect(createServices(database).mailer).toBeInstanceOf(OutboxMailer);
    expect(createServices(database).contactInbox).toBe('care@herfa.sa');
  });
});
