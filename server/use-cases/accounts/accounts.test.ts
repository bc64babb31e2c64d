// The account commands over the in-memory port and in-memory twins of the hasher, the mailer, the
// rate limiter, the clock and the identity provider (fast: no database, no argon2): registering
// (a mailed code confirms it; a registered email answers the same and mails its owner), signing in (wrong password, unknown email, locked out by the limits, the
// address forgiven after a success), the profile, the password (other sessions ended), the
// forgotten password (codes that expire, run out of attempts, are used once, end every session),
// social sign-in (link versus create) and deleting the account (confirmed, refused, erased).
import { beforeEach, describe, expect, it } from 'vitest';
import type { Language } from '../../../src/domain/locale';
import { MemoryRateLimiter } from '../../adapters/memory-rate-limiter';
import { handClock, type HandClock } from '../../testing/hand-clock';
import { MemoryAccountsRepository } from '../../testing/memory/memory-accounts-repository';
import type { IdentityTokenVerifier, PasswordHasher, VerifiedIdentity } from '../ports';
import {
  changePassword,
  CLOSED_ACCOUNT_NAME,
  confirmRegistration,
  currentUser,
  deleteAccount,
  forgetExpiredRegistrations,
  forgotPassword,
  login,
  logout,
  PENDING_REGISTRATION_KEPT_MS,
  RATE_LIMITS,
  RECENT_SIGN_IN_MS,
  register,
  REGISTRATION_CODE_LIFETIME_MS,
  resendRegistrationCode,
  RESET_CODE_LIFETIME_MS,
  RESET_CODE_MAX_ATTEMPTS,
  resetPassword,
  SESSION_LIFETIME_MS,
  socialSignIn,
  updateProfile,
  verifyResetCode,
  type AccountDesk,
  type Caller,
  type SignedIn,
} from './accounts';
import { hashSessionToken } from './session-tokens';

const PASSWORD = 'Herfa#2025';
const NEW_PASSWORD = 'Sadu#Weave9';
const MINUTE = 60_000;
const OFFICE: Caller = { language: 'en', clientAddress: '203.0.113.7' };

/** A hasher that is fast and readable, and counts how often it verified. */
class PlainHasher implements PasswordHasher {
  verified = 0;
  async hash(password: string): Promise<string> {
    return `hashed:${password}`;
  }
  async verify(hash: string, password: string): Promise<boolean> {
    this.verified += 1;
    return hash === `hashed:${password}`;
  }
}

/** An identity provider that knows the tokens a test gives it; a token named "unreachable" fails like missing keys. */
class HandIdentity implements IdentityTokenVerifier {
  readonly tokens = new Map<string, VerifiedIdentity>();
  async verify(idToken: string): Promise<VerifiedIdentity | null> {
    if (idToken === 'unreachable') throw new Error('The provider’s keys could not be fetched');
    return this.tokens.get(idToken) ?? null;
  }
}

let accounts: MemoryAccountsRepository;
let clock: HandClock;
let passwords: PlainHasher;
let identity: HandIdentity;
/** The reset codes mailed, oldest first, as the shoppers read them. */
let mailedCodes: string[];
let desk: AccountDesk;
let counter = 0;
beforeEach(() => {
  accounts = new MemoryAccountsRepository();
  clock = handClock(new Date('2026-02-01T08:00:00.000Z'));
  passwords = new PlainHasher();
  identity = new HandIdentity();
  mailedCodes = [];
  desk = {
    accounts,
    passwords,
    rateLimiter: new MemoryRateLimiter(clock),
    clock,
    identity,
  };
});

const aRegistration = (email: string, language?: Language) => ({
  fullName: 'Noura Alharbi',
  email,
  phone: '+966551234567',
  password: PASSWORD,
  passwordConfirmation: PASSWORD,
  termsAccepted: true,
  language,
});

/** The newest registration code mailed to this address; undefined when none was. */
function registrationCodeTo(email: string): string | undefined {
  const mail = accounts.mailsToAddress(email).filter((sent) => sent.kind === 'registrationCode').at(-1);
  return mail?.kind === 'registrationCode' ? mail.params.code : undefined;
}

/** Registers and confirms with the mailed code. */
async function registerAndConfirm(email: string, language?: Language, caller = OFFICE): Promise<SignedIn> {
  const started = await register(desk, aRegistration(email, language), caller);
  if (!started.ok) throw new Error(started.error.code);
  const confirmed = await confirmRegistration(desk, { email, code: registrationCodeTo(email) ?? '' }, caller);
  if (!confirmed.ok) throw new Error(confirmed.error.code);
  return confirmed.value;
}

/** A registered shopper, signed in. */
const shopper = (language?: Language): Promise<SignedIn> => registerAndConfirm(`noura${++counter}@herfa.test`, language);

/** A code that is not `code`. */
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

const signIn = (email: string, password = PASSWORD, caller = OFFICE, rememberMe = false) => login(desk, { email, password, rememberMe }, caller);
const isOpen = async (token: string) => (await accounts.bySession(hashSessionToken(token), clock.now())) !== null;
const failure = (code: string, params?: Record<string, unknown>) => ({ ok: false, error: params ? { code, params } : { code } });

describe('registering', () => {
  it('answers the same for a new and a registered email, hashing the password either way', async () => {
    const { user } = await shopper();
    const hashed: string[] = [];
    passwords.hash = async (password) => {
      hashed.push(password);
      return `hashed:${password}`;
    };
    const fresh = await register(desk, aRegistration('salem@herfa.test'), OFFICE);
    const known = await register(desk, aRegistration(user.email), OFFICE);
    expect(fresh).toEqual({ ok: true, value: { email: 'salem@herfa.test', expiresInSeconds: REGISTRATION_CODE_LIFETIME_MS / 1000 } });
    expect(known).toEqual({ ok: true, value: { email: user.email, expiresInSeconds: REGISTRATION_CODE_LIFETIME_MS / 1000 } });
    expect(hashed).toEqual([PASSWORD, PASSWORD]);
  });

  it('creates no account and signs nobody in before the code is confirmed', async () => {
    await register(desk, aRegistration('salem@herfa.test'), OFFICE);
    expect(await accounts.byEmail('salem@herfa.test')).toBeNull();
    expect(accounts.pendingRegistration('salem@herfa.test')).toMatchObject({
      fullName: 'Noura Alharbi',
      phone: '+966551234567',
      passwordHash: `hashed:${PASSWORD}`,
      language: 'en',
      attempts: 0,
      expiresAt: new Date(clock.now().getTime() + REGISTRATION_CODE_LIFETIME_MS),
    });
    // Only the code's digest is kept.
    const code = registrationCodeTo('salem@herfa.test')!;
    expect(code).toMatch(/^\d{6}$/);
    expect(accounts.pendingRegistration('salem@herfa.test')?.codeHash).not.toContain(code);
  });

  it('mails a new email a code, in the name and language registered with', async () => {
    await register(desk, aRegistration('salem@herfa.test', 'ar'), OFFICE);
    expect(accounts.mailsToAddress('salem@herfa.test')).toEqual([
      { kind: 'registrationCode', params: { code: expect.stringMatching(/^\d{6}$/), minutes: 15, name: 'Noura Alharbi', language: 'ar' } },
    ]);
  });

  it('mails a registered email’s owner instead, and stores nothing', async () => {
    const { user } = await shopper();
    await register(desk, aRegistration(user.email), OFFICE);
    expect(accounts.mailsOf(user.id).map((mail) => mail.kind)).toEqual(['welcome', 'registrationAttempt']);
    expect(accounts.pendingRegistration(user.email)).toBeUndefined();
    expect(accounts.mailsToAddress(user.email).filter((mail) => mail.kind === 'registrationCode')).toHaveLength(1); // the first registration's only
    expect(accounts.sessionsOf(user.id)).toHaveLength(1);
  });

  it('creates the account with the code and signs it in for a day, welcoming the shopper', async () => {
    clock.advance(5 * MINUTE);
    const { token, user } = await shopper();
    expect(user).toEqual({
      id: expect.any(String),
      fullName: 'Noura Alharbi',
      email: user.email,
      phone: '+966551234567',
      language: 'en',
      role: 'shopper',
      sellerSlug: null,
      hasPassword: true,
      hasSocialSignIn: false,
    });
    expect(accounts.storedAccount(user.id)?.passwordHash).toBe(`hashed:${PASSWORD}`);
    expect(accounts.sessionsOf(user.id)).toEqual([
      { userId: user.id, tokenHash: hashSessionToken(token), rememberMe: false, createdAt: clock.now(), expiresAt: new Date(clock.now().getTime() + SESSION_LIFETIME_MS.standard) },
    ]);
    expect(accounts.mailsOf(user.id)).toEqual([{ kind: 'welcome', params: {} }]);
    // The pending registration is used up: the same code creates nothing more.
    expect(accounts.pendingRegistration(user.email)).toBeUndefined();
  });

  it('keeps the chosen language, else the caller’s', async () => {
    expect((await shopper('ar')).user.language).toBe('ar');
    expect((await registerAndConfirm('salem@herfa.test', undefined, { ...OFFICE, language: 'ar' })).user.language).toBe('ar');
  });

  it('refuses a wrong code, counts it, and after the last attempt refuses the right one too', async () => {
    await register(desk, aRegistration('salem@herfa.test'), OFFICE);
    const code = registrationCodeTo('salem@herfa.test')!;
    for (let attempt = 1; attempt <= RESET_CODE_MAX_ATTEMPTS; attempt += 1) {
      expect(await confirmRegistration(desk, { email: 'salem@herfa.test', code: wrong(code) }, OFFICE)).toEqual(failure('auth.codeInvalid'));
    }
    expect(accounts.pendingRegistration('salem@herfa.test')?.attempts).toBe(RESET_CODE_MAX_ATTEMPTS);
    expect(await confirmRegistration(desk, { email: 'salem@herfa.test', code }, OFFICE)).toEqual(failure('auth.tooManyAttempts'));
    expect(await accounts.byEmail('salem@herfa.test')).toBeNull();
  });

  it('refuses an expired code as expired, and a wrong one as wrong', async () => {
    await register(desk, aRegistration('salem@herfa.test'), OFFICE);
    const code = registrationCodeTo('salem@herfa.test')!;
    clock.advance(REGISTRATION_CODE_LIFETIME_MS);
    expect(await confirmRegistration(desk, { email: 'salem@herfa.test', code: wrong(code) }, OFFICE)).toEqual(failure('auth.codeInvalid'));
    expect(await confirmRegistration(desk, { email: 'salem@herfa.test', code }, OFFICE)).toEqual(failure('auth.codeExpired'));
    expect(await accounts.byEmail('salem@herfa.test')).toBeNull();
  });

  it('answers a code for an email with no pending registration as wrong', async () => {
    expect(await confirmRegistration(desk, { email: 'nobody@herfa.test', code: '123456' }, OFFICE)).toEqual(failure('auth.codeInvalid'));
  });

  it('replaces the pending registration and its code when the email registers again', async () => {
    await register(desk, aRegistration('salem@herfa.test'), OFFICE);
    const first = registrationCodeTo('salem@herfa.test')!;
    await confirmRegistration(desk, { email: 'salem@herfa.test', code: wrong(first) }, OFFICE);
    clock.advance(MINUTE);
    await register(desk, { ...aRegistration('salem@herfa.test'), fullName: 'Salem Alotaibi' }, OFFICE);
    const second = registrationCodeTo('salem@herfa.test')!;
    expect(accounts.pendingRegistration('salem@herfa.test')).toMatchObject({ fullName: 'Salem Alotaibi', attempts: 0 });
    if (first !== second) expect(await confirmRegistration(desk, { email: 'salem@herfa.test', code: first }, OFFICE)).toEqual(failure('auth.codeInvalid'));
    const confirmed = await confirmRegistration(desk, { email: 'salem@herfa.test', code: second }, OFFICE);
    expect(confirmed.ok && confirmed.value.user.fullName).toBe('Salem Alotaibi');
  });

  it('resends a new code for a pending registration, which the earlier code no longer confirms', async () => {
    await register(desk, aRegistration('salem@herfa.test', 'ar'), OFFICE);
    const first = registrationCodeTo('salem@herfa.test')!;
    clock.advance(10 * MINUTE);
    expect(await resendRegistrationCode(desk, { email: 'salem@herfa.test' }, OFFICE)).toEqual({
      ok: true,
      value: { email: 'salem@herfa.test', expiresInSeconds: REGISTRATION_CODE_LIFETIME_MS / 1000 },
    });
    const second = registrationCodeTo('salem@herfa.test')!;
    expect(accounts.mailsToAddress('salem@herfa.test').at(-1)).toMatchObject({ params: { name: 'Noura Alharbi', language: 'ar' } });
    // The new code lives its own 15 minutes.
    clock.advance(10 * MINUTE);
    if (first !== second) expect(await confirmRegistration(desk, { email: 'salem@herfa.test', code: first }, OFFICE)).toEqual(failure('auth.codeInvalid'));
    expect((await confirmRegistration(desk, { email: 'salem@herfa.test', code: second }, OFFICE)).ok).toBe(true);
  });

  it('answers a resend the same for an email with no pending registration, and mails nobody', async () => {
    const { user } = await shopper();
    const answer = await resendRegistrationCode(desk, { email: user.email }, OFFICE);
    expect(answer).toEqual({ ok: true, value: { email: user.email, expiresInSeconds: REGISTRATION_CODE_LIFETIME_MS / 1000 } });
    expect(accounts.mailsOf(user.id).map((mail) => mail.kind)).toEqual(['welcome']);
  });

  it('answers as a wrong code when the email got an account meanwhile, and creates no second one', async () => {
    await register(desk, aRegistration('salem@herfa.test'), OFFICE);
    const code = registrationCodeTo('salem@herfa.test')!;
    const other = accounts.addAccount({ email: 'salem@herfa.test' });
    expect(await confirmRegistration(desk, { email: 'salem@herfa.test', code }, OFFICE)).toEqual(failure('auth.codeInvalid'));
    expect(accounts.sessionsOf(other)).toEqual([]);
  });

  it('lets one of simultaneous confirmations of one code create the account', async () => {
    await register(desk, aRegistration('same@herfa.test'), OFFICE);
    const code = registrationCodeTo('same@herfa.test')!;
    const answers = await Promise.all(Array.from({ length: 4 }, () => confirmRegistration(desk, { email: 'same@herfa.test', code }, OFFICE)));
    expect(answers.filter((answer) => answer.ok)).toHaveLength(1);
    expect(answers.filter((answer) => !answer.ok && answer.error.code === 'auth.codeInvalid')).toHaveLength(3);
  });

  it('limits registrations per email and per address; a confirmed one gives the address its attempt back', async () => {
    expect(RATE_LIMITS.registerPerEmail).toEqual({ limit: 3, windowMs: 60 * MINUTE });
    expect(RATE_LIMITS.registerPerAddress).toEqual({ limit: 10, windowMs: 60 * MINUTE });
    for (let attempt = 1; attempt <= 3; attempt += 1) expect((await register(desk, aRegistration('salem@herfa.test'), OFFICE)).ok).toBe(true);
    expect(await register(desk, aRegistration('salem@herfa.test'), OFFICE)).toEqual(failure('http.tooManyRequests', { seconds: 3600 }));
    expect(await resendRegistrationCode(desk, { email: 'salem@herfa.test' }, OFFICE)).toEqual(failure('http.tooManyRequests', { seconds: 3600 }));

    // Confirmed registrations do not use up the address (an office registers many people)...
    for (let shopperNumber = 1; shopperNumber <= 20; shopperNumber += 1) await shopper();
    // ...unconfirmed ones do: 3 + 2 + 5 = 10 (the refused 4th and the resend counted too).
    for (let attempt = 1; attempt <= 5; attempt += 1) expect((await register(desk, aRegistration(`ghost${attempt}@herfa.test`), OFFICE)).ok).toBe(true);
    expect(await register(desk, aRegistration('ghost6@herfa.test'), OFFICE)).toEqual(failure('http.tooManyRequests', { seconds: 3600 }));
    expect((await register(desk, aRegistration('ghost6@herfa.test'), { ...OFFICE, clientAddress: '198.51.100.4' })).ok).toBe(true);
  });
});

describe('logging in', () => {
  it('opens a session of a day, or of a month with "remember me"', async () => {
    const { user } = await shopper();
    const day = await signIn(user.email);
    const month = await signIn(user.email, PASSWORD, OFFICE, true);
    expect(day).toEqual({ ok: true, value: { token: expect.any(String), user } });
    const lifetimes = accounts.sessionsOf(user.id).map((session) => session.expiresAt.getTime() - session.createdAt.getTime());
    expect(lifetimes).toEqual([SESSION_LIFETIME_MS.standard, SESSION_LIFETIME_MS.standard, SESSION_LIFETIME_MS.remembered]);
    expect(month.ok && (await isOpen(month.value.token))).toBe(true);
  });

  it('answers the same for a wrong password and an unknown email, and checks a hash either way', async () => {
    const { user } = await shopper();
    passwords.verified = 0;
    expect(await signIn(user.email, 'Wrong#2025')).toEqual(failure('auth.invalidCredentials'));
    expect(await signIn('ghost@herfa.test')).toEqual(failure('auth.invalidCredentials'));
    expect(passwords.verified).toBe(2);
    expect(accounts.sessionsOf(user.id)).toHaveLength(1);
  });

  it('keeps an account without a password (social only) out, still checking a hash', async () => {
    accounts.addAccount({ email: 'social@herfa.test', firebaseUid: 'google-1' });
    passwords.verified = 0;
    expect(await signIn('social@herfa.test', '')).toEqual(failure('auth.invalidCredentials'));
    expect(passwords.verified).toBe(1);
  });

  it('makes an address that keeps failing an account wait longer and longer, never holding the owner back elsewhere', async () => {
    const { user } = await shopper();
    const [quarter, hour, day] = RATE_LIMITS.loginPerAccountFromAddress;
    const HOME: Caller = { ...OFFICE, clientAddress: '198.51.100.20' };
    for (let attempt = 1; attempt <= quarter.limit; attempt += 1) {
      expect(await signIn(user.email, 'Wrong#2025')).toEqual(failure('auth.invalidCredentials'));
    }
    clock.advance(5 * MINUTE);
    passwords.verified = 0;
    expect(await signIn(user.email)).toEqual(failure('http.tooManyRequests', { seconds: 10 * 60 }));
    expect(passwords.verified).toBe(0); // Held back is answered before any password is checked.
    expect((await signIn(user.email, PASSWORD, HOME)).ok).toBe(true);

    // After the quarter of an hour, more failures: then the wait is the rest of the hour.
    clock.advance(10 * MINUTE);
    for (let attempt = quarter.limit + 2; attempt <= hour.limit; attempt += 1) {
      expect(await signIn(user.email, 'Wrong#2025')).toEqual(failure('auth.invalidCredentials'));
    }
    expect(await signIn(user.email)).toEqual(failure('http.tooManyRequests', { seconds: 45 * 60 }));
    // Past the hour, the day's limit: a wait of the rest of the day.
    clock.advance(45 * MINUTE);
    for (let attempt = hour.limit + 2; attempt <= day.limit; attempt += 1) await signIn(user.email, 'Wrong#2025');
    const held = await signIn(user.email);
    expect(!held.ok && held.error.code === 'http.tooManyRequests' && Number(held.error.params?.seconds) > 22 * 60 * 60).toBe(true);
    expect((await signIn(user.email, PASSWORD, HOME)).ok).toBe(true);
  });

  it('forgets an address’s failures on the account after a successful login', async () => {
    const { user } = await shopper();
    // Three rounds of four failures: twelve, under the address's own limit of twenty.
    for (let round = 0; round < 3; round += 1) {
      for (let attempt = 1; attempt < RATE_LIMITS.loginPerAccountFromAddress[0].limit; attempt += 1) await signIn(user.email, 'Wrong#2025');
      expect((await signIn(user.email)).ok).toBe(true);
    }
  });

  it('holds an account guessed from many addresses at a ceiling, which its owner signing in does not lift', async () => {
    const { user } = await shopper();
    const from = (n: number): Caller => ({ ...OFFICE, clientAddress: `192.0.2.${n}` });
    for (let attempt = 1; attempt <= RATE_LIMITS.loginPerAccount.limit; attempt += 1) {
      if (attempt === 25) expect((await signIn(user.email, PASSWORD, from(250))).ok).toBe(true);
      expect(await signIn(user.email, 'Wrong#2025', from(attempt))).toEqual(failure('auth.invalidCredentials'));
    }
    expect(await signIn(user.email, PASSWORD, from(251))).toEqual(failure('http.tooManyRequests', { seconds: 60 * 60 }));
  });

  it('locks an address out after 20 failures across emails, but never counts a success against it', async () => {
    const colleagues = [await shopper(), await shopper()];
    for (let signInAgain = 1; signInAgain <= 30; signInAgain += 1) {
      expect((await signIn(colleagues[signInAgain % 2]!.user.email)).ok).toBe(true);
    }
    for (let attempt = 1; attempt <= RATE_LIMITS.loginPerAddress.limit; attempt += 1) {
      expect(await signIn(`visitor${attempt}@herfa.test`)).toEqual(failure('auth.invalidCredentials'));
    }
    expect(await signIn(colleagues[0]!.user.email)).toEqual(failure('http.tooManyRequests', { seconds: 15 * 60 }));
    expect((await signIn(colleagues[0]!.user.email, PASSWORD, { ...OFFICE, clientAddress: '198.51.100.1' })).ok).toBe(true);
  });
});

describe('the signed-in account', () => {
  it('signs out only the session it is given', async () => {
    const { token, user } = await shopper();
    const other = await signIn(user.email);
    await logout(accounts, token);
    expect(await isOpen(token)).toBe(false);
    expect(other.ok && (await isOpen(other.value.token))).toBe(true);
  });

  it('is answered while it exists, else auth.required', async () => {
    const { user } = await shopper();
    expect(await currentUser(accounts, user.id)).toEqual({ ok: true, value: user });
    expect(await currentUser(accounts, '00000000-0000-4000-8000-000000000000')).toEqual(failure('auth.required'));
  });

  it('changes the profile’s given fields as of now, and leaves the rest', async () => {
    const { user } = await shopper();
    clock.advance(MINUTE);
    const changed = await updateProfile(desk, user.id, { fullName: 'Noura Al-Harbi', language: 'ar' });
    expect(changed).toEqual({ ok: true, value: { ...user, fullName: 'Noura Al-Harbi', language: 'ar' } });
    expect(accounts.storedAccount(user.id)?.updatedAt).toEqual(clock.now());
    expect(await updateProfile(desk, user.id, {})).toEqual(changed);
    expect(await updateProfile(desk, '00000000-0000-4000-8000-000000000000', { fullName: 'Nobody' })).toEqual(failure('auth.required'));
  });
});

describe('changing the password', () => {
  const change = (userId: string, token: string, currentPassword = PASSWORD) =>
    changePassword(desk, userId, token, { currentPassword, newPassword: NEW_PASSWORD, newPasswordConfirmation: NEW_PASSWORD });

  it('refuses a wrong current password and changes nothing', async () => {
    const { token, user } = await shopper();
    const other = await signIn(user.email);
    expect(await change(user.id, token, 'Wrong#2025')).toEqual(failure('auth.currentPasswordWrong'));
    expect(accounts.storedAccount(user.id)?.passwordHash).toBe(`hashed:${PASSWORD}`);
    expect(other.ok && (await isOpen(other.value.token))).toBe(true);
  });

  it('sets the new one, keeps this session, ends every other one and drops a waiting reset code', async () => {
    const { token, user } = await shopper();
    const other = await signIn(user.email);
    await forgotPassword(desk, { email: user.email }, OFFICE);
    expect(await change(user.id, token)).toEqual({ ok: true, value: null });
    expect(accounts.storedAccount(user.id)?.passwordHash).toBe(`hashed:${NEW_PASSWORD}`);
    expect(await isOpen(token)).toBe(true);
    expect(other.ok && (await isOpen(other.value.token))).toBe(false);
    expect(accounts.resetCodesOf(user.id)).toEqual([]);
    expect((await signIn(user.email, NEW_PASSWORD)).ok).toBe(true);
  });

  it('needs an account', async () => {
    expect(await change('00000000-0000-4000-8000-000000000000', 'token')).toEqual(failure('auth.required'));
  });
});

describe('a forgotten password', () => {
  const codesMailedTo = async (email: string): Promise<string[]> => {
    const account = await accounts.byEmail(email);
    return (account ? accounts.mailsOf(account.id) : []).flatMap((mail) => (mail.kind === 'passwordResetCode' ? [mail.params.code] : []));
  };
  /** Asks for a code; one mailed is noted as the newest code. */
  async function forgot(email: string, caller = OFFICE) {
    const before = (await codesMailedTo(email)).length;
    const answer = await forgotPassword(desk, { email }, caller);
    mailedCodes.push(...(await codesMailedTo(email)).slice(before));
    return answer;
  }
  const verify = (email: string, code: string) => verifyResetCode(desk, { email, code });
  const reset = (email: string, code: string, password = NEW_PASSWORD) => resetPassword(desk, { email, code, password, passwordConfirmation: password });

  /** The code of the newest mail, as the shopper reads it. */
  function mailedCode(): string {
    const code = mailedCodes.at(-1);
    if (!code) throw new Error('no code mailed');
    return code;
  }
  const wrongCodeFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('lifts the ceiling that guessing from many addresses put on the account, once the owner has reset the password', async () => {
    const { user } = await shopper();
    for (let attempt = 0; attempt <= RATE_LIMITS.loginPerAccount.limit; attempt += 1) {
      await signIn(user.email, 'Wrong#2025', { ...OFFICE, clientAddress: `192.0.2.${attempt}` });
    }
    expect(await signIn(user.email, NEW_PASSWORD, { ...OFFICE, clientAddress: '198.51.100.9' })).toMatchObject({ ok: false, error: { code: 'http.tooManyRequests' } });
    await forgot(user.email);
    expect((await reset(user.email, mailedCode())).ok).toBe(true);
    expect((await signIn(user.email, NEW_PASSWORD, { ...OFFICE, clientAddress: '198.51.100.9' })).ok).toBe(true);
  });

  it('mails a code valid for 15 minutes, in the turn that stores it, and stores only its digest', async () => {
    const { user } = await shopper('ar');
    expect(await forgot(user.email)).toEqual({ ok: true, value: null });
    expect(accounts.mailsOf(user.id)).toEqual([
      { kind: 'welcome', params: {} },
      { kind: 'passwordResetCode', params: { code: expect.stringMatching(/^\d{6}$/), minutes: 15 } },
    ]);
    const [stored] = accounts.resetCodesOf(user.id);
    expect(stored?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.codeHash).not.toContain(mailedCode());
    expect(stored!.expiresAt.getTime() - clock.now().getTime()).toBe(RESET_CODE_LIFETIME_MS);
  });

  it('answers an unknown email like a known one, and mails nothing', async () => {
    expect(await forgot('nobody@herfa.test')).toEqual({ ok: true, value: null });
    expect(mailedCodes).toEqual([]);
    expect(await verify('nobody@herfa.test', '123456')).toEqual(failure('auth.codeInvalid'));
    expect(await reset('nobody@herfa.test', '123456')).toEqual(failure('auth.codeInvalid'));
  });

  it('is limited to 3 requests per account and 10 per address in an hour', async () => {
    const { user } = await shopper();
    for (let attempt = 1; attempt <= RATE_LIMITS.forgotPasswordPerAccount.limit; attempt += 1) expect((await forgot(user.email)).ok).toBe(true);
    expect(await forgot(user.email)).toEqual(failure('http.tooManyRequests', { seconds: 3600 }));
    expect(mailedCodes).toHaveLength(3);

    const elsewhere = { ...OFFICE, clientAddress: '198.51.100.9' };
    for (let attempt = 1; attempt <= RATE_LIMITS.forgotPasswordPerAddress.limit; attempt += 1) expect((await forgot(`visitor${attempt}@herfa.test`, elsewhere)).ok).toBe(true);
    expect((await forgot('visitor11@herfa.test', elsewhere)).ok).toBe(false);
  });

  it('checks the code and leaves it usable; a new code replaces an earlier one', async () => {
    const { user } = await shopper();
    await forgot(user.email);
    const first = mailedCode();
    expect(await verify(user.email, first)).toEqual({ ok: true, value: null });
    expect(await verify(user.email, first)).toEqual({ ok: true, value: null });
    await forgot(user.email);
    const second = mailedCode();
    if (first !== second) expect(await verify(user.email, first)).toEqual(failure('auth.codeInvalid'));
    expect(accounts.resetCodesOf(user.id)).toHaveLength(1);
    expect((await verify(user.email, second)).ok).toBe(true);
  });

  it('refuses the right code once it expired, and a wrong one as invalid', async () => {
    const { user } = await shopper();
    await forgot(user.email);
    const code = mailedCode();
    clock.advance(RESET_CODE_LIFETIME_MS - 1_000);
    expect((await verify(user.email, code)).ok).toBe(true);
    clock.advance(1_000);
    expect(await verify(user.email, code)).toEqual(failure('auth.codeExpired'));
    expect(await verify(user.email, wrongCodeFor(code))).toEqual(failure('auth.codeInvalid'));
    expect(await reset(user.email, code)).toEqual(failure('auth.codeExpired'));
    expect(accounts.storedAccount(user.id)?.passwordHash).toBe(`hashed:${PASSWORD}`);
  });

  it('stops accepting even the right code after 5 wrong attempts; the right one costs no attempt', async () => {
    const { user } = await shopper();
    await forgot(user.email);
    const code = mailedCode();
    for (let attempt = 1; attempt < RESET_CODE_MAX_ATTEMPTS; attempt += 1) expect(await verify(user.email, wrongCodeFor(code))).toEqual(failure('auth.codeInvalid'));
    expect((await verify(user.email, code)).ok).toBe(true);
    expect(accounts.resetCodesOf(user.id)[0]?.attempts).toBe(RESET_CODE_MAX_ATTEMPTS - 1);
    expect(await reset(user.email, wrongCodeFor(code))).toEqual(failure('auth.codeInvalid'));
    expect(accounts.resetCodesOf(user.id)[0]?.attempts).toBe(RESET_CODE_MAX_ATTEMPTS);
    expect(await verify(user.email, code)).toEqual(failure('auth.tooManyAttempts'));
    expect(await reset(user.email, code)).toEqual(failure('auth.tooManyAttempts'));
  });

  it('counts simultaneous wrong guesses one by one', async () => {
    const { user } = await shopper();
    await forgot(user.email);
    const code = mailedCode();
    const guesses = Array.from({ length: 8 }, (_, index) => String((Number(code) + 1 + index) % 1_000_000).padStart(6, '0'));
    const answers = await Promise.all(guesses.map((guess) => verify(user.email, guess)));
    expect(answers.filter((answer) => !answer.ok && answer.error.code === 'auth.codeInvalid')).toHaveLength(RESET_CODE_MAX_ATTEMPTS);
    expect(answers.filter((answer) => !answer.ok && answer.error.code === 'auth.tooManyAttempts')).toHaveLength(8 - RESET_CODE_MAX_ATTEMPTS);
  });

  it('limits code checks to 10 per account in 15 minutes, resets included', async () => {
    const check = RATE_LIMITS.codeVerificationPerAccount;
    for (let attempt = 1; attempt <= check.limit / 2; attempt += 1) {
      expect(await verify('noura@herfa.test', '123456')).toEqual(failure('auth.codeInvalid'));
      expect(await reset('noura@herfa.test', '123456')).toEqual(failure('auth.codeInvalid'));
    }
    expect(await verify('noura@herfa.test', '123456')).toEqual(failure('http.tooManyRequests', { seconds: 15 * 60 }));
    expect(await verify('salem@herfa.test', '123456')).toEqual(failure('auth.codeInvalid'));
  });

  it('resets the password with the code, once: every session ends and a new one starts', async () => {
    const { token, user } = await shopper();
    const other = await signIn(user.email);
    await forgot(user.email);
    const code = mailedCode();
    const answer = await reset(user.email, code);
    expect(answer).toEqual({ ok: true, value: { token: expect.any(String), user } });
    expect(accounts.storedAccount(user.id)?.passwordHash).toBe(`hashed:${NEW_PASSWORD}`);
    expect(await isOpen(token)).toBe(false);
    expect(other.ok && (await isOpen(other.value.token))).toBe(false);
    expect(answer.ok && (await isOpen(answer.value.token))).toBe(true);
    expect(accounts.resetCodesOf(user.id)).toEqual([expect.objectContaining({ usedAt: clock.now(), attempts: 0 })]);

    expect(await reset(user.email, code, 'Khoos#Basket1')).toEqual(failure('auth.codeInvalid'));
    expect(await verify(user.email, code)).toEqual(failure('auth.codeInvalid'));
    expect((await signIn(user.email, NEW_PASSWORD)).ok).toBe(true);
  });

  it('gives a social-only account a password', async () => {
    const id = accounts.addAccount({ email: 'social@herfa.test', firebaseUid: 'google-2' });
    await forgot('social@herfa.test');
    const answer = await reset('social@herfa.test', mailedCode());
    expect(answer.ok && answer.value.user).toMatchObject({ id, hasPassword: true });
  });

  it('lets a code reset the password once, however many resets race with it', async () => {
    const { user } = await shopper();
    await forgot(user.email);
    const code = mailedCode();
    const answers = await Promise.all(['Sadu#Weave1', 'Sadu#Weave2', 'Sadu#Weave3'].map((password) => reset(user.email, code, password)));
    expect(answers.filter((answer) => answer.ok)).toHaveLength(1);
    expect(accounts.sessionsOf(user.id)).toHaveLength(1);
  });

  it('never lets a code mailed to one account reset another', async () => {
    const salem = await shopper();
    const noura = await shopper();
    await forgot(salem.user.email);
    expect(await reset(noura.user.email, mailedCode())).toEqual(failure('auth.codeInvalid'));
  });
});

describe('social sign-in', () => {
  let tokens = 0;
  /** A token the provider vouches for, saying this. */
  function aToken(claims: Partial<VerifiedIdentity> = {}): string {
    const token = `token-${++tokens}`;
    identity.tokens.set(token, {
      uid: `uid-${tokens}`,
      email: `social${tokens}@gmail.test`,
      emailVerified: true,
      name: 'Salem Alotaibi',
      provider: 'google.com',
      authTime: clock.now(),
      ...claims,
    });
    return token;
  }
  const social = (idToken: string, provider: 'google' | 'apple' = 'google', caller: Caller = { ...OFFICE, language: 'ar' }) =>
    socialSignIn(desk, { idToken, provider }, caller);

  it('is unavailable without an identity provider, and answers 503-like when its keys are out of reach', async () => {
    expect(await socialSignIn({ ...desk, identity: null }, { idToken: aToken(), provider: 'google' }, OFFICE)).toEqual(failure('auth.socialUnavailable'));
    expect(await social('unreachable')).toEqual(failure('http.unavailable'));
  });

  it('refuses a token the provider does not vouch for, or one of another provider', async () => {
    expect(await social('forged')).toEqual(failure('auth.socialTokenInvalid'));
    expect(await social(aToken(), 'apple')).toEqual(failure('auth.socialTokenInvalid'));
    expect((await social(aToken({ provider: 'apple.com' }), 'apple')).ok).toBe(true);
  });

  it('creates the account on first use, in the caller’s language, and signs the same account in afterwards', async () => {
    const token = aToken({ email: '  Salem@Gmail.TEST ' });
    const first = await social(token);
    expect(first).toEqual({
      ok: true,
      value: {
        token: expect.any(String),
        created: true,
        user: { id: expect.any(String), fullName: 'Salem Alotaibi', email: 'salem@gmail.test', phone: null, language: 'ar', role: 'shopper', sellerSlug: null, hasPassword: false, hasSocialSignIn: true },
      },
    });
    const again = await social(token);
    expect(again.ok && again.value).toMatchObject({ created: false, user: first.ok ? first.value.user : {} });
    expect(first.ok && accounts.sessionsOf(first.value.user.id)).toHaveLength(2);
  });

  it('names a new account after the email when the provider gives no name, at most 100 characters', async () => {
    const unnamed = await social(aToken({ name: '  ', email: 'khalid.h@gmail.test' }));
    expect(unnamed.ok && unnamed.value.user.fullName).toBe('khalid.h');
    const long = await social(aToken({ name: 'ن'.repeat(150) }));
    expect(long.ok && [...long.value.user.fullName]).toHaveLength(100);
  });

  it('links the password account of the same, verified, email instead of creating one', async () => {
    const { user } = await shopper();
    const answer = await social(aToken({ uid: 'google-salem', email: user.email.toUpperCase() }));
    expect(answer).toEqual({ ok: true, value: { token: expect.any(String), created: false, user: { ...user, hasSocialSignIn: true } } });
    expect(accounts.storedAccount(user.id)?.firebaseUid).toBe('google-salem');
    expect((await signIn(user.email)).ok).toBe(true);
  });

  it('does not link when the provider has not verified the email', async () => {
    const { user } = await shopper();
    expect(await social(aToken({ email: user.email, emailVerified: false }))).toEqual(failure('auth.socialEmailUnverified'));
    expect(accounts.storedAccount(user.id)?.firebaseUid).toBeNull();
    expect(accounts.sessionsOf(user.id)).toHaveLength(1);
  });

  it('refuses an email whose account is linked to another Firebase user', async () => {
    const id = accounts.addAccount({ email: 'taken@gmail.test', firebaseUid: 'apple-someone' });
    expect(await social(aToken({ email: 'taken@gmail.test' }))).toEqual(failure('auth.socialEmailInUse'));
    expect(accounts.sessionsOf(id)).toEqual([]);
  });

  it('makes one account of a double-clicked first sign-in', async () => {
    const token = aToken();
    const answers = await Promise.all([1, 2, 3].map(() => social(token)));
    expect(answers.every((answer) => answer.ok)).toBe(true);
    expect(new Set(answers.map((answer) => answer.ok && answer.value.user.id)).size).toBe(1);
    expect(answers.filter((answer) => answer.ok && answer.value.created)).toHaveLength(1);
  });

  it('links once when a first sign-in into a password account is double-clicked', async () => {
    const { user } = await shopper();
    const token = aToken({ email: user.email });
    const answers = await Promise.all([1, 2].map(() => social(token)));
    expect(answers.map((answer) => answer.ok && answer.value.user.id)).toEqual([user.id, user.id]);
    expect(accounts.sessionsOf(user.id)).toHaveLength(3);
  });
});

describe('deleting the account', () => {
  let tokens = 0;
  /** A token the provider vouches for: the Firebase user `uid` signed in `minutesAgo` minutes ago. */
  function freshToken(uid: string, { minutesAgo = 1, provider = 'google.com', email = `${uid}@gmail.test` } = {}): string {
    const token = `deletion-token-${++tokens}`;
    const authTime = new Date(clock.now().getTime() - minutesAgo * MINUTE);
    identity.tokens.set(token, { uid, email, emailVerified: true, provider, authTime });
    return token;
  }
  /** A shopper who signed up with Google, signed in. */
  async function socialShopper(uid = `google-${++tokens}`): Promise<SignedIn> {
    const signedIn = await socialSignIn(desk, { idToken: freshToken(uid), provider: 'google' }, OFFICE);
    if (!signedIn.ok) throw new Error(signedIn.error.code);
    return signedIn.value;
  }
  const remove = (userId: string, body: { password?: string; idToken?: string }, caller = OFFICE) => deleteAccount(desk, userId, body, caller);

  it('closes a password account confirmed by its password: the row keeps no personal data, and no read finds it', async () => {
    const { token, user } = await shopper();
    expect(await remove(user.id, { password: PASSWORD })).toEqual({ ok: true, value: null });
    expect(accounts.storedAccount(user.id)).toMatchObject({
      fullName: CLOSED_ACCOUNT_NAME,
      email: `deleted+${user.id}@deleted.invalid`,
      phone: null,
      passwordHash: null,
      firebaseUid: null,
      deletedAt: clock.now(),
    });
    expect(await isOpen(token)).toBe(false);
    expect(accounts.sessionsOf(user.id)).toEqual([]);
    expect(await currentUser(accounts, user.id)).toEqual(failure('auth.required'));
    expect(await accounts.byEmail(user.email)).toBeNull();
    expect(await signIn(user.email)).toEqual(failure('auth.invalidCredentials'));
    // The address is free again: a new account, not the old one.
    const again = await registerAndConfirm(user.email);
    expect(again.user.id).not.toBe(user.id);
  });

  it('refuses a wrong or missing password, counting a wrong one like a login', async () => {
    const { token, user } = await shopper();
    expect(await remove(user.id, { password: 'Wrong#2025' })).toEqual(failure('auth.currentPasswordWrong', { field: 'password' }));
    expect(await remove(user.id, {})).toEqual(failure('validation.required', { field: 'password' }));
    expect(await remove(user.id, { idToken: freshToken('google-nobody') })).toEqual(failure('validation.required', { field: 'password' }));
    expect(await isOpen(token)).toBe(true);
    const [first] = RATE_LIMITS.loginPerAccountFromAddress;
    for (let attempt = 1; attempt < first!.limit; attempt++) await remove(user.id, { password: 'Wrong#2025' });
    const limited = await remove(user.id, { password: PASSWORD });
    expect(!limited.ok && limited.error.code).toBe('http.tooManyRequests');
    expect(await isOpen(token)).toBe(true);
  });

  it('asks a Google account for a sign-in of the last five minutes by the same Firebase user', async () => {
    const { token, user } = await socialShopper('google-reem');
    expect(await remove(user.id, {})).toEqual(failure('auth.recentSignInRequired'));
    expect(await remove(user.id, { password: PASSWORD })).toEqual(failure('auth.recentSignInRequired'));
    expect(await remove(user.id, { idToken: 'forged' })).toEqual(failure('auth.socialTokenInvalid'));
    expect(await remove(user.id, { idToken: freshToken('google-someone-else') })).toEqual(failure('auth.socialTokenInvalid'));
    expect(await remove(user.id, { idToken: 'unreachable' })).toEqual(failure('http.unavailable'));
    const stale = freshToken('google-reem', { minutesAgo: RECENT_SIGN_IN_MS / MINUTE + 1 });
    expect(await remove(user.id, { idToken: stale })).toEqual(failure('auth.recentSignInRequired', { provider: 'Google' }));
    expect(await remove(user.id, { idToken: freshToken('google-reem', { provider: 'apple.com' }) })).toEqual({ ok: true, value: null });
    expect(await isOpen(token)).toBe(false);
    // Signing in with the same Google user again makes a new account.
    const back = await socialSignIn(desk, { idToken: freshToken('google-reem'), provider: 'google' }, OFFICE);
    expect(back.ok && back.value).toMatchObject({ created: true });
    expect(back.ok && back.value.user.id).not.toBe(user.id);
  });

  it('takes the password of a linked account when no identity provider is configured, and cannot confirm a social-only one', async () => {
    const linked = await shopper();
    await socialSignIn(desk, { idToken: freshToken('google-linked', { email: linked.user.email }), provider: 'google' }, OFFICE);
    expect(accounts.storedAccount(linked.user.id)?.firebaseUid).toBe('google-linked');
    const socialOnly = await socialShopper();
    const withoutProvider = { ...desk, identity: null };
    expect(await deleteAccount(withoutProvider, socialOnly.user.id, {}, OFFICE)).toEqual(failure('auth.socialUnavailable'));
    expect(await deleteAccount(withoutProvider, linked.user.id, { password: PASSWORD }, OFFICE)).toEqual({ ok: true, value: null });
  });

  it('refuses while an order is open, a card payment is under way or the wallet holds money, before asking for confirmation', async () => {
    const { token, user } = await shopper();
    accounts.owe(user.id, { openOrders: 1 });
    expect(await remove(user.id, { password: 'not even checked' })).toEqual(failure('account.deleteOpenOrders'));
    accounts.owe(user.id, { openOrders: 0, paymentsUnderWay: 1 });
    expect(await remove(user.id, { password: PASSWORD })).toEqual(failure('account.deletePaymentPending'));
    accounts.owe(user.id, { paymentsUnderWay: 0, walletHeld: 2_500 });
    expect(await remove(user.id, { password: PASSWORD })).toEqual(failure('account.deletePaymentPending'));
    accounts.owe(user.id, { walletHeld: 0, walletBalance: 12_350 });
    expect(await remove(user.id, { password: PASSWORD })).toEqual(failure('account.deleteWalletBalance', { amount: 12_350 }));
    expect(await isOpen(token)).toBe(true);
    expect(passwords.verified).toBe(0);
    accounts.owe(user.id, { walletBalance: 0 });
    expect((await remove(user.id, { password: PASSWORD })).ok).toBe(true);
  });

  it('checks the obligations again in the account’s turn, after the confirmation', async () => {
    const { user } = await shopper();
    // A checkout finishing while the password is checked: the turn sees its order.
    const meanwhile: PasswordHasher = {
      hash: (password) => passwords.hash(password),
      verify: async (hash, password) => {
        accounts.owe(user.id, { openOrders: 1 });
        return passwords.verify(hash, password);
      },
    };
    expect(await deleteAccount({ ...desk, passwords: meanwhile }, user.id, { password: PASSWORD }, OFFICE)).toEqual(failure('account.deleteOpenOrders'));
    expect(accounts.storedAccount(user.id)?.deletedAt).toBeUndefined();
  });

  it('leaves seller accounts to customer care, and answers a closed account as signed out', async () => {
    const sellerId = accounts.addAccount({ email: 'owner@najd.test', role: 'seller', sellerSlug: 'najd-crafts', passwordHash: `hashed:${PASSWORD}` });
    expect(await remove(sellerId, { password: PASSWORD })).toEqual(failure('account.deleteSeller'));
    const { user } = await shopper();
    await remove(user.id, { password: PASSWORD });
    expect(await remove(user.id, { password: PASSWORD })).toEqual(failure('auth.required'));
  });
});

describe('forgetting unconfirmed registrations', () => {
  it('forgets one kept a day past its expiry, and keeps a fresher one whose right code still answers "expired"', async () => {
    const accounts = new MemoryAccountsRepository();
    const clock = handClock();
    const pending = (email: string, expiresAt: Date) => ({
      fullName: 'Huda Al-Harbi',
      email,
      phone: '+966501234567',
      passwordHash: 'argon2id-hash',
      language: 'ar' as const,
      codeHash: 'c'.repeat(64),
      createdAt: new Date(expiresAt.getTime() - REGISTRATION_CODE_LIFETIME_MS),
      expiresAt,
    });
    const ago = (ms: number) => new Date(clock.now().getTime() - ms);
    const codeMail = { kind: 'registrationCode', params: { code: '123456', minutes: 15, name: 'Huda Al-Harbi', language: 'ar' } } as const;
    await accounts.holdRegistration(pending('stale@herfa.test', ago(PENDING_REGISTRATION_KEPT_MS + 1)), codeMail, new Date(0));
    await accounts.holdRegistration(pending('recent@herfa.test', ago(PENDING_REGISTRATION_KEPT_MS - 60_000)), codeMail, new Date(0));

    expect(await forgetExpiredRegistrations({ accounts, clock })).toBe(1);
    expect(await accounts.inRegistrationTurn('stale@herfa.test', (turn) => turn.pending())).toBeNull();
    expect(await accounts.inRegistrationTurn('recent@herfa.test', (turn) => turn.pending())).not.toBeNull();
  });
});

