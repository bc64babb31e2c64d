// The identity session against an in-memory provider and account gateway, on a simulated clock:
// signing in by popup and by the provider's page, the API's refusal, and the token kept fresh
// (5 minutes before expiry, back-off from 30 s doubling to 16 minutes, the 30 s / 60 s timeout).
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { SignedInSession } from '../ports/account-gateway';
import { InMemoryIdentityProvider } from '../ports/in-memory-identity-provider';
import { IdentityFailure } from '../ports/identity-provider';
import type { IdentitySessionEmitted } from './identity-session-machine';
import {
  identitySessionMachine,
  NETWORK_TIMEOUT_MS,
  REFRESH_BEFORE_EXPIRY_MS,
  refreshDelay,
  RETRY_BACKOFF_MAX_MS,
  RETRY_BACKOFF_MIN_MS,
  retryBackoff,
} from './identity-session-machine';

const HOUR = 3_600_000;
const SESSION: SignedInSession = {
  token: 'herfa-session',
  user: {
    id: '00000000-0000-4000-8000-000000000001',
    fullName: 'Noura',
    email: 'noura@example.com',
    phone: null,
    language: 'ar',
    role: 'shopper',
    sellerSlug: null,
    hasPassword: false,
    hasSocialSignIn: true,
  },
};

/** Lets the promises of invoked actors settle. */
const settle = async () => {
  for (let round = 0; round < 10; round += 1) await Promise.resolve();
};

function start(options: { mobile?: boolean; exchange?: () => Promise<SignedInSession> } = {}) {
  const clock = new SimulatedClock();
  const identity = new InMemoryIdentityProvider();
  identity.signInAnswer = { value: 'popup-token', expiresAt: HOUR };
  identity.refreshAnswers = [{ value: 'fresh-token', expiresAt: 2 * HOUR }];
  const exchanged: string[] = [];
  const emitted: IdentitySessionEmitted[] = [];
  const actor = createActor(
    identitySessionMachine.provide({
      actors: {
        signInWithProvider: fromPromise(({ input }) => identity.signIn(input.provider)),
        completeRedirect: fromPromise(() => identity.completeRedirect()),
        exchangeToken: fromPromise(async ({ input }) => {
          exchanged.push(input.token.value);
          return { ...(await (options.exchange ?? (async () => SESSION))()), created: false };
        }),
        refreshToken: fromPromise(() => identity.refresh()),
        signOutOfProvider: fromPromise(() => identity.signOut()),
      },
    }),
    { input: { mobile: options.mobile ?? false, now: () => clock.now() }, clock },
  );
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, clock, identity, exchanged, emitted };
}

describe('the identity session', () => {
  it('signs in through the popup, hands the token to the API and says the shopper is signed in', async () => {
    const { actor, exchanged, emitted } = start();
    actor.send({ type: 'signIn.start', provider: 'apple' });
    expect(actor.getSnapshot().value).toBe('signingIn');
    await settle();
    expect(exchanged).toEqual(['popup-token']);
    expect(actor.getSnapshot().value).toBe('active');
    expect(actor.getSnapshot().context.provider).toBe('apple');
    expect(emitted).toEqual([{ type: 'signedIn', session: { ...SESSION, created: false } }]);
  });

  it('waits for the page to leave when the popup was blocked, and completes the sign-in when it comes back', async () => {
    const { actor, identity, exchanged, emitted } = start();
    identity.signInAnswer = 'redirecting';
    actor.send({ type: 'signIn.start', provider: 'google' });
    await settle();
    expect(actor.getSnapshot().value).toBe('redirecting');
    expect(exchanged).toEqual([]);

    // The next page load of a returning shopper.
    const back = start();
    back.identity.pendingRedirect = { provider: 'google', token: { value: 'redirect-token', expiresAt: HOUR } };
    back.actor.send({ type: 'signIn.returned' });
    await settle();
    expect(back.exchanged).toEqual(['redirect-token']);
    expect(back.actor.getSnapshot().value).toBe('active');
    expect(emitted).toEqual([]);
  });

  it('goes back to signed out when no sign-in was waiting on the way back', async () => {
    const { actor, exchanged } = start();
    actor.send({ type: 'signIn.returned' });
    await settle();
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(exchanged).toEqual([]);
  });

  it.each(['popupClosed', 'networkFailed', 'unauthorizedDomain', 'unsupportedBrowser', 'popupBlocked'] as const)(
    'says why when the provider fails (%s), and stays signed out',
    async (code) => {
      const { actor, identity, exchanged, emitted } = start();
      identity.signInAnswer = code;
      actor.send({ type: 'signIn.start', provider: 'google' });
      await settle();
      expect(actor.getSnapshot().value).toBe('signedOut');
      expect(exchanged).toEqual([]);
      expect(emitted).toEqual([{ type: 'failed', provider: 'google', error: new IdentityFailure(code) }]);
      expect((emitted[0] as { error: IdentityFailure }).error.code).toBe(code);
    },
  );

  it('ends the provider session when the API refuses the token, so the next try starts clean', async () => {
    const refusal = new Error('auth.socialEmailInUse');
    const { actor, identity, emitted } = start({ exchange: () => Promise.reject(refusal) });
    actor.send({ type: 'signIn.start', provider: 'google' });
    await settle();
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(identity.calls).toContain('signOut');
    expect(emitted).toEqual([{ type: 'failed', provider: 'google', error: refusal }]);
  });

  it('refreshes the token 5 minutes before it expires', async () => {
    const { actor, clock, identity } = start();
    actor.send({ type: 'signIn.start', provider: 'google' });
    await settle();
    clock.increment(HOUR - REFRESH_BEFORE_EXPIRY_MS - 1);
    expect(identity.calls).not.toContain('refresh');
    clock.increment(1);
    await settle();
    expect(identity.calls.filter((call) => call === 'refresh')).toHaveLength(1);
    expect(actor.getSnapshot().value).toBe('active');
    expect(actor.getSnapshot().context.token).toEqual({ value: 'fresh-token', expiresAt: 2 * HOUR });
  });

  it('backs off from 30 s, doubling after each failure, and starts again from 30 s after a success', async () => {
    const { actor, clock, identity } = start();
    identity.refreshAnswers = ['networkFailed', 'networkFailed', 'networkFailed', { value: 'fresh-token', expiresAt: 3 * HOUR }];
    actor.send({ type: 'session.resume' });
    await settle();
    const refreshes = () => identity.calls.filter((call) => call === 'refresh').length;
    expect(refreshes()).toBe(1);
    expect(actor.getSnapshot().value).toBe('backingOff');
    for (const [pause, count] of [[30_000, 2], [60_000, 3], [120_000, 4]] as const) {
      clock.increment(pause - 1);
      await settle();
      expect(refreshes()).toBe(count - 1);
      clock.increment(1);
      await settle();
      expect(refreshes()).toBe(count);
    }
    expect(actor.getSnapshot().value).toBe('active');
    expect(actor.getSnapshot().context.failures).toBe(0);
  });

  it.each([
    [false, NETWORK_TIMEOUT_MS.desktop],
    [true, NETWORK_TIMEOUT_MS.mobile],
  ])('gives a refresh up after its timeout (mobile: %s, %i ms) and tries again after the back-off', async (mobile, timeout) => {
    const { actor, clock, identity } = start({ mobile });
    let release: () => void = () => {};
    identity.hold = new Promise((resolve) => (release = resolve));
    actor.send({ type: 'session.resume' });
    clock.increment(timeout - 1);
    expect(actor.getSnapshot().value).toBe('refreshing');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('backingOff');
    expect(actor.getSnapshot().context.failures).toBe(1);
    release();
  });

  it('ends the session when the provider user is gone, and on Herfa logout', async () => {
    const gone = start();
    gone.identity.refreshAnswers = ['userGone'];
    gone.actor.send({ type: 'session.resume' });
    await settle();
    expect(gone.actor.getSnapshot().value).toBe('signedOut');
    expect(gone.identity.calls).toContain('signOut');

    const loggedOut = start();
    loggedOut.actor.send({ type: 'signIn.start', provider: 'google' });
    await settle();
    loggedOut.actor.send({ type: 'session.end' });
    await settle();
    expect(loggedOut.actor.getSnapshot().value).toBe('signedOut');
    expect(loggedOut.identity.calls.at(-1)).toBe('signOut');
  });
});

describe('the refresh timing', () => {
  it('refreshes 5 minutes before expiry, at once when that has passed', () => {
    expect(refreshDelay({ value: 't', expiresAt: HOUR }, 0)).toBe(HOUR - REFRESH_BEFORE_EXPIRY_MS);
    expect(refreshDelay({ value: 't', expiresAt: HOUR }, HOUR - 60_000)).toBe(0);
  });

  it('doubles the back-off from 30 s up to 16 minutes', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(retryBackoff)).toEqual([
      RETRY_BACKOFF_MIN_MS,
      60_000,
      120_000,
      240_000,
      480_000,
      RETRY_BACKOFF_MAX_MS,
      RETRY_BACKOFF_MAX_MS,
      RETRY_BACKOFF_MAX_MS,
    ]);
  });
});
