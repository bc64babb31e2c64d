// Resolves a bearer token to its account: tokens are opaque and random, and only their SHA-256
// is stored, so a leaked database does not leak sessions.
import { createHash } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { AuthUser, Authenticator, Clock } from '../use-cases/ports';
import type { Db } from '../persistence/database';
import { sessions, users } from '../persistence/schema';

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export class SessionAuthenticator implements Authenticator {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async userFromToken(token: string): Promise<AuthUser | null> {
    const [row] = await this.db
      .select({ id: users.id, role: users.role, sellerSlug: users.sellerSlug, language: users.language })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, this.clock.now())))
      .limit(1);
    return row ?? null;
  }
}
