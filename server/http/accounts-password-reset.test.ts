// The forgotten-password flow through real HTTP: the one-time code is read from the embedded
// mailer's outbox table (the real default Mailer), then verified and used to reset the password.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AccountUser } from '../../src/contract/accounts';
import type { ErrorBody } from '../../src/contract/common';
import { RESET_CODE_LIFETIME_MS, RESET_CODE_MAX_ATTEMPTS } from '../use-cases/accounts/accounts';
import { passwordResets } from '../persistence/schema';
import { registerThroughApi } from '../testing/account-fixtures';
import { startTestServer, type TestServer } from '../testing/test-server';
import { handClock } from '../testing/hand-clock';

interface Session {
  token: string;
  user: AccountUser;
}

const OLD = 'Herfa#2025';
const NEW = 'Sadu#Weave9';
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

let server: TestServer;
let clock: ReturnType<typeof handClock>;
let counter = 0;

// A fresh server per test keeps every test inside the per-address rate limits.
beforeEach(async () => {
  clock = handClock();
  server = await startTestServer({ services: () => ({ clock }) });
  return () => server.close();
}, 60_000);

async function shopper(language: 'en' | 'ar' = 'en'): Promise<Session> {
  const { status, body } = await registerThroughApi<Session>(server, {
    fullName: language === 'ar' ? 'نورة الحربي' : 'Noura Alharbi',
    email: `reset${++counter}@herfa.test`,
    phone: '0551234567',
    password: OLD,
    passwordConfirmation: OLD,
    termsAccepted: true,
    language,
  });
  expect(status).toBe(201);
  return body;
}

const forgot = (email: string, headers: Record<string, string> = {}) =>
  server.json<ErrorBody & { ok: true }>('POST', '/api/auth/forgot-password', { email }, headers);
const verify = (email: string, code: string, headers: Record<string, string> = {}) =>
  server.json<ErrorBody & { ok: true }>('POST', '/api/auth/forgot-password/verify', { email, code }, headers);
const reset = (email: string, code: string, password = NEW) =>
  server.json<ErrorBody & Session>('POST', '/api/auth/forgot-password/reset', { email, code, password, passwordConfirmation: password });

const mailsTo = async (email: string) => (await server.mailsTo(email)).filter((mail) => mail.kind === 'passwordResetCode');

/** The six-digit code of the newest mail to `email`, as the shopper reads it. */
async function mailedCode(email: string): Promise<string> {
  const [mail] = await mailsTo(email);
  const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
  expect(code, 'a six-digit code in the mail').toBeDefined();
  return code!;
}

const wrongCodeFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('a forgotten password', () => {
  it('is reset with the mailed code: verify, reset, then log in with the new password', async () => {
    const { user, token: oldSession } = await shopper();
    expect(await forgot(user.email.toUpperCase())).toMatchObject({ status: 200, body: { ok: true } });

    const [mail] = await mailsTo(user.email);
    expect(mail?.subject).toMatch(/^Your Herfa password reset code: \d{6}$/);
    expect(mail?.text).toContain('Hello Noura Alharbi');
    expect(mail?.text).toContain('valid for 15 minutes');
    const code = await mailedCode(user.email);

    expect(await verify(user.email, code)).toMatchObject({ status: 200, body: { ok: true } });
    const { status, body } = await reset(user.email, code);
    expect(status).toBe(200);
    expect(body.user).toEqual(user);
    expect((await server.json('GET', '/api/auth/me', undefined, bearer(body.token))).status).toBe(200);

    expect((await server.json('POST', '/api/auth/login', { email: user.email, password: OLD })).status).toBe(401);
    expect((await server.json('POST', '/api/auth/login', { email: user.email, password: NEW })).status).toBe(200);
    // Every session that existed before the reset is over.
    expect((await server.json('GET', '/api/auth/me', undefined, bearer(oldSession))).status).toBe(401);
  });

  it('stores only the SHA-256 of the code, valid for 15 minutes', async () => {
    const { user } = await shopper();
    await forgot(user.email);
    const code = await mailedCode(user.email);
    const [row] = await server.database.db.select().from(passwordResets).where(eq(passwordResets.userId, user.id));
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.codeHash).not.toContain(code);
    expect(row!.expiresAt.getTime() - clock.now().getTime()).toBe(RESET_CODE_LIFETIME_MS);
    expect(RESET_CODE_LIFETIME_MS).toBe(15 * 60_000);
  });

  it('is mailed in the account\'s language, whatever the language of the request', async () => {
    const { user } = await shopper('ar');
    await forgot(user.email, { 'Accept-Language': 'en' });
    const [mail] = await mailsTo(user.email);
    expect(mail?.subject).toMatch(/^رمز إعادة تعيين كلمة المرور في حِرفة: \d{6}$/);
    expect(mail?.text).toContain('مرحبًا نورة الحربي');
    expect(mail?.text).toContain('١٥ دقيقة');
  });

  it('answers an unknown email exactly like a known one, and mails nothing', async () => {
    const { user } = await shopper();
    const known = await forgot(user.email);
    const unknown = await forgot('nobody@herfa.test');
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect(await mailsTo('nobody@herfa.test')).toEqual([]);
    expect(await verify('nobody@herfa.test', '123456')).toMatchObject({ status: 400, body: { code: 'auth.codeInvalid' } });
  });

  it('refuses a wrong code in the request\'s language', async () => {
    const { user } = await shopper();
    await forgot(user.email);
    const code = await mailedCode(user.email);
    const { status, body } = await verify(user.email, wrongCodeFor(code), { 'Accept-Language': 'ar' });
    expect(status).toBe(400);
    expect(body).toEqual({ code: 'auth.codeInvalid', message: 'رمز التحقق غير صحيح.' });
  });

  it('validates the code: six digits, Arabic-Indic digits read as Latin', async () => {
    const { user } = await shopper();
    await forgot(user.email);
    const code = await mailedCode(user.email);
    const short = await verify(user.email, '12');
    expect(short.body.fields).toEqual({ code: ['The verification code field must be numeric and exactly contain 6 digits'] });
    const arabicIndic = code.replace(/\d/g, (digit) => String.fromCharCode(0x0660 + Number(digit)));
    expect((await verify(user.email, arabicIndic)).status).toBe(200);
  });

  it('refuses the right code once it has expired', async () => {
    const { user } = await shopper();
    await forgot(user.email);
    const code = await mailedCode(user.email);
    clock.advance(RESET_CODE_LIFETIME_MS - 1_000);
    expect((await verify(user.email, code)).status).toBe(200);
    clock.advance(2_000);
    expect(await verify(user.email, code)).toMatchObject({
      status: 400,
      body: { code: 'auth.codeExpired', message: 'The verification code has expired. Please request a new one.' },
    });
    expect((await reset(user.email, code)).body.code).toBe('auth.codeExpired');
    expect((await server.json('POST', '/api/auth/login', { email: user.email, password: OLD })).status).toBe(200);
  });

  it('stops accepting even the right code after 5 wrong attempts', async () => {
    const { user } = await shopper();
    await forgot(user.email);
    const code = await mailedCode(user.email);
    expect(RESET_CODE_MAX_ATTEMPTS).toBe(5);
    for (let attempt = 0; attempt < RESET_CODE_MAX_ATTEMPTS; attempt += 1) {
      expect((await verify(user.email, wrongCodeFor(code))).body.code).toBe('auth.codeInvalid');
    }
    expect(await verify(user.email, code)).toMatchObject({ status: 400, body: { code: 'auth.tooManyAttempts' } });
    expect((await reset(user.email, code)).body.code).toBe('auth.tooManyAttempts');
  });

  it('counts simultaneous wrong guesses one by one', async () => {
    const { user } = await shopper();
    await forgot(user.email);
    const code = await mailedCode(user.email);
    const guesses = Array.from({ length: 8 }, (_, index) => String((Number(code) + 1 + index) % 1_000_000).padStart(6, '0'));
    await Promise.all(guesses.map((guess) => verify(user.email, guess)));
    const [row] = await server.database.db.select().from(passwordResets).where(eq(passwordResets.userId, user.id));
    expect(row?.attempts).toBe(RESET_CODE_MAX_ATTEMPTS);
    expect((await verify(user.email, code)).body.code).toBe('auth.tooManyAttempts');
  });

  it('lets the right code through after fewer than 5 wrong attempts, and counts no attempt for it', async () => {
    const { user } = await shopper();
    await forgot(user.email);
    const code = await mailedCode(user.email);
    for (let attempt = 0; attempt < RESET_CODE_MAX_ATTEMPTS - 1; attempt += 1) await verify(user.email, wrongCodeFor(code));
    expect((await verify(user.email, code)).status).toBe(200);
    expect((await reset(user.email, code)).status).toBe(200);
  });

  it('uses a code once', async () => {
    const { user } = await shopper();
    await forgot(user.email);
    const code = await mailedCode(user.email);
    expect((await reset(user.email, code)).status).toBe(200);
    expect((await reset(user.email, code, 'Khoos#Basket1')).body.code).toBe('auth.codeInvalid');
    expect((await verify(user.email, code)).body.code).toBe('auth.codeInvalid');
  });

  it('replaces an earlier code with a new one', async () => {
    const { user } = await shopper();
    await forgot(user.email);
    const first = await mailedCode(user.email);
    await forgot(user.email);
    const second = await mailedCode(user.email);
    if (first !== second) expect((await verify(user.email, first)).body.code).toBe('auth.codeInvalid');
    expect((await verify(user.email, second)).status).toBe(200);
  });

  it('applies the password rule and the confirmation to the new password', async () => {
    const { user } = await shopper();
    await forgot(user.email);
    const code = await mailedCode(user.email);
    const weak = await reset(user.email, code, 'password');
    expect(weak.body.fields).toEqual({
      password: ['The password must contain at least uppercase letter, lowercase letter, number and one symbol.'],
    });
    const mismatch = await server.json<ErrorBody>('POST', '/api/auth/forgot-password/reset', {
      email: user.email,
      code,
      password: NEW,
      passwordConfirmation: OLD,
    });
    expect(mismatch.body.fields).toEqual({ passwordConfirmation: ['Confirm password field does not matched with password field'] });
    // Refused input is not an attempt at the code.
    expect((await reset(user.email, code)).status).toBe(200);
  });
});

describe('a code belongs to one account', () => {
  let other: TestServer;
  beforeAll(async () => {
    other = await startTestServer();
  }, 60_000);
  afterAll(() => other.close());

  it('a code mailed to one account never resets another', async () => {
    const register = (email: string) =>
      registerThroughApi<Session>(other, {
        fullName: 'Salem',
        email,
        phone: '0551234567',
        password: OLD,
        passwordConfirmation: OLD,
        termsAccepted: true,
      });
    await register('salem@herfa.test');
    await register('noura@herfa.test');
    await other.json('POST', '/api/auth/forgot-password', { email: 'salem@herfa.test' });
    const [mail] = await other.mailsTo('salem@herfa.test');
    const code = /\b(\d{6})\b/.exec(mail!.text)![1]!;
    const answer = await other.json<ErrorBody>('POST', '/api/auth/forgot-password/reset', {
      email: 'noura@herfa.test',
      code,
      password: NEW,
      passwordConfirmation: NEW,
    });
    expect(answer.body.code).toBe('auth.codeInvalid');
    expect((await other.json('POST', '/api/auth/login', { email: 'noura@herfa.test', password: OLD })).status).toBe(200);
  });
});
