import { randomUUID } from 'node:crypto';
import { MemoryReviewsRepository } from '../../testing/memory/memory-reviews-repository';
import { drizzleReviewsWorld, reviewsRepositoryContract } from './reviews-repository.contract';

reviewsRepositoryContract('in memory', async () => {
  const repository = new MemoryReviewsRepository();
  return {
    repository,
    newShopper: async (fullName = 'Noura Al-Qahtani') => {
      const id = randomUUID();
      repository.addShopper(id, fullName);
      return id;
    },
    order: async (userId, status, productSlugs) => repository.addOrder(userId, status, productSlugs),
    ratingOf: async (productSlug) => repository.ratingOf(productSlug),
    close: async () => {},
  };
});

reviewsRepositoryContract('Drizzle on PGlite', () => drizzleReviewsWorld());
