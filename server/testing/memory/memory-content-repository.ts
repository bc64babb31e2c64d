// The content port in memory, for the use cases' fast tests. The contract suite
// (server/persistence/content/content-repository.contract.ts) holds it to the same behaviour as
// the database's adapter.
import type { AddressedMail } from '../../use-cases/mail/mail';
import { randomUUID } from 'node:crypto';
import type { Language } from '../../../src/domain/locale';
import type { ContentRepository, FaqRow, NewContactMessage, StaticPageRow } from '../../use-cases/content/content-repository';

/** A FAQ with the sort order it is stored with, which only the adapter reads. */
export interface StoredFaq extends FaqRow {
  readonly sortOrder: number;
}

export interface ContentRows {
  readonly pages: readonly StaticPageRow[];
  readonly faqs: readonly StoredFaq[];
}

/** Pages and FAQs to test with: a body with stray blanks and Windows line ends, FAQs stored out of display order. */
export const SAMPLE_CONTENT: ContentRows = {
  pages: [
    {
      slug: 'about-us',
      titleEn: 'About Herfa',
      titleAr: 'عن حرفة',
      bodyEn: 'Herfa brings Saudi crafts to you.\n\n  Every piece is handmade.  \r\n\r\n\n\nWe ship across the Kingdom.',
      bodyAr: 'حرفة تقرّب الحرف السعودية إليك.\n\nكل قطعة مصنوعة يدويًا.',
    },
    { slug: 'terms', titleEn: 'Terms and conditions', titleAr: 'الشروط والأحكام', bodyEn: 'Be kind.', bodyAr: 'كن لطيفًا.' },
  ],
  faqs: [
    { id: 3, questionEn: 'Can I return a piece?', questionAr: 'هل يمكنني إرجاع قطعة؟', answerEn: 'Within 7 days.', answerAr: 'خلال ٧ أيام.', sortOrder: 2 },
    { id: 2, questionEn: 'How long is delivery?', questionAr: 'كم تستغرق مدة التوصيل؟', answerEn: 'Three to five days.', answerAr: 'من ثلاثة إلى خمسة أيام.', sortOrder: 2 },
    { id: 1, questionEn: 'Is every piece handmade?', questionAr: 'هل كل القطع مصنوعة يدويًا؟', answerEn: 'Yes.', answerAr: 'نعم.', sortOrder: 1 },
  ],
};

export class MemoryContentRepository implements ContentRepository {
  private readonly pages: ReadonlyMap<string, StaticPageRow>;
  private readonly storedFaqs: readonly StoredFaq[];
  /** Address → the language it subscribed in, for a test to read. */
  readonly subscribers = new Map<string, Language>();
  /** Id → message, for a test to read. */
  readonly contactMessages = new Map<string, NewContactMessage>();
  /** The mails queued with the messages, oldest first. */
  readonly queuedMails: AddressedMail[] = [];

  constructor({ pages, faqs }: ContentRows = { pages: [], faqs: [] }) {
    this.pages = new Map(pages.map((page) => [page.slug, page]));
    this.storedFaqs = faqs;
  }

  async page(slug: string): Promise<StaticPageRow | null> {
    return this.pages.get(slug) ?? null;
  }

  async faqs(): Promise<FaqRow[]> {
    return [...this.storedFaqs].sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id).map(({ sortOrder: _sortOrder, ...faq }) => faq);
  }

  async subscribe(email: string, language: Language): Promise<void> {
    if (!this.subscribers.has(email)) this.subscribers.set(email, language);
  }

  async storeContactMessage(message: NewContactMessage, mailOf: (id: string) => AddressedMail): Promise<string> {
    const id = randomUUID();
    this.contactMessages.set(id, { ...message });
    this.queuedMails.push(mailOf(id));
    return id;
  }
}
