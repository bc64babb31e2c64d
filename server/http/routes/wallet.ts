// Read routes of the shopper's wallet: the balance and the money on hold, and the ledger rows a
// shopper is shown, each handed to the use cases of server/use-cases/wallet for the signed-in
// shopper. Top-ups are started and settled by the payment routes.
import type { Hono } from 'hono';
import { walletOperations } from '../../../src/contract/wallet';
import { listWalletEntries, walletBalance } from '../../use-cases/wallet/wallet';
import type { AppEnv } from '../env';
import { mount } from '../operation';

export function registerWalletRoutes(app: Hono<AppEnv>): void {
  mount(app, walletOperations.get, (_, { services, user }) => walletBalance(services.repositories.wallet, user.id));

  mount(app, walletOperations.entries, ({ query }, { services, user }) => listWalletEntries(services.repositories.wallet, user.id, query));
}
