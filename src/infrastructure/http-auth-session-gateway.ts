// AuthSession over POST /api/auth/logout (the bearer token names the session to end).
import type { AuthSession } from '../application/ports/auth-session';
import { accountOperations } from '../contract/accounts';
import type { ApiClient } from './api-client';

export class HttpAuthSessionGateway implements AuthSession {
  constructor(private readonly api: ApiClient) {}

  async logout(): Promise<void> {
    await this.api.call(accountOperations.logout);
  }
}
