import { randomUUID } from 'node:crypto';
import { MemoryCartRepository } from '../../testing/memory/memory-cart-repository';
import { cartRepositoryContract, drizzleCartWorld } from './cart-repository.contract';

cartRepositoryContract('in memory', async () => {
  const repository = new MemoryCartRepository();
  return {
    repository,
    newShopper: async () => randomUUID(),
    setStock: async (slug, stock) => repository.setStock(slug, stock),
    close: async () => {},
  };
});

cartRepositoryContract('Drizzle on PGlite', () => drizzleCartWorld());
