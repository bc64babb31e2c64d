import { drizzleReviewsWorld, reviewsRepositoryContract } from './reviews-repository.contract';

reviewsRepositoryContract('Drizzle on the PostgreSQL server', () => drizzleReviewsWorld({ postgres: true }));
