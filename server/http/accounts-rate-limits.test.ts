// Login, forgotten-password and code-verification attempts are limited per account and per
// address: past the limit the answer is 429 with Retry-After and a translated message.
import { beforeEach, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../../src/contract/common';
import { RATE_LIMITS } from '../use-cases/accounts/accounts';
import { startTestServer, type TestServer } from '../testing/test-server';
import { handClock } from '../testing/hand-clock';
import { aRegistration, registerThroughApi, TEST_PASSWORD } from '../testing/account-fixtures';

const PASSWORD = TEST_PASSWORD;
const MINUTE = 60_000;

let server: TestServer;
let clock: ReturnType<typeof handClock>;

// Every test starts with fresh counters: its own server (all requests come from 127.0.0.1).
beforeEach(async () => {
  clock = handClock();
  server = await startTestServer({ services: () => ({ clock }) });
  return () => server.close();
}, 60_000);

async function shopper(email: string): Promise<void> {
  const { status } = await registerThroughApi(server, aRegistration(email));
  expect(status).toBe(201);
}

const login = (email: string, password: string, headers: Record<string, string> = {}) =>
  server.json<ErrorBody>('POST', '/api/auth/login', { email, password }, headers);

describe('login attempts', () => {
  it('allows 5 failures for one account from one address in 15 minutes; the 6th answers 429 with Retry-After, translated', async () => {
    await shopper('noura@herfa.test');
    expect(RATE_LIMITS.loginPerAccountFromAddress[0]).toEqual({ limit: 5, windowMs: 15 * MINUTE });
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await login('noura@herfa.test', 'Wrong#2025')).status).toBe(401);
    }
    clock.advance(5 * MINUTE);
    const blocked = await login('Noura@Herfa.test', 'Wrong#2025', { 'Accept-Language': 'ar' });
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('Retry-After')).toBe(String(10 * 60));
    expect(blocked.body).toEqual({ code: 'http.tooManyRequests', message: 'محاولات كثيرة جدًا. يرجى المحاولة مجددًا بعد ٦٠٠ ثانية.' });

    // Even the right password waits, so guessing cannot continue; when the window ends it works.
    const english = await login('noura@herfa.test', PASSWORD);
    expect(english).toMatchObject({ status: 429, body: { message: 'Too many attempts. Please try again in 600 seconds.' } });
    clock.advance(10 * MINUTE);
    expect((await login('noura@herfa.test', PASSWORD)).status).toBe(200);
  });

  it('limits an unknown email exactly like a registered one', async () => {
    for (let attempt = 1; attempt <= 5; attempt += 1) expect((await login('ghost@herfa.test', PASSWORD)).status).toBe(401);
    expect((await login('ghost@herfa.test', PASSWORD)).status).toBe(429);
  });

  it('forgets an account\'s failures after a successful login', async () => {
    await shopper('salem@herfa.test');
    for (let round = 0; round < 2; round += 1) {
      for (let attempt = 1; attempt <= 4; attempt += 1) expect((await login('salem@herfa.test', 'Wrong#2025')).status).toBe(401);
      expect((await login('salem@herfa.test', PASSWORD)).status).toBe(200);
    }
    expect((await login('salem@herfa.test', 'Wrong#2025')).status).toBe(401);
  });

  it('allows 20 attempts per address in 15 minutes, across different emails', async () => {
    expect(RATE_LIMITS.loginPerAddress).toEqual({ limit: 20, windowMs: 15 * MINUTE });
    for (let attempt = 1; attempt <= 20; attempt += 1) {
      expect((await login(`visitor${attempt}@herfa.test`, PASSWORD)).status).toBe(401);
    }
    const blocked = await login('visitor21@herfa.test', PASSWORD);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('Retry-After'))).toBe(15 * 60);
    clock.advance(15 * MINUTE);
    expect((await login('visitor22@herfa.test', PASSWORD)).status).toBe(401);
  });

  it('counts only failed logins against an address: many shoppers signing in from one office still can', async () => {
    await shopper('colleague1@herfa.test');
    await shopper('colleague2@herfa.test');
    for (let signIn = 1; signIn <= 26; signIn += 1) {
      expect((await login(`colleague${(signIn % 2) + 1}@herfa.test`, PASSWORD)).status).toBe(200);
    }
    for (let attempt = 1; attempt <= 20; attempt += 1) {
      expect((await login(`visitor${attempt}@herfa.test`, PASSWORD)).status).toBe(401);
    }
    expect((await login('colleague1@herfa.test', PASSWORD)).status).toBe(429);
    // 48 logins, 26 of them verifying a real password hash: seconds on two busy cores.
  }, 30_000);

  it('does not count a request refused as malformed', async () => {
    for (let attempt = 1; attempt <= 8; attempt += 1) {
      expect((await server.json('POST', '/api/auth/login', { email: 'noura@herfa.test' })).status).toBe(400);
    }
    expect((await login('noura@herfa.test', 'Wrong#2025')).status).toBe(401);
  });
});

describe('forgotten-password requests', () => {
  const forgot = (email: string) => server.json<ErrorBody>('POST', '/api/auth/forgot-password', { email });

  it('allows 3 per account in an hour', async () => {
    await shopper('noura@herfa.test');
    expect(RATE_LIMITS.forgotPasswordPerAccount).toEqual({ limit: 3, windowMs: 60 * MINUTE });
    for (let attempt = 1; attempt <= 3; attempt += 1) expect((await forgot('noura@herfa.test')).status).toBe(200);
    const blocked = await forgot('noura@herfa.test');
    expect(blocked).toMatchObject({ status: 429, body: { code: 'http.tooManyRequests' } });
    expect(blocked.headers.get('Retry-After')).toBe('3600');
    // An unknown email is limited the same way, so the limit reveals nothing either.
    for (let attempt = 1; attempt <= 3; attempt += 1) expect((await forgot('ghost@herfa.test')).status).toBe(200);
    expect((await forgot('ghost@herfa.test')).status).toBe(429);
  });

  it('allows 10 per address in an hour', async () => {
    expect(RATE_LIMITS.forgotPasswordPerAddress).toEqual({ limit: 10, windowMs: 60 * MINUTE });
    for (let attempt = 1; attempt <= 10; attempt += 1) expect((await forgot(`visitor${attempt}@herfa.test`)).status).toBe(200);
    expect((await forgot('visitor11@herfa.test')).status).toBe(429);
    clock.advance(60 * MINUTE);
    expect((await forgot('visitor12@herfa.test')).status).toBe(200);
  });
});

describe('code verification', () => {
  it('allows 10 checks per account in 15 minutes, whichever codes are tried, resets included', async () => {
    expect(RATE_LIMITS.codeVerificationPerAccount).toEqual({ limit: 10, windowMs: 15 * MINUTE });
    const verify = () => server.json<ErrorBody>('POST', '/api/auth/forgot-password/verify', { email: 'noura@herfa.test', code: '123456' });
    const reset = () =>
      server.json<ErrorBody>('POST', '/api/auth/forgot-password/reset', {
        email: 'noura@herfa.test',
        code: '123456',
        password: PASSWORD,
        passwordConfirmation: PASSWORD,
      });
    for (let attempt = 1; attempt <= 5; attempt += 1) expect((await verify()).status).toBe(400);
    for (let attempt = 1; attempt <= 5; attempt += 1) expect((await reset()).status).toBe(400);
    expect((await verify()).status).toBe(429);
    expect((await reset()).status).toBe(429);
    // Another account is not affected.
    const other = await server.json<ErrorBody>('POST', '/api/auth/forgot-password/verify', { email: 'salem@herfa.test', code: '123456' });
    expect(other.body.code).toBe('auth.codeInvalid');
  });
});
