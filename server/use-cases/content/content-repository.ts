// The port of the storefront's content: the static pages and FAQs it shows, the newsletter's
// subscribers and the messages of the contact form. An adapter stores them
// (server/persistence/content, or an in-memory one in tests); the use cases in content.ts decide
// what is shown and what a message sets off.
import type { AddressedMail } from '../mail/mail';
import type { Language } from '../../../src/domain/locale';

/** A static page as stored: title and body in both languages, the body's paragraphs split by blank lines. */
export interface StaticPageRow {
  readonly slug: string;
  readonly titleEn: string;
  readonly titleAr: string;
  readonly bodyEn: string;
  readonly bodyAr: string;
}

export interface FaqRow {
  readonly id: number;
  readonly questionEn: string;
  readonly questionAr: string;
  readonly answerEn: string;
  readonly answerAr: string;
}

/** A contact-form message to keep: the sender's account when signed in, and the language it was written from. */
export interface NewContactMessage {
  readonly userId: string | null;
  readonly name: string;
  readonly email: string;
  readonly phone: string | null;
  readonly subject: string;
  readonly message: string;
  readonly language: Language;
}

export interface ContentRepository {
  /** The page of this slug; null when there is none. */
  page(slug: string): Promise<StaticPageRow | null>;
  /** Every FAQ in display order (by sort order, then id). */
  faqs(): Promise<FaqRow[]>;
  /** Subscribes the (lower-cased) address; an address already subscribed keeps its first language. */
  subscribe(email: string, language: Language): Promise<void>;
  /** Keeps the message and queues the mail `mailOf` writes for its id, both or neither; answers the id. */
  storeContactMessage(message: NewContactMessage, mailOf: (id: string) => AddressedMail): Promise<string>;
}
