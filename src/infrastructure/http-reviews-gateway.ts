// ReviewsGateway over the API's review operations (src/contract/reviews.ts). Loaded lazily by the
// container, only when a signed-in shopper opens a product.
import type { Review } from '../application/ports/catalogue-gateway';
import type { NewReview, ReviewEligibility, ReviewsGateway } from '../application/ports/reviews-gateway';
import { reviewOperations } from '../contract/reviews';
import type { ApiClient } from './api-client';

export class HttpReviewsGateway implements ReviewsGateway {
  constructor(private readonly api: ApiClient) {}

  eligibility(productSlug: string): Promise<ReviewEligibility> {
    return this.api.call(reviewOperations.eligibility, { params: { slug: productSlug } });
  }

  create(productSlug: string, review: NewReview): Promise<Review> {
    return this.api.call(reviewOperations.create, { params: { slug: productSlug }, body: { rating: review.rating, body: review.body } });
  }
}
