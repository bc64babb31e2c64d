// The one identity session of the page: the machine of identity-session-machine.ts bound to the
// IdentityProvider and AccountGateway ports, made on first use (so XState and the machine are not
// part of the first page's JavaScript), and following Herfa's own session: when the shopper signs
// out of Herfa (or deletes the account), the provider's session ends too.
import { createActor, fromPromise, type Actor } from 'xstate';
import type { AccountGateway } from '../ports/account-gateway';
import type { IdentityProvider } from '../ports/identity-provider';
import type { SessionStore } from '../session/session-store';
import { identitySessionMachine } from './identity-session-machine';

export type IdentitySession = Actor<typeof identitySessionMachine>;

export interface IdentitySessionPorts {
  readonly identity: IdentityProvider;
  readonly accounts: AccountGateway;
  readonly sessionStore: SessionStore;
  /** A phone's network (the longer timeout). */
  readonly mobile: boolean;
}

export function createIdentitySession({ identity, accounts, sessionStore, mobile }: IdentitySessionPorts): IdentitySession {
  const actor = createActor(
    identitySessionMachine.provide({
      actors: {
        signInWithProvider: fromPromise(({ input }) => identity.signIn(input.provider)),
        completeRedirect: fromPromise(() => identity.completeRedirect()),
        exchangeToken: fromPromise(({ input }) => accounts.socialSignIn(input.token.value, input.provider)),
        refreshToken: fromPromise(() => identity.refresh()),
        signOutOfProvider: fromPromise(() => identity.signOut()),
      },
    }),
    { input: { mobile } },
  );
  // Herfa's session ending (logout, account deleted, another tab) ends the provider's.
  let signedIn = sessionStore.getState().user !== null;
  sessionStore.subscribe(() => {
    const now = sessionStore.getState().user !== null;
    if (signedIn && !now) actor.send({ type: 'session.end' });
    signedIn = now;
  });
  actor.start();
  return actor;
}
