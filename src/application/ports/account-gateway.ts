// The AccountGateway port: registering (confirmed by a mailed code), signing in, the signed-in shopper's profile and password,
// and the forgotten-password flow (signing out is the AuthSession port's). Its data types mirror
// the API's answers, so the HTTP adapter's results are checked against them by the compiler.
import type { Language } from '../../domain/locale';
import type { SessionUser } from '../session/session-store';
import { serviceToken } from './service-token';

/** The signed-in account (GET /api/auth/me); the session keeps it as its `user`. */
export interface AccountUser extends SessionUser {
  readonly language: Language;
}

/** A new session: the bearer token and its account. */
export interface SignedInSession {
  readonly token: string;
  readonly user: AccountUser;
}

export interface Registration {
  readonly fullName: string;
  readonly email: string;
  readonly phone: string;
  readonly password: string;
  readonly passwordConfirmation: string;
  readonly termsAccepted: boolean;
  /** The account's language (its mails are written in it). */
  readonly language: Language;
}

/** What registering answers, whether or not the email has an account: where the code went and how long it is valid. */
export interface RegistrationStarted {
  readonly email: string;
  readonly expiresInSeconds: number;
}

export interface Credentials {
  readonly email: string;
  readonly password: string;
  /** A remembered session lasts 30 days; otherwise it ends with the browser session. */
  readonly rememberMe: boolean;
}

export interface ProfileChange {
  readonly fullName?: string;
  readonly phone?: string;
  readonly language?: Language;
}

export interface PasswordChange {
  readonly currentPassword: string;
  readonly newPassword: string;
  readonly newPasswordConfirmation: string;
}

export interface PasswordReset {
  readonly email: string;
  readonly code: string;
  readonly password: string;
  readonly passwordConfirmation: string;
}

export type SocialProvider = 'google' | 'apple';

/**
 * How deleting the account is confirmed: an account with Google or Apple sign-in sends a fresh ID
 * token from signing in again; any other account sends its password.
 */
export type DeletionConfirmation = { readonly password: string } | { readonly idToken: string };

/** Every method rejects with a RequestFailure (ports/request-failure.ts) when the API refuses. */
export interface AccountGateway {
  /** Mails a code to confirm the email with (or, for a registered email, mails its owner); answers the same either way. */
  register(registration: Registration): Promise<RegistrationStarted>;
  /** Mails a new code for the email's pending registration; answers the same whatever the email. */
  resendRegistrationCode(email: string): Promise<void>;
  /** Creates the account with the mailed code and signs it in. */
  confirmRegistration(email: string, code: string): Promise<SignedInSession>;
  login(credentials: Credentials): Promise<SignedInSession>;
  currentUser(): Promise<AccountUser>;
  updateProfile(change: ProfileChange): Promise<AccountUser>;
  /** Every other session of the account is signed out. */
  changePassword(change: PasswordChange): Promise<void>;
  /** Mails a one-time code; answers the same whether or not the email is registered. */
  requestResetCode(email: string): Promise<void>;
  verifyResetCode(email: string, code: string): Promise<void>;
  /** Sets the new password and signs in. */
  resetPassword(reset: PasswordReset): Promise<SignedInSession>;
  /** Signs in with an identity provider's ID token, creating the account on first use (503 auth.socialUnavailable when not configured). */
  socialSignIn(idToken: string, provider: SocialProvider): Promise<SignedInSession & { readonly created: boolean }>;
  /**
   * Deletes the signed-in account and signs it out everywhere (400 auth.currentPasswordWrong on
   * `password`; 409 while an order is open, the wallet holds money, or for a seller account;
   * 401 auth.recentSignInRequired when the ID token is not fresh).
   */
  deleteAccount(confirmation: DeletionConfirmation): Promise<void>;
}

export const ACCOUNT_GATEWAY = serviceToken<AccountGateway>('AccountGateway');
