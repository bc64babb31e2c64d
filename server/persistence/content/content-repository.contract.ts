// What every adapter of the content port does, run against each of them: the database's on PGlite
// (content-repository.test.ts) and on the PostgreSQL server (.pg.test.ts), and the in-memory one
// the use cases' tests rely on, so that a fast test stands for the real thing.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '../../../src/domain/locale';
import { signedInShopper } from '../../testing/account-fixtures';
import { SAMPLE_CONTENT } from '../../testing/memory/memory-content-repository';
import { openTestDatabase } from '../../testing/test-database';
import type { ContentRepository, NewContactMessage } from '../../use-cases/content/content-repository';
import type { AddressedMail } from '../../use-cases/mail/mail';
import { contactMessages, faqs, mailOutbox, newsletterSubscriptions, staticPages } from '../schema';
import { DrizzleContentRepository } from './drizzle-content-repository';

/** An adapter holding SAMPLE_CONTENT, a way to add shoppers, and what it has kept, read past the port. */
export interface ContentWorld {
  readonly repository: ContentRepository;
  newShopper(): Promise<string>;
  subscribers(): Promise<ReadonlyMap<string, Language>>;
  contactMessages(): Promise<ReadonlyMap<string, NewContactMessage>>;
  /** The addresses and parameters of the mails queued, oldest first. */
  queuedMails(): Promise<{ readonly to: string | null; readonly replyTo: string | null; readonly params: unknown }[]>;
  close(): Promise<void>;
}

export function contentRepositoryContract(adapter: string, open: () => Promise<ContentWorld>): void {
  describe(`the content port: ${adapter}`, () => {
    let world: ContentWorld;
    // One database for the suite; every test writes addresses and messages of its own.
    beforeAll(async () => {
      world = await open();
    }, 60_000);
    afterAll(() => world?.close());

    const anAddress = () => `reader-${randomUUID()}@example.sa`;
    const careMail = (id: string): AddressedMail => ({
      target: { address: 'care@herfa.test', replyTo: `reply-${id}@example.sa` },
      mail: { kind: 'passwordResetCode', params: { code: id, minutes: 15 } },
    });
    const aMessage = (overrides: Partial<NewContactMessage> = {}): NewContactMessage => ({
      userId: null,
      name: 'Sara Al-Harbi',
      email: anAddress(),
      phone: '+966551234567',
      subject: 'A custom Sadu order',
      message: 'هل يمكن نسج وسادة سدو بألوان مختلفة؟',
      language: 'ar',
      ...overrides,
    });

    it('finds a page by its slug exactly as stored, and no page for an unknown slug', async () => {
      expect(await world.repository.page('about-us')).toEqual(SAMPLE_CONTENT.pages[0]);
      expect(await world.repository.page('terms')).toEqual(SAMPLE_CONTENT.pages[1]);
      expect(await world.repository.page('no-such-page')).toBeNull();
    });

    it('lists every FAQ by sort order, then id, without the sort order', async () => {
      const listed = await world.repository.faqs();
      expect(listed.map((faq) => faq.id)).toEqual([1, 2, 3]);
      expect(listed[0]).toEqual({ id: 1, questionEn: 'Is every piece handmade?', questionAr: 'هل كل القطع مصنوعة يدويًا؟', answerEn: 'Yes.', answerAr: 'نعم.' });
    });

    it('subscribes an address once, keeping the language it first subscribed in', async () => {
      const address = anAddress();
      await world.repository.subscribe(address, 'ar');
      await world.repository.subscribe(address, 'en');
      const other = anAddress();
      await world.repository.subscribe(other, 'en');
      const subscribers = await world.subscribers();
      expect(subscribers.get(address)).toBe('ar');
      expect(subscribers.get(other)).toBe('en');
    });

    it('keeps each contact message as given, under an id of its own', async () => {
      const shopper = await world.newShopper();
      const fromAGuest = aMessage();
      const fromAShopper = aMessage({ userId: shopper, phone: null, language: 'en', subject: 'From my account' });
      const guestId = await world.repository.storeContactMessage(fromAGuest, careMail);
      const shopperId = await world.repository.storeContactMessage(fromAShopper, careMail);
      expect(guestId).not.toBe(shopperId);
      const kept = await world.contactMessages();
      expect(kept.get(guestId)).toEqual(fromAGuest);
      expect(kept.get(shopperId)).toEqual(fromAShopper);
    });

    it("queues the mail written for the message's id with it", async () => {
      const message = aMessage({ subject: 'Queued with its mail' });
      const id = await world.repository.storeContactMessage(message, careMail);
      expect(await world.queuedMails()).toContainEqual({ to: 'care@herfa.test', replyTo: `reply-${id}@example.sa`, params: { code: id, minutes: 15 } });
    });
  });
}

/** The database's adapter over a fresh database holding SAMPLE_CONTENT: PGlite, or the PostgreSQL server. */
export async function drizzleContentWorld({ postgres = false } = {}): Promise<ContentWorld> {
  const { database, drop } = await openTestDatabase({ postgres });
  const { db } = database;
  await db.insert(staticPages).values([...SAMPLE_CONTENT.pages]);
  await db.insert(faqs).values([...SAMPLE_CONTENT.faqs]);
  return {
    repository: new DrizzleContentRepository(db),
    newShopper: async () => (await signedInShopper(db)).id,
    subscribers: async () => new Map((await db.select().from(newsletterSubscriptions)).map((row) => [row.email, row.language as Language])),
    contactMessages: async () =>
      new Map((await db.select().from(contactMessages)).map(({ id, createdAt: _createdAt, language, ...message }) => [id, { ...message, language: language as Language }])),
    queuedMails: () => db.select({ to: mailOutbox.to, replyTo: mailOutbox.replyTo, params: mailOutbox.params }).from(mailOutbox).orderBy(mailOutbox.createdAt),
    close: drop,
  };
}
