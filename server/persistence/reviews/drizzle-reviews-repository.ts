// Reviews in the database: reviews rows (at most one per shopper and product, by
// reviews_one_per_shopper_idx), the products' rating_count and rating_sum, and the delivered
// orders that make a shopper eligible. A shopper's turn is a transaction that first locks the
// shopper's users row, so that shopper's concurrent submits run one after another.
import { and, eq, sql } from 'drizzle-orm';
import type { NewReview, ReviewQuestions, ReviewsRepository, ReviewsTurn, StoredReview } from '../../use-cases/reviews/reviews-repository';
import type { Db } from '../database';
import { orderItems, orders, products, reviews, users } from '../schema';
import { inShopperTransaction, type Queryable, type Tx } from '../transactions';

export class DrizzleReviewsRepository implements ReviewsRepository {
  constructor(private readonly db: Db) {}

  questionsFor(userId: string): ReviewQuestions {
    return new DrizzleReviewQuestions(this.db, userId);
  }

  inShopperTurn<T>(userId: string, work: (turn: ReviewsTurn) => Promise<T>): Promise<T> {
    return inShopperTransaction(this.db, userId, (tx) => work(new DrizzleReviewsTurn(tx, userId)));
  }
}

/** The questions about one shopper, on the database or inside their turn's transaction. */
class DrizzleReviewQuestions implements ReviewQuestions {
  constructor(
    protected readonly db: Queryable,
    protected readonly userId: string,
  ) {}

  async productExists(productSlug: string): Promise<boolean> {
    // Only a product shoppers may see (published) can be reviewed.
    const rows = await this.db.select({ slug: products.slug }).from(products).where(and(eq(products.slug, productSlug), sql`${products.listed}`));
    return rows.length > 0;
  }

  async hasReviewed(productSlug: string): Promise<boolean> {
    const rows = await this.db
      .select({ id: reviews.id })
      .from(reviews)
      .where(and(eq(reviews.productSlug, productSlug), eq(reviews.userId, this.userId)));
    return rows.length > 0;
  }

  async hasReceived(productSlug: string): Promise<boolean> {
    const rows = await this.db
      .select({ id: orderItems.id })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(and(eq(orders.userId, this.userId), eq(orders.status, 'delivered'), eq(orderItems.productSlug, productSlug)))
      .limit(1);
    return rows.length > 0;
  }
}

/** One shopper's turn inside the transaction that holds the shopper's lock. */
class DrizzleReviewsTurn extends DrizzleReviewQuestions implements ReviewsTurn {
  constructor(
    private readonly tx: Tx,
    userId: string,
  ) {
    super(tx, userId);
  }

  async addReview(review: NewReview): Promise<StoredReview | null> {
    const [stored] = await this.tx
      .insert(reviews)
      .values({ ...review, userId: this.userId })
      .onConflictDoNothing({ target: [reviews.productSlug, reviews.userId] })
      .returning({ id: reviews.id, productSlug: reviews.productSlug, rating: reviews.rating, body: reviews.body, createdAt: reviews.createdAt });
    if (!stored) return null;
    await this.tx
      .update(products)
      .set({ ratingCount: sql`${products.ratingCount} + 1`, ratingSum: sql`${products.ratingSum} + ${stored.rating}` })
      .where(eq(products.slug, stored.productSlug));
    return stored;
  }

  async authorName(): Promise<string | null> {
    const [author] = await this.tx.select({ fullName: users.fullName }).from(users).where(eq(users.id, this.userId));
    return author?.fullName ?? null;
  }
}
