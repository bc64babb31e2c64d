// Reviews by shoppers who received what they review: a shopper with a delivered order holding
// the product may review it once. The review and the product's rating counters (rating_count,
// rating_sum, which the cards and the store's rating read) change in one transaction, so they
// always agree. The text is stored as the shopper wrote it (trimmed): escaping is the renderer's
// job (React writes text, never markup), and text escaped on the way in would show "&lt;" to all.
import { and, eq, sql } from 'drizzle-orm';
import type { ReviewInput } from '../../src/contract/reviews';
import { reviewerName } from '../../src/domain/catalogue';
import { fail, ok, type Result } from '../../src/domain/result';
import type * as v from 'valibot';
import { orderItems, orders, products, reviews, users } from '../persistence/schema';
import type { Services } from './services';
import { inTransaction, lockShopper, type Queryable } from '../persistence/transactions';

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
  readonly author: string;
  readonly rating: number;
  readonly body: string;
  readonly createdAt: string;
}

async function productExists(db: Queryable, slug: string): Promise<boolean> {
  const rows = await db.select({ slug: products.slug }).from(products).where(eq(products.slug, slug));
  return rows.length > 0;
}

/** Already reviewed wins over not received: either way, no review now. */
async function eligibilityOf(db: Queryable, userId: string, productSlug: string): Promise<Eligibility> {
  const [reviewed] = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.productSlug, productSlug), eq(reviews.userId, userId)));
  if (reviewed) return { canReview: false, reason: 'alreadyReviewed' };
  const [received] = await db
    .select({ id: orderItems.id })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orders.userId, userId), eq(orders.status, 'delivered'), eq(orderItems.productSlug, productSlug)))
    .limit(1);
  if (!received) return { canReview: false, reason: 'notReceived' };
  return { canReview: true, reason: null };
}

export async function reviewEligibility(services: Services, userId: string, productSlug: string): Promise<Result<Eligibility, ReviewFailureCode>> {
  if (!(await productExists(services.db, productSlug))) return fail('catalogue.productNotFound');
  return ok(await eligibilityOf(services.db, userId, productSlug));
}

/**
 * Writes the shopper's review of a product they received. The shopper's row lock serialises
 * their own submits, and reviews_one_per_shopper_idx (with ON CONFLICT DO NOTHING) is the last
 * guard: a double submit creates one review and moves the counters once.
 */
export async function createReview(
  services: Services,
  userId: string,
  productSlug: string,
  input: v.InferOutput<typeof ReviewInput>,
): Promise<Result<CreatedReview, ReviewFailureCode>> {
  const result = await inTransaction(services.db, async (tx): Promise<Result<CreatedReview, ReviewFailureCode>> => {
    await lockShopper(tx, userId);
    if (!(await productExists(tx, productSlug))) return fail('catalogue.productNotFound');
    const eligibility = await eligibilityOf(tx, userId, productSlug);
    if (eligibility.reason !== null) return fail(REFUSALS[eligibility.reason]);
    const [review] = await tx
      .insert(reviews)
      .values({ productSlug, userId, rating: input.rating, body: input.body, createdAt: services.clock.now() })
      .onConflictDoNothing({ target: [reviews.productSlug, reviews.userId] })
      .returning();
    if (!review) return fail('reviews.alreadyReviewed');
    await tx
      .update(products)
      .set({ ratingCount: sql`${products.ratingCount} + 1`, ratingSum: sql`${products.ratingSum} + ${review.rating}` })
      .where(eq(products.slug, productSlug));
    const [author] = await tx.select({ fullName: users.fullName }).from(users).where(eq(users.id, userId));
    return ok({
      id: review.id,
      author: reviewerName(author?.fullName ?? ''),
      rating: review.rating,
      body: review.body,
      createdAt: review.createdAt.toISOString(),
    });
  });
  // The product's rating and reviews changed: guests' cached product pages must not hide them.
  if (result.ok) services.responseCache.clear();
  return result;
}
