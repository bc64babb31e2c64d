// Accounts under real concurrency, on the PostgreSQL server (PGlite runs one statement at a
// time, so only here do requests truly race): one email makes one account, a code's attempts
// are counted one by one, a code is used once, and a double-clicked social sign-in is one account.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountUser } from '../../src/contract/accounts';
import type { ErrorBody } from '../../src/contract/common';
import { RESET_CODE_MAX_ATTEMPTS } from '../use-cases/accounts/accounts';
import { FirebaseTokenVerifier } from '../adapters/firebase-token-verifier';
import { passwordResets, users } from '../persistence/schema';
import { startTestServer, type TestServer } from '../testing/test-server';
import { aRegistration, mailedRegistrationCode, registerThroughApi } from '../testing/account-fixtures';

const PROJECT = 'herfa-test';

let server: TestServer;
let jwks: Server;
let signingKey: CryptoKey;
let counter = 0;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  signingKey = pair.privateKey;
  const body = JSON.stringify({ keys: [{ ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256' }] });
  jwks = createServer((_, response) => response.writeHead(200, { 'Content-Type': 'application/json' }).end(body));
  await new Promise<void>((ready) => jwks.listen(0, '127.0.0.1', ready));
  const jwksUrl = `http://127.0.0.1:${(jwks.address() as AddressInfo).port}/`;
  server = await startTestServer({
    postgres: true,
    services: () => ({ identity: new FirebaseTokenVerifier({ projectId: PROJECT, jwksUrl }) }),
  });
}, 60_000);
afterAll(async () => {
  await server?.close();
  await new Promise((done) => jwks?.close(done));
});

const registration = (email: string) => aRegistration(email);

async function shopperWithCode(): Promise<{ email: string; code: string }> {
  const email = `race${++counter}@herfa.test`;
  expect((await registerThroughApi(server, registration(email))).status).toBe(201);
  await server.json('POST', '/api/auth/forgot-password', { email });
  const [mail] = await server.mailsTo(email);
  return { email, code: /\b(\d{6})\b/.exec(mail!.text)![1]! };
}

describe('accounts on PostgreSQL', () => {
  it('makes one account of simultaneous confirmations of one registration\'s code', async () => {
    const email = `same${++counter}@herfa.test`;
    expect((await server.json('POST', '/api/auth/register', registration(email))).status).toBe(202);
    const code = await mailedRegistrationCode(server, email);
    const answers = await Promise.all(Array.from({ length: 6 }, () => server.json('POST', '/api/auth/register/confirm', { email, code })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400, 400, 400, 400, 400]);
    expect(await server.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });

  it('counts simultaneous wrong guesses of a registration\'s code one by one, so no more than 5 are ever checked', async () => {
    const email = `guess${++counter}@herfa.test`;
    await server.json('POST', '/api/auth/register', registration(email));
    const code = await mailedRegistrationCode(server, email);
    const guesses = Array.from({ length: 9 }, (_, index) => String((Number(code) + 1 + index) % 1_000_000).padStart(6, '0'));
    const answers = await Promise.all(guesses.map((guess) => server.json<ErrorBody>('POST', '/api/auth/register/confirm', { email, code: guess })));
    expect(answers.filter((answer) => answer.body.code === 'auth.codeInvalid')).toHaveLength(RESET_CODE_MAX_ATTEMPTS);
    expect(answers.filter((answer) => answer.body.code === 'auth.tooManyAttempts')).toHaveLength(9 - RESET_CODE_MAX_ATTEMPTS);
    expect((await server.json<ErrorBody>('POST', '/api/auth/register/confirm', { email, code })).body.code).toBe('auth.tooManyAttempts');
  });

  it('counts simultaneous wrong guesses one by one, so no more than 5 are ever checked', async () => {
    const { email, code } = await shopperWithCode();
    const guesses = Array.from({ length: 9 }, (_, index) => String((Number(code) + 1 + index) % 1_000_000).padStart(6, '0'));
    const answers = await Promise.all(
      guesses.map((guess) => server.json<ErrorBody>('POST', '/api/auth/forgot-password/verify', { email, code: guess })),
    );
    expect(answers.filter((answer) => answer.body.code === 'auth.codeInvalid')).toHaveLength(RESET_CODE_MAX_ATTEMPTS);
    expect(answers.filter((answer) => answer.body.code === 'auth.tooManyAttempts')).toHaveLength(9 - RESET_CODE_MAX_ATTEMPTS);
    const verified = await server.json<ErrorBody>('POST', '/api/auth/forgot-password/verify', { email, code });
    expect(verified.body.code).toBe('auth.tooManyAttempts');
  });

  it('lets a code reset the password once, however many resets race with it', async () => {
    const { email, code } = await shopperWithCode();
    const passwords = ['Sadu#Weave1', 'Sadu#Weave2', 'Sadu#Weave3', 'Sadu#Weave4'];
    const answers = await Promise.all(
      passwords.map((password) =>
        server.json<ErrorBody>('POST', '/api/auth/forgot-password/reset', { email, code, password, passwordConfirmation: password }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.body.code === 'auth.codeInvalid')).toHaveLength(3);
    const [row] = await server.database.db.select().from(passwordResets).innerJoin(users, eq(users.id, passwordResets.userId)).where(eq(users.email, email));
    expect(row?.password_resets.usedAt).not.toBeNull();
  });

  it('makes one account of a double-clicked first social sign-in', async () => {
    const uid = `double-click-${++counter}`;
    const now = Math.floor(Date.now() / 1000);
    const token = await new SignJWT({ email: `${uid}@gmail.test`, email_verified: true, firebase: { sign_in_provider: 'google.com' } })
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .setSubject(uid)
      .setIssuer(`https://securetoken.google.com/${PROJECT}`)
      .setAudience(PROJECT)
      .setIssuedAt(now)
      .setExpirationTime(now + 600)
      .sign(signingKey);
    const answers = await Promise.all(
      [1, 2, 3].map(() => server.json<{ user: AccountUser; created: boolean }>('POST', '/api/auth/social', { idToken: token, provider: 'google' })),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.body.user.id)).size).toBe(1);
    expect(answers.filter((answer) => answer.body.created)).toHaveLength(1);
  });
});
