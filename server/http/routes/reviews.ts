// Routes of writing reviews: whether the signed-in shopper may review a product, and the review
// itself. Each hands validated input to server/use-cases/reviews/reviews.ts and turns an expected
// refusal into its answer, translated: not received is forbidden (403), a second review is a
// conflict (409), an unknown product is missing (404).
import type { Hono } from 'hono';
import { reviewOperations } from '../../../src/contract/reviews';
import type { Result } from '../../../src/domain/result';
import { createReview, reviewEligibility, type ReviewFailureCode } from '../../use-cases/reviews/reviews';
import type { AppEnv } from '../env';
import { conflict, forbidden, notFound, type ApiError } from '../errors';
import { mount } from '../operation';

const answers: Readonly<Record<ReviewFailureCode, () => ApiError>> = {
  'catalogue.productNotFound': () => notFound('catalogue.productNotFound'),
  'reviews.notReceived': () => forbidden('reviews.notReceived'),
  'reviews.alreadyReviewed': () => conflict('reviews.alreadyReviewed'),
};

function answer<T>(result: Result<T, ReviewFailureCode>): T {
  if (result.ok) return result.value;
  throw answers[result.error.code]();
}

export function registerReviewRoutes(app: Hono<AppEnv>): void {
  mount(app, reviewOperations.eligibility, async ({ params }, { services, user }) =>
    answer(await reviewEligibility(services.repositories.reviews, user.id, params.slug)),
  );

  mount(app, reviewOperations.create, async ({ params, body }, { services, user }) => {
    const desk = { reviews: services.repositories.reviews, clock: services.clock, guestAnswers: services.responseCache };
    return answer(await createReview(desk, user.id, params.slug, body));
  });
}
