// Account commands: registering, signing in and out (password or social), the profile, the
// password, and the forgotten-password flow. Expected failures are values with stable codes
// (i18n keys); the HTTP layer chooses their statuses. Several-row changes are transactional.
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type * as v from 'valibot';
import type {
  AccountUser,
  ChangePasswordBody,
  ForgotPasswordBody,
  LoginBody,
  RegisterBody,
  ResetPasswordBody,
  SocialSignInBody,
  UpdateProfileBody,
  VerifyResetCodeBody,
} from '../../src/contract/accounts';
import { isLanguage, type Language } from '../../src/domain/locale';
import { fail, ok, type Result } from '../../src/domain/result';
import type { Db } from '../persistence/database';
import { passwordResets, sessions, users } from '../persistence/schema';
import type { PasswordHasher } from './ports';
import type { Services } from './services';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How long a session lasts: a day, or a month when the shopper ticked "remember me". */
export const SESSION_LIFETIME_MS = { standard: DAY, remembered: 30 * DAY } as const;

/** The mailed one-time code: its lifetime and how many wrong guesses it survives. */
export const RESET_CODE_LIFETIME_MS = 15 * MINUTE;
export const RESET_CODE_MAX_ATTEMPTS = 5;

interface Limit {
  readonly limit: number;
  readonly windowMs: number;
}

/**
 * Attempts allowed per window. The per-account login counter counts attempts since the last
 * successful login (a success resets it), the per-address one only failed logins (a success
 * takes its attempt back); every other counter counts every attempt.
 */
export const RATE_LIMITS = {
  loginPerAccount: { limit: 5, windowMs: 15 * MINUTE },
  loginPerAddress: { limit: 20, windowMs: 15 * MINUTE },
  forgotPasswordPerAccount: { limit: 3, windowMs: HOUR },
  forgotPasswordPerAddress: { limit: 10, windowMs: HOUR },
  codeVerificationPerAccount: { limit: 10, windowMs: 15 * MINUTE },
} as const satisfies Record<string, Limit>;

export type AccountFailureCode =
  | 'auth.required'
  | 'auth.emailTaken'
  | 'auth.invalidCredentials'
  | 'auth.currentPasswordWrong'
  | 'auth.codeInvalid'
  | 'auth.codeExpired'
  | 'auth.tooManyAttempts'
  | 'auth.socialUnavailable'
  | 'auth.socialTokenInvalid'
  | 'auth.socialEmailUnverified'
  | 'auth.socialEmailInUse'
  /** A rate limit was reached; `params.seconds` says when to retry. */
  | 'http.tooManyRequests'
  /** The identity provider could not be reached. */
  | 'http.unavailable';

export type AccountResult<T> = Result<T, AccountFailureCode>;

export interface SignedIn {
  readonly token: string;
  readonly user: AccountUser;
}

/** Renders an i18n message (`auth.resetMail.subject`) in a language: the HTTP layer's translator. */
export type Translate = (language: Language, key: string, params?: Readonly<Record<string, string | number>>) => string;

export interface Caller {
  /** The request's language: a new account's language unless the shopper chose one. */
  readonly language: Language;
  /** The caller's network address, for the per-address rate limits. */
  readonly clientAddress: string;
}

type UserRow = typeof users.$inferSelect;

/** The rows every answer reads; a transaction uses the same query builder. */
type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

/** The same digest as the SessionAuthenticator's: only this is stored, never the token. */
const hashSessionToken = sha256;

export function toAccountUser(row: UserRow): AccountUser {
  return {
    id: row.id,
    fullName: row.fullName,
    email: row.email,
    phone: row.phone,
    language: isLanguage(row.language) ? row.language : 'en',
    role: row.role,
    sellerSlug: row.sellerSlug,
    hasPassword: row.passwordHash !== null,
  };
}

/** Opens a session: 32 random bytes as base64url (43 characters) go to the shopper, their SHA-256 to the table. */
async function openSession(executor: Executor, userId: string, rememberMe: boolean, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const lifetime = rememberMe ? SESSION_LIFETIME_MS.remembered : SESSION_LIFETIME_MS.standard;
  await executor.insert(sessions).values({
    tokenHash: hashSessionToken(token),
    userId,
    rememberMe,
    createdAt: now,
    expiresAt: new Date(now.getTime() + lifetime),
  });
  return token;
}

/** Counts one attempt against every limit; the failure names the longest wait when one is exceeded. */
async function hitLimits(
  services: Services,
  limits: readonly (readonly [key: string, limit: Limit])[],
): Promise<AccountResult<null>> {
  let waitMs = 0;
  for (const [key, { limit, windowMs }] of limits) {
    const outcome = await services.rateLimiter.hit(key, limit, windowMs);
    if (!outcome.allowed) waitMs = Math.max(waitMs, outcome.retryAfterMs, 1);
  }
  return waitMs === 0 ? ok(null) : fail('http.tooManyRequests', { seconds: Math.ceil(waitMs / 1000) });
}

const dummyHashes = new WeakMap<PasswordHasher, Promise<string>>();

/**
 * Verifies against a real hash even when there is no account (or no password), so that the
 * answer takes as long whether or not the email is registered.
 */
async function verifyPassword(passwords: PasswordHasher, hash: string | null, password: string): Promise<boolean> {
  if (hash !== null) return passwords.verify(hash, password);
  let dummy = dummyHashes.get(passwords);
  if (!dummy) {
    dummy = passwords.hash(randomBytes(16).toString('hex'));
    dummyHashes.set(passwords, dummy);
  }
  await passwords.verify(await dummy, password);
  return false;
}

async function userByEmail(executor: Executor, email: string): Promise<UserRow | undefined> {
  const [row] = await executor.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

async function userById(executor: Executor, id: string): Promise<UserRow | undefined> {
  const [row] = await executor.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

// ── Registering, signing in and out ──────────────────────────────────────────────────────────

export async function register(
  services: Services,
  input: v.InferOutput<typeof RegisterBody>,
  caller: Caller,
): Promise<AccountResult<SignedIn>> {
  const passwordHash = await services.passwords.hash(input.password);
  const now = services.clock.now();
  return services.db.transaction(async (tx) => {
    // The unique index decides, so two registrations racing for one email cannot both win.
    const [user] = await tx
      .insert(users)
      .values({
        fullName: input.fullName,
        email: input.email,
        phone: input.phone,
        passwordHash,
        language: input.language ?? caller.language,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: users.email })
      .returning();
    if (!user) return fail('auth.emailTaken');
    const token = await openSession(tx, user.id, false, now);
    return ok({ token, user: toAccountUser(user) });
  });
}

export async function login(
  services: Services,
  input: v.InferOutput<typeof LoginBody>,
  caller: Caller,
): Promise<AccountResult<SignedIn>> {
  const accountKey = `login:account:${input.email}`;
  const addressKey = `login:address:${caller.clientAddress}`;
  const limited = await hitLimits(services, [
    [accountKey, RATE_LIMITS.loginPerAccount],
    [addressKey, RATE_LIMITS.loginPerAddress],
  ]);
  if (!limited.ok) return limited;

  const user = await userByEmail(services.db, input.email);
  const matches = await verifyPassword(services.passwords, user?.passwordHash ?? null, input.password);
  if (!user || !matches) return fail('auth.invalidCredentials');

  // A login that succeeded was no guess: the account's failures are forgotten, and the address
  // gets its attempt back (an office or a carrier's NAT signs many people in from one address).
  await services.rateLimiter.reset(accountKey);
  await services.rateLimiter.forgive(addressKey);
  const token = await openSession(services.db, user.id, input.rememberMe, services.clock.now());
  return ok({ token, user: toAccountUser(user) });
}

/** Ends this one session; the account's other sessions stay signed in. */
export async function logout(services: Services, token: string): Promise<void> {
  await services.db.delete(sessions).where(eq(sessions.tokenHash, hashSessionToken(token)));
}

// ── The signed-in account ────────────────────────────────────────────────────────────────────

export async function currentUser(services: Services, userId: string): Promise<AccountResult<AccountUser>> {
  const user = await userById(services.db, userId);
  return user ? ok(toAccountUser(user)) : fail('auth.required');
}

/** Changes name, phone or language; the email is the sign-in name and is not changed here. */
export async function updateProfile(
  services: Services,
  userId: string,
  input: v.InferOutput<typeof UpdateProfileBody>,
): Promise<AccountResult<AccountUser>> {
  const changes = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
  if (Object.keys(changes).length === 0) return currentUser(services, userId);
  const [user] = await services.db
    .update(users)
    .set({ ...changes, updatedAt: services.clock.now() })
    .where(eq(users.id, userId))
    .returning();
  return user ? ok(toAccountUser(user)) : fail('auth.required');
}

/** Needs the current password; signs out every other session (a thief's included) and keeps this one. */
export async function changePassword(
  services: Services,
  userId: string,
  currentToken: string,
  input: v.InferOutput<typeof ChangePasswordBody>,
): Promise<AccountResult<null>> {
  const user = await userById(services.db, userId);
  if (!user) return fail('auth.required');
  if (!(await verifyPassword(services.passwords, user.passwordHash, input.currentPassword))) {
    return fail('auth.currentPasswordWrong');
  }
  const passwordHash = await services.passwords.hash(input.newPassword);
  const now = services.clock.now();
  await services.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
    await tx.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, hashSessionToken(currentToken))));
    await tx.delete(passwordResets).where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
  });
  return ok(null);
}

// ── Forgotten password ───────────────────────────────────────────────────────────────────────

const newResetCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

/**
 * Mails a one-time code when the email is registered, and answers the same either way, so the
 * form does not tell who has an account. A new code replaces any earlier unused one.
 */
export async function forgotPassword(
  services: Services,
  input: v.InferOutput<typeof ForgotPasswordBody>,
  caller: Caller,
  translate: Translate,
): Promise<AccountResult<null>> {
  const limited = await hitLimits(services, [
    [`forgot-password:account:${input.email}`, RATE_LIMITS.forgotPasswordPerAccount],
    [`forgot-password:address:${caller.clientAddress}`, RATE_LIMITS.forgotPasswordPerAddress],
  ]);
  if (!limited.ok) return limited;

  const user = await userByEmail(services.db, input.email);
  if (!user) return ok(null);

  const code = newResetCode();
  const now = services.clock.now();
  await services.db.transaction(async (tx) => {
    await tx.delete(passwordResets).where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt)));
    await tx.insert(passwordResets).values({
      userId: user.id,
      codeHash: sha256(code),
      createdAt: now,
      expiresAt: new Date(now.getTime() + RESET_CODE_LIFETIME_MS),
    });
  });

  const language = toAccountUser(user).language;
  const params = { name: user.fullName, code, minutes: RESET_CODE_LIFETIME_MS / MINUTE };
  await services.mailer.send({
    to: user.email,
    subject: translate(language, 'auth.resetMail.subject', params),
    text: translate(language, 'auth.resetMail.text', params),
  });
  return ok(null);
}

/**
 * Checks `code` against the account's newest unused code in ONE statement, so that concurrent
 * guesses cannot all read the same attempt count: a wrong guess adds an attempt, and with
 * `consume` a right, unexpired code is marked used at the same time.
 */
async function checkResetCode(
  executor: Executor,
  userId: string,
  code: string,
  now: Date,
  consume: boolean,
): Promise<AccountResult<null>> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const matches = sql`${passwordResets.codeHash} = ${sha256(code)}`;
  const waiting = and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt));
  const newest = executor
    .select({ id: passwordResets.id })
    .from(passwordResets)
    .where(waiting)
    .orderBy(desc(passwordResets.createdAt))
    .limit(1);

  const [checked] = await executor
    .update(passwordResets)
    .set({
      attempts: sql`${passwordResets.attempts} + case when ${matches} then 0 else 1 end`,
      ...(consume ? { usedAt: sql`case when ${matches} and ${passwordResets.expiresAt} > ${at} then ${at} end` } : {}),
    })
    .where(and(inArray(passwordResets.id, newest), isNull(passwordResets.usedAt), lt(passwordResets.attempts, RESET_CODE_MAX_ATTEMPTS)))
    .returning({ codeHash: passwordResets.codeHash, expiresAt: passwordResets.expiresAt });

  if (!checked) {
    // No code is waiting, or the newest one has used up its attempts.
    const [pending] = await executor
      .select({ attempts: passwordResets.attempts })
      .from(passwordResets)
      .where(waiting)
      .orderBy(desc(passwordResets.createdAt))
      .limit(1);
    return fail(pending && pending.attempts >= RESET_CODE_MAX_ATTEMPTS ? 'auth.tooManyAttempts' : 'auth.codeInvalid');
  }
  if (!sameDigest(checked.codeHash, sha256(code))) return fail('auth.codeInvalid');
  // Only the right code learns that it expired: a wrong guess never tells whether a code is waiting.
  if (checked.expiresAt.getTime() <= now.getTime()) return fail('auth.codeExpired');
  return ok(null);
}

const sameDigest = (a: string, b: string): boolean =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

async function limitCodeChecks(services: Services, email: string): Promise<AccountResult<null>> {
  return hitLimits(services, [[`reset-code:account:${email}`, RATE_LIMITS.codeVerificationPerAccount]]);
}

/** Checks a mailed code before the shopper chooses the new password; the code stays usable. */
export async function verifyResetCode(
  services: Services,
  input: v.InferOutput<typeof VerifyResetCodeBody>,
): Promise<AccountResult<null>> {
  const limited = await limitCodeChecks(services, input.email);
  if (!limited.ok) return limited;
  const user = await userByEmail(services.db, input.email);
  if (!user) return fail('auth.codeInvalid');
  return checkResetCode(services.db, user.id, input.code, services.clock.now(), false);
}

/** Sets the new password with a mailed code, which is used up; every session ends and a new one starts. */
export async function resetPassword(
  services: Services,
  input: v.InferOutput<typeof ResetPasswordBody>,
): Promise<AccountResult<SignedIn>> {
  const limited = await limitCodeChecks(services, input.email);
  if (!limited.ok) return limited;
  const user = await userByEmail(services.db, input.email);
  if (!user) return fail('auth.codeInvalid');

  const passwordHash = await services.passwords.hash(input.password);
  const now = services.clock.now();
  // A failed check returns (not throws), so its counted attempt is committed with the transaction.
  return services.db.transaction(async (tx): Promise<AccountResult<SignedIn>> => {
    const checked = await checkResetCode(tx, user.id, input.code, now, true);
    if (!checked.ok) return checked;
    const [updated] = await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, user.id)).returning();
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
    const token = await openSession(tx, user.id, false, now);
    return ok({ token, user: toAccountUser(updated ?? user) });
  });
}

// ── Social sign-in ───────────────────────────────────────────────────────────────────────────

const SOCIAL_PROVIDERS = { google: 'google.com', apple: 'apple.com' } as const;
const FULL_NAME_MAX = 100;

/**
 * Signs in with a Firebase ID token: the account of that Firebase user, else the account with
 * the same email (linked only when the provider vouches for the email), else a new account.
 */
export async function socialSignIn(
  services: Services,
  input: v.InferOutput<typeof SocialSignInBody>,
  caller: Caller,
): Promise<AccountResult<SignedIn & { readonly created: boolean }>> {
  if (!services.identity) return fail('auth.socialUnavailable');
  let identity;
  try {
    identity = await services.identity.verify(input.idToken);
  } catch {
    return fail('http.unavailable'); // the provider's keys could not be fetched
  }
  if (!identity || identity.provider !== SOCIAL_PROVIDERS[input.provider]) return fail('auth.socialTokenInvalid');
  const { uid, emailVerified } = identity;
  const email = identity.email.trim().toLowerCase();
  const now = services.clock.now();

  return services.db.transaction(async (tx): Promise<AccountResult<SignedIn & { readonly created: boolean }>> => {
    const signIn = async (user: UserRow, created: boolean) =>
      ok({ token: await openSession(tx, user.id, false, now), user: toAccountUser(user), created });

    const [known] = await tx.select().from(users).where(eq(users.firebaseUid, uid)).limit(1);
    if (known) return signIn(known, false);

    const sameEmail = await userByEmail(tx, email);
    if (sameEmail) {
      if (sameEmail.firebaseUid !== null) return fail('auth.socialEmailInUse');
      if (!emailVerified) return fail('auth.socialEmailUnverified');
      const [linked] = await tx
        .update(users)
        .set({ firebaseUid: uid, updatedAt: now })
        .where(and(eq(users.id, sameEmail.id), isNull(users.firebaseUid)))
        .returning();
      return linked ? signIn(linked, false) : fail('auth.socialEmailInUse');
    }

    const fullName = [...(identity.name?.trim() || email.split('@')[0] || email)].slice(0, FULL_NAME_MAX).join('');
    const [created] = await tx
      .insert(users)
      .values({ fullName, email, firebaseUid: uid, language: caller.language, createdAt: now, updatedAt: now })
      .onConflictDoNothing()
      .returning();
    if (created) return signIn(created, true);
    // A simultaneous first sign-in of the same Firebase user (a double click) created it: use that one.
    const [raced] = await tx.select().from(users).where(eq(users.firebaseUid, uid)).limit(1);
    return raced ? signIn(raced, false) : fail('auth.socialEmailInUse');
  });
}
