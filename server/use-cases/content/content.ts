// Use cases of the storefront's content: pages and FAQs in the reader's language, the newsletter
// (subscribing twice answers the same, so nobody learns who is subscribed) and the contact form,
// whose message reaches customer care by mail or is not kept at all.
import type * as v from 'valibot';
import { CONTACT_LIMIT, type ContactMessage, type Faq, type StaticPage } from '../../../src/contract/content';
import type { Language } from '../../../src/domain/locale';
import { fail, ok, type Result } from '../../../src/domain/result';
import type { RateLimiter } from '../ports';
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

/** What the contact form needs: where messages are kept (and their mail queued), to whom they are mailed, and its rate limit. */
export interface ContactDesk {
  readonly content: ContentRepository;
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
 * Keeps the message and, in the same step, queues its mail to customer care, the sender as the
 * address to reply to: kept means it will be delivered, however slow the mail server is. Limited
 * to CONTACT_LIMIT per client address.
 */
export async function sendContactMessage(
  desk: ContactDesk,
  message: v.InferOutput<typeof ContactMessage>,
  sender: ContactSender,
): Promise<Result<void, ContactFailureCode>> {
  const limit = await desk.rateLimiter.hit(`contact:${sender.clientAddress}`, CONTACT_LIMIT.attempts, CONTACT_LIMIT.windowMs);
  if (!limit.allowed) return fail('http.tooManyRequests', { seconds: Math.ceil(limit.retryAfterMs / 1000) });

  const phone = message.phone ?? null;
  const stored = { ...message, phone, userId: sender.userId, language: sender.language };
  await desk.content.storeContactMessage(stored, (id) => ({
    target: { address: desk.inbox, replyTo: message.email },
    mail: { kind: 'contactMessage', params: { id, ...stored } },
  }));
  return ok(undefined);
}

/** A stored body's paragraphs: separated by blank lines, each trimmed, none empty. */
export const paragraphsOf = (body: string): string[] =>
  body
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
