// Routes of the content operations: static pages, FAQs, the newsletter and the contact form.
import { asc, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { ABOUT_US_SLUG, CONTACT_LIMIT, contentOperations, type StaticPage } from '../../../src/contract/content';
import type { Language } from '../../../src/domain/locale';
import type { Db } from '../../persistence/database';
import { contactMessages, faqs, newsletterSubscriptions, staticPages } from '../../persistence/schema';
import type { AppEnv } from '../env';
import { notFound, tooManyRequests } from '../errors';
import { mount } from '../operation';

export function registerContentRoutes(app: Hono<AppEnv>): void {
  mount(app, contentOperations.page, ({ params }, { services, language }) => findPage(services.db, params.slug, language));
  mount(app, contentOperations.aboutUs, (_, { services, language }) => findPage(services.db, ABOUT_US_SLUG, language));

  mount(app, contentOperations.faqs, async (_, { services, language }) => {
    const rows = await services.db.select().from(faqs).orderBy(asc(faqs.sortOrder), asc(faqs.id));
    return rows.map((row) => ({
      id: row.id,
      question: language === 'ar' ? row.questionAr : row.questionEn,
      answer: language === 'ar' ? row.answerAr : row.answerEn,
    }));
  });

  mount(app, contentOperations.subscribe, async ({ body }, { services, language }) => {
    // A second subscription of the same address answers the same, and so tells nobody who is subscribed.
    await services.db
      .insert(newsletterSubscriptions)
      .values({ email: body.email, language: body.language ?? language })
      .onConflictDoNothing();
    return { ok: true } as const;
  });

  mount(app, contentOperations.contact, async ({ body }, { services, language, user, clientAddress }) => {
    const limit = await services.rateLimiter.hit(`contact:${clientAddress}`, CONTACT_LIMIT.attempts, CONTACT_LIMIT.windowMs);
    if (!limit.allowed) throw tooManyRequests(Math.ceil(limit.retryAfterMs / 1000));

    const [stored] = await services.db
      .insert(contactMessages)
      .values({ ...body, phone: body.phone ?? null, userId: user?.id ?? null, language })
      .returning({ id: contactMessages.id });
    const id = stored!.id;
    try {
      await services.mailer.send({
        to: services.contactInbox,
        replyTo: body.email,
        subject: `[Herfa contact] ${oneLine(body.subject)}`,
        text: [
          `A message from the contact form (${id}).`,
          '',
          `From: ${oneLine(body.name)} <${body.email}>`,
          `Reply to: ${body.email}`,
          `Phone: ${body.phone ?? '-'}`,
          `Account: ${user ? user.id : 'not signed in'}`,
          `Language: ${language}`,
          `Subject: ${oneLine(body.subject)}`,
          '',
          body.message,
        ].join('\n'),
      });
    } catch (error) {
      // Unsent means not received: the shopper is told to try again, and a retry must not leave a duplicate.
      await services.db.delete(contactMessages).where(eq(contactMessages.id, id));
      throw error;
    }
    return { ok: true } as const;
  });
}

async function findPage(db: Db, slug: string, language: Language): Promise<StaticPage> {
  const [row] = await db.select().from(staticPages).where(eq(staticPages.slug, slug)).limit(1);
  if (!row) throw notFound('content.pageNotFound');
  return {
    slug: row.slug,
    title: language === 'ar' ? row.titleAr : row.titleEn,
    paragraphs: paragraphsOf(language === 'ar' ? row.bodyAr : row.bodyEn),
  };
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
