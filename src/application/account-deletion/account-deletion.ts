// The account-deletion machine of account-deletion-machine.ts bound to the ports it calls: signing
// in again and deleting the provider's user through the IdentityProvider, deleting the Herfa
// account through the AccountGateway. The screen adds what it does when the workflow asks.
import { fromPromise } from 'xstate';
import type { AccountGateway, DeletionConfirmation, SocialProvider } from '../ports/account-gateway';
import type { IdentityProvider } from '../ports/identity-provider';
import { accountDeletionMachine } from './account-deletion-machine';

export interface AccountDeletionPorts {
  readonly accounts: Pick<AccountGateway, 'deleteAccount'>;
  readonly identity: Pick<IdentityProvider, 'reauthenticate' | 'deleteUser'>;
}

export function accountDeletionWith({ accounts, identity }: AccountDeletionPorts) {
  return accountDeletionMachine.provide({
    actors: {
      reauthenticate: fromPromise(({ input }: { input: { provider: SocialProvider } }) => identity.reauthenticate(input.provider)),
      deleteAccount: fromPromise(({ input }: { input: DeletionConfirmation }) => accounts.deleteAccount(input)),
      deleteProviderUser: fromPromise<void, void>(() => identity.deleteUser()),
    },
  });
}
