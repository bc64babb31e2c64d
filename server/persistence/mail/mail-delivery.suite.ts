// The delivery of the outbox over the database's adapter, run on PGlite (mail-delivery.test.ts)
// and on the PostgreSQL server (.pg.test.ts): a refusing mail server is tried again after growing
// pauses and given up (and logged) after the last attempt; a mail whose account is gone is given
// up; and deliveries running at once send every mail exactly once.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createServices, mailDeskOf } from '../../composition';
import { memoryLog } from '../../logging/memory-log';
import { handClock } from '../../testing/hand-clock';
import { openTestDatabase } from '../../testing/test-database';
import type { OutgoingMail } from '../../use-cases/mail/mail';
import { deliverDueMails, writeOut, type MailDesk } from '../../use-cases/mail/mail-delivery';
import { OUTBOX_DELIVERY, pauseAfter } from '../../use-cases/outbox';
import type { Mail } from '../../use-cases/ports';
import type { Database } from '../database';
import { users } from '../schema';
import { queueMail } from './mail-rows';

const WELCOME: OutgoingMail = { kind: 'welcome', params: {} };

export function mailDeliverySuite(adapter: string, postgres: boolean): void {
  describe(`the mail delivery: ${adapter}`, () => {
    let database: Database;
    let drop: () => Promise<void>;
    beforeAll(async () => {
      ({ database, drop } = await openTestDatabase({ postgres }));
    }, 60_000);
    afterAll(() => drop?.());

    /** A new account with one welcome mail queued; its address. */
    async function anAccountWithMail(): Promise<{ id: string; email: string }> {
      const id = randomUUID();
      const email = `reader-${id}@herfa.test`;
      await database.db.insert(users).values({ id, fullName: 'Noura Alharbi', email, language: 'ar' });
      await queueMail(database.db, { userId: id }, WELCOME);
      return { id, email };
    }

    /** A delivery over this database with `send` as its mail server, a hand clock and a log to read. */
    function aDesk(send: (mail: Mail) => Promise<void>) {
      const clock = handClock(new Date('2026-05-01T09:00:00Z'));
      const log = memoryLog();
      const desk: MailDesk = { ...mailDeskOf(createServices(database, { clock, log: log.logger })), mailer: { send } };
      return { desk, clock, log };
    }

    it('tries a refused mail again after growing pauses, and gives it up, logged, after the last attempt', async () => {
      const { email } = await anAccountWithMail();
      const tried: number[] = [];
      const { desk, clock, log } = aDesk(async (mail) => {
        if (mail.to === email) {
          tried.push(clock.now().getTime());
          throw new Error('451 try again later');
        }
      });
      const start = clock.now().getTime();
      for (let attempt = 1; attempt <= OUTBOX_DELIVERY.attempts; attempt += 1) {
        await deliverDueMails(desk);
        // Not due again a moment before its pause ends.
        clock.advance(pauseAfter(attempt) - 1);
        await deliverDueMails(desk);
        clock.advance(1);
      }
      await deliverDueMails(desk);

      const pauses = tried.map((at, index) => at - (tried[index - 1] ?? start));
      expect(pauses).toEqual([0, 30_000, 120_000, 480_000, 1_920_000, 7_680_000, 21_600_000, 21_600_000]);
      const [entry] = await desk.outbox.latest(1, email);
      expect(entry).toMatchObject({ attempts: OUTBOX_DELIVERY.attempts, lastError: '451 try again later', sent: null, failedAt: new Date(tried.at(-1)!) });
      expect(log.lines()).toContainEqual(expect.objectContaining({ level: 'error', msg: 'a mail could not be delivered and was given up', attempts: 8 }));
    });

    it('writes out no mail for an account gone while its mail was being delivered', async () => {
      const { id } = await anAccountWithMail();
      const { desk } = aDesk(async () => {});
      const taken = (await desk.outbox.claimDue(new Date(), new Date(), 1000)).find((mail) => mail.userId === id);
      await database.db.delete(users).where(eq(users.id, id));
      expect(await writeOut(desk, taken!)).toBeNull();
    });

    it('sends every mail exactly once when deliveries run at once', async () => {
      const accounts = await Promise.all(Array.from({ length: 25 }, () => anAccountWithMail()));
      const sent: string[] = [];
      const { desk } = aDesk(async (mail) => {
        await new Promise((resume) => setTimeout(resume, 2));
        sent.push(mail.to);
      });
      const rounds = await Promise.all(Array.from({ length: 4 }, () => deliverDueMails(desk)));
      const ours = sent.filter((to) => accounts.some((account) => account.email === to));
      expect(ours.sort()).toEqual(accounts.map((account) => account.email).sort());
      expect(rounds.reduce((total, round) => total + round.sent, 0)).toBe(sent.length);
      expect(await deliverDueMails(desk)).toEqual({ sent: 0, putOff: 0, givenUp: 0 });
    });
  });
}
