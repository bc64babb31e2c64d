// Accounts through real HTTP against a real database: registering (every field's message in
// both languages), signing in with and without "remember me", signing out, the profile, the
// password, and one shopper never reaching another's account.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountUser } from '../../src/contract/accounts';
import type { ErrorBody } from '../../src/contract/common';
import { SESSION_LIFETIME_MS } from '../use-cases/accounts/accounts';
import { hashSessionToken } from '../use-cases/accounts/session-tokens';
import { sessions, users } from '../persistence/schema';
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

async function register(overrides: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  return server.json<Session & ErrorBody>('POST', '/api/auth/register', newShopper(overrides), headers);
}

async function registered(overrides: Record<string, unknown> = {}): Promise<Session> {
  const { status, body } = await register(overrides);
  expect(status).toBe(201);
  return body;
}

describe('registering', () => {
  it('creates a shopper account, signs it in and answers the token and the account', async () => {
    const { status, body } = await register({ fullName: 'عبد الله القحطاني', email: 'Abdullah@Herfa.TEST' }, { 'Accept-Language': 'ar' });
    expect(status).toBe(201);
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.user).toEqual({
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
    const me = await server.json<AccountUser>('GET', '/api/auth/me', undefined, bearer(body.token));
    expect(me).toMatchObject({ status: 200, body: body.user });
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
    const { body } = await register({}, { 'Accept-Language': 'ar-SA' });
    expect(body.user.language).toBe('ar');
    const { body: english } = await register({}, { 'Accept-Language': 'en-GB' });
    expect(english.user.language).toBe('en');
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

  it('answers 409 on the email field when the email is registered, whatever its letter case', async () => {
    const first = await registered();
    const { status, body } = await register({ email: first.user.email.toUpperCase() });
    expect(status).toBe(409);
    expect(body).toEqual({
      code: 'auth.emailTaken',
      message: 'This email is already registered. Log in, or reset your password if you forgot it.',
      fields: { email: ['This email is already registered. Log in, or reset your password if you forgot it.'] },
    });
    const count = await server.database.db.select().from(users).where(eq(users.email, first.user.email));
    expect(count).toHaveLength(1);
  });

  it('lets only one of two simultaneous registrations of one email win', async () => {
    const email = `race${++counter}@herfa.test`;
    const answers = await Promise.all([register({ email }), register({ email }), register({ email })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409]);
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
