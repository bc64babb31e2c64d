// The reviews' use cases over the in-memory port (fast: no database): who may review (the product
// exists, was received in a delivered order, was not reviewed yet; already reviewed wins), the
// review answered with its author's short name, counted once even when submitted twice at once,
// and guests' cached answers dropped only when a review was written.
import { beforeEach, describe, expect, it } from 'vitest';
import { handClock } from '../../testing/hand-clock';
import { MemoryReviewsRepository } from '../../testing/memory/memory-reviews-repository';
import { createReview, reviewEligibility, type ReviewDesk } from './reviews';

const SHOPPER = 'shopper-1';
const OTHER = 'shopper-2';
const LOVELY = { rating: 5, body: 'A lovely basket, beautifully woven.' };
const NOW = new Date('2026-02-01T08:00:00.000Z');

let reviews: MemoryReviewsRepository;
let cleared: number;
let desk: ReviewDesk;
beforeEach(() => {
  reviews = new MemoryReviewsRepository();
  reviews.addShopper(SHOPPER, '  سارة عبدالله   القحطاني ');
  reviews.addShopper(OTHER, 'Noura Al-Qahtani');
  cleared = 0;
  desk = { reviews, clock: handClock(NOW), guestAnswers: { clear: () => void cleared++ } };
});

const eligibility = (slug: string, who = SHOPPER) => reviewEligibility(reviews, who, slug);
const review = (slug: string, input = LOVELY, who = SHOPPER) => createReview(desk, who, slug, input);

describe('who may review', () => {
  it('nobody reviews a product the catalogue lacks', async () => {
    reviews.addOrder(SHOPPER, 'delivered', ['palm-basket']);
    expect(await eligibility('no-such-product')).toEqual({ ok: false, error: { code: 'catalogue.productNotFound' } });
    expect(await review('no-such-product')).toEqual({ ok: false, error: { code: 'catalogue.productNotFound' } });
    expect(cleared).toBe(0);
  });

  it('not before a delivered order of the shopper’s own holds the product', async () => {
    expect(await eligibility('palm-basket')).toEqual({ ok: true, value: { canReview: false, reason: 'notReceived' } });
    for (const status of ['new', 'inprogress', 'shipped', 'cancelled', 'rejected'] as const) reviews.addOrder(SHOPPER, status, ['palm-basket']);
    reviews.addOrder(OTHER, 'delivered', ['palm-basket']);
    reviews.addOrder(SHOPPER, 'delivered', ['sadu-cushion']);
    expect(await eligibility('palm-basket')).toEqual({ ok: true, value: { canReview: false, reason: 'notReceived' } });
    expect(await review('palm-basket')).toEqual({ ok: false, error: { code: 'reviews.notReceived' } });
    expect(reviews.ratingOf('palm-basket')).toEqual({ count: 0, sum: 0 });

    reviews.addOrder(SHOPPER, 'delivered', ['palm-basket']);
    expect(await eligibility('palm-basket')).toEqual({ ok: true, value: { canReview: true, reason: null } });
  });

  it('once: already reviewed wins over not received', async () => {
    reviews.addOrder(SHOPPER, 'delivered', ['palm-basket']);
    expect((await review('palm-basket')).ok).toBe(true);
    expect(await eligibility('palm-basket')).toEqual({ ok: true, value: { canReview: false, reason: 'alreadyReviewed' } });
    expect(await review('palm-basket', { rating: 1, body: 'Changed my mind about it.' })).toEqual({ ok: false, error: { code: 'reviews.alreadyReviewed' } });
    expect(reviews.ratingOf('palm-basket')).toEqual({ count: 1, sum: 5 });
  });
});

describe('a review', () => {
  it('is answered with its author’s first name and family initial, its text as given and the time it was written', async () => {
    reviews.addOrder(SHOPPER, 'delivered', ['sadu-cushion']);
    const created = await review('sadu-cushion', { rating: 4, body: '<b>وسادة</b> جميلة & متقنة.' });
    expect(created).toEqual({
      ok: true,
      value: { id: expect.any(String), author: 'سارة ق.', rating: 4, body: '<b>وسادة</b> جميلة & متقنة.', createdAt: NOW.toISOString() },
    });
    expect(reviews.reviewsOf('sadu-cushion')).toEqual([
      { id: created.ok && created.value.id, productSlug: 'sadu-cushion', rating: 4, body: '<b>وسادة</b> جميلة & متقنة.', createdAt: NOW },
    ]);
  });

  it('moves the product’s rating counters and drops guests’ cached answers', async () => {
    reviews.addOrder(SHOPPER, 'delivered', ['incense-burner']);
    reviews.addOrder(OTHER, 'delivered', ['incense-burner']);
    await review('incense-burner', { rating: 5, body: 'Smells wonderful when lit.' });
    expect(cleared).toBe(1);
    const other = await review('incense-burner', { rating: 2, body: 'Smaller than I expected.' }, OTHER);
    expect(other.ok && other.value.author).toBe('Noura Q.');
    expect(reviews.ratingOf('incense-burner')).toEqual({ count: 2, sum: 7 });
    expect(cleared).toBe(2);
  });

  it('is created once when submitted twice at the same time', async () => {
    reviews.addOrder(SHOPPER, 'delivered', ['palm-basket']);
    const answers = await Promise.all(Array.from({ length: 5 }, () => review('palm-basket', { rating: 4, body: 'Sturdy and well woven.' })));
    expect(answers.filter((answer) => answer.ok)).toHaveLength(1);
    expect(answers.filter((answer) => !answer.ok).map((answer) => !answer.ok && answer.error.code)).toEqual(Array(4).fill('reviews.alreadyReviewed'));
    expect(reviews.reviewsOf('palm-basket')).toHaveLength(1);
    expect(reviews.ratingOf('palm-basket')).toEqual({ count: 1, sum: 4 });
    expect(cleared).toBe(1);
  });

  it('leaves other shoppers as they were', async () => {
    reviews.addOrder(SHOPPER, 'delivered', ['palm-basket']);
    reviews.addOrder(OTHER, 'delivered', ['palm-basket']);
    await review('palm-basket');
    expect(await eligibility('palm-basket', OTHER)).toEqual({ ok: true, value: { canReview: true, reason: null } });
    expect((await review('palm-basket', LOVELY, OTHER)).ok).toBe(true);
  });
});
