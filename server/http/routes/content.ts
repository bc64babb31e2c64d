// Routes of the content operations: static pages, FAQs, the newsletter and the contact form, each
// handing the validated input to the use cases of server/use-cases/content.
import type { Hono } from 'hono';
import { ABOUT_US_SLUG, contentOperations, type StaticPage } from '../../../src/contract/content';
import type { Language } from '../../../src/domain/locale';
import { findStaticPage, listFaqs, sendContactMessage, subscribeToNewsletter } from '../../use-cases/content/content';
import type { ContentRepository } from '../../use-cases/content/content-repository';
import type { AppEnv } from '../env';
import { notFound, tooManyRequests } from '../errors';
import { mount } from '../operation';

export function registerContentRoutes(app: Hono<AppEnv>): void {
  mount(app, contentOperations.page, ({ params }, { services, language }) => pageOrNotFound(services.repositories.content, params.slug, language));
  mount(app, contentOperations.aboutUs, (_, { services, language }) => pageOrNotFound(services.repositories.content, ABOUT_US_SLUG, language));

  mount(app, contentOperations.faqs, (_, { services, language }) => listFaqs(services.repositories.content, language));

  mount(app, contentOperations.subscribe, async ({ body }, { services, language }) => {
    await subscribeToNewsletter(services.repositories.content, body, language);
    return { ok: true } as const;
  });

  mount(app, contentOperations.contact, async ({ body }, { services, language, user, clientAddress }) => {
    const desk = { content: services.repositories.content, rateLimiter: services.rateLimiter, inbox: services.contactInbox };
    const sent = await sendContactMessage(desk, body, { userId: user?.id ?? null, language, clientAddress });
    if (!sent.ok) throw tooManyRequests(Number(sent.error.params?.seconds));
    return { ok: true } as const;
  });
}

async function pageOrNotFound(content: ContentRepository, slug: string, language: Language): Promise<StaticPage> {
  const page = await findStaticPage(content, slug, language);
  if (!page.ok) throw notFound(page.error.code);
  return page.value;
}
