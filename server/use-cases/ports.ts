// The server's ports: what the application needs from the outside world, as nouns.
// Adapters (server/adapters) implement them; server/main.ts chooses which.

/** The current time; tests pass a fixed or advancing clock. */
export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };

/** Guests' answers shared for a few seconds (the HTTP layer's response cache), dropped after a change they must show at once. */
export interface GuestAnswerCache {
  clear(): void;
}

export interface Mail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  /** The same mail in HTML, sent beside the text (multipart/alternative). */
  readonly html?: string;
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
  /** Takes back one attempt counted in the key's current window (one that turned out not to be a guess); none below zero. */
  forgive(key: string): Promise<void>;
}

/** What a verified identity-provider token (Firebase ID token) says about the person. */
export interface VerifiedIdentity {
  readonly uid: string;
  readonly email: string;
  readonly emailVerified: boolean;
  readonly name?: string;
  readonly provider: string;
  /** When the person last signed in with the provider (the token's auth_time); null when the token does not say. */
  readonly authTime: Date | null;
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

/** A card payment to start at the gateway. `paymentId` is ours (Moyasar's `given_id`): starting twice with it starts once. */
export interface StartPayment {
  readonly paymentId: string;
  /** Halalas, SAR. */
  readonly amount: number;
  readonly description: string;
  /** Where the gateway sends the shopper's browser back: our /api/payments/{paymentId}/return. */
  readonly callbackUrl: string;
  /** The shopper's interface language, for the gateway's pages. */
  readonly language: 'en' | 'ar';
}

export interface StartedPayment {
  /** Where the shopper's browser goes to pay (a hosted card / 3-D Secure page). */
  readonly redirectUrl: string;
  /** The gateway's own id, when it is known at start; otherwise it comes with the return and is verified. */
  readonly gatewayPaymentId: string | null;
}

export type GatewayPaymentStatus = 'pending' | 'paid' | 'failed';

/** A payment as the gateway reports it server to server: the only account of it that is trusted. */
export interface GatewayPayment {
  readonly gatewayPaymentId: string;
  /** Our payment id as the gateway recorded it (given_id); a return whose payment names another is refused. */
  readonly paymentId: string | null;
  readonly status: GatewayPaymentStatus;
  /** Halalas actually authorised or captured; compared with what we asked for. */
  readonly amount: number;
  readonly currency: string;
  /** The gateway's reason for a failure ("INSUFFICIENT_FUNDS", "3-D Secure failed"), for logs and the failure code. */
  readonly message: string | null;
}

/**
 * A card gateway: the sandbox served by this server (the default) or Moyasar. The browser is
 * sent to `redirectUrl`, comes back to the callback URL, and only then does the server ask the
 * gateway, with its own credentials, what really happened.
 */
export interface PaymentGateway {
  readonly name: 'sandbox' | 'moyasar';
  start(payment: StartPayment): Promise<StartedPayment>;
  /** Null when the gateway knows no such payment. */
  status(gatewayPaymentId: string): Promise<GatewayPayment | null>;
}
