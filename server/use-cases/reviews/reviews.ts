// Reviews by shoppers who received what they review: a shopper with a delivered order holding
// the product may review it once. The review and the product's rating counters (which the cards
// and the store's rating read) are written together by the port, in one turn of the shopper's,
// so they always agree. The text is stored as the shopper wrote it (trimmed): escaping is the
// renderer's job (React writes text, never markup), and text escaped on the way in would show
// "&lt;" to all.
import type { ReviewInput } from '../../../src/contract/reviews';
import { reviewerName } from '../../../src/domain/catalogue';
import { fail, ok, type Result } from '../../../src/domain/result';
import type * as v from 'valibot';
import type { Clock, GuestAnswerCache } from '../ports';
import type { ReviewQuestions, ReviewsRepository } from './reviews-repository';

export type ReviewRefusal = 'notReceived' | 'alreadyReviewed';
export type ReviewFailureCode = 'catalogue.productNotFound' | 'reviews.notReceived' | 'reviews.alreadyReviewed';

const REFUSALS: Readonly<Record<ReviewRefusal, ReviewFailureCode>> = {
  notReceived: 'reviews.notReceived',
  alreadyReviewed: 'reviews.alreadyReviewed',
};

export interface Eligibility {
  readonly canReview: boolean;
  readonly reason: ReviewRefusal | null;
}

export interface CreatedReview {
  readonly id: string;
  /** First name and family initial ("Sara Q."), never the full name. */
  readonly author: string;
  readonly rating: number;
  readonly body: string;
  readonly createdAt: string;
}

/** What writing a review uses: the reviews' storage, the time, and guests' cached answers. */
export interface ReviewDesk {
  readonly reviews: ReviewsRepository;
  readonly clock: Clock;
  /** Dropped after a review: guests' cached product pages must show it at once. */
  readonly guestAnswers: GuestAnswerCache;
}

/** Already reviewed wins over not received: either way, no review now. */
async function eligibilityOf(questions: ReviewQuestions, productSlug: string): Promise<Eligibility> {
  if (await questions.hasReviewed(productSlug)) return { canReview: false, reason: 'alreadyReviewed' };
  if (!(await questions.hasReceived(productSlug))) return { canReview: false, reason: 'notReceived' };
  return { canReview: true, reason: null };
}

/** Whether the shopper may review the product now, and why not; an unknown product is not found. */
export async function reviewEligibility(reviews: ReviewsRepository, userId: string, productSlug: string): Promise<Result<Eligibility, ReviewFailureCode>> {
  const questions = reviews.questionsFor(userId);
  if (!(await questions.productExists(productSlug))) return fail('catalogue.productNotFound');
  return ok(await eligibilityOf(questions, productSlug));
}

/**
 * Writes the shopper's review of a product they received. The shopper's turn serialises their
 * own submits, and the port stores at most one review per shopper and product as the last
 * guard: a double submit creates one review and moves the counters once.
 */
export async function createReview(
  desk: ReviewDesk,
  userId: string,
  productSlug: string,
  input: v.InferOutput<typeof ReviewInput>,
): Promise<Result<CreatedReview, ReviewFailureCode>> {
  const result = await desk.reviews.inShopperTurn(userId, async (turn): Promise<Result<CreatedReview, ReviewFailureCode>> => {
    if (!(await turn.productExists(productSlug))) return fail('catalogue.productNotFound');
    const eligibility = await eligibilityOf(turn, productSlug);
    if (eligibility.reason !== null) return fail(REFUSALS[eligibility.reason]);
    const review = await turn.addReview({ productSlug, rating: input.rating, body: input.body, createdAt: desk.clock.now() });
    if (!review) return fail('reviews.alreadyReviewed');
    return ok({
      id: review.id,
      author: reviewerName((await turn.authorName()) ?? ''),
      rating: review.rating,
      body: review.body,
      createdAt: review.createdAt.toISOString(),
    });
  });
  // The product's rating and reviews changed: guests' cached product pages must not hide them.
  if (result.ok) desk.guestAnswers.clear();
  return result;
}
