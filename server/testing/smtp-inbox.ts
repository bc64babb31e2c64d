// A real SMTP server on a local port (smtp-server) for the mail tests: it takes what a Mailer
// sends, optionally checking credentials, refusing or stalling on request, and answers each mail
// as its reader's mail program would show it (parsed by mailparser: headers decoded, the text and
// the HTML parts of a multipart mail apart).
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** The envelope: who the server was told it is from and to. */
  readonly envelope: { readonly from: string; readonly to: readonly string[]; readonly user: string | undefined };
  readonly from: string;
  readonly to: string;
  readonly replyTo: string | undefined;
  readonly subject: string;
  readonly text: string;
  readonly html: string | undefined;
  /** The Content-Type of the whole mail: multipart/alternative with a text and an HTML part. */
  readonly contentType: string;
}

export interface SmtpInbox {
  readonly port: number;
  /** smtp://herfa:s3cret@127.0.0.1:port */
  readonly url: string;
  readonly received: ReceivedMail[];
  /** Refuses the next `count` mails with a temporary failure (451), as a busy relay does. */
  refuseNext(count: number): void;
  /** Waits until `count` mails have arrived (or fails after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

const USER = 'herfa';
const PASSWORD = 's3cret';

export async function startSmtpInbox(): Promise<SmtpInbox> {
  const received: ReceivedMail[] = [];
  let refusals = 0;
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === USER && auth.password === PASSWORD) callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      if (refusals > 0) {
        refusals -= 1;
        stream.resume();
        stream.on('end', () => callback(Object.assign(new Error('Try again later: the relay is busy'), { responseCode: 451 })));
        return;
      }
      simpleParser(stream)
        .then((parsed) => {
          received.push({
            envelope: {
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((recipient) => recipient.address),
              user: session.user as string | undefined,
            },
            from: parsed.from?.text ?? '',
            to: [parsed.to ?? []].flat().map((address) => address.text).join(', '),
            replyTo: parsed.replyTo?.text,
            subject: parsed.subject ?? '',
            text: (parsed.text ?? '').replace(/\n$/, ''),
            html: parsed.html === false ? undefined : parsed.html,
            contentType: parsed.headers.get('content-type') === undefined ? '' : String((parsed.headers.get('content-type') as { value: string }).value),
          });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    url: `smtp://${USER}:${PASSWORD}@127.0.0.1:${port}`,
    received,
    refuseNext(count) {
      refusals = count;
    },
    async waitFor(count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`${received.length} of ${count} mails arrived in ${timeoutMs} ms`);
        await new Promise((resume) => setTimeout(resume, 20));
      }
      return received;
    },
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
