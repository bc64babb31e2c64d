// The storefront's content in the database: static_pages, faqs, newsletter_subscriptions (one row
// per address, its first language kept) and contact_messages (each kept with its mail queued).
import { asc, eq } from 'drizzle-orm';
import type { Language } from '../../../src/domain/locale';
import type { ContentRepository, FaqRow, NewContactMessage, StaticPageRow } from '../../use-cases/content/content-repository';
import type { AddressedMail } from '../../use-cases/mail/mail';
import type { Db } from '../database';
import { queueMail } from '../mail/mail-rows';
import { contactMessages, faqs, newsletterSubscriptions, staticPages } from '../schema';
import { inTransaction } from '../transactions';

export class DrizzleContentRepository implements ContentRepository {
  constructor(private readonly db: Db) {}

  async page(slug: string): Promise<StaticPageRow | null> {
    const [row] = await this.db
      .select({ slug: staticPages.slug, titleEn: staticPages.titleEn, titleAr: staticPages.titleAr, bodyEn: staticPages.bodyEn, bodyAr: staticPages.bodyAr })
      .from(staticPages)
      .where(eq(staticPages.slug, slug))
      .limit(1);
    return row ?? null;
  }

  async faqs(): Promise<FaqRow[]> {
    return this.db
      .select({ id: faqs.id, questionEn: faqs.questionEn, questionAr: faqs.questionAr, answerEn: faqs.answerEn, answerAr: faqs.answerAr })
      .from(faqs)
      .orderBy(asc(faqs.sortOrder), asc(faqs.id));
  }

  async subscribe(email: string, language: Language): Promise<void> {
    await this.db.insert(newsletterSubscriptions).values({ email, language }).onConflictDoNothing();
  }

  storeContactMessage(message: NewContactMessage, mailOf: (id: string) => AddressedMail): Promise<string> {
    return inTransaction(this.db, async (tx) => {
      const [stored] = await tx.insert(contactMessages).values(message).returning({ id: contactMessages.id });
      const { target, mail } = mailOf(stored!.id);
      await queueMail(tx, target, mail);
      return stored!.id;
    });
  }
}
