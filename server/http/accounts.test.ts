// Accounts through real HTTP against a real database: registering (every field's message in
// both languages; the same answer for a new and a registered email, a mailed code that confirms
// it, or a mail to the registered email's owner), signing in with and without "remember me", signing out, the profile, the
// password, and one shopper never reaching another's account.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountUser } from '../../src/contract/accounts';
import type { ErrorBody } from '../../src/contract/common';
import { RESET_CODE_MAX_ATTEMPTS, SESSION_LIFETIME_MS } from '../use-cases/accounts/accounts';
import { hashSessionToken } from '../use-cases/accounts/session-tokens';
import { pendingRegistrations, sessions, users } from '../persistence/schema';
import { mailedRegistrationCode, registerThroughApi } from '../testing/account-fixtures';
import { startTestServer, type TestServer } from '../testing/test-server';
import { handClock } from '../testing/hand-clock';

interface Session {
  token: string;
  user: AccountUser;
}

const STRONG = 'Herfa#2025';

let counter = 0;
const newShopper = (overrides: Record<string, unknown> = {}) => ({
  fullName: 'Noura Alharbi',
  email: `noura${++counter}@herfa.test`,
  phone: '0551234567',
  password: STRONG,
  passwordConfirmation: STRONG,
  termsAccepted: true,
  ...overrides,
});

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

let server: TestServer;
const clock = handClock();

beforeAll(async () => {
  server = await startTestServer({ services: () => ({ clock }) });
}, 60_000);
afterAll(() => server.close());

interface Started {
  email: string;
  expiresInSeconds: number;
}

async function register(overrides: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  return server.json<Started & ErrorBody>('POST', '/api/auth/register', newShopper(overrides), headers);
}

const confirm = (email: string, code: string, headers: Record<string, string> = {}) =>
  server.json<Session & ErrorBody>('POST', '/api/auth/register/confirm', { email, code }, headers);

/** Registered and confirmed with the mailed code: signed in. */
async function registered(overrides: Record<string, unknown> = {}, headers: Record<string, string> = {}): Promise<Session> {
  const { status, body } = await registerThroughApi<Session>(server, newShopper(overrides), headers);
  expect(status).toBe(201);
  return body;
}

/** A code that is not `code`. */
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('registering', () => {
  it('answers 202 with where the code went, signing nobody in; the mailed code creates the account and signs it in', async () => {
    const { status, body } = await register({ fullName: 'عبد الله القحطاني', email: 'Abdullah@Herfa.TEST' }, { 'Accept-Language': 'ar' });
    expect(status).toBe(202);
    expect(body).toEqual({ email: 'abdullah@herfa.test', expiresInSeconds: 900 });
    expect(await server.database.db.select().from(users).where(eq(users.email, 'abdullah@herfa.test'))).toEqual([]);

    const [mail] = await server.mailsTo('abdullah@herfa.test');
    expect(mail).toMatchObject({ kind: 'registrationCode', to: 'abdullah@herfa.test' });
    // In the language and name registered with: there is no account yet to read them from.
    expect(mail!.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail!.text).toContain('عبد');
    const code = await mailedRegistrationCode(server, 'abdullah@herfa.test');
    // Arabic-Indic digits are read as the code, as the reset's are.
    const arabicIndic = code.replace(/\d/g, (digit) => String.fromCharCode(0x0660 + Number(digit)));
    const confirmed = await confirm('ABDULLAH@herfa.test', arabicIndic);
    expect(confirmed.status).toBe(201);
    expect(confirmed.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(confirmed.body.user).toEqual({
      id: expect.any(String),
      fullName: 'عبد الله القحطاني',
      email: 'abdullah@herfa.test',
      phone: '+966551234567',
      language: 'ar',
      role: 'shopper',
      sellerSlug: null,
      hasPassword: true,
      hasSocialSignIn: false,
    });
    const me = await server.json<AccountUser>('GET', '/api/auth/me', undefined, bearer(confirmed.body.token));
    expect(me).toMatchObject({ status: 200, body: confirmed.body.user });
    expect((await server.mailsTo('abdullah@herfa.test')).map((sent) => sent.kind)).toEqual(['welcome', 'registrationCode']);
    // Used up: the code creates nothing more.
    expect((await confirm('abdullah@herfa.test', code)).body.code).toBe('auth.codeInvalid');
  });

  it('answers a registered email exactly as a new one, whatever its letter case, and mails its owner instead', async () => {
    const first = await registered();
    const known = await register({ email: first.user.email.toUpperCase() });
    const fresh = await register();
    expect(known.status).toBe(202);
    expect(fresh.status).toBe(202);
    expect(known.body).toEqual({ email: first.user.email, expiresInSeconds: 900 });
    expect(Object.keys(known.body)).toEqual(Object.keys(fresh.body));
    expect([...known.headers.keys()].filter((name) => name !== 'date' && name !== 'x-request-id').sort()).toEqual(
      [...fresh.headers.keys()].filter((name) => name !== 'date' && name !== 'x-request-id').sort(),
    );

    const mails = await server.mailsTo(first.user.email);
    expect(mails.map((mail) => mail.kind)).toEqual(['registrationAttempt', 'welcome', 'registrationCode']);
    const attempt = mails[0]!;
    expect(attempt.subject).toBe('Someone tried to create a Herfa account with your email');
    expect(attempt.text).toContain('/en/auth/login');
    expect(attempt.text).toContain('/en/auth/forget-password');
    // Nothing is stored for it, and no second account.
    expect(await server.database.db.select().from(pendingRegistrations).where(eq(pendingRegistrations.email, first.user.email))).toEqual([]);
    expect(await server.database.db.select().from(users).where(eq(users.email, first.user.email))).toHaveLength(1);
  });

  it('refuses a wrong code, then the right one once the attempts are used up, in the request\'s language', async () => {
    const { body } = await register();
    const code = await mailedRegistrationCode(server, body.email);
    for (let attempt = 1; attempt <= RESET_CODE_MAX_ATTEMPTS; attempt += 1) {
      expect(await confirm(body.email, wrong(code))).toMatchObject({ status: 400, body: { code: 'auth.codeInvalid', message: 'The verification code is incorrect.' } });
    }
    expect(await confirm(body.email, code, { 'Accept-Language': 'ar' })).toMatchObject({ status: 400, body: { code: 'auth.tooManyAttempts' } });
    expect(await server.database.db.select().from(users).where(eq(users.email, body.email))).toEqual([]);
  });

  it('answers an expired code as expired', async () => {
    const { body } = await register();
    const code = await mailedRegistrationCode(server, body.email);
    clock.advance(body.expiresInSeconds * 1000);
    expect(await confirm(body.email, code)).toMatchObject({
      status: 400,
      body: { code: 'auth.codeExpired', message: 'The verification code has expired. Please request a new one.' },
    });
  });

  it('replaces the pending registration and its code when the email registers again', async () => {
    const { body } = await register({ fullName: 'Salem Alotaibi' });
    const first = await mailedRegistrationCode(server, body.email);
    await register({ email: body.email, fullName: 'Sara Alqahtani' });
    const second = await mailedRegistrationCode(server, body.email);
    expect(await server.database.db.select().from(pendingRegistrations).where(eq(pendingRegistrations.email, body.email))).toHaveLength(1);
    if (first !== second) expect((await confirm(body.email, first)).body.code).toBe('auth.codeInvalid');
    const confirmed = await confirm(body.email, second);
    expect(confirmed.status).toBe(201);
    expect(confirmed.body.user.fullName).toBe('Sara Alqahtani');
  });

  it('mails a new code on request, and answers a resend the same for any email', async () => {
    const { body } = await register();
    const first = await mailedRegistrationCode(server, body.email);
    const resent = await server.json('POST', '/api/auth/register/resend', { email: body.email });
    const unknown = await server.json('POST', '/api/auth/register/resend', { email: `nobody${++counter}@herfa.test` });
    expect(resent).toMatchObject({ status: 202, body: { email: body.email, expiresInSeconds: 900 } });
    expect(unknown.status).toBe(202);
    const second = await mailedRegistrationCode(server, body.email);
    expect((await server.mailsTo(body.email)).filter((mail) => mail.kind === 'registrationCode')).toHaveLength(2);
    if (first !== second) expect((await confirm(body.email, first)).body.code).toBe('auth.codeInvalid');
    expect((await confirm(body.email, second)).status).toBe(201);
  });

  it('answers as a wrong code when the email got an account meanwhile', async () => {
    const { body } = await register();
    const code = await mailedRegistrationCode(server, body.email);
    await registered({ email: body.email });
    expect(await confirm(body.email, code)).toMatchObject({ status: 400, body: { code: 'auth.codeInvalid' } });
    expect(await server.database.db.select().from(users).where(eq(users.email, body.email))).toHaveLength(1);
  });

  it('does not tell a registered phone number either: it is not unique, and answers like any', async () => {
    const first = await registered({ phone: '0559876543' });
    const second = await registered({ phone: '0559876543' });
    expect(second.user.phone).toBe(first.user.phone);
  });

  it('stores an argon2id hash, never the password, and only the token\'s SHA-256', async () => {
    const { token, user } = await registered();
    const [row] = await server.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordHash).not.toContain(STRONG);
    const stored = await server.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(stored.map((session) => session.tokenHash)).toEqual([hashSessionToken(token)]);
  });

  it.each([
    ['05 5123 4567', '+966551234567'],
    ['966551234567', '+966551234567'],
    ['+966 55 123 4567', '+966551234567'],
    ['٠٥٥١٢٣٤٥٦٧', '+966551234567'],
  ])('stores the mobile number %s as %s', async (phone, stored) => {
    expect((await registered({ phone })).user.phone).toBe(stored);
  });

  it('keeps the chosen language, else the language of the request', async () => {
    expect((await registered({ language: 'ar' })).user.language).toBe('ar');
    expect((await registered({}, { 'Accept-Language': 'ar-SA' })).user.language).toBe('ar');
    expect((await registered({}, { 'Accept-Language': 'en-GB' })).user.language).toBe('en');
  });

  it('answers every field\'s message in English', async () => {
    const { status, body } = await server.json<ErrorBody>('POST', '/api/auth/register', {
      fullName: '',
      email: 'not-an-email',
      phone: '0112345678',
      password: 'short',
      passwordConfirmation: '',
      termsAccepted: false,
    });
    expect(status).toBe(400);
    expect(body.code).toBe('http.invalidInput');
    expect(body.fields).toEqual({
      fullName: ['The full name field is required'],
      email: ['The email field must be a valid email'],
      phone: ['The mobile number field must be a Saudi mobile number such as 05XXXXXXXX'],
      password: ['The password field must be at least 8 characters'],
      passwordConfirmation: ['The password confirmation field is required'],
      termsAccepted: ['The terms and conditions must be accepted'],
    });
  });

  it('answers every field\'s message in Arabic', async () => {
    const { status, body } = await server.json<ErrorBody>(
      'POST',
      '/api/auth/register',
      { email: 'x@', phone: '123', password: 'herfa2025', passwordConfirmation: 'herfa2025' },
      { 'Accept-Language': 'ar' },
    );
    expect(status).toBe(400);
    expect(body.message).toBe('بعض الحقول تحتاج إلى مراجعة.');
    expect(body.fields).toEqual({
      fullName: ['حقل الاسم الكامل مطلوب'],
      email: ['يجب أن يكون حقل البريد الإلكتروني بريدًا إلكترونيًا صالحًا'],
      phone: ['يجب أن يكون حقل رقم الجوال رقم جوال سعوديًا يبدأ بـ ٠٥ ويتكوّن من ١٠ أرقام'],
      password: ['يجب أن تحتوي كلمة المرور على حرف كبير وحرف صغير ورقم ورمز واحد على الأقل.'],
      termsAccepted: ['يجب الموافقة على الشروط والأحكام'],
    });
  });

  it('checks the full name: words of letters of any script (with hyphens and apostrophes), 2 to 100 characters', async () => {
    const fullNameErrors = async (fullName: string) =>
      (await server.json<ErrorBody>('POST', '/api/auth/register', newShopper({ fullName }))).body.fields?.fullName;
    expect(await fullNameErrors('Noura 2')).toEqual(['The full name field may only contain letters, spaces, hyphens and apostrophes']);
    expect((await registered({ fullName: 'Sara Al-Qahtani' })).user.fullName).toBe('Sara Al-Qahtani');
    expect(await fullNameErrors('N')).toEqual(['The full name field must be at least 2 characters']);
    expect(await fullNameErrors('N'.repeat(101))).toEqual(['The full name field may not be greater than 100 characters']);
    expect((await registered({ fullName: 'نـورة الحـربي' })).user.fullName).toBe('نـورة الحـربي');
  });

  it('refuses a weak password with the spec\'s exact message', async () => {
    for (const password of ['herfa#2025', 'HERFA#2025', 'Herfa2025x', 'Herfa#herfa']) {
      const { status, body } = await register({ password, passwordConfirmation: password });
      expect(status).toBe(400);
      expect(body.fields).toEqual({
        password: ['The password must contain at least uppercase letter, lowercase letter, number and one symbol.'],
      });
    }
  });

  it('refuses a confirmation that differs with the spec\'s exact message', async () => {
    const { status, body } = await register({ passwordConfirmation: 'Herfa#2026' });
    expect(status).toBe(400);
    expect(body.fields).toEqual({ passwordConfirmation: ['Confirm password field does not matched with password field'] });
  });

  it('requires the terms to be accepted', async () => {
    const { termsAccepted: _, ...withoutTerms } = newShopper();
    const missing = await server.json<ErrorBody>('POST', '/api/auth/register', withoutTerms);
    expect(missing.body.fields).toEqual({ termsAccepted: ['The terms and conditions must be accepted'] });
    const refused = await register({ termsAccepted: false }, { 'Accept-Language': 'ar' });
    expect(refused.body.fields).toEqual({ termsAccepted: ['يجب الموافقة على الشروط والأحكام'] });
  });

  it('lets only one of simultaneous confirmations of one code create the account', async () => {
    const { body } = await register({ email: `race${++counter}@herfa.test` });
    const code = await mailedRegistrationCode(server, body.email);
    const answers = await Promise.all([confirm(body.email, code), confirm(body.email, code), confirm(body.email, code)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400, 400]);
  });
});

describe('logging in', () => {
  it('signs in with the email in any letter case and the password', async () => {
    const { user } = await registered();
    const { status, body } = await server.json<Session>('POST', '/api/auth/login', { email: user.email.toUpperCase(), password: STRONG });
    expect(status).toBe(200);
    expect(body.user).toEqual(user);
    expect((await server.json('GET', '/api/auth/me', undefined, bearer(body.token))).status).toBe(200);
  });

  it('answers the same 401 for a wrong password and an unknown email', async () => {
    const { user } = await registered();
    const wrongPassword = await server.json<ErrorBody>('POST', '/api/auth/login', { email: user.email, password: 'Herfa#2024' });
    const unknown = await server.json<ErrorBody>('POST', '/api/auth/login', { email: 'nobody@herfa.test', password: STRONG });
    expect(wrongPassword).toMatchObject({ status: 401, body: { code: 'auth.invalidCredentials', message: 'The email or password is incorrect.' } });
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(wrongPassword.body);
    const arabic = await server.json<ErrorBody>('POST', '/api/auth/login', { email: user.email, password: 'x' }, { 'Accept-Language': 'ar' });
    expect(arabic.body.message).toBe('البريد الإلكتروني أو كلمة المرور غير صحيحة.');
  });

  it('answers 400 with per-field messages when the email or password is missing', async () => {
    const { status, body } = await server.json<ErrorBody>('POST', '/api/auth/login', { email: '', password: '' });
    expect(status).toBe(400);
    expect(body.fields).toEqual({ email: ['The email field is required'], password: ['The password field is required'] });
  });

  it('opens a day-long session, or a 30-day one with "remember me"', async () => {
    const { user } = await registered();
    const standard = await server.json<Session>('POST', '/api/auth/login', { email: user.email, password: STRONG });
    const remembered = await server.json<Session>('POST', '/api/auth/login', { email: user.email, password: STRONG, rememberMe: true });

    const lifetimeOf = async (token: string) => {
      const [row] = await server.database.db.select().from(sessions).where(eq(sessions.tokenHash, hashSessionToken(token)));
      return row!.expiresAt.getTime() - row!.createdAt.getTime();
    };
    expect(SESSION_LIFETIME_MS).toEqual({ standard: 24 * 3_600_000, remembered: 30 * 24 * 3_600_000 });
    expect(await lifetimeOf(standard.body.token)).toBe(SESSION_LIFETIME_MS.standard);
    expect(await lifetimeOf(remembered.body.token)).toBe(SESSION_LIFETIME_MS.remembered);

    clock.advance(2 * 24 * 3_600_000);
    const me = (token: string) => server.json<ErrorBody>('GET', '/api/auth/me', undefined, bearer(token));
    expect(await me(standard.body.token)).toMatchObject({ status: 401, body: { code: 'auth.required' } });
    expect((await me(remembered.body.token)).status).toBe(200);
    clock.advance(29 * 24 * 3_600_000);
    expect((await me(remembered.body.token)).status).toBe(401);
  });
});

describe('logging out', () => {
  it('ends only the session it is sent with', async () => {
    const { user, token: first } = await registered();
    const second = (await server.json<Session>('POST', '/api/auth/login', { email: user.email, password: STRONG })).body.token;

    const out = await server.request('/api/auth/logout', { method: 'POST', headers: bearer(first) });
    expect(out.status).toBe(204);
    expect((await server.json('GET', '/api/auth/me', undefined, bearer(first))).status).toBe(401);
    expect((await server.json('GET', '/api/auth/me', undefined, bearer(second))).status).toBe(200);
  });

  it('needs a session', async () => {
    const { status, body } = await server.json<ErrorBody>('POST', '/api/auth/logout', undefined, { 'Accept-Language': 'ar' });
    expect(status).toBe(401);
    expect(body).toEqual({ code: 'auth.required', message: 'يرجى تسجيل الدخول للمتابعة.' });
  });
});

describe('the current user', () => {
  it('is answered for a valid token and refused for a missing or unknown one', async () => {
    const { token, user } = await registered();
    expect(await server.json('GET', '/api/auth/me', undefined, bearer(token))).toMatchObject({ status: 200, body: user });
    expect((await server.json('GET', '/api/auth/me')).status).toBe(401);
    expect((await server.json('GET', '/api/auth/me', undefined, bearer('x'.repeat(43)))).status).toBe(401);
  });
});

describe('editing the profile', () => {
  it('changes the name, phone and language, and leaves the rest', async () => {
    const { token, user } = await registered();
    const { status, body } = await server.json<AccountUser>(
      'PATCH',
      '/api/profile',
      { fullName: '  Noura Saad  ', phone: '0509876543', language: 'ar' },
      bearer(token),
    );
    expect(status).toBe(200);
    expect(body).toEqual({ ...user, fullName: 'Noura Saad', phone: '+966509876543', language: 'ar' });
    expect((await server.json('GET', '/api/auth/me', undefined, bearer(token))).body).toEqual(body);

    const partial = await server.json<AccountUser>('PATCH', '/api/profile', { language: 'en' }, bearer(token));
    expect(partial.body).toEqual({ ...body, language: 'en' });
  });

  it('validates what is sent, in the request\'s language', async () => {
    const { token } = await registered();
    const { status, body } = await server.json<ErrorBody>(
      'PATCH',
      '/api/profile',
      { fullName: '', phone: '12345' },
      { ...bearer(token), 'Accept-Language': 'ar' },
    );
    expect(status).toBe(400);
    expect(body.fields).toEqual({
      fullName: ['حقل الاسم الكامل مطلوب'],
      phone: ['يجب أن يكون حقل رقم الجوال رقم جوال سعوديًا يبدأ بـ ٠٥ ويتكوّن من ١٠ أرقام'],
    });
  });

  it('does not change the email (it is the sign-in name)', async () => {
    const { token, user } = await registered();
    const { body } = await server.json<AccountUser>('PATCH', '/api/profile', { email: 'other@herfa.test' }, bearer(token));
    expect(body.email).toBe(user.email);
  });
});

describe('changing the password', () => {
  const change = (token: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    server.json<ErrorBody & { ok: true }>('POST', '/api/profile/password', body, { ...bearer(token), ...headers });

  it('refuses a wrong current password on the current password field', async () => {
    const { token } = await registered();
    const { status, body } = await change(
      token,
      { currentPassword: 'Wrong#2025', newPassword: 'Sadu#Weave9', newPasswordConfirmation: 'Sadu#Weave9' },
      { 'Accept-Language': 'ar' },
    );
    expect(status).toBe(400);
    expect(body).toEqual({
      code: 'auth.currentPasswordWrong',
      message: 'كلمة المرور الحالية غير صحيحة.',
      fields: { currentPassword: ['كلمة المرور الحالية غير صحيحة.'] },
    });
  });

  it('applies the password rule and the confirmation to the new password', async () => {
    const { token } = await registered();
    const weak = await change(token, { currentPassword: STRONG, newPassword: 'weakweak', newPasswordConfirmation: 'weakweak' });
    expect(weak.body.fields).toEqual({
      newPassword: ['The password must contain at least uppercase letter, lowercase letter, number and one symbol.'],
    });
    const mismatch = await change(token, { currentPassword: STRONG, newPassword: 'Sadu#Weave9', newPasswordConfirmation: 'Sadu#Weave8' });
    expect(mismatch.body.fields).toEqual({ newPasswordConfirmation: ['Confirm password field does not matched with password field'] });
  });

  it('changes it, keeps this session and signs every other session out', async () => {
    const { token, user } = await registered();
    const other = (await server.json<Session>('POST', '/api/auth/login', { email: user.email, password: STRONG })).body.token;

    const { status, body } = await change(token, { currentPassword: STRONG, newPassword: 'Sadu#Weave9', newPasswordConfirmation: 'Sadu#Weave9' });
    expect(status).toBe(200);
    expect(body).toEqual({ ok: true });

    expect((await server.json('GET', '/api/auth/me', undefined, bearer(token))).status).toBe(200);
    expect((await server.json('GET', '/api/auth/me', undefined, bearer(other))).status).toBe(401);
    expect((await server.json('POST', '/api/auth/login', { email: user.email, password: STRONG })).status).toBe(401);
    expect((await server.json('POST', '/api/auth/login', { email: user.email, password: 'Sadu#Weave9' })).status).toBe(200);
  });
});

describe('one shopper and another', () => {
  it('a token only ever reads and changes its own account', async () => {
    const noura = await registered({ fullName: 'Noura' });
    const salem = await registered({ fullName: 'Salem' });

    expect((await server.json<AccountUser>('GET', '/api/auth/me', undefined, bearer(salem.token))).body.id).toBe(salem.user.id);
    // Naming the other account anywhere in the request changes nothing: the token decides.
    const edited = await server.json<AccountUser>(
      'PATCH',
      '/api/profile',
      { fullName: 'Taken Over', id: noura.user.id, email: noura.user.email },
      bearer(salem.token),
    );
    expect(edited.body).toMatchObject({ id: salem.user.id, fullName: 'Taken Over', email: salem.user.email });
    expect((await server.json<AccountUser>('GET', '/api/auth/me', undefined, bearer(noura.token))).body).toEqual(noura.user);

    const changed = await server.json(
      'POST',
      '/api/profile/password',
      { currentPassword: STRONG, newPassword: 'Sadu#Weave9', newPasswordConfirmation: 'Sadu#Weave9', email: noura.user.email },
      bearer(salem.token),
    );
    expect(changed.status).toBe(200);
    expect((await server.json('POST', '/api/auth/login', { email: noura.user.email, password: STRONG })).status).toBe(200);
    expect((await server.json('GET', '/api/auth/me', undefined, bearer(noura.token))).status).toBe(200);
  });
});
