// Google and Apple sign-in against the real Firebase Authentication emulator (started once for the
// file: server/testing/auth-emulator.ts). A server configured for it the way a developer does
// (FIREBASE_PROJECT_ID=demo-herfa FIREBASE_AUTH_EMULATOR_HOST=…) signs its users in, links a
// password account of the same verified email, and deletes an account confirmed by a fresh
// emulator sign-in; it refuses an unsigned token the emulator does not know, however well formed.
// A server configured for production refuses the emulator's real tokens: they are not signed.
import { randomUUID } from 'node:crypto';
import { UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AccountUser, IdentityConfig } from '../../src/contract/accounts';
import type { ErrorBody } from '../../src/contract/common';
import { FirebaseEmulatorTokenVerifier } from '../adapters/firebase-emulator-token-verifier';
import { FirebaseTokenVerifier } from '../adapters/firebase-token-verifier';
import { EMBEDDED_ADAPTERS } from '../composition';
import { loadConfig } from '../config';
import { aRegistration, registerThroughApi } from '../testing/account-fixtures';
import { EMULATOR_PROJECT, startAuthEmulator, type AuthEmulator } from '../testing/auth-emulator';
import { localFirebase, type LocalFirebase } from '../testing/firebase-tokens';
import { startTestServer, type TestServer } from '../testing/test-server';

interface SocialSession {
  readonly token: string;
  readonly user: AccountUser;
  readonly created: boolean;
}

let emulator: AuthEmulator;
let emulated: TestServer;
let production: TestServer;
let googleKeys: LocalFirebase;
let people = 0;

beforeAll(async () => {
  emulator = await startAuthEmulator();
  googleKeys = await localFirebase(EMULATOR_PROJECT);
  const onEmulator = loadConfig({ FIREBASE_PROJECT_ID: EMULATOR_PROJECT, FIREBASE_AUTH_EMULATOR_HOST: emulator.host }).identity;
  const inProduction = loadConfig({ FIREBASE_PROJECT_ID: EMULATOR_PROJECT, FIREBASE_API_KEY: 'AIzaSyHerfa', FIREBASE_JWKS_URL: googleKeys.jwksUrl }).identity;
  [emulated, production] = await Promise.all([
    startTestServer({ adapters: { ...EMBEDDED_ADAPTERS, identity: onEmulator } }),
    startTestServer({ adapters: { ...EMBEDDED_ADAPTERS, identity: inProduction } }),
  ]);
}, 180_000);
afterAll(async () => {
  await Promise.all([emulated?.close(), production?.close(), googleKeys?.close()]);
  await emulator?.stop();
}, 30_000);
beforeEach(() => emulator.clearUsers());

const aPerson = (email = `person${++people}-${randomUUID().slice(0, 6)}@gmail.test`) => ({ sub: `idp-${randomUUID()}`, email, name: 'Reem Alotaibi' });
const signIn = (server: TestServer, idToken: string, provider: 'google' | 'apple' = 'google') =>
  server.json<SocialSession & ErrorBody>('POST', '/api/auth/social', { idToken, provider });

/** An unsigned token shaped exactly like the emulator's, for a user it may or may not know. */
function forged(claims: { sub: string; userId?: string; email: string }): string {
  const now = Math.floor(Date.now() / 1000);
  const body = new UnsecuredJWT({
    email: claims.email,
    email_verified: true,
    auth_time: now - 5,
    user_id: claims.userId ?? claims.sub,
    firebase: { identities: { 'google.com': ['1234'] }, sign_in_provider: 'google.com' },
  })
    .setSubject(claims.sub)
    .setIssuer(`https://securetoken.google.com/${EMULATOR_PROJECT}`)
    .setAudience(EMULATOR_PROJECT)
    .setIssuedAt(now - 5)
    .setExpirationTime(now + 3600)
    .encode();
  const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
  return `${header}.${body.split('.')[1]}.`;
}

describe('a server configured for the Authentication emulator', () => {
  it('uses the emulator verifier and tells the browser where the emulator is', async () => {
    expect(emulated.services.identity).toBeInstanceOf(FirebaseEmulatorTokenVerifier);
    const { body } = await emulated.json<IdentityConfig>('GET', '/api/auth/identity');
    expect(body).toEqual({
      firebase: { apiKey: 'demo-api-key', authDomain: `${EMULATOR_PROJECT}.firebaseapp.com`, projectId: EMULATOR_PROJECT, appId: null, emulatorUrl: `http://${emulator.host}` },
    });
  });

  it('signs in a Google user of the emulator, linking the password account with the same verified email', async () => {
    const email = `reem-${randomUUID().slice(0, 6)}@herfa.test`;
    const registered = await registerThroughApi<{ user: AccountUser }>(emulated, aRegistration(email));
    expect(registered.status).toBe(201);
    const google = await emulator.signInWithIdp(aPerson(email));

    const { status, body } = await signIn(emulated, google.idToken);
    expect(status).toBe(200);
    expect(body).toMatchObject({ created: false, user: { id: registered.body.user.id, email, hasPassword: true, hasSocialSignIn: true } });
    // Linked: the same Firebase user signs the same account in again.
    const again = await emulator.signInWithIdp(aPerson(email));
    expect(again.localId).toBe(google.localId);
    expect((await signIn(emulated, again.idToken)).body.user.id).toBe(registered.body.user.id);
  });

  it('creates the account of a new Google or Apple user', async () => {
    const google = await signIn(emulated, (await emulator.signInWithIdp(aPerson())).idToken);
    expect(google.body).toMatchObject({ created: true, user: { fullName: 'Reem Alotaibi', hasPassword: false, hasSocialSignIn: true } });
    const apple = await signIn(emulated, (await emulator.signInWithIdp(aPerson(), 'apple.com')).idToken, 'apple');
    expect(apple.body.created).toBe(true);
    // A Google token named Apple is refused, as in production.
    expect((await signIn(emulated, (await emulator.signInWithIdp(aPerson())).idToken, 'apple')).body.code).toBe('auth.socialTokenInvalid');
  });

  it('refuses an unsigned token the emulator does not know, however well formed', async () => {
    const nobody = await signIn(emulated, forged({ sub: `forged-${randomUUID()}`, email: 'forged@gmail.test' }));
    expect(nobody).toMatchObject({ status: 401, body: { code: 'auth.socialTokenInvalid' } });
    // Naming a user the emulator has (it finds users by user_id), as someone else or with another email.
    const real = await emulator.signInWithIdp(aPerson());
    const asOther = await signIn(emulated, forged({ sub: `forged-${randomUUID()}`, userId: real.localId, email: 'forged@gmail.test' }));
    expect(asOther).toMatchObject({ status: 401, body: { code: 'auth.socialTokenInvalid' } });
    const otherEmail = await signIn(emulated, forged({ sub: real.localId, email: 'someone.else@gmail.test' }));
    expect(otherEmail).toMatchObject({ status: 401, body: { code: 'auth.socialTokenInvalid' } });
    // A real token of a user the emulator has since forgotten.
    await emulator.clearUsers();
    expect((await signIn(emulated, real.idToken)).body.code).toBe('auth.socialTokenInvalid');
  });

  it('deletes an account confirmed by a fresh emulator sign-in', async () => {
    const person = aPerson();
    const session = await signIn(emulated, (await emulator.signInWithIdp(person)).idToken);
    const auth = { Authorization: `Bearer ${session.body.token}` };
    const confirmation = await emulator.signInWithIdp(person);
    const removed = await emulated.json('DELETE', '/api/auth/me', { idToken: confirmation.idToken }, auth);
    expect(removed).toMatchObject({ status: 200, body: { ok: true } });
    expect((await emulated.json('GET', '/api/auth/me', undefined, auth)).status).toBe(401);
  });

  it('throws (answered 503 http.unavailable) when the emulator cannot be reached', async () => {
    const person = await emulator.signInWithIdp(aPerson());
    const gone = new FirebaseEmulatorTokenVerifier({ projectId: EMULATOR_PROJECT, emulatorHost: '127.0.0.1:9' });
    await expect(gone.verify(person.idToken)).rejects.toThrow();
  });
});

describe('a server configured for production', () => {
  it('refuses the emulator’s real tokens: they are not signed', async () => {
    expect(production.services.identity).toBeInstanceOf(FirebaseTokenVerifier);
    expect(production.services.identity).not.toBeInstanceOf(FirebaseEmulatorTokenVerifier);
    const { idToken } = await emulator.signInWithIdp(aPerson());
    // The emulator itself takes it…
    expect((await signIn(emulated, idToken)).status).toBe(200);
    // …production does not.
    expect(await signIn(production, idToken)).toMatchObject({ status: 401, body: { code: 'auth.socialTokenInvalid' } });
    // The same server takes a token signed with its (Google's) keys.
    const signed = await signIn(production, await googleKeys.idToken(`google-${randomUUID()}`));
    expect(signed.status).toBe(200);
  });
});
