// The ContentGateway port: the about-us and static pages, the FAQs and the contact form (the
// footer's newsletter is the Newsletter port's). Texts come in the interface language.
import { serviceToken } from './service-token';

/** A static page (terms, privacy-policy, returns, about-us), its body as paragraphs. */
export interface StaticPage {
  readonly slug: string;
  readonly title: string;
  readonly paragraphs: readonly string[];
}

export interface Faq {
  readonly id: number;
  readonly question: string;
  readonly answer: string;
}

export interface ContactMessage {
  readonly name: string;
  readonly email: string;
  /** Optional: a Saudi mobile number, or absent. */
  readonly phone?: string;
  readonly subject: string;
  readonly message: string;
}

/** Every method rejects with a RequestFailure when the API refuses (404 content.pageNotFound for an unknown page). */
export interface ContentGateway {
  aboutUs(): Promise<StaticPage>;
  page(slug: string): Promise<StaticPage>;
  faqs(): Promise<readonly Faq[]>;
  sendContactMessage(message: ContactMessage): Promise<void>;
}

export const CONTENT_GATEWAY = serviceToken<ContentGateway>('ContentGateway');
