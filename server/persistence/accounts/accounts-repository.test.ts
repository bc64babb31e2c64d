import { MemoryAccountsRepository } from '../../testing/memory/memory-accounts-repository';
import { accountsRepositoryContract, drizzleAccountsWorld } from './accounts-repository.contract';

accountsRepositoryContract('in memory', async () => {
  const repository = new MemoryAccountsRepository();
  return {
    repository,
    resetCodes: async (userId) =>
      repository
        .resetCodesOf(userId)
        .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
        .map(({ attempts, usedAt }) => ({ attempts, usedAt })),
    updatedAt: async (userId) => {
      const account = repository.storedAccount(userId);
      if (!account) throw new Error(`No account ${userId}`);
      return account.updatedAt;
    },
    mailKinds: async (userId) => repository.mailsOf(userId).map((mail) => mail.kind),
    close: async () => {},
  };
});

accountsRepositoryContract('Drizzle on PGlite', () => drizzleAccountsWorld());
