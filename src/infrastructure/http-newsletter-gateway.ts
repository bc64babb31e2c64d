// Newsletter over POST /api/newsletter; the API takes the language from Accept-Language.
import type { Newsletter } from '../application/ports/newsletter';
import { contentOperations } from '../contract/content';
import type { ApiClient } from './api-client';

export class HttpNewsletterGateway implements Newsletter {
  constructor(private readonly api: ApiClient) {}

  async subscribe(email: string): Promise<void> {
    await this.api.call(contentOperations.subscribe, { body: { email } });
  }
}
