import { randomUUID } from 'node:crypto';
import { MemoryWalletRepository } from '../../testing/memory/memory-wallet-repository';
import { drizzleWalletWorld, walletRepositoryContract } from './wallet-repository.contract';

walletRepositoryContract('in memory', async () => {
  const repository = new MemoryWalletRepository();
  return {
    repository,
    newShopper: async () => randomUUID(),
    record: async (userId, rows, from) => repository.record(userId, rows, from),
    paidCheckout: async (userId, codes) => repository.paidCheckout(userId, codes),
    close: async () => {},
  };
});

walletRepositoryContract('Drizzle on PGlite', () => drizzleWalletWorld());
