import { randomUUID } from 'node:crypto';
import { MemoryOrdersRepository, NAJD_CRAFTS } from '../../testing/memory/memory-orders-repository';
import { drizzleOrdersWorld, HEJAZ_POTTERY, ordersRepositoryContract } from './orders-repository.contract';

ordersRepositoryContract('in memory', async () => {
  const repository = new MemoryOrdersRepository([NAJD_CRAFTS, HEJAZ_POTTERY]);
  return {
    repository,
    newShopper: async ({ fullName, phone = null, wallet } = {}) => {
      const id = randomUUID();
      repository.addShopper(id, fullName, phone);
      if (wallet !== undefined) repository.record(id, [{ kind: 'topup', amount: wallet, ref: `top-up-${randomUUID()}` }]);
      return id;
    },
    place: async (order) => repository.place(order),
    review: async (userId, productSlug) => repository.markReviewed(userId, productSlug),
    stockOf: async (productSlug) => repository.stockOf(productSlug),
    ledgerOf: async (userId) => repository.ledgerOf(userId),
    totalsOf: async (userId) => repository.totalsOf(userId),
    notificationsOf: async (userId) => repository.notificationsOf(userId),
    close: async () => {},
  };
});

ordersRepositoryContract('Drizzle on PGlite', () => drizzleOrdersWorld());
