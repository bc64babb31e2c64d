// The forgotten-password workflow of spec §2 (/auth/forget-password, then /auth/forget-password/reset):
// the shopper gives their email, a one-time code is mailed, they enter it, then choose a new
// password and are signed in. Where they stand is kept as the session's forgetData, so reloading
// the reset screen resumes at the code (or, once the code is verified, at the new password).
// Chart: docs/state-charts/password-reset.html (npm run charts)
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { PasswordReset, SignedInSession } from '../ports/account-gateway';
import { isRequestFailure } from '../ports/request-failure';
import type { ForgetData } from '../session/session-store';

/** A refused call as the screens show it: the translated message, and per-field messages. */
export interface PasswordResetFailure {
  /** The HTTP status; 0 when the server could not be reached. */
  readonly status: number;
  readonly code: string;
  readonly message: string;
  readonly fields: Readonly<Record<string, readonly string[]>>;
}

export interface PasswordResetInput {
  /** The session's forgetData on the reset screen, to resume from; null on the first screen. */
  readonly forgetData: ForgetData | null;
}

export interface PasswordResetContext {
  readonly email: string;
  /** The code once verified (it must be sent again with the new password). */
  readonly code: string;
  readonly failure: PasswordResetFailure | null;
  /** A new code was mailed from the code screen, which says so. */
  readonly codeResent: boolean;
  readonly session: SignedInSession | null;
}

export type PasswordResetEvent =
  | { readonly type: 'email.submit'; readonly email: string }
  | { readonly type: 'code.submit'; readonly code: string }
  | { readonly type: 'code.resend' }
  | { readonly type: 'email.change' }
  | { readonly type: 'password.submit'; readonly password: string; readonly passwordConfirmation: string };

/** The failures of a reset that mean the code, not the password, must change. */
export const CODE_FAILURES: ReadonlySet<string> = new Set(['auth.codeInvalid', 'auth.codeExpired', 'auth.tooManyAttempts']);

export function failureOf(error: unknown): PasswordResetFailure {
  if (isRequestFailure(error)) return { status: error.status, code: error.code, message: error.message, fields: error.fields };
  return { status: 0, code: 'http.unreachable', message: error instanceof Error ? error.message : String(error), fields: {} };
}

const provideFromScreen = <TOutput, TInput>(name: string) =>
  fromPromise<TOutput, TInput>(() => Promise.reject(new Error(`The password-reset screen provides the ${name} actor`)));

export const passwordResetMachine = setup({
  types: {
    context: {} as PasswordResetContext,
    events: {} as PasswordResetEvent,
    input: {} as PasswordResetInput,
    output: {} as SignedInSession,
  },
  actors: {
    // Named so the screen binds them to the AccountGateway and a test to fakes.
    sendCode: provideFromScreen<void, { email: string }>('sendCode'),
    verifyCode: provideFromScreen<void, { email: string; code: string }>('verifyCode'),
    resetPassword: provideFromScreen<SignedInSession, PasswordReset>('resetPassword'),
  },
  actions: {
    /** Persists where the reset stands (the session's forgetData); the screen provides the store. */
    storeForgetData: (_, _params: { forgetData: ForgetData | null }) => {},
    /** The reset screen sends the shopper to the first step (the first screen already is it). */
    askForTheEmail: () => {},
    /** The new password is set: the screen signs the shopper in with the session and says so. */
    signIn: (_, _params: { session: SignedInSession }) => {},
    clearFailure: assign({ failure: null }),
  },
  guards: {
    'isTheCodeVerified?': ({ context }) => context.code !== '',
    'isTheEmailKnown?': ({ context }) => context.email !== '',
    'wasTheCodeRefused?': ({ event }) =>
      'error' in event && CODE_FAILURES.has(failureOf((event as { error: unknown }).error).code),
  },
}).createMachine({
  id: 'passwordReset',
  context: ({ input }) => ({
    email: input.forgetData?.email ?? '',
    code: input.forgetData?.code ?? '',
    failure: null,
    codeResent: false,
    session: null,
  }),
  initial: 'restoring',
  states: {
    restoring: {
      always: [
        { guard: 'isTheCodeVerified?', target: 'enteringNewPassword' },
        { guard: 'isTheEmailKnown?', target: 'enteringCode' },
        { target: 'enteringEmail' },
      ],
    },
    enteringEmail: {
      entry: 'askForTheEmail',
      on: {
        'email.submit': {
          target: 'sendingCode',
          actions: assign({ email: ({ event }) => event.email.trim(), code: '', codeResent: false, failure: null }),
        },
      },
    },
    sendingCode: {
      invoke: {
        id: 'sendCode',
        src: 'sendCode',
        input: ({ context }) => ({ email: context.email }),
        onDone: {
          target: 'enteringCode',
          actions: { type: 'storeForgetData', params: ({ context }) => ({ forgetData: { email: context.email } }) },
        },
        onError: { target: 'enteringEmail', actions: assign({ failure: ({ event }) => failureOf(event.error) }) },
      },
    },
    enteringCode: {
      on: {
        'code.submit': {
          target: 'verifyingCode',
          actions: assign({ code: ({ event }) => event.code.trim(), codeResent: false, failure: null }),
        },
        'code.resend': { target: 'resendingCode', actions: assign({ codeResent: false, failure: null }) },
        'email.change': {
          target: 'enteringEmail',
          actions: [
            assign({ code: '', codeResent: false, failure: null }),
            { type: 'storeForgetData', params: { forgetData: null } },
          ],
        },
      },
    },
    resendingCode: {
      invoke: {
        id: 'resendCode',
        src: 'sendCode',
        input: ({ context }) => ({ email: context.email }),
        onDone: { target: 'enteringCode', actions: assign({ codeResent: true }) },
        onError: { target: 'enteringCode', actions: assign({ failure: ({ event }) => failureOf(event.error) }) },
      },
    },
    verifyingCode: {
      invoke: {
        id: 'verifyCode',
        src: 'verifyCode',
        input: ({ context }) => ({ email: context.email, code: context.code }),
        onDone: {
          target: 'enteringNewPassword',
          actions: {
            type: 'storeForgetData',
            params: ({ context }) => ({ forgetData: { email: context.email, code: context.code } }),
          },
        },
        onError: {
          target: 'enteringCode',
          actions: assign({ code: '', failure: ({ event }) => failureOf(event.error) }),
        },
      },
    },
    enteringNewPassword: {
      on: {
        'password.submit': { target: 'resetting', actions: 'clearFailure' },
      },
    },
    resetting: {
      invoke: {
        id: 'resetPassword',
        src: 'resetPassword',
        input: ({ context, event }) => {
          assertEvent(event, 'password.submit');
          return {
            email: context.email,
            code: context.code,
            password: event.password,
            passwordConfirmation: event.passwordConfirmation,
          };
        },
        onDone: {
          target: 'done',
          actions: [
            assign({ session: ({ event }) => event.output }),
            { type: 'storeForgetData', params: { forgetData: null } },
            { type: 'signIn', params: ({ event }) => ({ session: event.output }) },
          ],
        },
        onError: [
          {
            guard: 'wasTheCodeRefused?',
            target: 'enteringCode',
            actions: [
              assign({ code: '', failure: ({ event }) => failureOf(event.error) }),
              { type: 'storeForgetData', params: ({ context }) => ({ forgetData: { email: context.email } }) },
            ],
          },
          { target: 'enteringNewPassword', actions: assign({ failure: ({ event }) => failureOf(event.error) }) },
        ],
      },
    },
    done: { type: 'final' },
  },
  output: ({ context }) => {
    if (context.session === null) throw new Error('A finished password reset has a session');
    return context.session;
  },
});
