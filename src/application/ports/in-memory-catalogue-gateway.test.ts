// The in-memory catalogue's suggestions, which the search box's tests lean on, behave as the API's
// do: names matched word by word (the last word as a prefix), a few of each kind, none for blank.
import { describe, expect, it } from 'vitest';
import { aProductDetail } from '../testing/product-details';
import { aSellerDetail } from '../testing/seller-details';
import { SUGGESTED_CATEGORIES, SUGGESTED_PRODUCTS, SUGGESTED_STORES } from './catalogue-gateway';
import { InMemoryCatalogueGateway } from './in-memory-catalogue-gateway';

const category = (slug: string, name: string) => ({ slug, name, image: `/${slug}.svg`, productCount: 1 });

const catalogue = new InMemoryCatalogueGateway({
  products: [
    aProductDetail('sadu-cushion', { name: 'Sadu Cushion Cover', image: '/sadu.jpg' }),
    aProductDetail('clay-jug', { name: 'Clay Water Jug' }),
    aProductDetail('rose-gift', { name: 'Taif Rose Gift Box', isGift: true }),
    aProductDetail('mabkhara', { name: 'مبخرة خشبية' }),
  ],
  categories: [category('pottery', 'Pottery'), category('sadu', 'Sadu Weaving')],
  sellers: [aSellerDetail('sadu-house', { name: 'Sadu House' }), aSellerDetail('clay-works', { name: 'Al-Qarah Clay Works' })],
});

describe('InMemoryCatalogueGateway suggestions', () => {
  it('match names word by word, the last word while it is being typed', async () => {
    expect(await catalogue.suggest('sadu cu')).toEqual({
      products: [{ slug: 'sadu-cushion', name: 'Sadu Cushion Cover', image: '/sadu.jpg', isGift: false }],
      categories: [],
      stores: [],
    });
    expect(await catalogue.suggest('Sadu')).toEqual({
      products: [{ slug: 'sadu-cushion', name: 'Sadu Cushion Cover', image: '/sadu.jpg', isGift: false }],
      categories: [{ slug: 'sadu', name: 'Sadu Weaving' }],
      stores: [{ slug: 'sadu-house', name: 'Sadu House' }],
    });
    expect((await catalogue.suggest('rose gi')).products).toEqual([{ slug: 'rose-gift', name: 'Taif Rose Gift Box', image: null, isGift: true }]);
  });

  it('read Arabic as the search does: the article and a plural find the word', async () => {
    expect((await catalogue.suggest('المباخر')).products.map(({ slug }) => slug)).toEqual(['mabkhara']);
  });

  it('suggest nothing for a blank query, and remember every query asked', async () => {
    const gateway = new InMemoryCatalogueGateway();
    expect(await gateway.suggest('  ')).toEqual({ products: [], categories: [], stores: [] });
    await gateway.suggest('sa');
    expect(gateway.suggestionQueries).toEqual(['  ', 'sa']);
  });

  it('suggest at most a few of each kind', async () => {
    const many = new InMemoryCatalogueGateway({
      products: Array.from({ length: 9 }, (_, n) => aProductDetail(`bowl-${n}`, { name: `Bowl ${n}` })),
      categories: Array.from({ length: 9 }, (_, n) => category(`bowls-${n}`, `Bowls ${n}`)),
      sellers: Array.from({ length: 9 }, (_, n) => aSellerDetail(`bowl-house-${n}`, { name: `Bowl House ${n}` })),
    });
    const suggestions = await many.suggest('bow');
    expect([suggestions.products.length, suggestions.categories.length, suggestions.stores.length]).toEqual([
      SUGGESTED_PRODUCTS,
      SUGGESTED_CATEGORIES,
      SUGGESTED_STORES,
    ]);
  });
});
