// A stand-in for Google's securetoken service in tests: a local RS256 key pair whose public half
// is served as a JWKS on 127.0.0.1, Firebase-like ID tokens signed with it, and the real
// FirebaseTokenVerifier pointed at it.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';
import { FirebaseTokenVerifier } from '../adapters/firebase-token-verifier';

const KEY_ID = 'local-test-key';

export interface TokenOptions {
  /** Claims to add or replace (`email: undefined` drops one). */
  readonly claims?: JWTPayload;
  /** When the person signed in with the provider (auth_time); 5 seconds ago unless given. */
  readonly signedInAt?: Date;
}

export interface LocalFirebase {
  readonly projectId: string;
  readonly jwksUrl: string;
  /** The production verifier, checking tokens against the local keys. */
  verifier(): FirebaseTokenVerifier;
  /** A valid ID token of the Firebase user `uid`, for a Google sign-in with a verified email (`<uid>@gmail.test`). */
  idToken(uid: string, options?: TokenOptions): Promise<string>;
  close(): Promise<void>;
}

export async function localFirebase(projectId = 'herfa-test'): Promise<LocalFirebase> {
  const pair = await generateKeyPair('RS256');
  const signingKey: CryptoKey = pair.privateKey;
  const body = JSON.stringify({ keys: [{ ...(await exportJWK(pair.publicKey)), kid: KEY_ID, alg: 'RS256', use: 'sig' }] });
  const jwks: Server = createServer((_, response) => response.writeHead(200, { 'Content-Type': 'application/json' }).end(body));
  await new Promise<void>((ready) => jwks.listen(0, '127.0.0.1', ready));
  const jwksUrl = `http://127.0.0.1:${(jwks.address() as AddressInfo).port}/jwks.json`;

  return {
    projectId,
    jwksUrl,
    verifier: () => new FirebaseTokenVerifier({ projectId, jwksUrl }),
    idToken(uid, { claims = {}, signedInAt = new Date(Date.now() - 5_000) } = {}) {
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT({
        email: `${uid}@gmail.test`,
        email_verified: true,
        name: 'Reem Alotaibi',
        auth_time: Math.floor(signedInAt.getTime() / 1000),
        firebase: { sign_in_provider: 'google.com' },
        ...claims,
      })
        .setProtectedHeader({ alg: 'RS256', kid: KEY_ID })
        .setSubject(uid)
        .setIssuer(`https://securetoken.google.com/${projectId}`)
        .setAudience(projectId)
        .setIssuedAt(now - 5)
        .setExpirationTime(now + 3600)
        .sign(signingKey);
    },
    close: () => new Promise<void>((done) => jwks.close(() => done())),
  };
}
