// The favourites use cases over the in-memory port: cards in the shopper's language with the
// domain's sale price and stock state, pages, and a product the catalogue lacks told as such.
import { beforeEach, describe, expect, it } from 'vitest';
import { MemoryFavouritesRepository, STORE_FAVOURITE_ROWS } from '../../testing/memory/memory-favourites-repository';
import { addFavourite, listFavourites, removeFavourite } from './favourites';

const SHOPPER = 'shopper-1';
let favourites: MemoryFavouritesRepository;
beforeEach(() => {
  favourites = new MemoryFavouritesRepository(STORE_FAVOURITE_ROWS);
});

const firstPage = { page: 1, pageSize: 24 };

describe('listing favourites', () => {
  it('shows each kept product as a card in the language asked, priced by the domain', async () => {
    await addFavourite(favourites, SHOPPER, 'sadu-cushion');
    await addFavourite(favourites, SHOPPER, 'incense-burner');
    const arabic = await listFavourites(favourites, SHOPPER, firstPage, 'ar');
    expect(arabic).toEqual({
      items: [
        { slug: 'incense-burner', name: 'مبخرة', price: 17_550, salePrice: 17_550, discountBasisPoints: null, image: null, stockState: 'out-of-stock' },
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
      total: 2,
      ...firstPage,
    });
    expect((await listFavourites(favourites, SHOPPER, firstPage, 'en')).items.map((item) => item.name)).toEqual(['Incense burner', 'Sadu cushion']);
  });

  it('turns a page number into the right slice', async () => {
    for (const slug of ['incense-burner', 'palm-basket', 'sadu-cushion']) await addFavourite(favourites, SHOPPER, slug);
    const second = await listFavourites(favourites, SHOPPER, { page: 2, pageSize: 2 }, 'en');
    expect(second).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(second.items.map((item) => item.slug)).toEqual(['incense-burner']);
  });
});

describe('keeping and forgetting a product', () => {
  it('refuses a product the catalogue does not have, and stores nothing', async () => {
    expect(await addFavourite(favourites, SHOPPER, 'no-such-product')).toEqual({ ok: false, error: { code: 'favourites.productNotFound' } });
    expect(await removeFavourite(favourites, SHOPPER, 'no-such-product')).toEqual({ ok: false, error: { code: 'favourites.productNotFound' } });
    expect((await listFavourites(favourites, SHOPPER, firstPage, 'en')).total).toBe(0);
  });

  it('adds and removes a known product', async () => {
    expect((await addFavourite(favourites, SHOPPER, 'palm-basket')).ok).toBe(true);
    expect((await listFavourites(favourites, SHOPPER, firstPage, 'en')).total).toBe(1);
    expect((await removeFavourite(favourites, SHOPPER, 'palm-basket')).ok).toBe(true);
    expect((await listFavourites(favourites, SHOPPER, firstPage, 'en')).total).toBe(0);
  });
});
