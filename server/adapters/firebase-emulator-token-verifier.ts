// Verifies ID tokens of the Firebase Authentication emulator, for trying Google and Apple sign-in
// on a developer's machine. The emulator signs nothing (its tokens say alg "none"), so a token is
// taken only when the emulator itself, asked at accounts:lookup, knows its user: decoding checks
// the issuer, audience and expiry, the claims pass the same rules as production's
// (identityOfFirebaseClaims), and the emulator confirms the uid and email. composition.ts builds
// this verifier only when FIREBASE_AUTH_EMULATOR_HOST is set; nothing else ever accepts such a token.
import { UnsecuredJWT } from 'jose';
import { systemClock, type Clock, type IdentityTokenVerifier, type VerifiedIdentity } from '../use-cases/ports';
import { firebaseIssuer, identityOfFirebaseClaims, type FirebaseClaims } from './firebase-token-verifier';

export interface FirebaseEmulatorConfig {
  /** The (demo) project the emulator runs for: the tokens' audience, and part of their issuer. */
  readonly projectId: string;
  /** Where the emulator listens, as Firebase's FIREBASE_AUTH_EMULATOR_HOST says it: 127.0.0.1:9099. */
  readonly emulatorHost: string;
}

/** How long the emulator may take to answer before the sign-in is answered "unavailable". */
const LOOKUP_TIMEOUT_MS = 5_000;

/** The part of accounts:lookup's answer that is read. */
interface LookupAnswer {
  readonly users?: readonly { readonly localId?: unknown; readonly email?: unknown }[];
}

export class FirebaseEmulatorTokenVerifier implements IdentityTokenVerifier {
  constructor(
    private readonly config: FirebaseEmulatorConfig,
    private readonly clock: Clock = systemClock,
  ) {}

  /** The emulator's URL, as the browser's Firebase SDK is pointed at it (connectAuthEmulator). */
  get emulatorUrl(): string {
    return `http://${this.config.emulatorHost}`;
  }

  /** The identity in a token the emulator issued and still knows; null for any other; throws when the emulator cannot be reached. */
  async verify(idToken: string): Promise<VerifiedIdentity | null> {
    const now = this.clock.now();
    let claims: FirebaseClaims;
    try {
      claims = UnsecuredJWT.decode<FirebaseClaims>(idToken, {
        issuer: firebaseIssuer(this.config.projectId),
        audience: this.config.projectId,
        requiredClaims: ['sub', 'exp', 'iat'],
        currentDate: now,
      }).payload;
    } catch {
      return null; // not an unsigned JWT, or its claims are wrong: decoding touches nothing outside
    }
    const identity = identityOfFirebaseClaims(claims, now);
    // The emulator reads `firebase` unguarded (it fails with a 500 without it): a token of its own always has it.
    if (identity === null || typeof claims.firebase !== 'object' || claims.firebase === null) return null;

    const response = await fetch(`${this.emulatorUrl}/identitytoolkit.googleapis.com/v1/accounts:lookup?key=emulator`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ idToken }),
      signal: AbortSignal.timeout(LOOKUP_TIMEOUT_MS),
    });
    // 400: the emulator does not know the token's user (INVALID_ID_TOKEN, USER_NOT_FOUND, TOKEN_EXPIRED, USER_DISABLED).
    if (response.status === 400) return null;
    if (!response.ok) throw new Error(`The Firebase Authentication emulator answered accounts:lookup with ${response.status}`);
    const [user] = ((await response.json()) as LookupAnswer).users ?? [];
    // The emulator finds the user by the token's user_id and checks nothing else: the subject and
    // the email must be its user's, or anyone could write a token naming a user it has.
    const sameUser = user?.localId === identity.uid && typeof user.email === 'string' && user.email.toLowerCase() === identity.email.toLowerCase();
    return sameUser ? identity : null;
  }
}
