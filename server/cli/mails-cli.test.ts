// The operators' view of the outbox: its arguments; mails sent, waiting and given up, shown as
// their readers get them, on a real (PGlite) database with mail queued through the API; and the
// real `scripts/mails.ts` process against a data directory of its own.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailDeskOf } from '../composition';
import { aRegistration, registerThroughApi } from '../testing/account-fixtures';
import { runScript } from '../testing/run-script';
import { startTestServer, type TestServer } from '../testing/test-server';
import { deliverDueMails } from '../use-cases/mail/mail-delivery';
import { translatorFor } from '../use-cases/messages';
import { parseMailsCommand, showMails } from './mails-cli';
import type { CliOutput } from './orders-cli';

describe('arguments', () => {
  it('reads the address, the number of mails and the HTML switch', () => {
    expect(parseMailsCommand([])).toEqual({ limit: 10, html: false });
    expect(parseMailsCommand(['--to', ' Noura@Herfa.test ', '--limit', '3', '--html'])).toEqual({ to: 'noura@herfa.test', limit: 3, html: true });
    expect(parseMailsCommand(['--help'])).toBeNull();
    expect(() => parseMailsCommand(['--limit', '0'])).toThrow('--limit must be a whole number from 1 to 1000; got "0".');
    expect(() => parseMailsCommand(['--everything'])).toThrow();
  });
});

describe('the mails shown', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ services: () => ({ publicUrl: 'https://herfa.test' }) });
  }, 60_000);
  afterAll(() => server.close());

  /** What the tool prints. */
  async function shown(argv: string[]): Promise<string> {
    const lines: string[] = [];
    const io: CliOutput = { out: (line) => lines.push(line), err: (line) => lines.push(line) };
    const { mailOutbox: outbox, orders } = server.services.repositories;
    await showMails({ outbox, orders, publicUrl: 'https://herfa.test' }, parseMailsCommand(argv)!, io);
    return lines.join('\n');
  }

  it('shows a mail waiting for its first try as it will be written, and as sent once delivered', async () => {
    const email = 'layla@herfa.test';
    expect(await shown(['--to', email])).toBe(`No mail to ${email}.`);
    await registerThroughApi(server, aRegistration(email, { language: 'ar' }));
    const subject = translatorFor('ar')('mail.welcome.subject');

    const waiting = await shown(['--to', email]);
    expect(waiting).toContain('welcome');
    expect(waiting).toContain(`To: ${email}`);
    expect(waiting).toContain('Delivery: waiting for its first try');
    expect(waiting).toContain(`Subject: ${subject}`);
    expect(waiting).toContain('https://herfa.test/ar');

    await deliverDueMails(mailDeskOf(server.services));
    const sent = await shown(['--to', email, '--html']);
    expect(sent).toMatch(/Delivery: sent \d{4}-\d\d-\d\dT/);
    expect(sent).toContain('<html lang="ar" dir="rtl">');
  });
});

describe('the real process', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'herfa-mails-cli-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('reads the server’s database, and answers 2 for wrong usage', async () => {
    const mails = (...argv: string[]) => runScript('scripts/mails.ts', argv, dataDir);
    expect(await mails()).toMatchObject({ code: 0, stdout: 'The outbox is empty.\n' });
    expect((await mails('--limit', 'many')).code).toBe(2);
  }, 60_000);
});
