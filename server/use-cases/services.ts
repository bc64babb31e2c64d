// Everything a request handler may use, chosen once by the composition root (server/main.ts)
// or by a test, and handed to the HTTP app.
import type { IdentityConfig } from '../../src/contract/accounts';
import type { ResponseCache } from '../http/response-cache';
import type { Db } from '../persistence/database';
import type { Logger } from '../logging/logger';
import type { MediaStore } from './media/media-store';
import type { PhotoLibrary } from './media/photo-library';
import type { PushSender } from './push/push';
import type { Repositories } from './repositories';
import type { Authenticator, Clock, IdentityTokenVerifier, Mailer, PasswordHasher, PaymentGateway, RateLimiter } from './ports';

export interface Services {
  readonly db: Db;
  /** The use cases' storage, one port per feature (the database's adapters unless a test passes others). */
  readonly repositories: Repositories;
  readonly databaseKind: 'pglite' | 'postgres';
  readonly clock: Clock;
  /** The server's log (LOG_LEVEL); silent in tests unless one reads it. */
  readonly log: Logger;
  readonly mailer: Mailer;
  readonly passwords: PasswordHasher;
  readonly rateLimiter: RateLimiter;
  /** Verifies social sign-in tokens; null when no identity provider is configured. */
  readonly identity: IdentityTokenVerifier | null;
  /** What the browser needs to sign in with the identity provider (GET /api/auth/identity); `firebase: null` when none is configured. */
  readonly identityConfig: IdentityConfig;
  readonly authenticator: Authenticator;
  /** Where contact-form messages are mailed (CONTACT_INBOX). */
  readonly contactInbox: string;
  /** Guests' catalogue and content answers, shared for a few seconds; cleared when stock changes. */
  readonly responseCache: ResponseCache;
  /** Card payments: the sandbox served by this server (the default) or Moyasar (PAYMENT_GATEWAY). */
  readonly paymentGateway: PaymentGateway;
  /**
   * The storefront's origin as shoppers reach it (PUBLIC_URL), without a trailing slash, for the
   * absolute URLs handed to a gateway: `${publicUrl}/api/payments/{id}/return`. Empty when no
   * configuration is given (tests): the sandbox, served by this same server, takes relative URLs.
   */
  readonly publicUrl: string;
  /** Web Push: the public VAPID key browsers subscribe with, and the sender that signs with its pair. */
  readonly push: { readonly publicKey: string; readonly sender: PushSender };
  /** Uploaded pictures' files (media_objects), which every server process reads alike. */
  readonly media: MediaStore;
  /** Products' photos and stores' uploaded logos: their rows and files, changed together. */
  readonly photoLibrary: PhotoLibrary;
}
