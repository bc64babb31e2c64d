// The ReviewsGateway port: whether the signed-in shopper may review a product (received it, not
// reviewed it yet) and writing that one review. Reading reviews is the catalogue's.
import type { Review } from './catalogue-gateway';
import { serviceToken } from './service-token';

export interface ReviewEligibility {
  readonly canReview: boolean;
  readonly reason: 'notReceived' | 'alreadyReviewed' | null;
}

export interface NewReview {
  /** 1 to 5 stars. */
  readonly rating: number;
  readonly body: string;
}

export interface ReviewsGateway {
  eligibility(productSlug: string): Promise<ReviewEligibility>;
  create(productSlug: string, review: NewReview): Promise<Review>;
}

export const REVIEWS_GATEWAY = serviceToken<ReviewsGateway>('ReviewsGateway');
