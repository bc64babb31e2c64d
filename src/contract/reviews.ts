// Writing a review: a shopper who received a product (a delivered order holds it) may review it
// once, with 1 to 5 stars and a text; the product's rating summary follows. Reviews are read
// with the catalogue's listProductReviews.
import * as v from 'valibot';
import { REVIEW_BODY_MAX_LENGTH, REVIEW_BODY_MIN_LENGTH, REVIEW_RATING_MAX, REVIEW_RATING_MIN } from '../domain/review';
import { between, max, min, required } from '../domain/validation';
import { SlugParams } from './common';
import { Review } from './catalogue';
import { defineOperation } from './operation';
import { rules } from './validation';

export { REVIEW_BODY_MAX_LENGTH, REVIEW_BODY_MIN_LENGTH } from '../domain/review';

export const ReviewInput = v.object({
  rating: v.pipe(v.number(), rules('rating', required()), v.safeInteger(), rules('rating', between(REVIEW_RATING_MIN, REVIEW_RATING_MAX))),
  body: v.pipe(v.string(), v.trim(), rules('review', required(), min(REVIEW_BODY_MIN_LENGTH), max(REVIEW_BODY_MAX_LENGTH))),
});

/** Whether the signed-in shopper may review the product now, and why not. */
export const ReviewEligibility = v.object({
  canReview: v.boolean(),
  reason: v.nullable(v.picklist(['notReceived', 'alreadyReviewed'])),
});

export const reviewOperations = {
  eligibility: defineOperation({
    id: 'getReviewEligibility',
    method: 'get',
    path: '/api/products/{slug}/review-eligibility',
    summary: 'Whether the signed-in shopper may review this product (received it, not reviewed yet)',
    tag: 'reviews',
    access: 'user',
    params: SlugParams,
    response: ReviewEligibility,
  }),
  create: defineOperation({
    id: 'createReview',
    method: 'post',
    path: '/api/products/{slug}/reviews',
    summary: 'Review a product the shopper received, once',
    tag: 'reviews',
    access: 'user',
    params: SlugParams,
    body: ReviewInput,
    response: Review,
    status: 201,
  }),
};
