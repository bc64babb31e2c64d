// The operators' view of the mail outbox (`npm run mails -- …`): the newest mails, each with how
// its delivery stands (sent, waiting for its next try, given up, and why) and what it says —
// as sent, or for one not yet sent, written out now as it would be. Reads the database the
// server's configuration names, so it is also a local install's mailbox.
import { parseArgs } from 'node:util';
import { withServerDatabase } from './server-database';
import { drizzleRepositories } from '../persistence/repositories';
import type { RenderedMail } from '../use-cases/mail/mail';
import { writeOut, type MailDesk } from '../use-cases/mail/mail-delivery';
import type { OutboxEntry } from '../use-cases/mail/mail-outbox';
import type { CliOutput } from './orders-cli';

export const USAGE = `Usage: npm run mails -- [--to <address>] [--limit <n>] [--html]

The newest mails of the outbox (10 unless --limit says), the newest first: to whom, how the
delivery stands, and the text (or with --html, the HTML) as sent or as it will be sent.
--to shows only the mails to one address (an account's email, or customer care's).
The database is the server's: DATABASE_URL (PostgreSQL), else the embedded one in DATA_DIR (./data).`;

export interface MailsCommand {
  readonly to?: string;
  readonly limit: number;
  readonly html: boolean;
}

const consoleOutput: CliOutput = { out: (line) => console.info(line), err: (line) => console.error(line) };

/** The command line's options; null when it asks for help. Throws a message for wrong usage. */
export function parseMailsCommand(argv: readonly string[]): MailsCommand | null {
  const { values } = parseArgs({
    args: [...argv],
    options: { to: { type: 'string' }, limit: { type: 'string' }, html: { type: 'boolean', default: false }, help: { type: 'boolean', default: false } },
    strict: true,
  });
  if (values.help) return null;
  const limit = values.limit === undefined ? 10 : Number(values.limit);
  if (!Number.isInteger(limit) || limit < 1 || limit > 1000) throw new Error(`--limit must be a whole number from 1 to 1000; got "${values.limit}".`);
  return { ...(values.to === undefined ? {} : { to: values.to.trim().toLowerCase() }), limit, html: values.html };
}

/** How an entry's delivery stands, in a line. */
function standing(entry: OutboxEntry): string {
  if (entry.sent !== null) return `sent ${entry.sent.at.toISOString()}`;
  const tries = `${entry.attempts} ${entry.attempts === 1 ? 'try' : 'tries'}`;
  if (entry.failedAt !== null) return `given up ${entry.failedAt.toISOString()} after ${tries}: ${entry.lastError ?? 'no reason kept'}`;
  if (entry.attempts === 0) return 'waiting for its first try';
  return `waiting: next try ${entry.nextAttemptAt?.toISOString() ?? 'now'} after ${tries} (last: ${entry.lastError ?? 'no reason kept'})`;
}

/** Prints the newest mails as the command asks. */
export async function showMails(desk: Pick<MailDesk, 'outbox' | 'orders' | 'publicUrl'>, command: MailsCommand, io: CliOutput): Promise<void> {
  const entries = await desk.outbox.latest(command.limit, command.to);
  if (entries.length === 0) {
    io.out(command.to === undefined ? 'The outbox is empty.' : `No mail to ${command.to}.`);
    return;
  }
  for (const entry of entries) {
    // A mail not sent yet is written out as it would be now; one stored before the outbox kept kinds has its words only.
    const written: (RenderedMail & { readonly to: string | null }) | null =
      entry.sent !== null ? { ...entry.sent, to: entry.to } : entry.kind === null ? null : await writeOut(desk, { ...entry, kind: entry.kind });
    io.out(`── ${entry.createdAt.toISOString()}  ${entry.kind ?? 'mail'}  ${entry.id}`);
    io.out(`To: ${written?.to ?? entry.to ?? `the account ${entry.userId ?? ''} (gone)`}${entry.replyTo === null ? '' : `  Reply-To: ${entry.replyTo}`}`);
    io.out(`Delivery: ${standing(entry)}`);
    if (written === null) {
      io.out('(nothing to show: the account it was for no longer exists)\n');
      continue;
    }
    io.out(`Subject: ${written.subject}\n`);
    io.out(`${command.html ? written.html : written.text}\n`);
  }
}

export async function mailsCli(argv: readonly string[], env: NodeJS.ProcessEnv = process.env, io: CliOutput = consoleOutput): Promise<number> {
  let command: MailsCommand | null;
  try {
    command = parseMailsCommand(argv);
  } catch (error) {
    io.err(error instanceof Error ? error.message : String(error));
    io.err(USAGE);
    return 2;
  }
  if (command === null) {
    io.out(USAGE);
    return 0;
  }
  return withServerDatabase(env, async (database, config) => {
    const { mailOutbox, orders } = drizzleRepositories(database.db);
    await showMails({ outbox: mailOutbox, orders, publicUrl: config.publicUrl }, command, io);
    return 0;
  });
}
