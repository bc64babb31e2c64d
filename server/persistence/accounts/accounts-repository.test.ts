import { MemoryAccountsRepository } from '../../testing/memory/memory-accounts-repository';
import { accountsRepositoryContract, drizzleAccountsWorld } from './accounts-repository.contract';

accountsRepositoryContract('in memory', async () => {
  const repository = new MemoryAccountsRepository();
  return {
    repository,
    owe: async (userId, obligation) => {
      const owed = await repository.inAccountTurn(userId, (turn) => turn.obligations());
      if (obligation.kind === 'openOrder') repository.owe(userId, { openOrders: owed.openOrders + 1 });
      if (obligation.kind === 'paymentUnderWay') repository.owe(userId, { paymentsUnderWay: owed.paymentsUnderWay + 1 });
      if (obligation.kind === 'wallet') repository.owe(userId, { walletBalance: owed.walletBalance + obligation.amount });
      // A finished order ties nothing.
    },
    storedRow: async (userId) => {
      const account = repository.storedAccount(userId);
      if (!account) throw new Error(`No account ${userId}`);
      const { fullName, email, phone, passwordHash, firebaseUid, deletedAt } = account;
      return { fullName, email, phone, passwordHash, firebaseUid, deletedAt: deletedAt ?? null };
    },
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
