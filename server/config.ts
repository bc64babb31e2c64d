// The server's configuration, read once from the environment and validated, so a bad value
// stops the start with a message naming the variable instead of failing later.
import { LOG_LEVELS, type LogLevel } from './logging/logger';

export const IN_MEMORY = 'memory://';
export const DEFAULT_MAIL_FROM = 'Herfa <no-reply@herfa.sa>';
export const DEFAULT_CONTACT_INBOX = 'care@herfa.sa';
export const DEFAULT_MOYASAR_API_URL = 'https://api.moyasar.com';
export const MAX_SERVER_PROCESSES = 64;

export type DatabaseConfig =
  /** Embedded PostgreSQL (WebAssembly); `dataDir` is a directory or IN_MEMORY. */
  | { readonly kind: 'pglite'; readonly dataDir: string }
  | { readonly kind: 'postgres'; readonly url: string };

export interface Config {
  readonly port: number;
  readonly host: string;
  readonly database: DatabaseConfig;
  /** The built storefront (`npm run build`). */
  readonly staticDir: string;
  readonly mail: MailConfig;
  /** Behind a load balancer: take the client address from X-Forwarded-For (TRUST_PROXY=1). */
  readonly trustProxy: boolean;
  /** Redis for rate limits shared by several server processes; null keeps them in this process. */
  readonly redisUrl: string | null;
  /**
   * How many server processes answer requests on this machine's port (SERVER_PROCESSES, 1 by
   * default): Node runs a process's JavaScript on one core. More than one needs PostgreSQL and Redis.
   */
  readonly processes: number;
  /** Social sign-in (Firebase ID tokens); null when FIREBASE_PROJECT_ID is unset, and sign-in says it is not available. */
  readonly identity: IdentityConfig | null;
  /** The storefront's absolute origin as shoppers reach it (PUBLIC_URL): gateways send browsers back there. */
  readonly publicUrl: string;
  /** Which card gateway takes payments (PAYMENT_GATEWAY). */
  readonly payments: PaymentsConfig;
  /** The least severe log lines written (LOG_LEVEL, `info` by default; `silent` writes none). */
  readonly logLevel: LogLevel;
  /**
   * Web Push's VAPID keys (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY) and subject (VAPID_SUBJECT);
   * without keys, the server makes a pair on first start and keeps it in its database.
   */
  readonly push: PushConfig;
}

export interface PushConfig {
  readonly keys: { readonly publicKey: string; readonly privateKey: string } | null;
  /** mailto:care@herfa.sa, or the storefront's https:// origin. */
  readonly subject: string;
}

export type PaymentsConfig =
  /** The sandbox served by this server: test cards only, no money moves. */
  | { readonly gateway: 'sandbox' }
  | { readonly gateway: 'moyasar'; readonly moyasar: MoyasarConfig };

export interface MoyasarConfig {
  /** sk_test_… / sk_live_…: creates and fetches payments, server side only. */
  readonly secretKey: string;
  /** pk_test_… / pk_live_…: the shopper's browser tokenizes the card with it. */
  readonly publishableKey: string;
  /** https://api.moyasar.com (a test server in tests). */
  readonly apiUrl: string;
}

export interface IdentityConfig {
  /** The Firebase project: the tokens' audience and part of their issuer. */
  readonly projectId: string;
  /** Where the token signing keys are published (a JWKS). */
  readonly jwksUrl: string;
  /**
   * The Firebase Authentication emulator's host:port (FIREBASE_AUTH_EMULATOR_HOST, Firebase's own
   * variable): its unsigned tokens are accepted, checked with the emulator, instead of signed ones.
   * Null unless set: never in production.
   */
  readonly emulatorHost: string | null;
  /** Firebase's web settings, which the browser needs to sign in (GET /api/auth/identity). */
  readonly web: FirebaseWebConfig;
}

export interface FirebaseWebConfig {
  /** FIREBASE_API_KEY: the web app's public API key (`demo-api-key` by default with the emulator). */
  readonly apiKey: string;
  /** FIREBASE_AUTH_DOMAIN: `<project>.firebaseapp.com` unless set. */
  readonly authDomain: string;
  /** FIREBASE_APP_ID, when set. */
  readonly appId: string | null;
}

/** The API key the emulator accepts for any project, and the browser's SDK with it. */
export const EMULATOR_API_KEY = 'demo-api-key';

/** Google's published keys for Firebase ID tokens. */
export const FIREBASE_JWKS_URL = 'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com';

export interface MailConfig {
  /** smtp://user:password@host:587 (or smtps://); null stores mail in the database outbox instead. */
  readonly smtpUrl: string | null;
  /** The From of every mail: `Herfa <no-reply@herfa.sa>`. */
  readonly from: string;
  /** Where contact-form messages go. */
  readonly contactInbox: string;
  /** Also print outbox mail on the server's console (OUTBOX_PRINT=0 turns it off); the embedded default's way to read it. */
  readonly printOutbox?: boolean;
}

export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

type Env = Readonly<Record<string, string | undefined>>;

export function loadConfig(env: Env = process.env): Config {
  const problems: string[] = [];
  const read = (name: string, fallback: string): string => {
    const value = env[name]?.trim();
    return value === undefined || value === '' ? fallback : value;
  };

  const portText = read('PORT', '3000');
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port > 65535) {
    problems.push(`PORT must be a whole number from 0 to 65535 (0 picks a free port); got "${portText}".`);
  }

  const databaseUrl = read('DATABASE_URL', '');
  if (databaseUrl !== '' && !isPostgresUrl(databaseUrl)) {
    // The value is not echoed: it may hold a password.
    problems.push('DATABASE_URL must be a URL such as postgres://user:password@host:5432/database.');
  }

  const smtpUrl = read('SMTP_URL', '');
  if (smtpUrl !== '' && !hasProtocol(smtpUrl, ['smtp:', 'smtps:'])) {
    problems.push('SMTP_URL must be a URL such as smtp://user:password@smtp.example.com:587 (or smtps://… for TLS).');
  }
  const redisUrl = read('REDIS_URL', '');
  if (redisUrl !== '' && !hasProtocol(redisUrl, ['redis:', 'rediss:'])) {
    problems.push('REDIS_URL must be a URL such as redis://127.0.0.1:6379 (or rediss://… for TLS).');
  }
  const processesText = read('SERVER_PROCESSES', '1');
  const processes = Number(processesText);
  if (!/^\d+$/.test(processesText) || processes < 1 || processes > MAX_SERVER_PROCESSES) {
    problems.push(`SERVER_PROCESSES must be a whole number from 1 to ${MAX_SERVER_PROCESSES}; got "${processesText}".`);
  } else if (processes > 1) {
    if (databaseUrl === '') problems.push('SERVER_PROCESSES above 1 needs DATABASE_URL (PostgreSQL): the embedded database belongs to one process.');
    if (redisUrl === '') problems.push('SERVER_PROCESSES above 1 needs REDIS_URL, so that rate limits hold across the processes.');
  }
  const mailFrom = read('MAIL_FROM', DEFAULT_MAIL_FROM);
  if (!/^[^\r\n<>@]*<[^\s<>@]+@[^\s<>@]+>$|^[^\s<>@]+@[^\s<>@]+$/.test(mailFrom)) {
    problems.push(`MAIL_FROM must be an address, optionally with a name: "Herfa <no-reply@herfa.sa>"; got "${mailFrom}".`);
  }
  const contactInbox = read('CONTACT_INBOX', DEFAULT_CONTACT_INBOX);
  if (!/^[^\s<>@]+@[^\s<>@]+$/.test(contactInbox)) {
    problems.push(`CONTACT_INBOX must be an email address such as care@herfa.sa; got "${contactInbox}".`);
  }

  const identity = readIdentity(read, problems);

  const trustProxy = read('TRUST_PROXY', '0');
  if (!['0', '1'].includes(trustProxy)) problems.push(`TRUST_PROXY must be 0 or 1; got "${trustProxy}".`);

  const publicUrl = read('PUBLIC_URL', `http://localhost:${portText}`).replace(/\/+$/, '');
  if (!hasProtocol(publicUrl, ['https:', 'http:']) || new URL(publicUrl).pathname !== '/') {
    problems.push(`PUBLIC_URL must be the storefront's origin, such as https://herfa.sa (no path); got "${publicUrl}".`);
  }
  const payments = readPayments(read, problems);
  const push = readPush(read, problems, contactInbox);
  const logLevelText = read('LOG_LEVEL', 'info').toLowerCase();
  const logLevel = LOG_LEVELS.find((level) => level === logLevelText);
  if (logLevel === undefined) problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}; got "${logLevelText}".`);

  if (problems.length > 0) throw new ConfigError(problems);
  return {
    trustProxy: trustProxy === '1',
    port,
    host: read('HOST', '0.0.0.0'),
    database: databaseUrl === '' ? { kind: 'pglite', dataDir: read('DATA_DIR', './data') } : { kind: 'postgres', url: databaseUrl },
    staticDir: read('STATIC_DIR', './dist/client'),
    mail: { smtpUrl: smtpUrl === '' ? null : smtpUrl, from: mailFrom, contactInbox, printOutbox: read('OUTBOX_PRINT', '1') !== '0' },
    redisUrl: redisUrl === '' ? null : redisUrl,
    processes,
    identity,
    publicUrl,
    payments,
    logLevel: logLevel ?? 'info',
    push,
  };
}

function readIdentity(read: (name: string, fallback: string) => string, problems: string[]): IdentityConfig | null {
  const projectId = read('FIREBASE_PROJECT_ID', '');
  const jwksUrl = read('FIREBASE_JWKS_URL', FIREBASE_JWKS_URL);
  if (!hasProtocol(jwksUrl, ['https:', 'http:'])) problems.push(`FIREBASE_JWKS_URL must be an http(s) URL; got "${jwksUrl}".`);
  const emulatorHost = read('FIREBASE_AUTH_EMULATOR_HOST', '');
  if (emulatorHost !== '' && !isHostAndPort(emulatorHost)) {
    problems.push(`FIREBASE_AUTH_EMULATOR_HOST must be the emulator's host:port, such as 127.0.0.1:9099; got "${emulatorHost}".`);
  }
  if (projectId === '') {
    // An emulator without a project would be silently ignored: say so instead.
    if (emulatorHost !== '') problems.push('FIREBASE_AUTH_EMULATOR_HOST needs FIREBASE_PROJECT_ID, the project the emulator runs for (e.g. demo-herfa).');
    return null;
  }
  const onEmulator = emulatorHost !== '';
  // The API key is public (the browser sends it to Firebase), so it may be echoed; the emulator takes any.
  const apiKey = read('FIREBASE_API_KEY', onEmulator ? EMULATOR_API_KEY : '');
  if (apiKey === '') problems.push('FIREBASE_PROJECT_ID needs FIREBASE_API_KEY, the web app\'s API key (Firebase console → Project settings → Your apps).');
  const authDomain = read('FIREBASE_AUTH_DOMAIN', `${projectId}.firebaseapp.com`);
  if (!/^[A-Za-z0-9.-]+(:\d{1,5})?$/.test(authDomain)) problems.push(`FIREBASE_AUTH_DOMAIN must be a host name such as herfa.firebaseapp.com; got "${authDomain}".`);
  const appId = read('FIREBASE_APP_ID', '');
  return { projectId, jwksUrl, emulatorHost: onEmulator ? emulatorHost : null, web: { apiKey, authDomain, appId: appId === '' ? null : appId } };
}

/** host:port, as Firebase's *_EMULATOR_HOST variables are written (a bracketed IPv6 address too). */
function isHostAndPort(value: string): boolean {
  const match = /^(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9.-]+):(\d{1,5})$/.exec(value);
  return match !== null && Number(match[2]) > 0 && Number(match[2]) <= 65535;
}

function readPush(read: (name: string, fallback: string) => string, problems: string[], contactInbox: string): PushConfig {
  const publicKey = read('VAPID_PUBLIC_KEY', '');
  const privateKey = read('VAPID_PRIVATE_KEY', '');
  const subject = read('VAPID_SUBJECT', `mailto:${contactInbox}`);
  if ((publicKey === '') !== (privateKey === '')) problems.push('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together: set both (`npx web-push generate-vapid-keys`), or neither.');
  else if (publicKey !== '' && (!/^[A-Za-z0-9_-]{87}$/.test(publicKey) || !/^[A-Za-z0-9_-]{43}$/.test(privateKey))) {
    problems.push('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be unpadded base64url keys, as `npx web-push generate-vapid-keys` prints them.');
  }
  if (!/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/.test(subject)) problems.push(`VAPID_SUBJECT must be a mailto: address or an https:// URL; got "${subject}".`);
  return { keys: publicKey === '' ? null : { publicKey, privateKey }, subject };
}

function readPayments(read: (name: string, fallback: string) => string, problems: string[]): PaymentsConfig {
  const gateway = read('PAYMENT_GATEWAY', 'sandbox');
  if (gateway === 'sandbox') return { gateway };
  if (gateway !== 'moyasar') {
    problems.push(`PAYMENT_GATEWAY must be sandbox or moyasar; got "${gateway}".`);
    return { gateway: 'sandbox' };
  }
  // Key values are never echoed: they are secrets.
  const secretKey = read('MOYASAR_SECRET_KEY', '');
  const publishableKey = read('MOYASAR_PUBLISHABLE_KEY', '');
  const apiUrl = read('MOYASAR_API_URL', DEFAULT_MOYASAR_API_URL).replace(/\/+$/, '');
  if (!/^sk_(test|live)_\S+$/.test(secretKey)) {
    problems.push('PAYMENT_GATEWAY=moyasar needs MOYASAR_SECRET_KEY (sk_test_… or sk_live_…, from the Moyasar dashboard).');
  }
  if (!/^pk_(test|live)_\S+$/.test(publishableKey)) {
    problems.push('PAYMENT_GATEWAY=moyasar needs MOYASAR_PUBLISHABLE_KEY (pk_test_… or pk_live_…, from the Moyasar dashboard).');
  }
  if (!hasProtocol(apiUrl, ['https:', 'http:'])) problems.push(`MOYASAR_API_URL must be an http(s) URL; got "${apiUrl}".`);
  return { gateway, moyasar: { secretKey, publishableKey, apiUrl } };
}

function hasProtocol(value: string, protocols: readonly string[]): boolean {
  try {
    return protocols.includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

function isPostgresUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'postgres:' || url.protocol === 'postgresql:';
  } catch {
    return false;
  }
}
