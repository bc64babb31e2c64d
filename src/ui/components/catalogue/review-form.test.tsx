// @vitest-environment jsdom
// The review form on the product page against in-memory ports: a shopper who received the
// product rates it with a radio group of stars and writes a text within bounds; the posted review
// appears (as text, even when it looks like HTML) and the rating summary follows; a shopper who
// reviewed it already, or has not received it, is told so; a guest is offered to sign in.
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ProductDetail, Review } from '../../../application/ports/catalogue-gateway';
import { InMemoryCatalogueGateway } from '../../../application/ports/in-memory-catalogue-gateway';
import { InMemoryCookies } from '../../../application/ports/in-memory-cookies';
import { InMemorySessionStorage } from '../../../application/ports/in-memory-session-storage';
import { RequestFailure } from '../../../application/ports/request-failure';
import type { NewReview, ReviewEligibility, ReviewsGateway } from '../../../application/ports/reviews-gateway';
import { SessionStore, USER_DATA_COOKIE } from '../../../application/session/session-store';
import { aProductDetail } from '../../../application/testing/product-details';
import { SARA } from '../../../application/testing/shoppers';
import { renderApp, waitFor } from '../../testing/render-app';
import { bodyProblem } from './review-form';
import { stubLayoutApis } from './testing-stubs';

const JAR: ProductDetail = aProductDetail('clay-jar', {
  name: 'Clay jar',
  rating: { average: 4, count: 1 },
  description: 'Thrown by hand.',
  ratingSummary: {
    average: 4,
    count: 1,
    distribution: [5, 4, 3, 2, 1].map((stars) => ({ stars, count: stars === 4 ? 1 : 0 })),
  },
  reviews: {
    items: [{ id: 'r1', author: 'Fatimah Z.', rating: 4, body: 'Sturdy and beautiful.', createdAt: '2026-02-01T10:00:00.000Z' }],
    total: 1,
    page: 1,
    pageSize: 5,
  },
});

/** The shopper's review, kept like the API keeps it: once per product, and only when received. */
class FakeReviews implements ReviewsGateway {
  readonly posted: NewReview[] = [];
  constructor(private eligible: ReviewEligibility) {}
  async eligibility(): Promise<ReviewEligibility> {
    return this.eligible;
  }
  async create(_slug: string, review: NewReview): Promise<Review> {
    if (!this.eligible.canReview) throw new RequestFailure(409, 'reviews.alreadyReviewed', 'You have already reviewed this product.');
    this.posted.push(review);
    this.eligible = { canReview: false, reason: 'alreadyReviewed' };
    return { id: `r${this.posted.length + 1}`, author: 'Sara A.', rating: review.rating, body: review.body, createdAt: '2026-03-06T10:00:00.000Z' };
  }
}

/** The catalogue, whose product answer includes what was reviewed since. */
class ReviewedCatalogue extends InMemoryCatalogueGateway {
  constructor(private readonly written: FakeReviews) {
    super({ products: [JAR] });
  }
  override async product(slug: string): Promise<ProductDetail> {
    const product = await super.product(slug);
    const added = this.written.posted.map((review, index) => ({ id: `new${index}`, author: 'Sara A.', rating: review.rating, body: review.body, createdAt: '2026-03-06T10:00:00.000Z' }));
    const count = product.ratingSummary.count + added.length;
    const sum = 4 + added.reduce((total, review) => total + review.rating, 0);
    return {
      ...product,
      rating: { average: sum / count, count },
      ratingSummary: {
        average: sum / count,
        count,
        distribution: product.ratingSummary.distribution.map((row) => ({ ...row, count: row.count + added.filter((review) => review.rating === row.stars).length })),
      },
      reviews: { ...product.reviews, items: [...added, ...product.reviews.items], total: count },
    };
  }
}

let unmount: (() => void) | undefined;
afterEach(() => unmount?.());

async function open(reviews: FakeReviews, signedIn = true, language: 'en' | 'ar' = 'en') {
  stubLayoutApis();
  const cookies = new InMemoryCookies(signedIn ? { [USER_DATA_COOKIE]: SARA.id } : {});
  const session = new SessionStore(new InMemorySessionStorage(), cookies);
  if (signedIn) {
    session.setToken('t0k3n');
    session.setUser({ ...SARA, language });
  }
  const app = await renderApp(`/${language}/products/details/clay-jar`, {
    cookies: signedIn ? { [USER_DATA_COOKIE]: SARA.id } : {},
    ports: { sessionStore: session, catalogue: new ReviewedCatalogue(reviews), reviews },
  });
  unmount = app.unmount;
  const section = () => app.host.querySelector<HTMLElement>('#write-review');
  const reviewsSection = () => app.host.querySelector<HTMLElement>('#reviews')!;
  const submit = () => act(async () => section()!.querySelector('form')!.requestSubmit());
  const type = (value: string) =>
    act(() => {
      const textarea = section()!.querySelector('textarea')!;
      Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(textarea, value);
      textarea.dispatchEvent(new Event('input', { bubbles: true }));
    });
  const star = (label: string) =>
    [...section()!.querySelectorAll<HTMLInputElement>('input[type="radio"]')].find((input) => input.closest('label')!.textContent === label)!;
  return { ...app, section, reviewsSection, submit, type, star };
}

describe('the review form', () => {
  it('posts a rating and a text, shows the review as text and updates the rating summary', async () => {
    const reviews = new FakeReviews({ canReview: true, reason: null });
    const app = await open(reviews);
    await waitFor(() => app.section()?.querySelector('form') !== null && app.section()?.querySelector('form') !== undefined);
    const group = app.section()!.querySelector('form fieldset fieldset')!; // inside the form's own controls
    expect(group.querySelector('legend')!.textContent).toContain('Your rating');
    expect([...group.querySelectorAll('label')].map((label) => label.textContent)).toEqual(['1 out of 5', '2 out of 5', '3 out of 5', '4 out of 5', '5 out of 5']);

    await app.submit();
    expect(app.section()!.textContent).toContain('Choose a rating from 1 to 5 stars.');
    expect(app.section()!.textContent).toContain('Please write your review.');
    expect(reviews.posted).toEqual([]);

    await act(async () => app.star('5 out of 5').click());
    await app.type('Too short');
    await app.submit();
    expect(app.section()!.textContent).toContain('Your review must be at least 10 characters long.');

    await app.type('<script>alert(1)</script>');
    await app.submit();
    await waitFor(() => app.section()!.textContent!.includes('Thank you! Your review is posted.'));
    expect(reviews.posted).toEqual([{ rating: 5, body: '<script>alert(1)</script>' }]);
    await waitFor(() => app.reviewsSection().querySelector('h2')!.textContent === 'Reviews (2)');
    const newest = app.reviewsSection().querySelector('li p')!;
    expect(newest.textContent).toBe('<script>alert(1)</script>');
    expect(app.host.querySelector('#reviews script')).toBeNull();
    expect(app.reviewsSection().textContent).toContain('4.5');
  });

  it('explains politely why there is no form', async () => {
    const already = await open(new FakeReviews({ canReview: false, reason: 'alreadyReviewed' }));
    await waitFor(() => already.section()?.textContent?.includes('You have already reviewed this product.') === true);
    expect(already.section()!.querySelector('form')).toBeNull();
    already.unmount();
    unmount = undefined;

    const notYet = await open(new FakeReviews({ canReview: false, reason: 'notReceived' }), true, 'ar');
    await waitFor(() => notYet.section()?.textContent?.includes('يمكنك مراجعة هذا المنتج بعد توصيل طلب يحتويه إليك.') === true);
  });

  it('offers a guest to sign in and come back to the form', async () => {
    const app = await open(new FakeReviews({ canReview: true, reason: null }), false);
    await waitFor(() => app.section() !== null);
    const login = app.section()!.querySelector('a')!;
    expect(login.getAttribute('href')).toBe(`/en/auth/login?redirect=${encodeURIComponent('/en/products/details/clay-jar#write-review')}`);
    expect(app.section()!.querySelector('form')).toBeNull();
  });

  it('counts a text as the API does: trimmed, in characters', () => {
    expect(bodyProblem('   ')).toBe('bodyRequired');
    expect(bodyProblem(' short ')).toBe('bodyTooShort');
    expect(bodyProblem('صنعة يدوية متقنة')).toBeNull();
    expect(bodyProblem('x'.repeat(2001))).toBe('bodyTooLong');
    expect(bodyProblem('😀'.repeat(10))).toBeNull();
  });
});
