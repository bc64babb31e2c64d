// The identity provider the browser signs in with for Google and Apple (DESIGN.md "Identity and
// session"): Firebase Authentication in production, its emulator in tests, and a provider that is
// "not configured" when the server has no Firebase settings. The provider proves who the shopper
// is with an ID token; Herfa's own API turns that token into Herfa's session.
import type { SocialProvider } from './account-gateway';
import { serviceToken } from './service-token';

/** An ID token and when it stops being accepted (milliseconds since the epoch). */
export interface IdentityToken {
  readonly value: string;
  readonly expiresAt: number;
}

/**
 * Why the provider could not sign the shopper in, one per condition of spec §8 the shopper can
 * act on. `popupBlocked` only reaches a screen when leaving for the provider's page failed too.
 */
export type IdentityFailureCode =
  | 'unavailable'
  | 'popupBlocked'
  | 'popupClosed'
  | 'networkFailed'
  | 'unauthorizedDomain'
  | 'unsupportedBrowser'
  | 'otherCredential'
  | 'userGone'
  | 'timedOut'
  | 'failed';

export const IDENTITY_FAILURE_CODES: readonly IdentityFailureCode[] = [
  'unavailable',
  'popupBlocked',
  'popupClosed',
  'networkFailed',
  'unauthorizedDomain',
  'unsupportedBrowser',
  'otherCredential',
  'userGone',
  'timedOut',
  'failed',
];

export class IdentityFailure extends Error {
  override readonly name = 'IdentityFailure';
  constructor(
    readonly code: IdentityFailureCode,
    options?: { cause?: unknown },
  ) {
    super(`identity provider: ${code}`, options);
  }
}

export const isIdentityFailure = (error: unknown): error is IdentityFailure => error instanceof IdentityFailure;

/** A sign-in the provider completed, with the ID token the API verifies. */
export interface ProviderSignIn {
  readonly provider: SocialProvider;
  readonly token: IdentityToken;
}

/** What starting a sign-in led to: signed in through the popup, or leaving for the provider's page. */
export type SignInStart = ({ readonly kind: 'signedIn' } & ProviderSignIn) | { readonly kind: 'redirecting' };

/** Every method returns a promise (the adapter loads on first use) and rejects with an IdentityFailure. */
export interface IdentityProvider {
  /** Loads the provider ahead of a click, so the popup opens within the click's permission to open one. */
  prepare(): Promise<void>;
  /**
   * Signs in through the provider's popup window (500×600, spec §9). When the browser blocks the
   * popup, the page leaves for the provider's own page instead and comes back to this address.
   */
  signIn(provider: SocialProvider): Promise<SignInStart>;
  /** True while a sign-in left for the provider's page and has not been completed (read without loading the provider). */
  hasPendingRedirect(): Promise<boolean>;
  /** After coming back from the provider's page: the sign-in it completed, or null when none was waiting. */
  completeRedirect(): Promise<ProviderSignIn | null>;
  /** Whether the provider still holds a signed-in user from an earlier visit (read without loading the provider). */
  hasSession(): Promise<boolean>;
  /** A new token for the provider's current user, from the provider (rejects `userGone` when there is none). */
  refresh(): Promise<IdentityToken>;
  /** Signs in again through the popup, for what needs a recent sign-in (deleting the account). */
  reauthenticate(provider: SocialProvider): Promise<IdentityToken>;
  /** Deletes the provider's user (after a recent sign-in) and ends its session. */
  deleteUser(): Promise<void>;
  /** Ends the provider's session in this browser; resolves even when there was none. */
  signOut(): Promise<void>;
}

export const IDENTITY_PROVIDER = serviceToken<IdentityProvider>('IdentityProvider');
