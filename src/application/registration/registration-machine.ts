// The registration workflow of spec §2 (/auth/register): the shopper fills in their details, the
// API mails a one-time code to the email (or, when the email has an account, mails its owner and
// answers the same), they enter the code and the account is created and signed in. Where they
// stand is kept as the session's registerData, so reloading the screen resumes at the code: from
// the input, or (a page the server drew signed out, whose session is restored after hydration)
// when the screen hands the restored registerData over.
// Chart: docs/state-charts/registration.html (npm run charts)
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { Registration, RegistrationStarted, SignedInSession } from '../ports/account-gateway';
import { failureOf, type PasswordResetFailure } from '../password-reset/password-reset-machine';
import type { RegisterData } from '../session/session-store';

/** A refused call as the screen shows it: the translated message, and per-field messages. */
export type RegistrationFailure = PasswordResetFailure;

export interface RegistrationInput {
  /** The session's registerData, to resume from; null when no registration is waiting for its code. */
  readonly registerData: RegisterData | null;
}

export interface RegistrationContext {
  /** Where the code was mailed; empty until the details are sent. */
  readonly email: string;
  /** How long the mailed code is valid, in minutes, as the API said; null when not known. */
  readonly minutes: number | null;
  readonly failure: RegistrationFailure | null;
  /** A new code was mailed from the code step, which says so. */
  readonly codeResent: boolean;
  readonly session: SignedInSession | null;
}

export type RegistrationEvent =
  | { readonly type: 'details.submit'; readonly registration: Registration }
  | { readonly type: 'code.submit'; readonly code: string }
  | { readonly type: 'code.resend' }
  | { readonly type: 'email.change' }
  /** The session's registerData, restored after the machine started (the server drew the page without it). */
  | { readonly type: 'registration.resume'; readonly registerData: RegisterData };

const minutesOf = (started: RegistrationStarted): number => Math.round(started.expiresInSeconds / 60);

const provideFromScreen = <TOutput, TInput>(name: string) =>
  fromPromise<TOutput, TInput>(() => Promise.reject(new Error(`The registration screen provides the ${name} actor`)));

export const registrationMachine = setup({
  types: {
    context: {} as RegistrationContext,
    events: {} as RegistrationEvent,
    input: {} as RegistrationInput,
    output: {} as SignedInSession,
  },
  actors: {
    // Named so the screen binds them to the AccountGateway and a test to fakes.
    register: provideFromScreen<RegistrationStarted, Registration>('register'),
    resendCode: provideFromScreen<void, { email: string }>('resendCode'),
    confirm: provideFromScreen<SignedInSession, { email: string; code: string }>('confirm'),
  },
  actions: {
    /** Persists where the registration stands (the session's registerData); the screen provides the store. */
    storeRegisterData: (_, _params: { registerData: RegisterData | null }) => {},
    /** The account is created: the screen signs the shopper in with the session and welcomes them. */
    signIn: (_, _params: { session: SignedInSession }) => {},
  },
  guards: {
    'isACodeAwaited?': ({ context }) => context.email !== '',
  },
}).createMachine({
  id: 'registration',
  context: ({ input }) => ({ email: input.registerData?.email ?? '', minutes: input.registerData?.minutes ?? null, failure: null, codeResent: false, session: null }),
  initial: 'restoring',
  states: {
    restoring: {
      always: [{ guard: 'isACodeAwaited?', target: 'enteringCode' }, { target: 'enteringDetails' }],
    },
    enteringDetails: {
      on: {
        'details.submit': { target: 'registering', actions: assign({ failure: null, codeResent: false }) },
        'registration.resume': {
          target: 'enteringCode',
          actions: assign({ email: ({ event }) => event.registerData.email, minutes: ({ event }) => event.registerData.minutes ?? null, failure: null }),
        },
      },
    },
    registering: {
      invoke: {
        id: 'register',
        src: 'register',
        input: ({ event }) => {
          assertEvent(event, 'details.submit');
          return event.registration;
        },
        onDone: {
          target: 'enteringCode',
          actions: [
            assign({ email: ({ event }) => event.output.email, minutes: ({ event }) => minutesOf(event.output) }),
            { type: 'storeRegisterData', params: ({ event }) => ({ registerData: { email: event.output.email, minutes: minutesOf(event.output) } }) },
          ],
        },
        onError: { target: 'enteringDetails', actions: assign({ failure: ({ event }) => failureOf(event.error) }) },
      },
    },
    enteringCode: {
      on: {
        'code.submit': { target: 'confirming', actions: assign({ codeResent: false, failure: null }) },
        'code.resend': { target: 'resendingCode', actions: assign({ codeResent: false, failure: null }) },
        'email.change': {
          target: 'enteringDetails',
          actions: [assign({ email: '', minutes: null, codeResent: false, failure: null }), { type: 'storeRegisterData', params: { registerData: null } }],
        },
      },
    },
    resendingCode: {
      invoke: {
        id: 'resendCode',
        src: 'resendCode',
        input: ({ context }) => ({ email: context.email }),
        onDone: { target: 'enteringCode', actions: assign({ codeResent: true }) },
        onError: { target: 'enteringCode', actions: assign({ failure: ({ event }) => failureOf(event.error) }) },
      },
    },
    confirming: {
      invoke: {
        id: 'confirm',
        src: 'confirm',
        input: ({ context, event }) => {
          assertEvent(event, 'code.submit');
          return { email: context.email, code: event.code.trim() };
        },
        onDone: {
          target: 'done',
          actions: [
            assign({ session: ({ event }) => event.output }),
            { type: 'storeRegisterData', params: { registerData: null } },
            { type: 'signIn', params: ({ event }) => ({ session: event.output }) },
          ],
        },
        onError: { target: 'enteringCode', actions: assign({ failure: ({ event }) => failureOf(event.error) }) },
      },
    },
    done: { type: 'final' },
  },
  output: ({ context }) => {
    if (context.session === null) throw new Error('A finished registration has a session');
    return context.session;
  },
});
