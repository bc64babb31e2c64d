// The server's ports: what the application needs from the outside world, as nouns.
// Adapters (server/adapters) implement them; server/main.ts chooses which.

/** The current time; tests pass a fixed or advancing clock. */
export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };

export interface Mail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  /** Where a reply should go when it is not the sender (the contact form: the shopper who wrote). */
  readonly replyTo?: string;
}
export interface Mailer {
  send(mail: Mail): Promise<void>;
}

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
}

/** Counts attempts per key within a window; `hit` answers whether this attempt is still allowed. */
export interface RateLimiter {
  hit(key: string, limit: number, windowMs: number): Promise<{ allowed: boolean; retryAfterMs: number }>;
  reset(key: string): Promise<void>;
}

/** What a verified identity-provider token (Firebase ID token) says about the person. */
export interface VerifiedIdentity {
  readonly uid: string;
  readonly email: string;
  readonly emailVerified: boolean;
  readonly name?: string;
  readonly provider: string;
}
export interface IdentityTokenVerifier {
  verify(idToken: string): Promise<VerifiedIdentity | null>;
}

/** The account a request acts for, resolved from its session token. */
export interface AuthUser {
  readonly id: string;
  readonly role: 'shopper' | 'seller';
  readonly sellerSlug: string | null;
  readonly language: string;
}
export interface Authenticator {
  userFromToken(token: string): Promise<AuthUser | null>;
}
