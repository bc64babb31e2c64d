// The shopper's favourite products through real HTTP over a real (PGlite) database: adding and
// removing by slug (both idempotent), the paged list of small product cards, and that one
// shopper never sees or changes another's favourites.
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../../src/contract/common';
import type { FavouriteProduct } from '../../src/contract/favourites';
import { favourites } from '../persistence/schema';
import { insertStore, signedInShopper, type SignedInShopper } from '../testing/account-fixtures';
import { useTestServer } from '../testing/use-test-server';
import { translatorFor } from '../use-cases/messages';

const en = { 'Accept-Language': 'en' };
const ar = { 'Accept-Language': 'ar' };

interface Page {
  items: FavouriteProduct[];
  total: number;
  page: number;
  pageSize: number;
}

const server = useTestServer({ prepare: ({ db }) => insertStore(db) });

let shopper: SignedInShopper;
beforeEach(async () => {
  shopper = await signedInShopper(server.database.db);
});

const as = (who: SignedInShopper, language = en) => ({ ...language, ...who.auth });
const add = (who: SignedInShopper, slug: string) => server.request(`/api/favourites/${slug}`, { method: 'PUT', headers: as(who) });
const remove = (who: SignedInShopper, slug: string) => server.request(`/api/favourites/${slug}`, { method: 'DELETE', headers: as(who) });
const listOf = (who: SignedInShopper, query = '', language = en) => server.json<Page>('GET', `/api/favourites${query}`, undefined, as(who, language));
const slugsOf = async (who: SignedInShopper) => (await listOf(who)).body.items.map((item) => item.slug);

describe('only a signed-in shopper has favourites', () => {
  it.each([
    ['GET', '/api/favourites'],
    ['PUT', '/api/favourites/sadu-cushion'],
    ['DELETE', '/api/favourites/sadu-cushion'],
  ])('%s %s without a session answers 401 in the request language', async (method, path) => {
    const english = await server.json<ErrorBody>(method, path, undefined, en);
    const arabic = await server.json<ErrorBody>(method, path, undefined, ar);
    expect(english).toMatchObject({ status: 401, body: { code: 'auth.required', message: translatorFor('en')('auth.required') } });
    expect(arabic).toMatchObject({ status: 401, body: { code: 'auth.required', message: translatorFor('ar')('auth.required') } });
    expect(arabic.body.message).toMatch(/[\u0600-\u06FF]/);
  });
});

describe('favourite products', () => {
  it('starts empty', async () => {
    expect((await listOf(shopper)).body).toEqual({ items: [], total: 0, page: 1, pageSize: 24 });
  });

  it('adds a product and lists it as a card in the request language, with its sale price and stock state', async () => {
    const added = await add(shopper, 'sadu-cushion');
    expect(added.status).toBe(204);
    expect(await added.text()).toBe('');
    const { status, body } = await listOf(shopper, '', ar);
    expect(status).toBe(200);
    expect(body).toEqual({
      items: [
        {
          slug: 'sadu-cushion',
          name: 'وسادة سدو',
          price: 25_000,
          salePrice: 20_000,
          discountBasisPoints: 2000,
          image: '/images/products/sadu-cushion.svg',
          stockState: 'in-stock',
        },
      ],
      total: 1,
      page: 1,
      pageSize: 24,
    });
  });

  it('lists the most recently added first, with low and out-of-stock products and one without an image', async () => {
    await add(shopper, 'palm-basket');
    await add(shopper, 'incense-burner');
    const { body } = await listOf(shopper);
    expect(body.items).toEqual([
      { slug: 'incense-burner', name: 'Incense burner', price: 17_550, salePrice: 17_550, discountBasisPoints: null, image: null, stockState: 'out-of-stock' },
      { slug: 'palm-basket', name: 'Palm-frond basket', price: 8_000, salePrice: 8_000, discountBasisPoints: null, image: '/images/products/palm-basket.svg', stockState: 'low-stock' },
    ]);
  });

  it('adds and removes idempotently: a second add or remove changes nothing and answers the same', async () => {
    expect((await add(shopper, 'palm-basket')).status).toBe(204);
    expect((await add(shopper, 'palm-basket')).status).toBe(204);
    expect(await server.database.db.select().from(favourites).where(eq(favourites.userId, shopper.id))).toHaveLength(1);
    expect((await remove(shopper, 'palm-basket')).status).toBe(204);
    expect((await remove(shopper, 'palm-basket')).status).toBe(204);
    expect((await listOf(shopper)).body.total).toBe(0);
  });

  it('answers an unknown product with 404 favourites.productNotFound, and a malformed slug with 400', async () => {
    for (const method of ['PUT', 'DELETE']) {
      const answer = await server.json<ErrorBody>(method, '/api/favourites/no-such-product', undefined, as(shopper, ar));
      expect(answer).toMatchObject({ status: 404, body: { code: 'favourites.productNotFound', message: 'تعذّر العثور على هذا المنتج.' } });
    }
    expect((await server.json('PUT', '/api/favourites/Not_A_Slug', undefined, as(shopper))).status).toBe(400);
    expect((await listOf(shopper)).body.total).toBe(0);
  });

  it('pages the list with totals', async () => {
    for (const slug of ['sadu-cushion', 'palm-basket', 'incense-burner']) await add(shopper, slug);
    const first = await listOf(shopper, '?page=1&pageSize=2');
    const second = await listOf(shopper, '?page=2&pageSize=2');
    expect(first.body).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(first.body.items.map((item) => item.slug)).toEqual(['incense-burner', 'palm-basket']);
    expect(second.body).toMatchObject({ total: 3, page: 2, pageSize: 2, items: [{ slug: 'sadu-cushion' }] });
    const invalid = await server.json<ErrorBody>('GET', '/api/favourites?pageSize=1000', undefined, as(shopper));
    expect(invalid).toMatchObject({ status: 400, body: { code: 'http.invalidInput' } });
    expect(Object.keys(invalid.body.fields ?? {})).toEqual(['pageSize']);
  });
});

describe("one shopper and another's favourites", () => {
  it('never sees them, and removing the same product from one’s own list leaves theirs alone', async () => {
    const other = await signedInShopper(server.database.db, 'Faisal Al-Dosari');
    await add(other, 'sadu-cushion');
    await add(other, 'palm-basket');
    await add(shopper, 'incense-burner');

    expect(await slugsOf(shopper)).toEqual(['incense-burner']);
    expect((await remove(shopper, 'sadu-cushion')).status).toBe(204);
    expect(await slugsOf(other)).toEqual(['palm-basket', 'sadu-cushion']);
    expect(await slugsOf(shopper)).toEqual(['incense-burner']);
  });
});
