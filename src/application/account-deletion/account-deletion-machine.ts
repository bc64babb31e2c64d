// The shopper deletes their account from the profile (spec §7 "account delete"). They confirm the
// way the account signs in: an account with Google or Apple sign-in signs in with the provider
// again, for a fresh ID token; any other account gives its password. Herfa's API then deletes the
// account (or refuses: an open order, money in the wallet, a wrong password), and for a social
// account the provider's user is deleted last. The screen then ends the browser's session.
// Chart: docs/state-charts/account-deletion.html (npm run charts)
//
// The server decides who may delete: the machine only asks for the confirmation it will accept.
// Once the API has deleted the account there is no way back, so a provider user that cannot be
// deleted is reported, not shown as a failure.
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { DeletionConfirmation, SocialProvider } from '../ports/account-gateway';
import type { IdentityToken } from '../ports/identity-provider';
import { isRequestFailure } from '../ports/request-failure';

export interface AccountDeletionInput {
  /** The account signs in with Google or Apple (even if it has a password too): it confirms with the provider. */
  readonly hasSocialSignIn: boolean;
}

/** Why the deletion stopped, as the confirmation dialog shows it. */
export interface AccountDeletionFailure {
  /** Signing in with the provider again failed (an IdentityFailure), or the API refused (a RequestFailure). */
  readonly step: 'reauthenticating' | 'deleting';
  /** The provider the shopper confirmed with; null on the password path. */
  readonly provider: SocialProvider | null;
  readonly error: unknown;
}

export interface AccountDeletionContext {
  readonly hasSocialSignIn: boolean;
  readonly provider: SocialProvider | null;
  /** The fresh ID token from signing in again, until the API has used it. */
  readonly idToken: string | null;
  readonly failure: AccountDeletionFailure | null;
  /** The Herfa account is gone but the provider's user could not be deleted. */
  readonly providerUserKept: boolean;
}

export interface AccountDeletionOutput {
  readonly providerUserKept: boolean;
}

export type AccountDeletionEvent =
  | { readonly type: 'OPEN' }
  | { readonly type: 'CONFIRM_PASSWORD'; readonly password: string }
  | { readonly type: 'CONFIRM_WITH_PROVIDER'; readonly provider: SocialProvider }
  | { readonly type: 'CANCEL' };

/** The API's answer to a wrong password, shown beside the password field. */
export const WRONG_PASSWORD = 'auth.currentPasswordWrong';

/** The message the API placed on the password field, when it refused the password. */
export function passwordFieldError(failure: AccountDeletionFailure | null): string | undefined {
  if (failure?.step !== 'deleting' || !isRequestFailure(failure.error)) return undefined;
  const messages = failure.error.fields['password'];
  if (messages !== undefined && messages.length > 0) return messages.join(' ');
  return failure.error.code === WRONG_PASSWORD ? failure.error.message : undefined;
}

const provideFromBinding = <TOutput, TInput>(name: string) =>
  fromPromise<TOutput, TInput>(() => Promise.reject(new Error(`account-deletion.ts provides the ${name} actor`)));

export const accountDeletionMachine = setup({
  types: {
    context: {} as AccountDeletionContext,
    events: {} as AccountDeletionEvent,
    input: {} as AccountDeletionInput,
    output: {} as AccountDeletionOutput,
  },
  actors: {
    // Bound to the IdentityProvider and AccountGateway ports by account-deletion.ts, to fakes by tests.
    reauthenticate: provideFromBinding<IdentityToken, { provider: SocialProvider }>('reauthenticate'),
    deleteAccount: provideFromBinding<void, DeletionConfirmation>('deleteAccount'),
    deleteProviderUser: provideFromBinding<void, void>('deleteProviderUser'),
  },
  actions: {
    /** The account is gone: the screen ends the browser's session (push off, session cleared), says so and goes home. */
    endSession: (_, _params: { providerUserKept: boolean }) => {},
    /** The provider's user outlived the account: the screen logs it (the shopper can do nothing about it). */
    reportProviderUserKept: (_, _params: { error: unknown }) => {},
    forgetAttempt: assign({ provider: null, idToken: null, failure: null }),
  },
  guards: {
    'doesTheAccountConfirmWithItsPassword?': ({ context }) => !context.hasSocialSignIn,
    'doesTheAccountConfirmWithAProvider?': ({ context }) => context.hasSocialSignIn,
    'wasItConfirmedWithAProvider?': ({ context }) => context.provider !== null,
  },
}).createMachine({
  id: 'accountDeletion',
  context: ({ input }) => ({ hasSocialSignIn: input.hasSocialSignIn, provider: null, idToken: null, failure: null, providerUserKept: false }),
  initial: 'idle',
  states: {
    idle: {
      on: { OPEN: { target: 'confirming', actions: 'forgetAttempt' } },
    },
    /** The dialog asks for the password, or offers Google and Apple; a failure stays shown until the next try. */
    confirming: {
      on: {
        CONFIRM_PASSWORD: { guard: 'doesTheAccountConfirmWithItsPassword?', target: 'deleting', actions: 'forgetAttempt' },
        CONFIRM_WITH_PROVIDER: {
          guard: 'doesTheAccountConfirmWithAProvider?',
          target: 'reauthenticating',
          actions: ['forgetAttempt', assign({ provider: ({ event }) => event.provider })],
        },
        CANCEL: { target: 'idle', actions: 'forgetAttempt' },
      },
    },
    /** The provider's popup: signing in again proves the shopper is here now. */
    reauthenticating: {
      invoke: {
        id: 'reauthenticate',
        src: 'reauthenticate',
        input: ({ context }) => ({ provider: context.provider ?? 'google' }),
        onDone: { target: 'deleting', actions: assign({ idToken: ({ event }) => event.output.value }) },
        onError: {
          target: 'confirming',
          actions: assign({ failure: ({ context, event }) => ({ step: 'reauthenticating', provider: context.provider, error: event.error }) }),
        },
      },
    },
    deleting: {
      invoke: {
        id: 'deleteAccount',
        src: 'deleteAccount',
        input: ({ context, event }) => {
          if (context.idToken !== null) return { idToken: context.idToken };
          assertEvent(event, 'CONFIRM_PASSWORD');
          return { password: event.password };
        },
        onDone: [
          { guard: 'wasItConfirmedWithAProvider?', target: 'deletingProviderUser', actions: assign({ idToken: null }) },
          { target: 'done' },
        ],
        onError: {
          target: 'confirming',
          actions: assign({
            idToken: null,
            failure: ({ context, event }) => ({ step: 'deleting', provider: context.provider, error: event.error }),
          }),
        },
      },
    },
    /** Herfa's account is gone; the provider's user goes too, or is reported and left. */
    deletingProviderUser: {
      invoke: {
        id: 'deleteProviderUser',
        src: 'deleteProviderUser',
        onDone: { target: 'done' },
        onError: {
          target: 'done',
          actions: [assign({ providerUserKept: true }), { type: 'reportProviderUserKept', params: ({ event }) => ({ error: event.error }) }],
        },
      },
    },
    done: {
      type: 'final',
      entry: { type: 'endSession', params: ({ context }) => ({ providerUserKept: context.providerUserKept }) },
    },
  },
  output: ({ context }) => ({ providerUserKept: context.providerUserKept }),
});
