// The emulator's verifier against a stand-in for the emulator's accounts:lookup (the real emulator
// is exercised in server/http/accounts-social-emulator.test.ts): what decoding refuses without
// asking, and what each of the emulator's answers means.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { UnsecuredJWT, type JWTPayload } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { handClock } from '../testing/hand-clock';
import { FirebaseEmulatorTokenVerifier } from './firebase-emulator-token-verifier';

const PROJECT = 'demo-herfa';
const NOW = new Date('2026-03-01T10:00:00.000Z');
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** What the stand-in answers next, and the tokens it was asked about. */
let answer: { status: number; body: unknown };
let asked: string[];
let paths: string[];
let lookup: Server;
let host: string;

beforeAll(async () => {
  lookup = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      paths.push(request.url ?? '');
      asked.push((JSON.parse(body) as { idToken: string }).idToken);
      response.writeHead(answer.status, { 'Content-Type': 'application/json' }).end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((ready) => lookup.listen(0, '127.0.0.1', ready));
  host = `127.0.0.1:${(lookup.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((done) => lookup.close(() => done())));
beforeEach(() => {
  asked = [];
  paths = [];
  answer = { status: 200, body: { users: [{ localId: 'uid-reem', email: 'reem@gmail.test' }] } };
});

const verifier = () => new FirebaseEmulatorTokenVerifier({ projectId: PROJECT, emulatorHost: host }, handClock(NOW));

/** An unsigned token as the emulator issues them, for uid-reem, signed in a minute ago. */
function emulatorToken({ claims = {}, issuer = `https://securetoken.google.com/${PROJECT}`, audience = PROJECT, expiresAt = seconds(NOW) + 3600 } = {} as {
  claims?: JWTPayload;
  issuer?: string;
  audience?: string;
  expiresAt?: number;
}): string {
  return new UnsecuredJWT({
    email: 'reem@gmail.test',
    email_verified: true,
    name: 'Reem Alotaibi',
    auth_time: seconds(NOW) - 60,
    user_id: 'uid-reem',
    firebase: { sign_in_provider: 'google.com' },
    ...claims,
  })
    .setSubject('uid-reem')
    .setIssuer(issuer)
    .setAudience(audience)
    .setIssuedAt(seconds(NOW) - 60)
    .setExpirationTime(expiresAt)
    .encode();
}

describe('the Authentication emulator’s token verifier', () => {
  it('takes a token the emulator knows, with the same identity rules as production', async () => {
    const token = emulatorToken();
    expect(await verifier().verify(token)).toEqual({
      uid: 'uid-reem',
      email: 'reem@gmail.test',
      emailVerified: true,
      name: 'Reem Alotaibi',
      provider: 'google.com',
      authTime: new Date((seconds(NOW) - 60) * 1000),
    });
    expect(asked).toEqual([token]);
    expect(paths).toEqual([expect.stringMatching(/^\/identitytoolkit\.googleapis\.com\/v1\/accounts:lookup\?key=\w+$/)]);
  });

  it.each([
    ['for another project', () => emulatorToken({ audience: 'demo-other' })],
    ['from another issuer', () => emulatorToken({ issuer: 'https://securetoken.google.com/demo-other' })],
    ['that has expired', () => emulatorToken({ expiresAt: seconds(NOW) - 1 })],
    ['without an email', () => emulatorToken({ claims: { email: undefined } })],
    ['signed in in the future', () => emulatorToken({ claims: { auth_time: seconds(NOW) + 600 } })],
    ['without Firebase’s claims', () => emulatorToken({ claims: { firebase: undefined } })],
    ['that is signed (not the emulator’s)', () => `eyJhbGciOiJSUzI1NiJ9.${emulatorToken().split('.')[1]}.c2lnbmF0dXJl`],
    ['that is no JWT', () => 'not-a-token'],
  ])('refuses a token %s without asking the emulator', async (_, make) => {
    expect(await verifier().verify(make())).toBeNull();
    expect(asked).toEqual([]);
  });

  it('refuses a token the emulator does not know (400)', async () => {
    answer = { status: 400, body: { error: { code: 400, message: 'USER_NOT_FOUND' } } };
    expect(await verifier().verify(emulatorToken())).toBeNull();
  });

  it('refuses a token whose subject or email is not the emulator user’s', async () => {
    answer = { status: 200, body: { users: [{ localId: 'uid-someone-else', email: 'reem@gmail.test' }] } };
    expect(await verifier().verify(emulatorToken())).toBeNull();
    answer = { status: 200, body: { users: [{ localId: 'uid-reem', email: 'other@gmail.test' }] } };
    expect(await verifier().verify(emulatorToken())).toBeNull();
    answer = { status: 200, body: { users: [] } };
    expect(await verifier().verify(emulatorToken())).toBeNull();
  });

  it('throws when the emulator fails or cannot be reached (the sign-in is answered "unavailable")', async () => {
    answer = { status: 500, body: {} };
    await expect(verifier().verify(emulatorToken())).rejects.toThrow('answered accounts:lookup with 500');
    const gone = new FirebaseEmulatorTokenVerifier({ projectId: PROJECT, emulatorHost: '127.0.0.1:9' }, handClock(NOW));
    await expect(gone.verify(emulatorToken())).rejects.toThrow();
  });
});
