// Verifies Firebase ID tokens (social sign-in) with jose: RS256 signature against the JWKS of
// Google's securetoken service (or the configured one), issuer, audience, expiry and subject.
// What a verified token says about the person (identityOfFirebaseClaims) is shared with the
// Authentication emulator's verifier (firebase-emulator-token-verifier.ts).
import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload } from 'jose';
import { systemClock, type Clock, type IdentityTokenVerifier, type VerifiedIdentity } from '../use-cases/ports';

export interface FirebaseIdentityConfig {
  /** The Firebase project id: the tokens' audience, and part of their issuer. */
  readonly projectId: string;
  /** Where the signing keys are published as a JWKS (config.ts has Google's address). */
  readonly jwksUrl: string;
}

/** The issuer of a project's ID tokens, in production and in the emulator alike. */
export const firebaseIssuer = (projectId: string): string => `https://securetoken.google.com/${projectId}`;

/** jose failures that mean "this token is not valid"; any other failure (keys unreachable) is thrown. */
const INVALID_TOKEN = new Set<string>([
  errors.JWTClaimValidationFailed.code,
  errors.JWTExpired.code,
  errors.JWTInvalid.code,
  errors.JWSInvalid.code,
  errors.JWSSignatureVerificationFailed.code,
  errors.JOSEAlgNotAllowed.code,
  errors.JOSENotSupported.code,
  errors.JWKSNoMatchingKey.code,
  errors.JWKSMultipleMatchingKeys.code,
]);

/** Whether jose failed because the token is not valid (rather than because the keys could not be had). */
export const isInvalidTokenError = (error: unknown): boolean => error instanceof errors.JOSEError && INVALID_TOKEN.has(error.code);

/** Firebase's own claims: which provider signed the shopper in, and when. */
export interface FirebaseClaims extends JWTPayload {
  email?: unknown;
  email_verified?: unknown;
  name?: unknown;
  auth_time?: unknown;
  firebase?: { sign_in_provider?: unknown };
}

/**
 * The identity in the claims of a token whose signature (or emulator) and issuer, audience and
 * expiry were checked; null when Firebase's own rules refuse it: a non-empty uid of at most 128
 * characters, a sign-in in the past, and an email.
 */
export function identityOfFirebaseClaims(claims: FirebaseClaims, now: Date): VerifiedIdentity | null {
  const { sub, email, email_verified: emailVerified, name, auth_time: authTime, firebase } = claims;
  if (typeof sub !== 'string' || sub === '' || sub.length > 128) return null;
  if (typeof authTime === 'number' && authTime * 1000 > now.getTime()) return null;
  if (typeof email !== 'string' || email === '') return null;
  return {
    uid: sub,
    email,
    emailVerified: emailVerified === true,
    ...(typeof name === 'string' && name.trim() !== '' ? { name } : {}),
    provider: typeof firebase?.sign_in_provider === 'string' ? firebase.sign_in_provider : '',
    authTime: typeof authTime === 'number' && Number.isFinite(authTime) ? new Date(authTime * 1000) : null,
  };
}

export class FirebaseTokenVerifier implements IdentityTokenVerifier {
  private readonly keys: ReturnType<typeof createRemoteJWKSet>;

  constructor(
    private readonly config: FirebaseIdentityConfig,
    private readonly clock: Clock = systemClock,
  ) {
    // jose caches the keys and refetches them when a token names an unknown key id.
    this.keys = createRemoteJWKSet(new URL(config.jwksUrl), { timeoutDuration: 5_000 });
  }

  /** The identity in a valid token; null for any token that is not (an unsigned one included); throws when the keys cannot be fetched. */
  async verify(idToken: string): Promise<VerifiedIdentity | null> {
    const now = this.clock.now();
    try {
      const verified = await jwtVerify<FirebaseClaims>(idToken, this.keys, {
        // Only RS256: an unsigned token (alg "none", as the Authentication emulator issues) is refused here.
        algorithms: ['RS256'],
        issuer: firebaseIssuer(this.config.projectId),
        audience: this.config.projectId,
        requiredClaims: ['sub', 'exp', 'iat'],
        currentDate: now,
      });
      return identityOfFirebaseClaims(verified.payload, now);
    } catch (error) {
      if (isInvalidTokenError(error)) return null;
      throw error;
    }
  }
}
