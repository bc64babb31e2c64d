// Content through real HTTP over a real (PGlite) database: static pages, FAQs, the newsletter
// and the contact form, whose mail is queued with the message and delivered through the Mailer port.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../../src/contract/common';
import type { Faq, StaticPage } from '../../src/contract/content';
import { mailDeskOf } from '../composition';
import { contactMessages, newsletterSubscriptions } from '../persistence/schema';
import { memoryLog } from '../logging/memory-log';
import { insertContent, signedInShopper } from '../testing/account-fixtures';
import { startTestServer, type TestServer } from '../testing/test-server';
import { handClock } from '../testing/hand-clock';
import { deliverDueMails } from '../use-cases/mail/mail-delivery';
import { pauseAfter } from '../use-cases/outbox';
import { translatorFor } from '../use-cases/messages';
import type { Mail, Mailer } from '../use-cases/ports';

const en = { 'Accept-Language': 'en' };
const ar = { 'Accept-Language': 'ar' };

const validMessage = {
  name: 'Sara Al-Harbi',
  email: 'Sara@Example.SA',
  phone: '055 123 4567',
  subject: 'A custom Sadu order',
  message: 'هل يمكن نسج وسادة سدو بألوان مختلفة؟',
};

describe('static pages', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ prepare: ({ db }) => insertContent(db) });
  }, 60_000);
  afterAll(() => server.close());

  it('answers a page in the request language, its body as trimmed paragraphs split on blank lines', async () => {
    const english = await server.json<StaticPage>('GET', '/api/pages/about-us', undefined, en);
    expect(english).toMatchObject({ status: 200 });
    expect(english.body).toEqual({
      slug: 'about-us',
      title: 'About Herfa',
      paragraphs: ['Herfa brings Saudi crafts to you.', 'Every piece is handmade.', 'We ship across the Kingdom.'],
    });
    const arabic = await server.json<StaticPage>('GET', '/api/pages/about-us', undefined, ar);
    expect(arabic.body).toEqual({ slug: 'about-us', title: 'عن حرفة', paragraphs: ['حرفة تقرّب الحرف السعودية إليك.', 'كل قطعة مصنوعة يدويًا.'] });
  });

  it('answers /api/about-us as the about-us page', async () => {
    const aboutUs = await server.json('GET', '/api/about-us', undefined, ar);
    const page = await server.json('GET', '/api/pages/about-us', undefined, ar);
    expect(aboutUs.status).toBe(200);
    expect(aboutUs.body).toEqual(page.body);
  });

  it('answers an unknown page with 404 content.pageNotFound in the request language', async () => {
    const english = await server.json<ErrorBody>('GET', '/api/pages/no-such-page', undefined, en);
    const arabic = await server.json<ErrorBody>('GET', '/api/pages/no-such-page', undefined, ar);
    expect(english).toMatchObject({ status: 404, body: { code: 'content.pageNotFound', message: 'This page could not be found.' } });
    expect(arabic).toMatchObject({ status: 404, body: { code: 'content.pageNotFound', message: 'تعذّر العثور على هذه الصفحة.' } });
  });

  it('refuses a slug that is not a slug with 400', async () => {
    const { status, body } = await server.json<ErrorBody>('GET', '/api/pages/Not_A_Slug', undefined, en);
    expect(status).toBe(400);
    expect(body.code).toBe('http.invalidInput');
  });
});

describe('FAQs', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ prepare: ({ db }) => insertContent(db) });
  }, 60_000);
  afterAll(() => server.close());

  it('lists every FAQ in display order, in the request language', async () => {
    const english = await server.json<Faq[]>('GET', '/api/faqs', undefined, en);
    expect(english.body).toEqual([
      { id: 1, question: 'Is every piece handmade?', answer: 'Yes.' },
      { id: 2, question: 'How long is delivery?', answer: 'Three to five days.' },
    ]);
    const arabic = await server.json<Faq[]>('GET', '/api/faqs', undefined, ar);
    expect(arabic.body.map((faq) => faq.question)).toEqual(['هل كل القطع مصنوعة يدويًا؟', 'كم تستغرق مدة التوصيل؟']);
  });
});

describe('newsletter', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  }, 60_000);
  afterAll(() => server.close());

  const subscribers = () => server.database.db.select().from(newsletterSubscriptions);

  it('subscribes an address once, lower-cased, however often it is sent, with the same answer', async () => {
    const first = await server.json('POST', '/api/newsletter', { email: '  Layla@Example.SA ' }, ar);
    const again = await server.json('POST', '/api/newsletter', { email: 'layla@example.sa', language: 'en' }, en);
    expect(first).toMatchObject({ status: 200, body: { ok: true } });
    expect(again).toMatchObject({ status: 200, body: { ok: true } });
    const rows = (await subscribers()).filter((row) => row.email === 'layla@example.sa');
    // The first subscription's language stays: a repeat changes nothing.
    expect(rows).toMatchObject([{ email: 'layla@example.sa', language: 'ar' }]);
  });

  it('keeps the language asked for, else the request language', async () => {
    await server.json('POST', '/api/newsletter', { email: 'omar@example.sa', language: 'ar' }, en);
    await server.json('POST', '/api/newsletter', { email: 'huda@example.sa' }, en);
    const rows = await subscribers();
    expect(rows.find((row) => row.email === 'omar@example.sa')?.language).toBe('ar');
    expect(rows.find((row) => row.email === 'huda@example.sa')?.language).toBe('en');
  });

  it('refuses an invalid address with a translated field message and stores nothing', async () => {
    const before = (await subscribers()).length;
    const english = await server.json<ErrorBody>('POST', '/api/newsletter', { email: 'not-an-address' }, en);
    const arabic = await server.json<ErrorBody>('POST', '/api/newsletter', { email: '' }, ar);
    expect(english).toMatchObject({ status: 400, body: { code: 'http.invalidInput', fields: { email: ['The email field must be a valid email'] } } });
    expect(arabic.status).toBe(400);
    expect(arabic.body.fields?.email?.[0]).toMatch(/البريد الإلكتروني/);
    expect((await subscribers()).length).toBe(before);
  });

  it('refuses a language that is not en or ar', async () => {
    const { status, body } = await server.json<ErrorBody>('POST', '/api/newsletter', { email: 'a@example.sa', language: 'fr' }, en);
    expect(status).toBe(400);
    expect(Object.keys(body.fields ?? {})).toEqual(['language']);
  });
});

describe('contact form', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  }, 60_000);
  afterAll(() => server.close());

  const messages = () => server.database.db.select().from(contactMessages);
  const mails = () => server.mailsTo('care@herfa.sa');

  it('stores a valid message and mails it to the care inbox with the sender to reply to', async () => {
    const { status, body } = await server.json('POST', '/api/contact', validMessage, ar);
    expect(status).toBe(201);
    expect(body).toEqual({ ok: true });

    const [stored] = await messages();
    expect(stored).toMatchObject({
      userId: null,
      name: 'Sara Al-Harbi',
      email: 'sara@example.sa',
      phone: '+966551234567',
      subject: 'A custom Sadu order',
      message: validMessage.message,
      language: 'ar',
    });
    const [mail] = await mails();
    expect(mail?.to).toBe('care@herfa.sa');
    expect(mail?.subject).toBe('[Herfa contact] A custom Sadu order');
    expect(mail?.text).toContain('Reply to: sara@example.sa');
    expect(mail?.text).toContain('+966551234567');
    expect(mail?.text).toContain(validMessage.message);
  });

  it('records the account of a signed-in sender, and accepts a message without a phone', async () => {
    const shopper = await signedInShopper(server.database.db);
    const { phone: _phone, ...withoutPhone } = validMessage;
    const { status } = await server.json('POST', '/api/contact', { ...withoutPhone, subject: 'From my account' }, { ...en, ...shopper.auth });
    expect(status).toBe(201);
    const stored = (await messages()).find((row) => row.subject === 'From my account');
    expect(stored).toMatchObject({ userId: shopper.id, phone: null, language: 'en' });
  });

  it('answers every invalid field with its translated message and neither stores nor mails anything', async () => {
    const [storedBefore, mailedBefore] = [(await messages()).length, (await mails()).length];
    const { status, body } = await server.json<ErrorBody>(
      'POST',
      '/api/contact',
      { name: 'S', email: 'sara@', phone: '0123', subject: 'x'.repeat(151), message: 'Too short' },
      en,
    );
    expect(status).toBe(400);
    expect(body.fields).toEqual({
      name: ['The name field must be at least 2 characters'],
      email: ['The email field must be a valid email'],
      phone: ['The mobile number field must be a Saudi mobile number such as 05XXXXXXXX'],
      subject: ['The subject field may not be greater than 150 characters'],
      message: ['The message field must be at least 10 characters'],
    });
    const missing = await server.json<ErrorBody>('POST', '/api/contact', {}, ar);
    expect(Object.keys(missing.body.fields ?? {}).sort()).toEqual(['email', 'message', 'name', 'subject']);
    expect(missing.body.fields?.name?.[0]).toMatch(/الاسم/);
    expect((await messages()).length).toBe(storedBefore);
    expect((await mails()).length).toBe(mailedBefore);
  });

  it('allows 5 messages an hour from one address, then answers 429 with a translated message', async () => {
    const limited = await startTestServer();
    try {
      for (let attempt = 1; attempt <= 5; attempt++) {
        expect((await limited.json('POST', '/api/contact', validMessage, en)).status).toBe(201);
      }
      const refused = await limited.json<ErrorBody>('POST', '/api/contact', validMessage, ar);
      expect(refused.status).toBe(429);
      expect(refused.body.code).toBe('http.tooManyRequests');
      const seconds = Number(refused.headers.get('Retry-After'));
      expect(seconds).toBeGreaterThan(3500);
      expect(seconds).toBeLessThanOrEqual(3600);
      expect(refused.body.message).toBe(translatorFor('ar')('http.tooManyRequests', { count: seconds }));
      expect(await limited.database.db.select().from(contactMessages)).toHaveLength(5);
    } finally {
      await limited.close();
    }
  });

  it('keeps the message and its mail when the relay refuses, and mails it once the relay is back', async () => {
    const log = memoryLog();
    const clock = handClock(new Date('2026-03-01T09:00:00Z'));
    let relayDown = true;
    const delivered: Mail[] = [];
    const mailer: Mailer = {
      send: async (mail) => {
        if (relayDown) throw new Error('relay refused the connection');
        delivered.push(mail);
      },
    };
    const flaky = await startTestServer({ logger: log.logger, services: () => ({ mailer, clock }) });
    try {
      const { status } = await flaky.json('POST', '/api/contact', validMessage, en);
      expect(status).toBe(201);
      expect(await flaky.database.db.select().from(contactMessages).where(eq(contactMessages.email, 'sara@example.sa'))).toHaveLength(1);

      const desk = mailDeskOf(flaky.services);
      expect(await deliverDueMails(desk)).toEqual({ sent: 0, putOff: 1, givenUp: 0 });
      const [queued] = await flaky.services.repositories.mailOutbox.latest(1);
      expect(queued).toMatchObject({ attempts: 1, lastError: 'relay refused the connection', sent: null });
      expect(log.lines()).toContainEqual(expect.objectContaining({ level: 'warn', msg: 'a mail could not be delivered; trying again later' }));

      relayDown = false;
      expect(await deliverDueMails(desk)).toEqual({ sent: 0, putOff: 0, givenUp: 0 });
      clock.advance(pauseAfter(1));
      expect(await deliverDueMails(desk)).toEqual({ sent: 1, putOff: 0, givenUp: 0 });
      expect(delivered).toEqual([expect.objectContaining({ to: 'care@herfa.sa', replyTo: 'sara@example.sa', subject: '[Herfa contact] A custom Sadu order' })]);
      expect(await deliverDueMails(desk)).toEqual({ sent: 0, putOff: 0, givenUp: 0 });
    } finally {
      await flaky.close();
    }
  });
});
