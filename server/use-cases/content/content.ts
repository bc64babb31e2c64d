// Use cases of the storefront's content: pages and FAQs in the reader's language, the newsletter
// (subscribing twice answers the same, so nobody learns who is subscribed) and the contact form,
// whose message reaches customer care by mail or is not kept at all.
import type * as v from 'valibot';
import { CONTACT_LIMIT, type ContactMessage, type Faq, type StaticPage } from '../../../src/contract/content';
import type { Language } from '../../../src/domain/locale';
import { fail, ok, type Result } from '../../../src/domain/result';
import type { Mailer, RateLimiter } from '../ports';
import type { ContentRepository } from './content-repository';

export type PageFailureCode = 'content.pageNotFound';
export type ContactFailureCode = 'http.tooManyRequests';

export async function findStaticPage(content: ContentRepository, slug: string, language: Language): Promise<Result<StaticPage, PageFailureCode>> {
  const row = await content.page(slug);
  if (!row) return fail('content.pageNotFound');
  return ok({
    slug: row.slug,
    title: language === 'ar' ? row.titleAr : row.titleEn,
    paragraphs: paragraphsOf(language === 'ar' ? row.bodyAr : row.bodyEn),
  });
}

export async function listFaqs(content: ContentRepository, language: Language): Promise<Faq[]> {
  const rows = await content.faqs();
  return rows.map((row) => ({
    id: row.id,
    question: language === 'ar' ? row.questionAr : row.questionEn,
    answer: language === 'ar' ? row.answerAr : row.answerEn,
  }));
}

/** Subscribes in the language asked for, else the reader's; a repeat changes nothing and answers the same. */
export async function subscribeToNewsletter(
  content: ContentRepository,
  { email, language }: { readonly email: string; readonly language?: Language | undefined },
  readerLanguage: Language,
): Promise<void> {
  await content.subscribe(email, language ?? readerLanguage);
}

/** What the contact form needs: where messages are kept, how they are mailed and to whom, and its rate limit. */
export interface ContactDesk {
  readonly content: ContentRepository;
  readonly mailer: Mailer;
  readonly rateLimiter: RateLimiter;
  /** The customer-care inbox. */
  readonly inbox: string;
}

export interface ContactSender {
  /** The signed-in account, if any. */
  readonly userId: string | null;
  readonly language: Language;
  /** The caller's address: the rate limit counts per address. */
  readonly clientAddress: string;
}

/**
 * Keeps the message and mails it to customer care, the sender as the address to reply to. Limited
 * to CONTACT_LIMIT per client address. When the mail fails, the message is forgotten again and the
 * error thrown: unsent means not received, and the sender's retry must not leave a duplicate.
 */
export async function sendContactMessage(
  desk: ContactDesk,
  message: v.InferOutput<typeof ContactMessage>,
  sender: ContactSender,
): Promise<Result<void, ContactFailureCode>> {
  const limit = await desk.rateLimiter.hit(`contact:${sender.clientAddress}`, CONTACT_LIMIT.attempts, CONTACT_LIMIT.windowMs);
  if (!limit.allowed) return fail('http.tooManyRequests', { seconds: Math.ceil(limit.retryAfterMs / 1000) });

  const phone = message.phone ?? null;
  const id = await desk.content.storeContactMessage({ ...message, phone, userId: sender.userId, language: sender.language });
  try {
    await desk.mailer.send({
      to: desk.inbox,
      replyTo: message.email,
      subject: `[Herfa contact] ${oneLine(message.subject)}`,
      text: [
        `A message from the contact form (${id}).`,
        '',
        `From: ${oneLine(message.name)} <${message.email}>`,
        `Reply to: ${message.email}`,
        `Phone: ${phone ?? '-'}`,
        `Account: ${sender.userId ?? 'not signed in'}`,
        `Language: ${sender.language}`,
        `Subject: ${oneLine(message.subject)}`,
        '',
        message.message,
      ].join('\n'),
    });
  } catch (error) {
    await desk.content.deleteContactMessage(id);
    throw error;
  }
  return ok(undefined);
}

/** A stored body's paragraphs: separated by blank lines, each trimmed, none empty. */
export const paragraphsOf = (body: string): string[] =>
  body
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');

/** Line breaks in a header-like value (a subject) would read as forged headers in some mail clients. */
const oneLine = (text: string): string => text.replace(/\s+/g, ' ').trim();
