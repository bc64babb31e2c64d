// Writing reviews through real HTTP over a real (PGlite) database: only a shopper who received
// the product (a delivered order holds it) may review it, once; the product's rating summary
// follows at once, for guests too (their cached page is dropped); the text is kept exactly as
// written, markup included, for the storefront to show as text; other shoppers are unaffected.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { ProductDetail } from '../../src/contract/catalogue';
import type { CheckoutOutcome } from '../../src/contract/checkout';
import type { ErrorBody } from '../../src/contract/common';
import { translatorFor } from '../use-cases/messages';
import { orderEvents, orders, products, reviews, users } from '../persistence/schema';
import { aBuyer, addToCart, inArabic, insertShop, resetStock, type Buyer } from '../testing/checkout-fixtures';
import { useTestServer } from '../testing/use-test-server';

type Review = ProductDetail['reviews']['items'][number];
type Eligibility = { canReview: boolean; reason: 'notReceived' | 'alreadyReviewed' | null };

const server = useTestServer({ prepare: ({ db }) => insertShop(db) });
afterEach(() => resetStock(server.database.db));

const db = () => server.database.db;
const eligibility = async (buyer: Buyer, slug: string) =>
  (await server.json<Eligibility>('GET', `/api/products/${slug}/review-eligibility`, undefined, buyer.auth)).body;
const review = (buyer: Buyer, slug: string, body: unknown, headers = buyer.auth) =>
  server.json<Review & ErrorBody>('POST', `/api/products/${slug}/reviews`, body, headers);
const productAsGuest = async (slug: string) => (await server.json<ProductDetail>('GET', `/api/products/${slug}`, undefined, { 'Accept-Language': 'en' })).body;

const LOVELY = { rating: 5, body: 'A lovely cushion, beautifully woven.' };

/** Buys the products from the wallet and moves the order to `status` as its seller would. */
async function bought(buyer: Buyer, slugs: string[], status: 'new' | 'shipped' | 'delivered' = 'delivered'): Promise<void> {
  for (const slug of slugs) await addToCart(server, buyer, slug, 1, slug === 'kilim-rug' ? { colour: 'red' } : {});
  const placed = await server.json<CheckoutOutcome>('POST', '/api/checkout', { addressId: buyer.addressId, idempotencyKey: randomUUID() }, buyer.auth);
  if (placed.status !== 200 || placed.body.state !== 'paid') throw new Error(`Checkout answered ${placed.status}: ${JSON.stringify(placed.body)}`);
  const steps = { new: [], shipped: ['inprogress', 'shipped'], delivered: ['inprogress', 'shipped', 'delivered'] } as const;
  for (const code of placed.body.orderCodes) {
    const [order] = await db().update(orders).set({ status, updatedAt: new Date() }).where(eq(orders.code, code)).returning({ id: orders.id });
    for (const step of steps[status]) await db().insert(orderEvents).values({ orderId: order!.id, status: step, actor: 'seller' });
  }
}

/** A buyer with enough in the wallet for anything in the shop. */
const aShopper = () => aBuyer(db(), { wallet: 500_000 });

async function countersOf(slug: string) {
  const [row] = await db().select({ count: products.ratingCount, sum: products.ratingSum }).from(products).where(eq(products.slug, slug));
  const [actual] = await db()
    .select({ count: sql<number>`count(*)::int`, sum: sql<number>`coalesce(sum(${reviews.rating}), 0)::int` })
    .from(reviews)
    .where(eq(reviews.productSlug, slug));
  return { stored: row!, actual: actual! };
}

describe('only a signed-in shopper reviews', () => {
  it.each([
    ['GET', '/api/products/palm-basket/review-eligibility', undefined],
    ['POST', '/api/products/palm-basket/reviews', LOVELY],
  ])('%s %s without a session answers 401', async (method, path, body) => {
    expect((await server.json<ErrorBody>(method, path, body, { 'Accept-Language': 'en' })).body).toMatchObject({ code: 'auth.required' });
  });

  it('an unknown product is not found', async () => {
    const buyer = await aShopper();
    expect((await server.json<ErrorBody>('GET', '/api/products/no-such-thing/review-eligibility', undefined, buyer.auth)).status).toBe(404);
    expect(await review(buyer, 'no-such-thing', LOVELY)).toMatchObject({ status: 404, body: { code: 'catalogue.productNotFound' } });
  });
});

describe('who may review', () => {
  it('not before the product is delivered, then once', async () => {
    const buyer = await aShopper();
    expect(await eligibility(buyer, 'palm-basket')).toEqual({ canReview: false, reason: 'notReceived' });

    await bought(buyer, ['palm-basket'], 'new');
    expect(await eligibility(buyer, 'palm-basket')).toEqual({ canReview: false, reason: 'notReceived' });
    await bought(buyer, ['palm-basket'], 'shipped');
    expect(await eligibility(buyer, 'palm-basket')).toEqual({ canReview: false, reason: 'notReceived' });

    await bought(buyer, ['palm-basket']);
    expect(await eligibility(buyer, 'palm-basket')).toEqual({ canReview: true, reason: null });
    // Receiving one product is not receiving another of the same store.
    expect(await eligibility(buyer, 'kilim-rug')).toEqual({ canReview: false, reason: 'notReceived' });

    expect((await review(buyer, 'palm-basket', LOVELY)).status).toBe(201);
    expect(await eligibility(buyer, 'palm-basket')).toEqual({ canReview: false, reason: 'alreadyReviewed' });
  });

  it('a cancelled or rejected order is not a delivery', async () => {
    const buyer = await aShopper();
    await bought(buyer, ['incense-burner'], 'new');
    await db().update(orders).set({ status: 'cancelled', reason: 'Changed my mind' }).where(eq(orders.userId, buyer.id));
    expect(await eligibility(buyer, 'incense-burner')).toEqual({ canReview: false, reason: 'notReceived' });
  });

  it('refuses a review of what was not received (403) and a second review (409), translated', async () => {
    const buyer = await aShopper();
    const refused = await review(buyer, 'kilim-rug', LOVELY, inArabic(buyer));
    expect(refused).toMatchObject({ status: 403, body: { code: 'reviews.notReceived', message: 'يمكنك تقييم المنتج بعد استلامه فقط.' } });
    expect((await review(buyer, 'kilim-rug', LOVELY)).body.message).toBe('You can review a product only after you have received it.');

    await bought(buyer, ['kilim-rug']);
    expect((await review(buyer, 'kilim-rug', LOVELY)).status).toBe(201);
    const again = await review(buyer, 'kilim-rug', { rating: 1, body: 'Changed my mind about it.' });
    expect(again).toMatchObject({ status: 409, body: { code: 'reviews.alreadyReviewed', message: translatorFor('en')('reviews.alreadyReviewed') } });
    expect((await review(buyer, 'kilim-rug', LOVELY, inArabic(buyer))).body.message).toBe('لقد قيّمت هذا المنتج من قبل.');
    expect(await countersOf('kilim-rug')).toEqual({ stored: { count: 1, sum: 5 }, actual: { count: 1, sum: 5 } });
  });

  it('refuses a rating outside 1 to 5, a fraction, and a text too short or too long, changing nothing', async () => {
    const buyer = await aShopper();
    await bought(buyer, ['clay-pot']);
    for (const body of [
      { rating: 0, body: LOVELY.body },
      { rating: 6, body: LOVELY.body },
      { rating: 3.5, body: LOVELY.body },
      { rating: '5', body: LOVELY.body },
      { rating: 4, body: '   short   ' },
      { rating: 4, body: 'x'.repeat(2001) },
      { rating: 4 },
    ]) {
      expect((await review(buyer, 'clay-pot', body)).status, JSON.stringify(body).slice(0, 60)).toBe(400);
    }
    expect(await countersOf('clay-pot')).toEqual({ stored: { count: 0, sum: 0 }, actual: { count: 0, sum: 0 } });
    expect(await eligibility(buyer, 'clay-pot')).toEqual({ canReview: true, reason: null });
  });
});

describe('a review', () => {
  it('is answered with its author as first name and family initial, and its text trimmed', async () => {
    const buyer = await aShopper();
    await db().update(users).set({ fullName: 'سارة عبدالله القحطاني' }).where(eq(users.id, buyer.id));
    await bought(buyer, ['sadu-cushion']);
    const { status, body } = await review(buyer, 'sadu-cushion', { rating: 4, body: '   وسادة جميلة ومتقنة الصنع.  \n' });
    expect(status).toBe(201);
    expect(body).toEqual({ id: expect.any(String), author: 'سارة ق.', rating: 4, body: 'وسادة جميلة ومتقنة الصنع.', createdAt: expect.any(String) });

    const other = await aShopper();
    await bought(other, ['sadu-cushion']);
    expect((await review(other, 'sadu-cushion', LOVELY)).body.author).toBe('Sara Q.');
  });

  it('updates the product’s rating summary, for guests at once too', async () => {
    const [first, second, third] = [await aShopper(), await aShopper(), await aShopper()];
    for (const buyer of [first, second, third]) await bought(buyer!, ['incense-burner']);
    const before = await productAsGuest('incense-burner'); // now cached for guests (5 s)
    expect(before.ratingSummary).toEqual({
      average: null,
      count: 0,
      distribution: [5, 4, 3, 2, 1].map((stars) => ({ stars, count: 0 })),
    });

    await review(first!, 'incense-burner', { rating: 5, body: 'Smells wonderful when lit.' });
    await review(second!, 'incense-burner', { rating: 2, body: 'Smaller than I expected.' });
    await review(third!, 'incense-burner', { rating: 5, body: 'A perfect gift for my mother.' });

    const after = await productAsGuest('incense-burner');
    expect(after.rating).toEqual({ average: 4, count: 3 });
    expect(after.ratingSummary).toEqual({
      average: 4,
      count: 3,
      distribution: [
        { stars: 5, count: 2 },
        { stars: 4, count: 0 },
        { stars: 3, count: 0 },
        { stars: 2, count: 1 },
        { stars: 1, count: 0 },
      ],
    });
    expect(after.reviews.total).toBe(3);
    expect(after.reviews.items.map((item) => item.body).sort()).toEqual(
      ['A perfect gift for my mother.', 'Smaller than I expected.', 'Smells wonderful when lit.'].sort(),
    );
    expect(await countersOf('incense-burner')).toEqual({ stored: { count: 3, sum: 12 }, actual: { count: 3, sum: 12 } });
  });

  it('keeps markup as written: returned verbatim as text in JSON, never escaped on the way in', async () => {
    const buyer = await aShopper();
    await bought(buyer, ['palm-basket']);
    const text = '<script>alert(1)</script> & <b>bold</b> "quoted" it is';
    const created = await review(buyer, 'palm-basket', { rating: 3, body: text });
    expect(created.status).toBe(201);
    expect(created.body.body).toBe(text);

    const [stored] = await db().select({ body: reviews.body }).from(reviews).where(eq(reviews.id, created.body.id));
    expect(stored!.body).toBe(text);
    const detail = await server.request('/api/products/palm-basket', { headers: { 'Accept-Language': 'en' } });
    expect(detail.headers.get('Content-Type')).toMatch(/^application\/json/);
    const raw = await detail.text();
    expect(raw).toContain('<script>alert(1)</script>');
    expect(raw).not.toContain('&lt;');
    const page = await server.json<{ items: Review[] }>('GET', '/api/products/palm-basket/reviews', undefined, { 'Accept-Language': 'en' });
    expect(page.body.items.find((item) => item.id === created.body.id)?.body).toBe(text);
  });

  it('is created once when submitted twice at the same time', async () => {
    const buyer = await aShopper();
    await bought(buyer, ['clay-pot']);
    const answers = await Promise.all(Array.from({ length: 5 }, () => review(buyer, 'clay-pot', { rating: 4, body: 'Sturdy and well glazed.' })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409, 409]);
    const mine = await db().select().from(reviews).where(eq(reviews.userId, buyer.id));
    expect(mine).toHaveLength(1);
    const counters = await countersOf('clay-pot');
    expect(counters.stored).toEqual(counters.actual);
  });

  it('leaves other shoppers as they were', async () => {
    const [reviewer, alsoReceived, neverBought] = [await aShopper(), await aShopper(), await aShopper()];
    await bought(reviewer!, ['kilim-rug']);
    await bought(alsoReceived!, ['kilim-rug']);
    await review(reviewer!, 'kilim-rug', { rating: 1, body: 'The colours ran in the wash.' });
    expect(await eligibility(alsoReceived!, 'kilim-rug')).toEqual({ canReview: true, reason: null });
    expect(await eligibility(neverBought!, 'kilim-rug')).toEqual({ canReview: false, reason: 'notReceived' });
    // Another shopper's delivery does not make this shopper eligible.
    expect((await review(neverBought!, 'kilim-rug', LOVELY)).status).toBe(403);
    expect((await review(alsoReceived!, 'kilim-rug', LOVELY)).status).toBe(201);
  });
});
