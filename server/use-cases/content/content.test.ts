// The content use cases over the in-memory port: pages and FAQs in the reader's language, the
// newsletter's idempotence, and the contact form's rate limit and its mail, queued with the message.
import { beforeEach, describe, expect, it } from 'vitest';
import { CONTACT_LIMIT } from '../../../src/contract/content';
import { MemoryRateLimiter } from '../../adapters/memory-rate-limiter';
import { handClock, type HandClock } from '../../testing/hand-clock';
import { MemoryContentRepository, SAMPLE_CONTENT } from '../../testing/memory/memory-content-repository';
import { renderMail } from '../mail/mail-templates';
import { findStaticPage, listFaqs, paragraphsOf, sendContactMessage, subscribeToNewsletter, type ContactDesk } from './content';

let content: MemoryContentRepository;
beforeEach(() => {
  content = new MemoryContentRepository(SAMPLE_CONTENT);
});

describe('static pages', () => {
  it('answers a page in the language asked, its body as trimmed paragraphs split on blank lines', async () => {
    expect(await findStaticPage(content, 'about-us', 'en')).toEqual({
      ok: true,
      value: {
        slug: 'about-us',
        title: 'About Herfa',
        paragraphs: ['Herfa brings Saudi crafts to you.', 'Every piece is handmade.', 'We ship across the Kingdom.'],
      },
    });
    expect(await findStaticPage(content, 'about-us', 'ar')).toEqual({
      ok: true,
      value: { slug: 'about-us', title: 'عن حرفة', paragraphs: ['حرفة تقرّب الحرف السعودية إليك.', 'كل قطعة مصنوعة يدويًا.'] },
    });
  });

  it('tells a page that does not exist as such', async () => {
    expect(await findStaticPage(content, 'no-such-page', 'en')).toEqual({ ok: false, error: { code: 'content.pageNotFound' } });
  });

  it('splits paragraphs on blank lines only, whatever the line ends, and drops empty ones', () => {
    expect(paragraphsOf('one\ntwo\r\n \t\r\nthree\r\rfour\n\n\n\n')).toEqual(['one\ntwo', 'three', 'four']);
    expect(paragraphsOf('  \n\n  ')).toEqual([]);
  });
});

describe('FAQs', () => {
  it('lists them in display order, in the language asked', async () => {
    expect(await listFaqs(content, 'en')).toEqual([
      { id: 1, question: 'Is every piece handmade?', answer: 'Yes.' },
      { id: 2, question: 'How long is delivery?', answer: 'Three to five days.' },
      { id: 3, question: 'Can I return a piece?', answer: 'Within 7 days.' },
    ]);
    expect((await listFaqs(content, 'ar')).map((faq) => faq.answer)).toEqual(['نعم.', 'من ثلاثة إلى خمسة أيام.', 'خلال ٧ أيام.']);
  });
});

describe('the newsletter', () => {
  it('subscribes in the language asked for, else the reader’s, and a repeat changes nothing', async () => {
    await subscribeToNewsletter(content, { email: 'layla@example.sa' }, 'ar');
    await subscribeToNewsletter(content, { email: 'layla@example.sa', language: 'en' }, 'en');
    await subscribeToNewsletter(content, { email: 'omar@example.sa', language: 'ar' }, 'en');
    expect([...content.subscribers]).toEqual([
      ['layla@example.sa', 'ar'],
      ['omar@example.sa', 'ar'],
    ]);
  });
});

describe('the contact form', () => {
  const message = {
    name: 'Sara  Al-Harbi',
    email: 'sara@example.sa',
    phone: '+966551234567',
    subject: 'A custom\r\nBcc: everyone@example.sa',
    message: 'هل يمكن نسج وسادة سدو بألوان مختلفة؟',
  };
  const guest = { userId: null, language: 'ar', clientAddress: '10.0.0.1' } as const;

  let clock: HandClock;
  let desk: ContactDesk;
  beforeEach(() => {
    clock = handClock();
    desk = { content, rateLimiter: new MemoryRateLimiter(clock), inbox: 'care@herfa.sa' };
  });
  /** The mails queued with the messages, written out as customer care reads them. */
  const queued = () =>
    content.queuedMails.map(({ target, mail }) => ({ target, ...renderMail(mail, { language: 'en', recipientName: null, publicUrl: 'https://herfa.sa', order: null }) }));

  it('keeps the message with its mail to the inbox queued, the sender to reply to, header values on one line', async () => {
    expect(await sendContactMessage(desk, message, guest)).toEqual({ ok: true, value: undefined });
    const [id, kept] = [...content.contactMessages][0]!;
    expect(kept).toEqual({ ...message, userId: null, language: 'ar' });
    expect(queued()).toEqual([
      {
        target: { address: 'care@herfa.sa', replyTo: 'sara@example.sa' },
        subject: '[Herfa contact] A custom Bcc: everyone@example.sa',
        text: [
          `A message from the contact form (${id}).`,
          '',
          'From: Sara Al-Harbi <sara@example.sa>',
          'Reply to: sara@example.sa',
          'Phone: +966551234567',
          'Account: not signed in',
          'Language: ar',
          'Subject: A custom Bcc: everyone@example.sa',
          '',
          message.message,
        ].join('\n'),
        html: expect.stringContaining('sara@example.sa'),
      },
    ]);
  });

  it('names the account of a signed-in sender, and a missing phone as such', async () => {
    await sendContactMessage(desk, { ...message, phone: undefined }, { userId: 'shopper-1', language: 'en', clientAddress: '10.0.0.1' });
    expect([...content.contactMessages.values()]).toEqual([{ ...message, phone: null, userId: 'shopper-1', language: 'en' }]);
    expect(queued()[0]?.text).toContain('\nPhone: -\nAccount: shopper-1\nLanguage: en\n');
  });

  it(`allows ${CONTACT_LIMIT.attempts} messages an hour from one address, then tells how long to wait, keeping and mailing nothing more`, async () => {
    for (let attempt = 1; attempt <= CONTACT_LIMIT.attempts; attempt++) expect((await sendContactMessage(desk, message, guest)).ok).toBe(true);
    clock.advance(60_000);
    expect(await sendContactMessage(desk, message, guest)).toEqual({ ok: false, error: { code: 'http.tooManyRequests', params: { seconds: 3540 } } });
    expect(content.contactMessages.size).toBe(CONTACT_LIMIT.attempts);
    expect(content.queuedMails).toHaveLength(CONTACT_LIMIT.attempts);
    expect((await sendContactMessage(desk, message, { ...guest, clientAddress: '10.0.0.2' })).ok).toBe(true);
    clock.advance(CONTACT_LIMIT.windowMs);
    expect((await sendContactMessage(desk, message, guest)).ok).toBe(true);
  });
});
