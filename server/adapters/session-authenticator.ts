// Resolves a bearer token to its account through the accounts port: tokens are opaque and
// random, and only their SHA-256 is stored (server/use-cases/accounts/session-tokens.ts), so a
// leaked database does not leak sessions.
import type { AccountsRepository } from '../use-cases/accounts/accounts-repository';
import { hashSessionToken } from '../use-cases/accounts/session-tokens';
import type { AuthUser, Authenticator, Clock } from '../use-cases/ports';

export class SessionAuthenticator implements Authenticator {
  constructor(
    private readonly accounts: AccountsRepository,
    private readonly clock: Clock,
  ) {}

  async userFromToken(token: string): Promise<AuthUser | null> {
    const account = await this.accounts.bySession(hashSessionToken(token), this.clock.now());
    return account && { id: account.id, role: account.role, sellerSlug: account.sellerSlug, language: account.language };
  }
}
