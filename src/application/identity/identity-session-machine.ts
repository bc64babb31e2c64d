// The identity session of spec §9: signing in with Google or Apple through the identity provider
// (a popup, or the provider's own page when the popup is blocked), Herfa's API turning the ID token
// into Herfa's session, and then keeping the provider's token fresh while the shopper stays signed
// in: refreshed 5 minutes before it expires, tried again after 30 s on an error and twice as long
// after each further one (at most 16 minutes), and given up on after 30 s without an answer (60 s
// on a phone's network).
// Chart: docs/state-charts/identity-session.html (npm run charts)
//
// The machine follows Herfa's session: signing out of Herfa ends the provider's session too
// (identity-session.ts sends `session.end`), and a provider user that is gone ends it here.
import { assign, emit, fromPromise, setup } from 'xstate';
import type { SignedInSession, SocialProvider } from '../ports/account-gateway';
import { isIdentityFailure, type IdentityToken, type ProviderSignIn, type SignInStart } from '../ports/identity-provider';

/** Refresh this long before the token expires. */
export const REFRESH_BEFORE_EXPIRY_MS = 5 * 60_000;
/** The first pause after a failed refresh; each further failure doubles it, up to the maximum. */
export const RETRY_BACKOFF_MIN_MS = 30_000;
export const RETRY_BACKOFF_MAX_MS = 16 * 60_000;
/** How long a refresh may go unanswered: 30 s, or 60 s on a phone's network. */
export const NETWORK_TIMEOUT_MS = { desktop: 30_000, mobile: 60_000 } as const;

/** The pause before the next refresh after `failures` failed ones in a row (1 or more). */
export function retryBackoff(failures: number): number {
  return Math.min(RETRY_BACKOFF_MIN_MS * 2 ** Math.max(0, failures - 1), RETRY_BACKOFF_MAX_MS);
}

/** How long until the token should be refreshed: 5 minutes before it expires, and not in the past. */
export function refreshDelay(token: IdentityToken, now: number): number {
  return Math.max(0, token.expiresAt - REFRESH_BEFORE_EXPIRY_MS - now);
}

export interface IdentitySessionInput {
  /** A phone's network: the longer timeout. */
  readonly mobile: boolean;
  /** The time (milliseconds since the epoch); Date.now in the browser, a test's clock in tests. */
  readonly now?: () => number;
}

export interface IdentitySessionContext {
  readonly mobile: boolean;
  readonly now: () => number;
  readonly provider: SocialProvider | null;
  readonly token: IdentityToken | null;
  /** Failed refreshes in a row. */
  readonly failures: number;
}

export type IdentitySessionEvent =
  | { readonly type: 'signIn.start'; readonly provider: SocialProvider }
  /** Back from the provider's page with a sign-in waiting to be completed. */
  | { readonly type: 'signIn.returned' }
  /** A page load of a shopper the provider still knows: keep their token fresh. */
  | { readonly type: 'session.resume' }
  /** Herfa's session ended (logout, account deleted). */
  | { readonly type: 'session.end' };

/** What the screens hear: a Herfa session to start, or why signing in failed. */
export type IdentitySessionEmitted =
  | { readonly type: 'signedIn'; readonly session: SignedInSession & { readonly created: boolean } }
  | { readonly type: 'failed'; readonly provider: SocialProvider; readonly error: unknown };

const provideFromComposition = <TOutput, TInput>(name: string) =>
  fromPromise<TOutput, TInput>(() => Promise.reject(new Error(`identity-session.ts provides the ${name} actor`)));

export const identitySessionMachine = setup({
  types: {
    context: {} as IdentitySessionContext,
    events: {} as IdentitySessionEvent,
    input: {} as IdentitySessionInput,
    emitted: {} as IdentitySessionEmitted,
  },
  actors: {
    // Bound to the IdentityProvider and AccountGateway ports by identity-session.ts, to fakes by tests.
    signInWithProvider: provideFromComposition<SignInStart, { provider: SocialProvider }>('signInWithProvider'),
    completeRedirect: provideFromComposition<ProviderSignIn | null, void>('completeRedirect'),
    exchangeToken: provideFromComposition<SignedInSession & { created: boolean }, ProviderSignIn>('exchangeToken'),
    refreshToken: provideFromComposition<IdentityToken, void>('refreshToken'),
    signOutOfProvider: provideFromComposition<void, void>('signOutOfProvider'),
  },
  delays: {
    untilRefresh: ({ context }) => (context.token === null ? 0 : refreshDelay(context.token, context.now())),
    networkTimeout: ({ context }) => (context.mobile ? NETWORK_TIMEOUT_MS.mobile : NETWORK_TIMEOUT_MS.desktop),
    backoff: ({ context }) => retryBackoff(context.failures),
  },
  guards: {
    'isThePageLeavingForTheProvider?': (_, { start }: { start: SignInStart }) => start.kind === 'redirecting',
    'wasASignInWaiting?': (_, { signIn }: { signIn: ProviderSignIn | null }) => signIn !== null,
    'isTheProviderUserGone?': (_, { error }: { error: unknown }) => isIdentityFailure(error) && error.code === 'userGone',
  },
}).createMachine({
  id: 'identitySession',
  context: ({ input }) => ({ mobile: input.mobile, now: input.now ?? Date.now, provider: null, token: null, failures: 0 }),
  initial: 'signedOut',
  states: {
    signedOut: {
      entry: assign({ provider: null, token: null, failures: 0 }),
      on: {
        'signIn.start': { target: 'signingIn', actions: assign({ provider: ({ event }) => event.provider }) },
        'signIn.returned': 'completingRedirect',
        'session.resume': 'refreshing',
      },
    },
    signingIn: {
      invoke: {
        src: 'signInWithProvider',
        input: ({ context }) => ({ provider: context.provider ?? 'google' }),
        onDone: [
          { guard: { type: 'isThePageLeavingForTheProvider?', params: ({ event }) => ({ start: event.output }) }, target: 'redirecting' },
          {
            target: 'exchanging',
            actions: assign(({ event }) =>
              event.output.kind === 'signedIn' ? { provider: event.output.provider, token: event.output.token } : {},
            ),
          },
        ],
        onError: {
          target: 'signedOut',
          actions: emit(({ context, event }) => ({ type: 'failed' as const, provider: context.provider ?? 'google', error: event.error })),
        },
      },
    },
    /** The page is leaving for the provider's page; it comes back as a new page load (`signIn.returned`). */
    redirecting: {
      on: { 'session.end': 'signingOut' },
    },
    completingRedirect: {
      invoke: {
        src: 'completeRedirect',
        onDone: [
          {
            guard: { type: 'wasASignInWaiting?', params: ({ event }) => ({ signIn: event.output }) },
            target: 'exchanging',
            actions: assign(({ event }) => (event.output === null ? {} : { provider: event.output.provider, token: event.output.token })),
          },
          { target: 'signedOut' },
        ],
        onError: {
          target: 'signedOut',
          actions: emit(({ context, event }) => ({ type: 'failed' as const, provider: context.provider ?? 'google', error: event.error })),
        },
      },
    },
    /** Herfa's API verifies the ID token and signs the shopper in (creating or linking the account). */
    exchanging: {
      invoke: {
        src: 'exchangeToken',
        input: ({ context }) => ({ provider: context.provider ?? 'google', token: context.token ?? { value: '', expiresAt: 0 } }),
        onDone: { target: 'active', actions: emit(({ event }) => ({ type: 'signedIn' as const, session: event.output })) },
        // Refused by Herfa: the provider's session is ended too, so the next try starts clean.
        onError: {
          target: 'signingOut',
          actions: emit(({ context, event }) => ({ type: 'failed' as const, provider: context.provider ?? 'google', error: event.error })),
        },
      },
    },
    active: {
      entry: assign({ failures: 0 }),
      after: { untilRefresh: 'refreshing' },
      on: { 'session.end': 'signingOut' },
    },
    refreshing: {
      invoke: {
        src: 'refreshToken',
        onDone: { target: 'active', actions: assign({ token: ({ event }) => event.output }) },
        onError: [
          { guard: { type: 'isTheProviderUserGone?', params: ({ event }) => ({ error: event.error }) }, target: 'signingOut' },
          { target: 'backingOff', actions: assign({ failures: ({ context }) => context.failures + 1 }) },
        ],
      },
      after: { networkTimeout: { target: 'backingOff', actions: assign({ failures: ({ context }) => context.failures + 1 }) } },
      on: { 'session.end': 'signingOut' },
    },
    backingOff: {
      after: { backoff: 'refreshing' },
      on: { 'session.end': 'signingOut' },
    },
    signingOut: {
      invoke: {
        src: 'signOutOfProvider',
        onDone: 'signedOut',
        onError: 'signedOut',
      },
    },
  },
});
