// Chooses the adapters behind each port from the configuration: the embedded defaults need
// nothing installed; SMTP, Redis and an identity provider are used when configured.
import { Argon2PasswordHasher } from './adapters/argon2-password-hasher';
import { MemoryRateLimiter } from './adapters/memory-rate-limiter';
import { OutboxMailer } from './adapters/outbox-mailer';
import { SessionAuthenticator } from './adapters/session-authenticator';
import { systemClock, type Clock } from './application/ports';
import type { Services } from './application/services';
import type { Database } from './persistence/database';

export function createServices(database: Pick<Database, 'db' | 'kind'>, overrides: Partial<Services> = {}): Services {
  const clock: Clock = overrides.clock ?? systemClock;
  return {
    db: database.db,
    databaseKind: database.kind,
    clock,
    mailer: new OutboxMailer(database.db),
    passwords: new Argon2PasswordHasher(),
    rateLimiter: new MemoryRateLimiter(clock),
    identity: null,
    authenticator: new SessionAuthenticator(database.db, clock),
    ...overrides,
  };
}
