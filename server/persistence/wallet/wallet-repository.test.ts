import { randomUUID } from 'node:crypto';
import { MemoryWalletRepository } from '../../testing/memory/memory-wallet-repository';
import { TurnQueue } from '../../testing/memory/turn-queue';
import { drizzleWalletWorld, moveIn, walletBackfillSpec, walletRepositoryContract } from './wallet-repository.contract';

walletRepositoryContract('in memory', async () => {
  const repository = new MemoryWalletRepository();
  const turns = new TurnQueue();
  return {
    repository,
    newShopper: async () => randomUUID(),
    record: async (userId, rows, from) => repository.record(userId, rows, from),
    move: (userId, move) =>
      turns.run(userId, () =>
        moveIn(
          {
            wallet: async (ref) => ({
              totals: await repository.totals(userId),
              rows: (await repository.ledger(userId)).filter((row) => row.ref === ref).map(({ kind, amount }, index) => ({ seq: index + 1, kind, amount, ref })),
            }),
            appendLedger: async (rows, at) => repository.record(userId, rows, at),
          },
          move,
          new Date('2026-02-01T10:00:00.000Z'),
        ),
      ),
    paidCheckout: async (userId, codes) => repository.paidCheckout(userId, codes),
    close: async () => {},
  };
});

walletRepositoryContract('Drizzle on PGlite', () => drizzleWalletWorld());

walletBackfillSpec('PGlite');
