// ContentGateway over the API's content operations (src/contract/content.ts).
import type { ContactMessage, ContentGateway, Faq, StaticPage } from '../application/ports/content-gateway';
import { contentOperations } from '../contract/content';
import type { ApiClient } from './api-client';

export class HttpContentGateway implements ContentGateway {
  constructor(private readonly api: ApiClient) {}

  aboutUs(): Promise<StaticPage> {
    return this.api.call(contentOperations.aboutUs);
  }

  page(slug: string): Promise<StaticPage> {
    return this.api.call(contentOperations.page, { params: { slug } });
  }

  faqs(): Promise<readonly Faq[]> {
    return this.api.call(contentOperations.faqs);
  }

  async sendContactMessage(message: ContactMessage): Promise<void> {
    await this.api.call(contentOperations.contact, { body: message });
  }
}
