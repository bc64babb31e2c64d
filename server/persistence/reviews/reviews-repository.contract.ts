// What every adapter of the reviews port does, run against each of them: the database's on PGlite
// (reviews-repository.test.ts) and on the PostgreSQL server (.pg.test.ts, where turns truly race),
// and the in-memory one the use cases' tests rely on, so that a fast test stands for the real
// thing. Besides answering the questions, a review is stored once per shopper and product and
// counted once in the product's rating counters, even when added twice at the same time; a turn
// is atomic (work that throws leaves nothing) and runs after the shopper's previous turn.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { OrderStatus } from '../../../src/domain/order';
import { insertStore, signedInShopper } from '../../testing/account-fixtures';
import { insertPaidCheckout } from '../../testing/cart-fixtures';
import type { RatingCounters } from '../../testing/memory/memory-reviews-repository';
import { openTestDatabase } from '../../testing/test-database';
import type { NewReview, ReviewsRepository } from '../../use-cases/reviews/reviews-repository';
import { orderItems, orders, products } from '../schema';
import { DrizzleReviewsRepository } from './drizzle-reviews-repository';

/**
 * An adapter over a catalogue holding the store's products (sadu-cushion, palm-basket,
 * incense-burner), and ways to add shoppers and their orders and to read a product's counters.
 */
export interface ReviewsWorld {
  readonly repository: ReviewsRepository;
  /** A shopper account of this full name; its id. */
  newShopper(fullName?: string): Promise<string>;
  /** An order of the shopper's holding these products, in `status`. */
  order(userId: string, status: OrderStatus, productSlugs: readonly string[]): Promise<void>;
  /** The product's rating counters as stored. */
  ratingOf(productSlug: string): Promise<RatingCounters>;
  close(): Promise<void>;
}

const WRITTEN_AT = new Date('2026-02-01T08:00:00.000Z');
const aReview = (productSlug: string, rating = 4, body = 'Sturdy and well made.'): NewReview => ({ productSlug, rating, body, createdAt: WRITTEN_AT });

const pause = (ms: number) => new Promise((resume) => setTimeout(resume, ms));

export function reviewsRepositoryContract(adapter: string, open: () => Promise<ReviewsWorld>): void {
  describe(`the reviews port: ${adapter}`, () => {
    let world: ReviewsWorld;
    let reviews: ReviewsRepository;
    let shopper: string;
    // One catalogue for the suite; every test acts for shoppers of its own and reads the counters' change.
    beforeAll(async () => {
      world = await open();
      reviews = world.repository;
    }, 60_000);
    afterAll(() => world?.close());
    beforeEach(async () => {
      shopper = await world.newShopper();
    });

    const add = (who: string, review: NewReview) => reviews.inShopperTurn(who, (turn) => turn.addReview(review));
    /** What the product's counters gained while `act` ran. */
    async function gainOf(productSlug: string, act: () => Promise<unknown>): Promise<RatingCounters> {
      const before = await world.ratingOf(productSlug);
      await act();
      const after = await world.ratingOf(productSlug);
      return { count: after.count - before.count, sum: after.sum - before.sum };
    }

    it('knows the catalogue’s products, and a new shopper has neither reviewed nor received any', async () => {
      const questions = reviews.questionsFor(shopper);
      expect(await questions.productExists('palm-basket')).toBe(true);
      expect(await questions.productExists('no-such-product')).toBe(false);
      expect(await questions.hasReviewed('palm-basket')).toBe(false);
      expect(await questions.hasReceived('palm-basket')).toBe(false);
    });

    it('counts as received only a product held by a delivered order of the shopper’s own', async () => {
      const other = await world.newShopper();
      for (const status of ['new', 'inprogress', 'shipped', 'cancelled', 'rejected'] as const) await world.order(shopper, status, ['sadu-cushion']);
      await world.order(other, 'delivered', ['sadu-cushion']);
      expect(await reviews.questionsFor(shopper).hasReceived('sadu-cushion')).toBe(false);
      expect(await reviews.questionsFor(other).hasReceived('sadu-cushion')).toBe(true);

      await world.order(shopper, 'delivered', ['palm-basket', 'incense-burner']);
      const questions = reviews.questionsFor(shopper);
      expect(await questions.hasReceived('palm-basket')).toBe(true);
      expect(await questions.hasReceived('incense-burner')).toBe(true);
      expect(await questions.hasReceived('sadu-cushion')).toBe(false);
      expect(await reviews.inShopperTurn(shopper, (turn) => turn.hasReceived('palm-basket'))).toBe(true);
    });

    it('stores a review as given, answers it, and adds it to the product’s counters once', async () => {
      let stored: Awaited<ReturnType<typeof add>> = null;
      const gain = await gainOf('palm-basket', async () => {
        stored = await add(shopper, aReview('palm-basket', 3, '<b>Lovely</b> & light'));
      });
      expect(stored).toEqual({ id: expect.any(String), productSlug: 'palm-basket', rating: 3, body: '<b>Lovely</b> & light', createdAt: WRITTEN_AT });
      expect(gain).toEqual({ count: 1, sum: 3 });
      expect(await reviews.questionsFor(shopper).hasReviewed('palm-basket')).toBe(true);
      expect(await reviews.inShopperTurn(shopper, (turn) => turn.hasReviewed('palm-basket'))).toBe(true);
      expect(await reviews.questionsFor(shopper).hasReviewed('sadu-cushion')).toBe(false);
    });

    it('stores a second review of the same product by the same shopper never: null, counters moved once', async () => {
      const gain = await gainOf('incense-burner', async () => {
        const answers = await reviews.inShopperTurn(shopper, async (turn) => [
          await turn.addReview(aReview('incense-burner', 5)),
          await turn.addReview(aReview('incense-burner', 1)),
        ]);
        expect(answers.map((answer) => answer?.rating ?? null)).toEqual([5, null]);
        expect(await add(shopper, aReview('incense-burner', 2))).toBeNull();
      });
      expect(gain).toEqual({ count: 1, sum: 5 });
    });

    it('stores one review when the shopper adds it many times at once', async () => {
      const gain = await gainOf('sadu-cushion', async () => {
        const answers = await Promise.all(Array.from({ length: 8 }, () => add(shopper, aReview('sadu-cushion', 4))));
        expect(answers.filter((answer) => answer !== null)).toHaveLength(1);
      });
      expect(gain).toEqual({ count: 1, sum: 4 });
    });

    it('counts every shopper’s review when many review one product at once', async () => {
      const shoppers = [shopper, ...(await Promise.all(Array.from({ length: 5 }, () => world.newShopper())))];
      const gain = await gainOf('sadu-cushion', async () => {
        const answers = await Promise.all(shoppers.map((who, index) => add(who, aReview('sadu-cushion', (index % 5) + 1))));
        expect(answers.every((answer) => answer !== null)).toBe(true);
      });
      expect(gain).toEqual({ count: 6, sum: 1 + 2 + 3 + 4 + 5 + 1 });
    });

    it('scopes reviews to their shopper: another’s review is not this shopper’s', async () => {
      const other = await world.newShopper();
      await add(other, aReview('palm-basket'));
      expect(await reviews.questionsFor(shopper).hasReviewed('palm-basket')).toBe(false);
      expect(await add(shopper, aReview('palm-basket'))).not.toBeNull();
      expect(await reviews.questionsFor(other).hasReviewed('palm-basket')).toBe(true);
    });

    it('reads the shopper’s full name as stored, and none for an unknown account', async () => {
      const named = await world.newShopper('  Sara Abdullah Al-Qahtani ');
      expect(await reviews.inShopperTurn(named, (turn) => turn.authorName())).toBe('  Sara Abdullah Al-Qahtani ');
      expect(await reviews.inShopperTurn('00000000-0000-4000-8000-000000000000', (turn) => turn.authorName())).toBeNull();
    });

    it('refuses a product the catalogue lacks and a rating outside 1 to 5, storing nothing', async () => {
      await expect(add(shopper, aReview('no-such-product'))).rejects.toThrow();
      const gain = await gainOf('incense-burner', async () => {
        await expect(add(shopper, aReview('incense-burner', 0))).rejects.toThrow();
        await expect(add(shopper, aReview('incense-burner', 6))).rejects.toThrow();
      });
      expect(gain).toEqual({ count: 0, sum: 0 });
      expect(await reviews.questionsFor(shopper).hasReviewed('incense-burner')).toBe(false);
    });

    it('leaves nothing of a turn that throws, and goes on with the next one', async () => {
      const refused = new Error('refused by the use case');
      const gain = await gainOf('palm-basket', async () => {
        await expect(
          reviews.inShopperTurn(shopper, async (turn) => {
            expect(await turn.addReview(aReview('palm-basket', 5))).not.toBeNull();
            expect(await turn.hasReviewed('palm-basket')).toBe(true);
            throw refused;
          }),
        ).rejects.toBe(refused);
      });
      expect(gain).toEqual({ count: 0, sum: 0 });
      expect(await reviews.questionsFor(shopper).hasReviewed('palm-basket')).toBe(false);
      expect(await gainOf('palm-basket', () => add(shopper, aReview('palm-basket', 2)))).toEqual({ count: 1, sum: 2 });
    });

    it('runs one shopper’s turns one after another, so a turn sees the review the one before added', async () => {
      const askThenAdd = () =>
        reviews.inShopperTurn(shopper, async (turn) => {
          if (await turn.hasReviewed('incense-burner')) return 'already reviewed';
          await pause(20); // Time for another turn to ask too, were it not waiting.
          return (await turn.addReview(aReview('incense-burner'))) ? 'added' : 'refused by the store';
        });
      const answers = await Promise.all([askThenAdd(), askThenAdd(), askThenAdd()]);
      expect(answers.sort()).toEqual(['added', 'already reviewed', 'already reviewed']);
    });
  });
}

/** The database's adapter over a fresh database holding the store: PGlite, or the PostgreSQL server. */
export async function drizzleReviewsWorld({ postgres = false } = {}): Promise<ReviewsWorld> {
  const { database, drop } = await openTestDatabase({ postgres });
  const { db } = database;
  await insertStore(db);
  let codes = 0;
  return {
    repository: new DrizzleReviewsRepository(db),
    newShopper: async (fullName) => (await signedInShopper(db, fullName)).id,
    order: async (userId, status, productSlugs) => {
      const code = `HRF-${String(++codes).padStart(6, '0')}`;
      const {
        orderIds: [orderId],
      } = await insertPaidCheckout(db, userId, [code]);
      await db.update(orders).set({ status }).where(eq(orders.id, orderId!));
      await db.insert(orderItems).values(
        productSlugs.map((productSlug, position) => ({
          orderId: orderId!,
          position,
          productSlug,
          line: {
            productSlug,
            name: { en: productSlug, ar: productSlug },
            image: null,
            colour: null,
            size: null,
            nameOnProduct: null,
            giftText: null,
            quantity: 1,
            unitPrice: 0,
            unitDiscount: 0,
            total: 0,
            cartLineKey: productSlug,
          },
          quantity: 1,
          total: 0,
        })),
      );
    },
    ratingOf: async (productSlug) => {
      const [row] = await db.select({ count: products.ratingCount, sum: products.ratingSum }).from(products).where(eq(products.slug, productSlug));
      if (!row) throw new Error(`No product ${productSlug}`);
      return row;
    },
    close: drop,
  };
}
