// Content operations: static pages (about-us, terms, privacy policy, returns), FAQs, the
// newsletter subscription and the contact form.
import * as v from 'valibot';
import { email, max, min, normaliseSaudiMobile, required, saudiMobile } from '../domain/validation';
import { Done, Language, Slug, SlugParams } from './common';
import { SHARED_CACHE_SECONDS, defineOperation } from './operation';
import { rules } from './validation';

/** The static page the spec's /{lang}/about-us route shows. */
export const ABOUT_US_SLUG = 'about-us';

/** A page in the request's language; its body as paragraphs (blank lines separate them where it is stored). */
export const StaticPage = v.object({ slug: Slug, title: v.string(), paragraphs: v.array(v.string()) });
export type StaticPage = v.InferOutput<typeof StaticPage>;

export const Faq = v.object({ id: v.pipe(v.number(), v.safeInteger()), question: v.string(), answer: v.string() });
export type Faq = v.InferOutput<typeof Faq>;

/** An email address as typed: trimmed, checked, then lower-cased (how addresses are stored). */
const EmailAddress = v.pipe(v.string(), v.trim(), rules('email', required(), email(), max(254)), v.toLowerCase());

export const NewsletterSubscription = v.object({
  email: EmailAddress,
  /** The language of the newsletter; the request's language when absent. */
  language: v.optional(Language),
});

export const ContactMessage = v.object({
  name: v.pipe(v.string(), v.trim(), rules('name', required(), min(2), max(100))),
  email: EmailAddress,
  /** Optional; stored in its one form, +9665XXXXXXXX. */
  phone: v.nullish(
    v.pipe(
      v.string(),
      v.trim(),
      rules('phone', saudiMobile()),
      v.transform((phone) => (phone === '' ? null : (normaliseSaudiMobile(phone) ?? phone))),
    ),
  ),
  subject: v.pipe(v.string(), v.trim(), rules('subject', required(), max(150))),
  message: v.pipe(v.string(), v.trim(), rules('message', required(), min(10), max(5000))),
});

/** Contact messages allowed per client address per hour. */
export const CONTACT_LIMIT = { attempts: 5, windowMs: 60 * 60 * 1000 } as const;

export const contentOperations = {
  page: defineOperation({
    id: 'getStaticPage',
    method: 'get',
    path: '/api/pages/{slug}',
    summary: 'A static page (terms, privacy-policy, returns, about-us) in the request language',
    tag: 'content',
    access: 'public',
    cacheSeconds: SHARED_CACHE_SECONDS,
    params: SlugParams,
    response: StaticPage,
  }),
  aboutUs: defineOperation({
    id: 'getAboutUs',
    method: 'get',
    path: '/api/about-us',
    summary: 'The about-us page (the static page about-us)',
    tag: 'content',
    access: 'public',
    cacheSeconds: SHARED_CACHE_SECONDS,
    response: StaticPage,
  }),
  faqs: defineOperation({
    id: 'listFaqs',
    method: 'get',
    path: '/api/faqs',
    summary: 'Every FAQ in display order, in the request language',
    tag: 'content',
    access: 'public',
    cacheSeconds: SHARED_CACHE_SECONDS,
    response: v.array(Faq),
  }),
  subscribe: defineOperation({
    id: 'subscribeToNewsletter',
    method: 'post',
    path: '/api/newsletter',
    summary: 'Subscribe an email address to the newsletter (subscribing again changes nothing)',
    tag: 'content',
    access: 'public',
    body: NewsletterSubscription,
    response: Done,
  }),
  contact: defineOperation({
    id: 'sendContactMessage',
    method: 'post',
    path: '/api/contact',
    summary: 'Send a message to the customer-care team (limited to 5 per hour per address)',
    tag: 'content',
    access: 'optional',
    body: ContactMessage,
    response: Done,
    status: 201,
  }),
};
