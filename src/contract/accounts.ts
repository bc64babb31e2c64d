// Accounts and sessions: registering (confirmed by a mailed one-time code), signing in (password
// or social), the signed-in shopper's profile and password, and the forgotten-password flow with
// a mailed one-time code.
import * as v from 'valibot';
import {
  accepted,
  personName,
  digits,
  email,
  max,
  min,
  normaliseSaudiMobile,
  password,
  required,
  saudiMobile,
  toLatinDigits,
} from '../domain/validation';
import { Done, Language } from './common';
import { defineOperation } from './operation';
import { confirmedBy, rule, rules } from './validation';

/** Longer passwords are refused so a request cannot make the server hash megabytes. */
export const PASSWORD_MAX_LENGTH = 128;
export const EMAIL_MAX_LENGTH = 254;
export const FULL_NAME_MIN_LENGTH = 2;
export const FULL_NAME_MAX_LENGTH = 100;
export const RESET_CODE_LENGTH = 6;

const FullName = v.pipe(
  v.string(),
  v.trim(),
  rules('fullName', required(), min(FULL_NAME_MIN_LENGTH), max(FULL_NAME_MAX_LENGTH), personName()),
);

/** Addresses are compared and stored lower-cased. */
const Email = v.pipe(v.string(), v.trim(), v.toLowerCase(), rules('email', required(), max(EMAIL_MAX_LENGTH), email()));

/** Accepted as 05XXXXXXXX, 9665XXXXXXXX or +9665XXXXXXXX (Arabic-Indic digits too); stored as +9665XXXXXXXX. */
const Phone = v.pipe(
  v.string(),
  v.trim(),
  rules('phone', required(), saudiMobile()),
  v.transform((phone) => normaliseSaudiMobile(phone) ?? phone),
);

/** A password being chosen: the spec's rule (8+ characters, upper, lower, digit, symbol). */
const NewPassword = (field: string) =>
  v.pipe(v.string(), rules(field, required(), password(), max(PASSWORD_MAX_LENGTH)));

/** A password being checked: any existing password, so only presence and size. */
const GivenPassword = (field: string) => v.pipe(v.string(), rules(field, required(), max(PASSWORD_MAX_LENGTH)));

/** The mailed one-time code; Arabic-Indic digits are read as Latin ones. */
const ResetCode = v.pipe(
  v.string(),
  v.trim(),
  rules('verificationCode', required(), digits(RESET_CODE_LENGTH)),
  v.transform(toLatinDigits),
);

/** The signed-in account as the storefront keeps it (the spec's `user`). */
export const AccountUser = v.object({
  id: v.pipe(v.string(), v.uuid()),
  fullName: v.string(),
  email: v.string(),
  /** +9665XXXXXXXX; null for an account made by social sign-in until the shopper adds one. */
  phone: v.nullable(v.string()),
  language: Language,
  role: v.picklist(['shopper', 'seller']),
  /** The store a seller account acts for. */
  sellerSlug: v.nullable(v.string()),
  /** False for an account that only signs in socially (it can set one through forgot-password). */
  hasPassword: v.boolean(),
  /** True once the account signs in with Google or Apple (a Firebase user is linked to it). */
  hasSocialSignIn: v.boolean(),
});
export type AccountUser = v.InferOutput<typeof AccountUser>;

/** A new session: the bearer token to send as `Authorization: Bearer <token>`, and its account. */
export const SignedInSession = v.object({ token: v.string(), user: AccountUser });

export const RegisterBody = v.pipe(
  v.object({
    fullName: FullName,
    email: Email,
    phone: Phone,
    password: NewPassword('password'),
    passwordConfirmation: v.pipe(v.string(), rule('passwordConfirmation', required())),
    /** Must be true; absent or false answers "must be accepted" (the default makes an absent box false). */
    termsAccepted: v.optional(v.pipe(v.boolean(), rule('termsAccepted', accepted())), false),
    /** The account's language (mails are written in it); the request's language when absent. */
    language: v.optional(Language),
  }),
  confirmedBy('passwordConfirmation', 'password'),
);

/**
 * What registering answers, the same whether or not the email has an account (the owner of a
 * registered one is mailed instead of a code): where the code went and how long it is valid.
 */
export const RegistrationStarted = v.object({ email: v.string(), expiresInSeconds: v.number() });
export type RegistrationStarted = v.InferOutput<typeof RegistrationStarted>;

export const ConfirmRegistrationBody = v.object({ email: Email, code: ResetCode });

export const ResendRegistrationCodeBody = v.object({ email: Email });

export const LoginBody = v.object({
  email: Email,
  password: GivenPassword('password'),
  /** A remembered session lasts much longer (see the session lifetimes on the server). */
  rememberMe: v.optional(v.boolean(), false),
});

export const UpdateProfileBody = v.object({
  fullName: v.optional(FullName),
  phone: v.optional(Phone),
  language: v.optional(Language),
});

export const ChangePasswordBody = v.pipe(
  v.object({
    currentPassword: GivenPassword('currentPassword'),
    newPassword: NewPassword('newPassword'),
    newPasswordConfirmation: v.pipe(v.string(), rule('newPasswordConfirmation', required())),
  }),
  confirmedBy('newPasswordConfirmation', 'newPassword'),
);

export const ForgotPasswordBody = v.object({ email: Email });

export const VerifyResetCodeBody = v.object({ email: Email, code: ResetCode });

export const ResetPasswordBody = v.pipe(
  v.object({
    email: Email,
    code: ResetCode,
    password: NewPassword('password'),
    passwordConfirmation: v.pipe(v.string(), rule('passwordConfirmation', required())),
  }),
  confirmedBy('passwordConfirmation', 'password'),
);

export const SocialSignInBody = v.object({
  /** The Firebase ID token the browser received after signing in with the provider. */
  idToken: v.pipe(v.string(), rule('idToken', required()), v.maxLength(8192)),
  provider: v.picklist(['google', 'apple']),
});

/**
 * Deleting the signed-in account is confirmed the way the account signs in: an account with a
 * linked Google or Apple sign-in sends a fresh ID token from signing in again (the Firebase user
 * is deleted too, by the browser, once the account is gone); any other account sends its password.
 */
export const DeleteAccountBody = v.object({
  password: v.optional(GivenPassword('password')),
  idToken: v.optional(v.pipe(v.string(), rule('idToken', required()), v.maxLength(8192))),
});

/** How the browser reaches the identity provider: Firebase's web settings, or null when social sign-in is not configured. */
export const IdentityConfig = v.object({
  firebase: v.nullable(
    v.object({
      apiKey: v.string(),
      authDomain: v.string(),
      projectId: v.string(),
      appId: v.nullable(v.string()),
      /** The Firebase Authentication emulator (http://host:port) when the server is set up for it; null in production. */
      emulatorUrl: v.nullable(v.string()),
    }),
  ),
});
export type IdentityConfig = v.InferOutput<typeof IdentityConfig>;

export const accountOperations = {
  register: defineOperation({
    id: 'register',
    method: 'post',
    path: '/api/auth/register',
    summary:
      'Start registering: mail a one-time code to confirm the email with (POST /api/auth/register/confirm); answers the same whether or not the email is registered, and mails a registered one\'s owner instead',
    tag: 'accounts',
    access: 'public',
    body: RegisterBody,
    response: RegistrationStarted,
    status: 202,
  }),
  confirmRegistration: defineOperation({
    id: 'confirmRegistration',
    method: 'post',
    path: '/api/auth/register/confirm',
    summary: 'Create the shopper account with the mailed code and sign it in (auth.codeInvalid, auth.codeExpired, auth.tooManyAttempts)',
    tag: 'accounts',
    access: 'public',
    body: ConfirmRegistrationBody,
    response: SignedInSession,
    status: 201,
  }),
  resendRegistrationCode: defineOperation({
    id: 'resendRegistrationCode',
    method: 'post',
    path: '/api/auth/register/resend',
    summary: 'Mail a new code for the email\'s pending registration (the earlier code stops working); answers as registering does, whatever the email',
    tag: 'accounts',
    access: 'public',
    body: ResendRegistrationCodeBody,
    response: RegistrationStarted,
    status: 202,
  }),
  login: defineOperation({
    id: 'login',
    method: 'post',
    path: '/api/auth/login',
    summary: 'Sign in with email and password (401 auth.invalidCredentials; rate limited per account and address)',
    tag: 'accounts',
    access: 'public',
    body: LoginBody,
    response: SignedInSession,
  }),
  logout: defineOperation({
    id: 'logout',
    method: 'post',
    path: '/api/auth/logout',
    summary: 'End this session (other sessions of the account stay signed in)',
    tag: 'accounts',
    access: 'user',
    response: null,
  }),
  me: defineOperation({
    id: 'getCurrentUser',
    method: 'get',
    path: '/api/auth/me',
    summary: 'The signed-in account',
    tag: 'accounts',
    access: 'user',
    response: AccountUser,
  }),
  updateProfile: defineOperation({
    id: 'updateProfile',
    method: 'patch',
    path: '/api/profile',
    summary: 'Change the signed-in account\'s name, phone or language (the email cannot be changed)',
    tag: 'accounts',
    access: 'user',
    body: UpdateProfileBody,
    response: AccountUser,
  }),
  changePassword: defineOperation({
    id: 'changePassword',
    method: 'post',
    path: '/api/profile/password',
    summary: 'Change the password (the current one is required); every other session is signed out',
    tag: 'accounts',
    access: 'user',
    body: ChangePasswordBody,
    response: Done,
  }),
  forgotPassword: defineOperation({
    id: 'forgotPassword',
    method: 'post',
    path: '/api/auth/forgot-password',
    summary: 'Mail a one-time code to reset the password; answers the same whether or not the email is registered',
    tag: 'accounts',
    access: 'public',
    body: ForgotPasswordBody,
    response: Done,
  }),
  verifyResetCode: defineOperation({
    id: 'verifyResetCode',
    method: 'post',
    path: '/api/auth/forgot-password/verify',
    summary: 'Check a mailed code before choosing the new password (auth.codeInvalid, auth.codeExpired, auth.tooManyAttempts)',
    tag: 'accounts',
    access: 'public',
    body: VerifyResetCodeBody,
    response: Done,
  }),
  resetPassword: defineOperation({
    id: 'resetPassword',
    method: 'post',
    path: '/api/auth/forgot-password/reset',
    summary: 'Set a new password with a mailed code, sign out every session and sign in',
    tag: 'accounts',
    access: 'public',
    body: ResetPasswordBody,
    response: SignedInSession,
  }),
  socialSignIn: defineOperation({
    id: 'socialSignIn',
    method: 'post',
    path: '/api/auth/social',
    summary: 'Sign in with a Firebase ID token (Google or Apple), creating the account on first use (503 auth.socialUnavailable when not configured)',
    tag: 'accounts',
    access: 'public',
    body: SocialSignInBody,
    response: v.object({ token: v.string(), user: AccountUser, created: v.boolean() }),
  }),
  identityConfig: defineOperation({
    id: 'getIdentityConfig',
    method: 'get',
    path: '/api/auth/identity',
    summary: 'The identity provider\'s public web settings for Google and Apple sign-in (firebase: null when not configured)',
    tag: 'accounts',
    access: 'public',
    response: IdentityConfig,
  }),
  deleteAccount: defineOperation({
    id: 'deleteAccount',
    method: 'delete',
    path: '/api/auth/me',
    summary:
      'Delete the signed-in account, confirmed by its password or, for a Google or Apple account, a fresh ID token; refused while an order is open or the wallet holds money (orders and invoices are kept, without the shopper\'s personal data)',
    tag: 'accounts',
    access: 'user',
    body: DeleteAccountBody,
    response: Done,
  }),
};
