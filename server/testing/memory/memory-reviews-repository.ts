// The reviews port in memory, for the use cases' fast tests. The contract suite
// (server/persistence/reviews/reviews-repository.contract.ts) holds it to the same behaviour as
// the database's adapter: one review per shopper and product, counted once in the product's
// rating counters, one shopper's turns run one after another, and a turn that throws leaving
// nothing behind (like a rollback). Tests seed the products, shoppers and orders it reads.
import { TurnQueue } from './turn-queue';
import { randomUUID } from 'node:crypto';
import type { OrderStatus } from '../../../src/domain/order';
import type { NewReview, ReviewQuestions, ReviewsRepository, ReviewsTurn, StoredReview } from '../../use-cases/reviews/reviews-repository';
import { STORE_PRODUCTS } from '../account-fixtures';

/** A product's rating counters. */
export interface RatingCounters {
  readonly count: number;
  readonly sum: number;
}

interface StoredOrder {
  readonly userId: string;
  readonly status: OrderStatus;
  readonly productSlugs: readonly string[];
}

const keyOf = (productSlug: string, userId: string) => `${productSlug}\u0000${userId}`;

export class MemoryReviewsRepository implements ReviewsRepository {
  private readonly ratings = new Map<string, RatingCounters>();
  private readonly shoppers = new Map<string, string>();
  private readonly orders: StoredOrder[] = [];
  /** Per product and shopper, their one review. */
  private readonly stored = new Map<string, StoredReview>();
  /** One shopper's turns run one after another, as the shopper's row lock makes them. */
  private readonly turns = new TurnQueue();

  /** A catalogue of these products, none rated yet (by default the store's: sadu-cushion, palm-basket, incense-burner). */
  constructor(productSlugs: readonly string[] = STORE_PRODUCTS.map((product) => product.slug)) {
    for (const slug of productSlugs) this.ratings.set(slug, { count: 0, sum: 0 });
  }

  /** A shopper account of this full name. */
  addShopper(userId: string, fullName: string): void {
    this.shoppers.set(userId, fullName);
  }

  /** An order of the shopper's holding these products, in `status`. */
  addOrder(userId: string, status: OrderStatus, productSlugs: readonly string[]): void {
    if (!this.shoppers.has(userId)) throw new Error(`No shopper ${userId} (foreign key)`);
    for (const slug of productSlugs) if (!this.ratings.has(slug)) throw new Error(`No product ${slug} (foreign key)`);
    this.orders.push({ userId, status, productSlugs: [...productSlugs] });
  }

  /** The product's rating counters as stored. */
  ratingOf(productSlug: string): RatingCounters {
    const counters = this.ratings.get(productSlug);
    if (!counters) throw new Error(`No product ${productSlug}`);
    return counters;
  }

  /** The reviews stored of a product, in no particular order. */
  reviewsOf(productSlug: string): StoredReview[] {
    return [...this.stored.values()].filter((review) => review.productSlug === productSlug);
  }

  questionsFor(userId: string): ReviewQuestions {
    return {
      productExists: async (productSlug) => this.ratings.has(productSlug),
      hasReviewed: async (productSlug) => this.stored.has(keyOf(productSlug, userId)),
      hasReceived: async (productSlug) =>
        this.orders.some((order) => order.userId === userId && order.status === 'delivered' && order.productSlugs.includes(productSlug)),
    };
  }

  inShopperTurn<T>(userId: string, work: (turn: ReviewsTurn) => Promise<T>): Promise<T> {
    return this.turns.run(userId, async () => {
      const added: StoredReview[] = [];
      try {
        return await work(this.turnOf(userId, added));
      } catch (error) {
        // Only this turn's own writes are undone: other shoppers' turns may have run meanwhile.
        for (const review of added) {
          this.stored.delete(keyOf(review.productSlug, userId));
          this.count(review.productSlug, -1, -review.rating);
        }
        throw error;
      }
    });
  }

  /** One shopper's turn, noting what it adds in `added`; what the database refuses (a constraint) throws here too. */
  private turnOf(userId: string, added: StoredReview[]): ReviewsTurn {
    return {
      ...this.questionsFor(userId),
      addReview: async (review: NewReview) => {
        if (!this.ratings.has(review.productSlug)) throw new Error(`No product ${review.productSlug} (foreign key)`);
        if (!this.shoppers.has(userId)) throw new Error(`No shopper ${userId} (foreign key)`);
        if (!Number.isInteger(review.rating) || review.rating < 1 || review.rating > 5) throw new Error(`A rating is 1 to 5: ${review.rating} (check constraint)`);
        const key = keyOf(review.productSlug, userId);
        if (this.stored.has(key)) return null;
        const stored: StoredReview = { id: randomUUID(), ...review };
        this.stored.set(key, stored);
        this.count(review.productSlug, 1, review.rating);
        added.push(stored);
        return stored;
      },
      authorName: async () => this.shoppers.get(userId) ?? null,
    };
  }

  private count(productSlug: string, count: number, sum: number): void {
    const counters = this.ratingOf(productSlug);
    this.ratings.set(productSlug, { count: counters.count + count, sum: counters.sum + sum });
  }
}
