// Social sign-in through real HTTP: tokens are signed with a local RS256 key pair whose public
// half is served as a JWKS by a local HTTP server, and the real FirebaseTokenVerifier checks them
// (and refuses the Authentication emulator's unsigned ones). The identity provider's
// configuration: when each verifier is built, and the web settings GET /api/auth/identity answers.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, UnsecuredJWT, type CryptoKey, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountUser, IdentityConfig } from '../../src/contract/accounts';
import type { ErrorBody } from '../../src/contract/common';
import { FirebaseEmulatorTokenVerifier } from '../adapters/firebase-emulator-token-verifier';
import { FirebaseTokenVerifier } from '../adapters/firebase-token-verifier';
import { createServices, EMBEDDED_ADAPTERS, webIdentityOf } from '../composition';
import { ConfigError, EMULATOR_API_KEY, FIREBASE_JWKS_URL, loadConfig } from '../config';
import { memoryLog } from '../logging/memory-log';
import { registerThroughApi } from '../testing/account-fixtures';
import { startTestServer, type TestServer } from '../testing/test-server';

const PROJECT = 'herfa-test';
const ISSUER = `https://securetoken.google.com/${PROJECT}`;
const KEY_ID = 'test-key-1';
const UNAVAILABLE_EN =
  'This service is not currently available. It is being worked on by the developers and will be available soon';
const UNAVAILABLE_AR = 'هذه الخدمة غير متاحة حاليًا. يعمل عليها المطورون وستكون متاحة قريبًا';

interface SocialSession {
  token: string;
  user: AccountUser;
  created: boolean;
}

let signingKey: CryptoKey;
let jwks: Server;
let server: TestServer;
let uidCounter = 0;

/** Serves `body` as JSON on 127.0.0.1 at a free port. */
async function serveJson(body: unknown): Promise<Server> {
  const http = createServer((_, response) => {
    response.writeHead(200, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(body));
  });
  await new Promise<void>((ready) => http.listen(0, '127.0.0.1', ready));
  return http;
}
const urlOf = (http: Server) => `http://127.0.0.1:${(http.address() as AddressInfo).port}/jwks.json`;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  signingKey = pair.privateKey;
  jwks = await serveJson({ keys: [{ ...(await exportJWK(pair.publicKey)), kid: KEY_ID, alg: 'RS256', use: 'sig' }] });
  const jwksUrl = urlOf(jwks);
  server = await startTestServer({ services: () => ({ identity: new FirebaseTokenVerifier({ projectId: PROJECT, jwksUrl }) }) });
}, 60_000);
afterAll(async () => {
  await server.close();
  await new Promise((done) => jwks.close(done));
});

interface TokenOptions {
  readonly claims?: JWTPayload;
  readonly issuer?: string;
  readonly audience?: string;
  readonly expiresAt?: number;
  readonly key?: CryptoKey;
  readonly keyId?: string;
}

/** A Firebase-like ID token; by default valid for an hour, for a Google user with a verified email. */
function idToken(uid: string, { claims = {}, issuer = ISSUER, audience = PROJECT, expiresAt, key = signingKey, keyId = KEY_ID }: TokenOptions = {}) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    email: `${uid}@gmail.test`,
    email_verified: true,
    name: 'Reem Alotaibi',
    auth_time: now - 5,
    firebase: { sign_in_provider: 'google.com' },
    ...claims,
  })
    .setProtectedHeader({ alg: 'RS256', kid: keyId })
    .setSubject(uid)
    .setIssuer(issuer)
    .setAudience(audience)
    .setIssuedAt(now - 5)
    .setExpirationTime(expiresAt ?? now + 3600)
    .sign(key);
}

const newUid = () => `firebase-uid-${++uidCounter}`;

const signIn = async (token: string, provider = 'google', headers: Record<string, string> = {}, target = server) =>
  target.json<SocialSession & ErrorBody>('POST', '/api/auth/social', { idToken: token, provider }, headers);

describe('social sign-in', () => {
  it('creates the account on first use and signs the same account in afterwards', async () => {
    const uid = newUid();
    const first = await signIn(await idToken(uid, { claims: { email: `${uid}@GMAIL.test` } }), 'google', { 'Accept-Language': 'ar' });
    expect(first.status).toBe(200);
    expect(first.body.created).toBe(true);
    expect(first.body.user).toEqual({
      id: expect.any(String),
      fullName: 'Reem Alotaibi',
      email: `${uid}@gmail.test`,
      phone: null,
      language: 'ar',
      role: 'shopper',
      sellerSlug: null,
      hasPassword: false,
      hasSocialSignIn: true,
    });
    const me = await server.json<AccountUser>('GET', '/api/auth/me', undefined, { Authorization: `Bearer ${first.body.token}` });
    expect(me).toMatchObject({ status: 200, body: first.body.user });

    const again = await signIn(await idToken(uid));
    expect(again.status).toBe(200);
    expect(again.body.created).toBe(false);
    expect(again.body.user.id).toBe(first.body.user.id);
    expect(again.body.token).not.toBe(first.body.token);
  });

  it('accepts Apple when the token says Apple signed the shopper in', async () => {
    const token = await idToken(newUid(), { claims: { firebase: { sign_in_provider: 'apple.com' }, name: undefined } });
    const { status, body } = await signIn(token, 'apple');
    expect(status).toBe(200);
    expect(body.created).toBe(true);
    expect(body.user.fullName).toMatch(/^firebase-uid-\d+$/); // no name claim: the email's local part
  });

  it('signs into the password account with the same, verified, email and links it', async () => {
    const password = 'Herfa#2025';
    const registered = await registerThroughApi<SocialSession>(server, {
      fullName: 'Reem Alotaibi',
      email: 'reem@herfa.test',
      phone: '0551234567',
      password,
      passwordConfirmation: password,
      termsAccepted: true,
    });
    const uid = newUid();
    const { status, body } = await signIn(await idToken(uid, { claims: { email: 'Reem@Herfa.test' } }));
    expect(status).toBe(200);
    expect(registered.body.user.hasSocialSignIn).toBe(false);
    expect(body).toMatchObject({ created: false, user: { id: registered.body.user.id, hasPassword: true, hasSocialSignIn: true } });
    // Linked: the next sign-in finds the account by the Firebase user, and the password still works.
    expect((await signIn(await idToken(uid, { claims: { email: 'reem.new@herfa.test' } }))).body.user.id).toBe(registered.body.user.id);
    expect((await server.json('POST', '/api/auth/login', { email: 'reem@herfa.test', password })).status).toBe(200);
  });

  it('does not take over a password account when the provider has not verified the email', async () => {
    const password = 'Herfa#2025';
    await registerThroughApi(server, {
      fullName: 'Huda Alqahtani',
      email: 'huda@herfa.test',
      phone: '0551234567',
      password,
      passwordConfirmation: password,
      termsAccepted: true,
    });
    const token = await idToken(newUid(), { claims: { email: 'huda@herfa.test', email_verified: false } });
    const { status, body } = await signIn(token);
    expect(status).toBe(409);
    expect(body.code).toBe('auth.socialEmailUnverified');
  });

  it('keeps a social-only account out of password login', async () => {
    const uid = newUid();
    await signIn(await idToken(uid));
    const { status, body } = await server.json<ErrorBody>('POST', '/api/auth/login', { email: `${uid}@gmail.test`, password: 'Herfa#2025' });
    expect(status).toBe(401);
    expect(body.code).toBe('auth.invalidCredentials');
  });

  describe('refuses a token that is not valid with 401 auth.socialTokenInvalid', () => {
    const now = () => Math.floor(Date.now() / 1000);
    const cases: [string, () => Promise<string>][] = [
      ['for another project (audience)', () => idToken(newUid(), { audience: 'someone-else' })],
      ['from another issuer', () => idToken(newUid(), { issuer: 'https://securetoken.google.com/someone-else' })],
      ['that has expired', () => idToken(newUid(), { expiresAt: now() - 60 })],
      ['signed with another key (bad signature)', async () => idToken(newUid(), { key: (await generateKeyPair('RS256')).privateKey })],
      ['signed with a key the JWKS does not list', async () => idToken(newUid(), { key: (await generateKeyPair('RS256')).privateKey, keyId: 'unknown' })],
      ['without an email', () => idToken(newUid(), { claims: { email: undefined } })],
      ['from another provider than the one named', () => idToken(newUid(), { claims: { firebase: { sign_in_provider: 'apple.com' } } })],
      ['that is not a JWT at all', async () => 'not-a-token'],
    ];
    it.each(cases)('a token %s', async (_, make) => {
      const { status, body } = await signIn(await make());
      expect(status).toBe(401);
      expect(body).toEqual({ code: 'auth.socialTokenInvalid', message: 'The sign-in could not be verified. Please try again.' });
    });

    it('a tampered token, in Arabic', async () => {
      const token = await idToken(newUid());
      const [header, , signature] = token.split('.');
      const forged = Buffer.from(JSON.stringify({ sub: 'admin', aud: PROJECT, iss: ISSUER, exp: now() + 3600 })).toString('base64url');
      const { status, body } = await signIn(`${header}.${forged}.${signature}`, 'google', { 'Accept-Language': 'ar' });
      expect(status).toBe(401);
      expect(body.message).toBe('تعذّر التحقق من تسجيل الدخول. يرجى المحاولة مجددًا.');
    });
  });

  it('validates the request: a token and a known provider', async () => {
    const { status, body } = await server.json<ErrorBody>('POST', '/api/auth/social', { idToken: '', provider: 'facebook' });
    expect(status).toBe(400);
    expect(Object.keys(body.fields ?? {}).sort()).toEqual(['idToken', 'provider']);
  });
});

describe('social sign-in without an identity provider configured', () => {
  let bare: TestServer;
  beforeAll(async () => {
    bare = await startTestServer();
  }, 60_000);
  afterAll(() => bare.close());

  it('answers 503 with the spec\'s "not currently available" message, in both languages', async () => {
    const token = await idToken(newUid());
    expect(bare.services.identity).toBeNull();
    const english = await signIn(token, 'google', {}, bare);
    expect(english.status).toBe(503);
    expect(english.body).toEqual({ code: 'auth.socialUnavailable', message: UNAVAILABLE_EN });
    const arabic = await signIn(token, 'apple', { 'Accept-Language': 'ar' }, bare);
    expect(arabic.body).toEqual({ code: 'auth.socialUnavailable', message: UNAVAILABLE_AR });
  });
});

describe('social sign-in when the keys cannot be fetched', () => {
  let cut: TestServer;
  beforeAll(async () => {
    const gone = await serveJson({});
    const jwksUrl = urlOf(gone);
    await new Promise((done) => gone.close(done)); // nothing listens there any more
    cut = await startTestServer({ services: () => ({ identity: new FirebaseTokenVerifier({ projectId: PROJECT, jwksUrl }) }) });
  }, 60_000);
  afterAll(() => cut.close());

  it('answers 503 (try again later), not "token invalid"', async () => {
    const { status, body } = await signIn(await idToken(newUid()), 'google', {}, cut);
    expect(status).toBe(503);
    expect(body.code).toBe('http.unavailable');
  });
});

describe('the identity provider configuration', () => {
  it('is off unless FIREBASE_PROJECT_ID is set, and uses Google\'s keys unless FIREBASE_JWKS_URL says otherwise', () => {
    expect(loadConfig({}).identity).toBeNull();
    expect(loadConfig({ FIREBASE_PROJECT_ID: 'herfa-prod', FIREBASE_API_KEY: 'AIzaSyHerfa' }).identity).toEqual({
      projectId: 'herfa-prod',
      jwksUrl: FIREBASE_JWKS_URL,
      emulatorHost: null,
      web: { apiKey: 'AIzaSyHerfa', authDomain: 'herfa-prod.firebaseapp.com', appId: null },
    });
    expect(FIREBASE_JWKS_URL).toBe('https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com');
    const custom = loadConfig({ FIREBASE_PROJECT_ID: 'p', FIREBASE_API_KEY: 'k', FIREBASE_JWKS_URL: 'http://127.0.0.1:9/keys' });
    expect(custom.identity?.jwksUrl).toBe('http://127.0.0.1:9/keys');
    expect(() => loadConfig({ FIREBASE_JWKS_URL: 'not a url' })).toThrow(ConfigError);
  });

  it('needs the web app\'s API key in production, and takes its auth domain and app id', () => {
    expect(() => loadConfig({ FIREBASE_PROJECT_ID: 'herfa-prod' })).toThrow('FIREBASE_PROJECT_ID needs FIREBASE_API_KEY');
    const web = loadConfig({
      FIREBASE_PROJECT_ID: 'herfa-prod',
      FIREBASE_API_KEY: 'AIzaSyHerfa',
      FIREBASE_AUTH_DOMAIN: 'login.herfa.sa',
      FIREBASE_APP_ID: '1:123:web:abc',
    }).identity?.web;
    expect(web).toEqual({ apiKey: 'AIzaSyHerfa', authDomain: 'login.herfa.sa', appId: '1:123:web:abc' });
    expect(() => loadConfig({ FIREBASE_PROJECT_ID: 'p', FIREBASE_API_KEY: 'k', FIREBASE_AUTH_DOMAIN: 'https://x/y' })).toThrow('FIREBASE_AUTH_DOMAIN');
  });

  it('uses the Authentication emulator only when FIREBASE_AUTH_EMULATOR_HOST says so, with a project', () => {
    const emulated = loadConfig({ FIREBASE_PROJECT_ID: 'demo-herfa', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }).identity;
    expect(emulated).toEqual({
      projectId: 'demo-herfa',
      jwksUrl: FIREBASE_JWKS_URL,
      emulatorHost: '127.0.0.1:9099',
      web: { apiKey: EMULATOR_API_KEY, authDomain: 'demo-herfa.firebaseapp.com', appId: null },
    });
    expect(() => loadConfig({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' })).toThrow('FIREBASE_AUTH_EMULATOR_HOST needs FIREBASE_PROJECT_ID');
    for (const host of ['http://127.0.0.1:9099', '127.0.0.1', 'localhost:0', 'localhost:70000']) {
      expect(() => loadConfig({ FIREBASE_PROJECT_ID: 'demo-herfa', FIREBASE_AUTH_EMULATOR_HOST: host }), host).toThrow('must be the emulator\'s host:port');
    }
    expect(loadConfig({ FIREBASE_PROJECT_ID: 'demo-herfa', FIREBASE_AUTH_EMULATOR_HOST: '[::1]:9099' }).identity?.emulatorHost).toBe('[::1]:9099');
  });

  it('gives the services a Firebase token verifier only when configured, and the emulator\'s only when its host is set', () => {
    const database = server.database;
    expect(createServices(database).identity).toBeNull();
    const production = loadConfig({ FIREBASE_PROJECT_ID: PROJECT, FIREBASE_API_KEY: 'k', FIREBASE_JWKS_URL: urlOf(jwks) }).identity;
    const log = memoryLog();
    const verifier = createServices(database, { log: log.logger }, { ...EMBEDDED_ADAPTERS, identity: production }).identity;
    expect(verifier).toBeInstanceOf(FirebaseTokenVerifier);
    expect(verifier).not.toBeInstanceOf(FirebaseEmulatorTokenVerifier);
    expect(log.text()).not.toContain('emulator');

    const emulated = loadConfig({ FIREBASE_PROJECT_ID: 'demo-herfa', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }).identity;
    const warned = memoryLog();
    expect(createServices(database, { log: warned.logger }, { ...EMBEDDED_ADAPTERS, identity: emulated }).identity).toBeInstanceOf(FirebaseEmulatorTokenVerifier);
    expect(warned.lines()).toContainEqual(expect.objectContaining({ level: 'warn', emulatorHost: '127.0.0.1:9099', msg: expect.stringContaining('never set it in production') }));
  });

  it('never takes the emulator\'s unsigned tokens in production: a well-formed unsigned token is refused', async () => {
    const now = Math.floor(Date.now() / 1000);
    const uid = newUid();
    // Exactly what the emulator issues: alg "none", an empty signature, Firebase's claims.
    const unsigned = new UnsecuredJWT({
      email: `${uid}@gmail.test`,
      email_verified: true,
      auth_time: now - 5,
      user_id: uid,
      firebase: { sign_in_provider: 'google.com', identities: { 'google.com': [uid] } },
    })
      .setSubject(uid)
      .setIssuer(ISSUER)
      .setAudience(PROJECT)
      .setIssuedAt(now - 5)
      .setExpirationTime(now + 3600)
      .encode();
    expect(JSON.parse(Buffer.from(unsigned.split('.')[0]!, 'base64url').toString())).toEqual({ alg: 'none' });
    expect(await new FirebaseTokenVerifier({ projectId: PROJECT, jwksUrl: urlOf(jwks) }).verify(unsigned)).toBeNull();
    // Also as the emulator writes the header, and through the API.
    const emulatorHeader = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const asEmulator = `${emulatorHeader}.${unsigned.split('.')[1]}.`;
    expect(await new FirebaseTokenVerifier({ projectId: PROJECT, jwksUrl: urlOf(jwks) }).verify(asEmulator)).toBeNull();
    const { status, body } = await signIn(asEmulator);
    expect(status).toBe(401);
    expect(body.code).toBe('auth.socialTokenInvalid');
  });
});

describe('GET /api/auth/identity', () => {
  it('answers firebase: null when social sign-in is not configured, publicly and cacheably', async () => {
    const { status, body, headers } = await server.json<IdentityConfig>('GET', '/api/auth/identity');
    expect(status).toBe(200);
    expect(body).toEqual({ firebase: null });
    expect(headers.get('Cache-Control')).toBe('public, max-age=300');
  });

  it('answers the web settings, and the emulator\'s URL only when the server uses the emulator', () => {
    const production = loadConfig({ FIREBASE_PROJECT_ID: 'herfa-prod', FIREBASE_API_KEY: 'AIzaSyHerfa', FIREBASE_APP_ID: '1:123:web:abc' }).identity;
    expect(createServices(server.database, {}, { ...EMBEDDED_ADAPTERS, identity: production }).identityConfig).toEqual({
      firebase: { apiKey: 'AIzaSyHerfa', authDomain: 'herfa-prod.firebaseapp.com', projectId: 'herfa-prod', appId: '1:123:web:abc', emulatorUrl: null },
    });
    const emulated = loadConfig({ FIREBASE_PROJECT_ID: 'demo-herfa', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }).identity;
    expect(webIdentityOf(emulated)).toEqual({
      firebase: { apiKey: 'demo-api-key', authDomain: 'demo-herfa.firebaseapp.com', projectId: 'demo-herfa', appId: null, emulatorUrl: 'http://127.0.0.1:9099' },
    });
  });

  it('serves what the services hold', async () => {
    const configured = await startTestServer({
      services: () => ({ identityConfig: webIdentityOf(loadConfig({ FIREBASE_PROJECT_ID: 'herfa-prod', FIREBASE_API_KEY: 'AIzaSyHerfa' }).identity) }),
    });
    try {
      const { body } = await configured.json<IdentityConfig>('GET', '/api/auth/identity', undefined, { 'Accept-Language': 'ar' });
      expect(body.firebase).toMatchObject({ apiKey: 'AIzaSyHerfa', projectId: 'herfa-prod', emulatorUrl: null });
    } finally {
      await configured.close();
    }
  }, 60_000);
});
