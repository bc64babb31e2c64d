// Chooses the adapters behind each port from the configuration: the embedded defaults need
// nothing installed; SMTP, Redis and an identity provider are used when configured.
import { Argon2PasswordHasher } from './adapters/argon2-password-hasher';
import { MemoryRateLimiter } from './adapters/memory-rate-limiter';
import { ConsoleMailer } from './adapters/console-mailer';
import { FirebaseEmulatorTokenVerifier } from './adapters/firebase-emulator-token-verifier';
import { FirebaseTokenVerifier } from './adapters/firebase-token-verifier';
import { RedisRateLimiter } from './adapters/redis-rate-limiter';
import { MoyasarGateway } from './adapters/moyasar-gateway';
import { SandboxGateway } from './adapters/sandbox-gateway';
import { SessionAuthenticator } from './adapters/session-authenticator';
import { SmtpMailer } from './adapters/smtp-mailer';
import { generateVapidKeys, WebPushSender, type VapidKeys } from './adapters/web-push-sender';
import { ResponseCache } from './http/response-cache';
import { createLogger, type Logger } from './logging/logger';
import { systemClock, type Clock, type IdentityTokenVerifier, type PaymentGateway } from './use-cases/ports';
import type { MailDesk } from './use-cases/mail/mail-delivery';
import type { PushDesk } from './use-cases/push/push';
import type { Services } from './use-cases/services';
import type { IdentityConfig as WebIdentityConfig } from '../src/contract/accounts';
import { DEFAULT_CONTACT_INBOX, DEFAULT_MAIL_FROM, type Config, type IdentityConfig, type PushConfig } from './config';
import { keptValue } from './persistence/app-meta';
import type { Database } from './persistence/database';
import { drizzleRepositories } from './persistence/repositories';
import { DrizzleMediaStore } from './persistence/media/drizzle-media-store';
import { DrizzlePhotoLibrary } from './persistence/media/drizzle-photo-library';

/** The parts of the configuration that choose adapters. */
export type AdapterConfig = Pick<Config, 'mail' | 'redisUrl'> & Partial<Pick<Config, 'identity' | 'payments' | 'publicUrl' | 'logLevel'>>;

/** Nothing configured: mail is printed on the console (the outbox keeps it), rate limits live in memory, cards go to the sandbox. */
export const EMBEDDED_ADAPTERS: AdapterConfig = {
  mail: { smtpUrl: null, from: DEFAULT_MAIL_FROM, contactInbox: DEFAULT_CONTACT_INBOX },
  redisUrl: null,
};

export function createServices(
  database: Pick<Database, 'db' | 'kind'>,
  overrides: Partial<Services> = {},
  config: AdapterConfig = EMBEDDED_ADAPTERS,
): Services {
  const clock: Clock = overrides.clock ?? systemClock;
  const log = overrides.log ?? createLogger({ level: config.logLevel ?? 'info' });
  const { smtpUrl, from, contactInbox, printOutbox = false } = config.mail;
  const repositories = overrides.repositories ?? drizzleRepositories(database.db);
  return {
    db: database.db,
    repositories,
    databaseKind: database.kind,
    clock,
    log,
    // Overridden adapters are not even constructed: a test's fake must not open an SMTP or Redis connection.
    mailer: overrides.mailer ?? (smtpUrl ? new SmtpMailer(smtpUrl, from) : new ConsoleMailer(printOutbox ? console : null)),
    passwords: new Argon2PasswordHasher(),
    rateLimiter: overrides.rateLimiter ?? (config.redisUrl ? RedisRateLimiter.connect(config.redisUrl, log) : new MemoryRateLimiter(clock)),
    identity: overrides.identity ?? identityVerifierOf(config.identity ?? null, clock, log),
    identityConfig: webIdentityOf(config.identity ?? null),
    authenticator: new SessionAuthenticator(repositories.accounts, clock),
    contactInbox,
    responseCache: new ResponseCache(clock),
    paymentGateway: overrides.paymentGateway ?? paymentGatewayOf(database, config, clock),
    // No origin configured (tests): callback URLs stay relative, which the sandbox on this same server follows.
    publicUrl: config.publicUrl ?? '',
    // The server's kept (or configured) pair unless given: main.ts reads it before it starts; a test's server makes one of its own.
    push: overrides.push ?? webPush(generateVapidKeys(`mailto:${contactInbox}`)),
    // In the database, whichever it is: every server process over it reads the same files.
    media: new DrizzleMediaStore(database.db),
    photoLibrary: new DrizzlePhotoLibrary(database.db),
    ...overrides,
  };
}

/**
 * Firebase ID tokens signed by Google (FIREBASE_PROJECT_ID), or the Authentication emulator's
 * unsigned ones only when FIREBASE_AUTH_EMULATOR_HOST says so explicitly; null when neither.
 */
function identityVerifierOf(identity: IdentityConfig | null, clock: Clock, log: Logger): IdentityTokenVerifier | null {
  if (identity === null) return null;
  if (identity.emulatorHost === null) return new FirebaseTokenVerifier(identity, clock);
  log.warn(
    { projectId: identity.projectId, emulatorHost: identity.emulatorHost },
    'social sign-in trusts the Firebase Authentication emulator (FIREBASE_AUTH_EMULATOR_HOST): its tokens are unsigned, so never set it in production',
  );
  return new FirebaseEmulatorTokenVerifier({ projectId: identity.projectId, emulatorHost: identity.emulatorHost }, clock);
}

/** The identity provider's public web settings, as GET /api/auth/identity answers them. */
export function webIdentityOf(identity: IdentityConfig | null): WebIdentityConfig {
  if (identity === null) return { firebase: null };
  return {
    firebase: {
      ...identity.web,
      projectId: identity.projectId,
      emulatorUrl: identity.emulatorHost === null ? null : `http://${identity.emulatorHost}`,
    },
  };
}

/** The sandbox served by this server unless Moyasar is configured (PAYMENT_GATEWAY=moyasar). */
function paymentGatewayOf(database: Pick<Database, 'db'>, config: AdapterConfig, clock: Clock): PaymentGateway {
  if (config.payments?.gateway !== 'moyasar') return new SandboxGateway(database.db);
  if (!config.publicUrl) throw new Error('The Moyasar gateway needs PUBLIC_URL: Moyasar sends shoppers back to absolute URLs.');
  return new MoyasarGateway(config.payments.moyasar, { clock });
}

/** What the mail delivery uses, from the services. */
export const mailDeskOf = (services: Services): MailDesk => ({
  outbox: services.repositories.mailOutbox,
  orders: services.repositories.orders,
  mailer: services.mailer,
  clock: services.clock,
  log: services.log,
  publicUrl: services.publicUrl,
});

/** What the push delivery uses, from the services. */
export const pushDeskOf = (services: Services): PushDesk => ({
  outbox: services.repositories.pushOutbox,
  subscriptions: services.repositories.pushSubscriptions,
  sender: services.push.sender,
  clock: services.clock,
  log: services.log,
});

/** The VAPID key-pair: the configured one, else the one this installation made on its first start and keeps in its database. */
export async function vapidKeysOf(database: Pick<Database, 'db'>, config: PushConfig): Promise<VapidKeys> {
  if (config.keys !== null) return { ...config.keys, subject: config.subject };
  const kept = JSON.parse(await keptValue(database.db, VAPID_KEYS, () => JSON.stringify(generateVapidKeys(config.subject)))) as VapidKeys;
  return { publicKey: kept.publicKey, privateKey: kept.privateKey, subject: config.subject };
}
const VAPID_KEYS = 'vapid-keys';

/** Web Push over the web-push library with these keys. */
export const webPush = (keys: VapidKeys): Services['push'] => ({ publicKey: keys.publicKey, sender: new WebPushSender(keys) });
