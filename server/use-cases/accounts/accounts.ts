// Account commands: registering (confirmed by a mailed code), signing in and out (password or
// social), the profile, the password, the forgotten-password flow, and deleting the account. Every
// rule lives here: the rate limits and their keys, hashing through the PasswordHasher port (with a
// dummy hash so that an unknown email takes as long as a known one), session and one-time-code
// lifetimes, a code's attempts, which sessions a new password ends, what keeps an account from
// being deleted and what a deleted one keeps, and the mails. The AccountsRepository port only stores and reads; a change
// that must not interleave with another of the same account runs in that account's turn.
// Expected failures are values with stable codes (i18n keys); the HTTP layer chooses statuses.
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type * as v from 'valibot';
import type {
  AccountUser,
  ChangePasswordBody,
  ConfirmRegistrationBody,
  DeleteAccountBody,
  ForgotPasswordBody,
  LoginBody,
  RegisterBody,
  RegistrationStarted,
  ResendRegistrationCodeBody,
  ResetPasswordBody,
  SocialSignInBody,
  UpdateProfileBody,
  VerifyResetCodeBody,
} from '../../../src/contract/accounts';
import { isLanguage, type Language } from '../../../src/domain/locale';
import { fail, ok, type Result } from '../../../src/domain/result';
import type { OutgoingMail } from '../mail/mail';
import type { Logger } from '../../logging/logger';
import type { Clock, IdentityTokenVerifier, PasswordHasher, RateLimiter, VerifiedIdentity } from '../ports';
import { repeatEvery, type Repeating } from '../repeating';
import type { AccountObligations, AccountRow, AccountsRepository, AccountTurn, NewSession, ProfileChanges } from './accounts-repository';
import { hashSessionToken, newSessionToken } from './session-tokens';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How long a session lasts: a day, or a month when the shopper ticked "remember me". */
export const SESSION_LIFETIME_MS = { standard: DAY, remembered: 30 * DAY } as const;

/** The mailed one-time code: its lifetime and how many wrong guesses it survives. */
export const RESET_CODE_LIFETIME_MS = 15 * MINUTE;
export const RESET_CODE_MAX_ATTEMPTS = 5;

/** A registration's code is a one-time code like a reset's: the same lifetime and attempts. */
export const REGISTRATION_CODE_LIFETIME_MS = RESET_CODE_LIFETIME_MS;
/** How long an expired pending registration is kept (its right code still answers "expired") before it is forgotten. */
export const PENDING_REGISTRATION_KEPT_MS = DAY;
/** How often expired pending registrations (a name, phone and password hash nobody confirmed) are looked for. */
export const REGISTRATION_SWEEP_INTERVAL_MS = HOUR;

/** Mailed with a new account (registered, or first signed in with Google or Apple). */
const WELCOME: OutgoingMail = { kind: 'welcome', params: {} };
/** Mailed whenever the password changes (from the profile, or by a reset code), so a stranger's change does not go unnoticed. */
const PASSWORD_CHANGED: OutgoingMail = { kind: 'passwordChanged', params: {} };

interface Limit {
  readonly limit: number;
  readonly windowMs: number;
}

/**
 * Attempts allowed per window. Logins are limited three ways, so that nobody can keep a shopper
 * out by failing their password on purpose:
 * - one address guessing one account waits longer and longer (15 minutes after 5 failures, an
 *   hour after 10, a day after 20); the account's owner elsewhere is not held back;
 * - one account guessed from many addresses meets a ceiling far above what its owner fails;
 * - one address guessing many accounts is stopped after 20.
 * A successful login forgets the address's failures on that account and gives its attempt back
 * to the other two counters; a completed password reset lifts the account's ceiling. Every
 * other counter counts every attempt.
 */
export const RATE_LIMITS = {
  loginPerAccountFromAddress: [
    { limit: 5, windowMs: 15 * MINUTE },
    { limit: 10, windowMs: HOUR },
    { limit: 20, windowMs: DAY },
  ],
  loginPerAccount: { limit: 50, windowMs: HOUR },
  loginPerAddress: { limit: 20, windowMs: 15 * MINUTE },
  forgotPasswordPerAccount: { limit: 3, windowMs: HOUR },
  forgotPasswordPerAddress: { limit: 10, windowMs: HOUR },
  codeVerificationPerAccount: { limit: 10, windowMs: 15 * MINUTE },
  /** Each registration mails someone: a code, or the owner of a registered email; a confirmed one gives its address's attempt back. */
  registerPerEmail: { limit: 3, windowMs: HOUR },
  registerPerAddress: { limit: 10, windowMs: HOUR },
} as const satisfies Record<string, Limit | readonly Limit[]>;

/** The account's login counter: failures from every address together. */
const accountLoginKey = (email: string): string => `login:account:${email}`;

/** The counters of a login: this address on this account (one per step of its growing wait), the account, the address. */
function loginKeys(email: string, clientAddress: string) {
  const pair = RATE_LIMITS.loginPerAccountFromAddress.map((limit) => [`login:account-address:${email}:${clientAddress}:${limit.windowMs}`, limit] as const);
  return { pair, account: accountLoginKey(email), address: `login:address:${clientAddress}` };
}

export type AccountFailureCode =
  | 'auth.required'
  | 'auth.invalidCredentials'
  | 'auth.currentPasswordWrong'
  | 'auth.codeInvalid'
  | 'auth.codeExpired'
  | 'auth.tooManyAttempts'
  | 'auth.socialUnavailable'
  | 'auth.socialTokenInvalid'
  | 'auth.socialEmailUnverified'
  | 'auth.socialEmailInUse'
  /** Deleting a Google or Apple account needs a fresh sign-in; `params.provider` (Google, Apple) when the token named it. */
  | 'auth.recentSignInRequired'
  | 'account.deleteSeller'
  | 'account.deleteOpenOrders'
  /** A card payment (or the wallet hold of one) is still awaiting the gateway. */
  | 'account.deletePaymentPending'
  /** `params.amount`: the wallet's halalas. */
  | 'account.deleteWalletBalance'
  /** A field the command needs was not sent; `params.field` names it. */
  | 'validation.required'
  /** A rate limit was reached; `params.seconds` says when to retry. */
  | 'http.tooManyRequests'
  /** The identity provider could not be reached. */
  | 'http.unavailable';

export type AccountResult<T> = Result<T, AccountFailureCode>;

export interface SignedIn {
  readonly token: string;
  readonly user: AccountUser;
}

export interface Caller {
  /** The request's language: a new account's language unless the shopper chose one. */
  readonly language: Language;
  /** The caller's network address, for the per-address rate limits. */
  readonly clientAddress: string;
}

/** What the account commands use: the accounts' storage (which queues their mail), the hasher, the limits, the time and the identity provider. */
export interface AccountDesk {
  readonly accounts: AccountsRepository;
  readonly passwords: PasswordHasher;
  readonly rateLimiter: RateLimiter;
  readonly clock: Clock;
  /** Verifies social sign-in tokens; null when no identity provider is configured. */
  readonly identity: IdentityTokenVerifier | null;
}

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

function toAccountUser(row: AccountRow): AccountUser {
  return {
    id: row.id,
    fullName: row.fullName,
    email: row.email,
    phone: row.phone,
    language: isLanguage(row.language) ? row.language : 'en',
    role: row.role,
    sellerSlug: row.sellerSlug,
    hasPassword: row.passwordHash !== null,
    hasSocialSignIn: row.firebaseUid !== null,
  };
}

/** A new session as of `now`: the token goes to the shopper, the session (its digest and lifetime) to the port. */
function newSession(rememberMe: boolean, now: Date): { readonly token: string; readonly session: NewSession } {
  const token = newSessionToken();
  const lifetime = rememberMe ? SESSION_LIFETIME_MS.remembered : SESSION_LIFETIME_MS.standard;
  return { token, session: { tokenHash: hashSessionToken(token), rememberMe, createdAt: now, expiresAt: new Date(now.getTime() + lifetime) } };
}

/** Counts one attempt against every limit; the failure names the longest wait when one is exceeded. */
async function hitLimits(rateLimiter: RateLimiter, limits: readonly (readonly [key: string, limit: Limit])[]): Promise<AccountResult<null>> {
  let waitMs = 0;
  for (const [key, { limit, windowMs }] of limits) {
    const outcome = await rateLimiter.hit(key, limit, windowMs);
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

// ── Registering, signing in and out ──────────────────────────────────────────────────────────

const registerAddressKey = (clientAddress: string): string => `register:address:${clientAddress}`;

/**
 * Starts registering: answers the same whether or not the email has an account, in about the same
 * time (the password is hashed either way), so the form does not tell who has one. A new email
 * gets a pending registration (replacing an earlier one) and a code to confirm it with
 * (confirmRegistration); a registered email's owner is mailed instead, and nothing is stored.
 */
export async function register(desk: AccountDesk, input: v.InferOutput<typeof RegisterBody>, caller: Caller): Promise<AccountResult<RegistrationStarted>> {
  const limited = await hitLimits(desk.rateLimiter, [
    [`register:email:${input.email}`, RATE_LIMITS.registerPerEmail],
    [registerAddressKey(caller.clientAddress), RATE_LIMITS.registerPerAddress],
  ]);
  if (!limited.ok) return limited;

  const passwordHash = await desk.passwords.hash(input.password);
  const now = desk.clock.now();
  const started = ok({ email: input.email, expiresInSeconds: REGISTRATION_CODE_LIFETIME_MS / 1000 });
  const owner = await desk.accounts.byEmail(input.email);
  if (owner) {
    await desk.accounts.inAccountTurn(owner.id, (turn) => turn.mail({ kind: 'registrationAttempt', params: {} }));
    return started;
  }
  const code = newOneTimeCode();
  const language = input.language ?? caller.language;
  await desk.accounts.holdRegistration(
    {
      fullName: input.fullName,
      email: input.email,
      phone: input.phone,
      passwordHash,
      language,
      codeHash: sha256(code),
      createdAt: now,
      expiresAt: new Date(now.getTime() + REGISTRATION_CODE_LIFETIME_MS),
    },
    { kind: 'registrationCode', params: { code, minutes: REGISTRATION_CODE_LIFETIME_MS / MINUTE, name: input.fullName, language } },
    new Date(now.getTime() - PENDING_REGISTRATION_KEPT_MS),
  );
  return started;
}

/**
 * Mails a new code for the email's pending registration, replacing the earlier one; answers as
 * register() does whatever the email, and counts against the same limits (each mails someone).
 * An email with no pending registration (none, confirmed, or one that has an account) gets nothing.
 */
export async function resendRegistrationCode(
  desk: AccountDesk,
  input: v.InferOutput<typeof ResendRegistrationCodeBody>,
  caller: Caller,
): Promise<AccountResult<RegistrationStarted>> {
  const limited = await hitLimits(desk.rateLimiter, [
    [`register:email:${input.email}`, RATE_LIMITS.registerPerEmail],
    [registerAddressKey(caller.clientAddress), RATE_LIMITS.registerPerAddress],
  ]);
  if (!limited.ok) return limited;
  const now = desk.clock.now();
  await desk.accounts.inRegistrationTurn(input.email, async (turn) => {
    const pending = await turn.pending();
    if (!pending) return;
    const code = newOneTimeCode();
    const minutes = REGISTRATION_CODE_LIFETIME_MS / MINUTE;
    await turn.renewCode(
      { codeHash: sha256(code), createdAt: now, expiresAt: new Date(now.getTime() + REGISTRATION_CODE_LIFETIME_MS) },
      { kind: 'registrationCode', params: { code, minutes, name: pending.fullName, language: pending.language } },
    );
  });
  return ok({ email: input.email, expiresInSeconds: REGISTRATION_CODE_LIFETIME_MS / 1000 });
}

/**
 * Creates the account of a pending registration with its mailed code, and signs it in. The check
 * and the creation are one turn of the email's, so a code creates one account however many
 * confirmations race with it; an email that got an account meanwhile answers as a wrong code.
 */
export async function confirmRegistration(
  desk: AccountDesk,
  input: v.InferOutput<typeof ConfirmRegistrationBody>,
  caller: Caller,
): Promise<AccountResult<SignedIn>> {
  const limited = await hitLimits(desk.rateLimiter, [[`registration-code:email:${input.email}`, RATE_LIMITS.codeVerificationPerAccount]]);
  if (!limited.ok) return limited;
  const now = desk.clock.now();
  const confirmed = await desk.accounts.inRegistrationTurn(input.email, async (turn): Promise<AccountResult<SignedIn>> => {
    const pending = await turn.pending();
    const checked = await checkCode(pending, input.code, now, () => turn.countWrongGuess());
    if (!checked.ok || pending === null) return checked.ok ? fail('auth.codeInvalid') : checked;
    const { token, session } = newSession(false, now);
    const { fullName, email, phone, passwordHash, language } = pending;
    const user = await turn.complete({ fullName, email, phone, passwordHash, firebaseUid: null, language, createdAt: now }, session, WELCOME);
    return user ? ok({ token, user: toAccountUser(user) }) : fail('auth.codeInvalid');
  });
  // A confirmed registration was no flood: an office or a carrier's NAT registers many people from one address.
  if (confirmed.ok) await desk.rateLimiter.forgive(registerAddressKey(caller.clientAddress));
  return confirmed;
}

/** Counts a password attempt on the account's email from the caller's address against the login limits. */
function limitPasswordAttempt(rateLimiter: RateLimiter, keys: ReturnType<typeof loginKeys>): Promise<AccountResult<null>> {
  return hitLimits(rateLimiter, [...keys.pair, [keys.account, RATE_LIMITS.loginPerAccount], [keys.address, RATE_LIMITS.loginPerAddress]]);
}

/**
 * A password that matched was no guess: this address's failures on the account are forgotten,
 * and the account and the address get the attempt back (an office or a carrier's NAT signs many
 * people in from one address; an owner signing in must not reset a distributed guess).
 */
async function forgivePasswordAttempt(rateLimiter: RateLimiter, keys: ReturnType<typeof loginKeys>): Promise<void> {
  for (const [key] of keys.pair) await rateLimiter.reset(key);
  await rateLimiter.forgive(keys.account);
  await rateLimiter.forgive(keys.address);
}

export async function login(desk: AccountDesk, input: v.InferOutput<typeof LoginBody>, caller: Caller): Promise<AccountResult<SignedIn>> {
  const keys = loginKeys(input.email, caller.clientAddress);
  const limited = await limitPasswordAttempt(desk.rateLimiter, keys);
  if (!limited.ok) return limited;

  const user = await desk.accounts.byEmail(input.email);
  const matches = await verifyPassword(desk.passwords, user?.passwordHash ?? null, input.password);
  if (!user || !matches) return fail('auth.invalidCredentials');

  await forgivePasswordAttempt(desk.rateLimiter, keys);
  const { token, session } = newSession(input.rememberMe, desk.clock.now());
  await desk.accounts.openSession(user.id, session);
  return ok({ token, user: toAccountUser(user) });
}

/** Ends this one session; the account's other sessions stay signed in. */
export async function logout(accounts: AccountsRepository, token: string): Promise<void> {
  await accounts.endSession(hashSessionToken(token));
}

// ── The signed-in account ────────────────────────────────────────────────────────────────────

export async function currentUser(accounts: AccountsRepository, userId: string): Promise<AccountResult<AccountUser>> {
  const user = await accounts.byId(userId);
  return user ? ok(toAccountUser(user)) : fail('auth.required');
}

/** Changes name, phone or language; the email is the sign-in name and is not changed here. */
export async function updateProfile(
  desk: Pick<AccountDesk, 'accounts' | 'clock'>,
  userId: string,
  input: v.InferOutput<typeof UpdateProfileBody>,
): Promise<AccountResult<AccountUser>> {
  const changes: ProfileChanges = {
    ...(input.fullName !== undefined && { fullName: input.fullName }),
    ...(input.phone !== undefined && { phone: input.phone }),
    ...(input.language !== undefined && { language: input.language }),
  };
  if (Object.keys(changes).length === 0) return currentUser(desk.accounts, userId);
  const user = await desk.accounts.updateProfile(userId, changes, desk.clock.now());
  return user ? ok(toAccountUser(user)) : fail('auth.required');
}

/**
 * Needs the current password; in one turn of the account's, sets the new one, signs out every
 * other session (a thief's included) and keeps this one, and drops any waiting reset code.
 */
export async function changePassword(
  desk: AccountDesk,
  userId: string,
  currentToken: string,
  input: v.InferOutput<typeof ChangePasswordBody>,
): Promise<AccountResult<null>> {
  const user = await desk.accounts.byId(userId);
  if (!user) return fail('auth.required');
  if (!(await verifyPassword(desk.passwords, user.passwordHash, input.currentPassword))) {
    return fail('auth.currentPasswordWrong');
  }
  const passwordHash = await desk.passwords.hash(input.newPassword);
  const now = desk.clock.now();
  return desk.accounts.inAccountTurn(userId, async (turn): Promise<AccountResult<null>> => {
    if (!(await turn.account())) return fail('auth.required');
    await turn.setPassword(passwordHash, now);
    await turn.endSessions(hashSessionToken(currentToken));
    await turn.dropWaitingResetCodes();
    await turn.mail(PASSWORD_CHANGED);
    return ok(null);
  });
}

// ── Forgotten password ───────────────────────────────────────────────────────────────────────

/** A one-time code as mailed: six digits (a reset's, a registration's). */
const newOneTimeCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

/**
 * Mails a one-time code when the email is registered, and answers the same either way, so the
 * form does not tell who has an account. A new code replaces any earlier unused one.
 */
export async function forgotPassword(
  desk: AccountDesk,
  input: v.InferOutput<typeof ForgotPasswordBody>,
  caller: Caller,
): Promise<AccountResult<null>> {
  const limited = await hitLimits(desk.rateLimiter, [
    [`forgot-password:account:${input.email}`, RATE_LIMITS.forgotPasswordPerAccount],
    [`forgot-password:address:${caller.clientAddress}`, RATE_LIMITS.forgotPasswordPerAddress],
  ]);
  if (!limited.ok) return limited;

  const user = await desk.accounts.byEmail(input.email);
  if (!user) return ok(null);

  const code = newOneTimeCode();
  const now = desk.clock.now();
  await desk.accounts.inAccountTurn(user.id, async (turn) => {
    await turn.dropWaitingResetCodes();
    await turn.addResetCode({ codeHash: sha256(code), createdAt: now, expiresAt: new Date(now.getTime() + RESET_CODE_LIFETIME_MS) });
    await turn.mail({ kind: 'passwordResetCode', params: { code, minutes: RESET_CODE_LIFETIME_MS / MINUTE } });
  });
  return ok(null);
}

const sameDigest = (a: string, b: string): boolean => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** A mailed one-time code as stored: its digest, the wrong guesses counted, its expiry. */
interface WaitingCode {
  readonly codeHash: string;
  readonly attempts: number;
  readonly expiresAt: Date;
}

/**
 * Checks `code` against a waiting one-time code (a reset's, a registration's), read in the turn
 * that guards it, so that simultaneous guesses are counted one by one and never all read the same
 * attempt count: a wrong guess is counted with `countWrongGuess`.
 */
async function checkCode(waiting: WaitingCode | null, code: string, now: Date, countWrongGuess: () => Promise<void>): Promise<AccountResult<null>> {
  if (!waiting) return fail('auth.codeInvalid');
  if (waiting.attempts >= RESET_CODE_MAX_ATTEMPTS) return fail('auth.tooManyAttempts');
  if (!sameDigest(waiting.codeHash, sha256(code))) {
    await countWrongGuess();
    return fail('auth.codeInvalid');
  }
  // Only the right code learns that it expired: a wrong guess never tells whether a code is waiting.
  if (waiting.expiresAt.getTime() <= now.getTime()) return fail('auth.codeExpired');
  return ok(null);
}

/**
 * Checks `code` against the account's newest waiting reset code, inside the account's turn; with
 * `consume` a right, unexpired code is used up.
 */
async function checkResetCode(turn: AccountTurn, code: string, now: Date, consume: boolean): Promise<AccountResult<null>> {
  const waiting = await turn.waitingResetCode();
  const checked = await checkCode(waiting, code, now, () => (waiting ? turn.countWrongGuess(waiting.id) : Promise.resolve()));
  if (checked.ok && consume && waiting) await turn.useResetCode(waiting.id, now);
  return checked;
}

function limitCodeChecks(rateLimiter: RateLimiter, email: string): Promise<AccountResult<null>> {
  return hitLimits(rateLimiter, [[`reset-code:account:${email}`, RATE_LIMITS.codeVerificationPerAccount]]);
}

/** Checks a mailed code before the shopper chooses the new password; the code stays usable. */
export async function verifyResetCode(desk: AccountDesk, input: v.InferOutput<typeof VerifyResetCodeBody>): Promise<AccountResult<null>> {
  const limited = await limitCodeChecks(desk.rateLimiter, input.email);
  if (!limited.ok) return limited;
  const user = await desk.accounts.byEmail(input.email);
  if (!user) return fail('auth.codeInvalid');
  const now = desk.clock.now();
  return desk.accounts.inAccountTurn(user.id, (turn) => checkResetCode(turn, input.code, now, false));
}

/**
 * Sets the new password with a mailed code, which is used up; every session ends and a new one
 * starts. The check and the change are one turn of the account's, so a code resets the password
 * once however many resets race with it.
 */
export async function resetPassword(desk: AccountDesk, input: v.InferOutput<typeof ResetPasswordBody>): Promise<AccountResult<SignedIn>> {
  const limited = await limitCodeChecks(desk.rateLimiter, input.email);
  if (!limited.ok) return limited;
  const user = await desk.accounts.byEmail(input.email);
  if (!user) return fail('auth.codeInvalid');

  const passwordHash = await desk.passwords.hash(input.password);
  const now = desk.clock.now();
  // A failed check returns (not throws), so the turn keeps its counted attempt.
  const reset = await desk.accounts.inAccountTurn(user.id, async (turn): Promise<AccountResult<SignedIn>> => {
    const checked = await checkResetCode(turn, input.code, now, true);
    if (!checked.ok) return checked;
    await turn.setPassword(passwordHash, now);
    await turn.endSessions();
    await turn.mail(PASSWORD_CHANGED);
    const { token, session } = newSession(false, now);
    await turn.openSession(session);
    return ok({ token, user: toAccountUser((await turn.account()) ?? user) });
  });
  // The owner proved who they are: whatever guessing held the account back no longer does.
  if (reset.ok) await desk.rateLimiter.reset(accountLoginKey(input.email));
  return reset;
}

// ── Social sign-in ───────────────────────────────────────────────────────────────────────────

const SOCIAL_PROVIDERS = { google: 'google.com', apple: 'apple.com' } as const;
const FULL_NAME_MAX = 100;

type SocialResult = AccountResult<SignedIn & { readonly created: boolean }>;

/**
 * Signs in with a Firebase ID token: the account of that Firebase user, else the account with
 * the same email (linked only when the provider vouches for the email), else a new account.
 */
export async function socialSignIn(desk: AccountDesk, input: v.InferOutput<typeof SocialSignInBody>, caller: Caller): Promise<SocialResult> {
  if (!desk.identity) return fail('auth.socialUnavailable');
  let identity;
  try {
    identity = await desk.identity.verify(input.idToken);
  } catch {
    return fail('http.unavailable'); // the provider's keys could not be fetched
  }
  if (!identity || identity.provider !== SOCIAL_PROVIDERS[input.provider]) return fail('auth.socialTokenInvalid');
  const { uid, emailVerified } = identity;
  const email = identity.email.trim().toLowerCase();
  const now = desk.clock.now();

  const signIn = async (user: AccountRow): Promise<SocialResult> => {
    const { token, session } = newSession(false, now);
    await desk.accounts.openSession(user.id, session);
    return ok({ token, user: toAccountUser(user), created: false });
  };

  const known = await desk.accounts.byFirebaseUid(uid);
  if (known) return signIn(known);

  const sameEmail = await desk.accounts.byEmail(email);
  if (sameEmail) return linkAndSignIn(desk.accounts, sameEmail.id, { uid, emailVerified }, now);

  const fullName = [...(identity.name?.trim() || email.split('@')[0] || email)].slice(0, FULL_NAME_MAX).join('');
  const { token, session } = newSession(false, now);
  const created = await desk.accounts.create(
    { fullName, email, phone: null, passwordHash: null, firebaseUid: uid, language: caller.language, createdAt: now },
    session,
    WELCOME,
  );
  if (created) return ok({ token, user: toAccountUser(created), created: true });
  // A simultaneous first sign-in of the same Firebase user (a double click) created it: use that one.
  const raced = await desk.accounts.byFirebaseUid(uid);
  return raced ? signIn(raced) : fail('auth.socialEmailInUse');
}

/**
 * Links the account that has the identity's email to the Firebase user and signs it in, in one
 * turn of the account's: the account is read again under the turn, so of two simultaneous links
 * only one writes, and a second sign-in of the same Firebase user finds it linked already.
 */
function linkAndSignIn(
  accounts: AccountsRepository,
  userId: string,
  identity: { readonly uid: string; readonly emailVerified: boolean },
  now: Date,
): Promise<SocialResult> {
  return accounts.inAccountTurn(userId, async (turn): Promise<SocialResult> => {
    const account = await turn.account();
    if (!account) return fail('auth.socialEmailInUse');
    if (account.firebaseUid !== identity.uid) {
      if (account.firebaseUid !== null) return fail('auth.socialEmailInUse');
      if (!identity.emailVerified) return fail('auth.socialEmailUnverified');
      await turn.linkFirebaseUid(identity.uid, now);
    }
    const { token, session } = newSession(false, now);
    await turn.openSession(session);
    return ok({ token, user: toAccountUser({ ...account, firebaseUid: identity.uid }), created: false });
  });
}

// ── Deleting the account ─────────────────────────────────────────────────────────────────────

/** How recent a sign-in with Google or Apple must be to confirm deleting the account with it. */
export const RECENT_SIGN_IN_MS = 5 * MINUTE;

/** What a closed account's row shows where the shopper's name was (a seller's past orders, an invoice). */
export const CLOSED_ACCOUNT_NAME = 'Former shopper';

/** A closed account's address: unique to it and deliverable nowhere (.invalid), so the real one can register again. */
export const closedAccountEmail = (userId: string): string => `deleted+${userId}@deleted.invalid`;

/** The provider's name as the messages show it. */
const PROVIDER_NAMES: Readonly<Record<string, string>> = { [SOCIAL_PROVIDERS.google]: 'Google', [SOCIAL_PROVIDERS.apple]: 'Apple' };

/**
 * Deletes the signed-in account. Sellers' accounts are closed by customer care; a shopper's is
 * refused while an order is open, a card payment is under way or the wallet holds money, and must
 * be confirmed the way the account signs in: a Google or Apple sign-in of the last few minutes
 * for an account linked to one (when an identity provider is configured), the password otherwise.
 * The refusals are checked again in the account's turn, which checkouts, top-ups and payments of
 * the same shopper wait for: none can slip in between the check and the closing. Closing keeps
 * the account's row (its orders, ledger and reviews name it) without its personal data, and ends
 * every session.
 */
export async function deleteAccount(
  desk: AccountDesk,
  userId: string,
  input: v.InferOutput<typeof DeleteAccountBody>,
  caller: Caller,
): Promise<AccountResult<null>> {
  const user = await desk.accounts.byId(userId);
  if (!user) return fail('auth.required');
  if (user.role === 'seller') return fail('account.deleteSeller');
  // Told before any confirmation, so nobody signs in with Google again only to learn an order is open.
  const owing = await desk.accounts.inAccountTurn(userId, (turn) => turn.obligations());
  const refusal = refusalOf(owing);
  if (refusal) return refusal;

  const confirmed = await confirmDeletion(desk, user, input, caller);
  if (!confirmed.ok) return confirmed;

  const at = desk.clock.now();
  return desk.accounts.inAccountTurn(userId, async (turn): Promise<AccountResult<null>> => {
    if (!(await turn.account())) return fail('auth.required');
    const refused = refusalOf(await turn.obligations());
    if (refused) return refused;
    await turn.close({ fullName: CLOSED_ACCOUNT_NAME, email: closedAccountEmail(userId), at });
    return ok(null);
  });
}

/** Why an account with these obligations cannot be closed yet; null when it can. */
function refusalOf(owing: AccountObligations): AccountResult<never> | null {
  if (owing.openOrders > 0) return fail('account.deleteOpenOrders');
  if (owing.paymentsUnderWay > 0 || owing.walletHeld > 0) return fail('account.deletePaymentPending');
  if (owing.walletBalance > 0) return fail('account.deleteWalletBalance', { amount: owing.walletBalance });
  return null;
}

/** Whether the caller proved again that the account is theirs: a fresh social sign-in, or the password. */
async function confirmDeletion(
  desk: AccountDesk,
  user: AccountRow,
  input: v.InferOutput<typeof DeleteAccountBody>,
  caller: Caller,
): Promise<AccountResult<null>> {
  if (user.firebaseUid !== null && desk.identity !== null) {
    if (input.idToken === undefined) return fail('auth.recentSignInRequired');
    let identity: VerifiedIdentity | null;
    try {
      identity = await desk.identity.verify(input.idToken);
    } catch {
      return fail('http.unavailable'); // the provider's keys could not be fetched
    }
    if (!identity || identity.uid !== user.firebaseUid) return fail('auth.socialTokenInvalid');
    const signedInAt = identity.authTime?.getTime();
    if (signedInAt === undefined || desk.clock.now().getTime() - signedInAt > RECENT_SIGN_IN_MS) {
      const provider = PROVIDER_NAMES[identity.provider];
      return fail('auth.recentSignInRequired', provider === undefined ? undefined : { provider });
    }
    return ok(null);
  }
  // Linked to Google or Apple but no identity provider to ask, and no password: nothing can confirm it.
  if (user.passwordHash === null) return fail('auth.socialUnavailable');
  if (input.password === undefined) return fail('validation.required', { field: 'password' });
  // A password check is a password check: counted like a login, so a stolen session cannot guess faster here.
  const keys = loginKeys(user.email, caller.clientAddress);
  const limited = await limitPasswordAttempt(desk.rateLimiter, keys);
  if (!limited.ok) return limited;
  if (!(await verifyPassword(desk.passwords, user.passwordHash, input.password))) return fail('auth.currentPasswordWrong', { field: 'password' });
  await forgivePasswordAttempt(desk.rateLimiter, keys);
  return ok(null);
}

/**
 * Forgets the pending registrations kept past their expiry, so an unconfirmed name, phone and
 * password hash stay no longer than PENDING_REGISTRATION_KEPT_MS after the code expired, however
 * quiet registration is (holding a registration forgets them too, but only when one is held).
 */
export async function forgetExpiredRegistrations(desk: Pick<AccountDesk, 'accounts' | 'clock'>): Promise<number> {
  return desk.accounts.forgetExpiredRegistrations(new Date(desk.clock.now().getTime() - PENDING_REGISTRATION_KEPT_MS));
}

/** Sweeps every `intervalMs` without keeping the process alive; a failed sweep is logged and retried next time. */
export const startRegistrationSweep = (
  desk: Pick<AccountDesk, 'accounts' | 'clock'> & { readonly log: Pick<Logger, 'error'> },
  intervalMs: number = REGISTRATION_SWEEP_INTERVAL_MS,
): Repeating =>
  repeatEvery(
    intervalMs,
    () => forgetExpiredRegistrations(desk),
    (error) => desk.log.error({ err: error }, 'forgetting expired registrations failed'),
  );

