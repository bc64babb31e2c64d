// The search API's specification, through real HTTP against a real database: run on PGlite by
// search.test.ts and on the PostgreSQL server by catalogue.pg.test.ts. Rows are indexed with the
// domain's normalisation (the fixtures write search_text as the seed does); every spelling
// variant below must find exactly what the plain spelling finds.
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProductCard, SearchSuggestions, SellerCard, SUGGESTED_PRODUCTS } from '../../src/contract/catalogue';
import { pageOf, type ErrorBody } from '../../src/contract/common';
import { aCategory, aProduct, aSeller, insertCatalogue } from '../testing/catalogue-fixtures';
import { startTestServer, type TestServer } from '../testing/test-server';
import type { SuiteOptions } from './catalogue-suite';

const AR = { 'Accept-Language': 'ar' };
const EN = { 'Accept-Language': 'en' };

export function describeSearch(options: SuiteOptions = {}): void {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({
      postgres: options.postgres,
      prepare: ({ db }) =>
        insertCatalogue(db, {
          sellers: [
            aSeller('najd-weavers').named('Najd Weavers', 'نسّاجو نَجْد').describedAs('Sadu weaving from Hail.', 'نسيج السدو من حائل.'),
            aSeller('ahsa-pottery').named('Al-Ahsa Pottery', 'فخار الأحساء').describedAs('Clay from the oasis.', 'طين من الواحة.'),
            aSeller('diriyah-silver').named('Diriyah Silver', 'فضيات الدرعية').describedAs('Najdi silver jewellery.', 'حلى فضية نجدية.').featured(),
            aSeller('hail-woodwork').named('Hail Woodwork', 'أخشاب حائل').describedAs('Boxes and stands.', 'صناديق وحوامل.'),
          ],
          categories: [aCategory('sadu'), aCategory('pottery'), aCategory('jewellery'), aCategory('woodwork')],
          products: [
            aProduct('sadu-cushion').named('Sadu Cushion Cover', 'غطاء وسادة السدو').from('najd-weavers').in('sadu').priced(25_000).discounted(2000),
            aProduct('ahsa-water-jar').named('Al-Ahsa Water Jar', 'جرة ماء أحسائية').from('ahsa-pottery').in('pottery').priced(8_000),
            aProduct('clay-mabkhara').named('Clay Incense Burner', 'مبخرة فخارية').describedAs('Burns oud and bakhoor.', 'للعود والبخور.').from('ahsa-pottery').in('pottery').priced(4_500),
            aProduct('silver-ring').named('Silver Ring', 'خاتم فضة').describedAs('Najdi silver.', 'حلى فضية نجدية').from('diriyah-silver').in('jewellery').priced(35_000).discounted(5000),
            aProduct('silver-bracelet').named('Silver Bracelet', 'سوار فضة').from('diriyah-silver').in('jewellery').priced(60_000),
            aProduct('sadu-rug').named('Sadu Floor Rug', 'سجادة سدو').from('najd-weavers').in('sadu').priced(120_000),
            aProduct('small-jars').named('Set of Small Jars', 'طقم برطمانات صغيرة').from('ahsa-pottery').in('pottery').priced(6_000),
            aProduct('jarrah-box').named('Jarrah Wood Box', 'صندوق خشب الجرّاح').from('hail-woodwork').in('woodwork').priced(9_000),
            aProduct('jar-stand').named('Wooden Stand', 'حامل خشبي').describedAs('Holds a water jar.', 'يحمل جرة الماء.').from('hail-woodwork').in('woodwork').priced(7_000),
          ],
        }),
    });
  }, 60_000);
  afterAll(() => server?.close());

  const searchProducts = async (query: string, headers = EN) => {
    const { status, body } = await server.json<unknown>('GET', `/api/search/products?${new URLSearchParams({ q: query })}`, undefined, headers);
    expect(status, JSON.stringify(body)).toBe(200);
    return v.parse(pageOf(ProductCard), body);
  };
  const found = async (query: string, extra = '') => {
    const { status, body } = await server.json<unknown>('GET', `/api/search/products?${new URLSearchParams({ q: query })}${extra}`);
    expect(status, JSON.stringify(body)).toBe(200);
    return v.parse(pageOf(ProductCard), body).items.map((item) => item.slug).sort();
  };
  const foundSellers = async (query: string, headers = EN) => {
    const { status, body } = await server.json<unknown>('GET', `/api/search/sellers?${new URLSearchParams({ q: query })}`, undefined, headers);
    expect(status, JSON.stringify(body)).toBe(200);
    return v.parse(pageOf(SellerCard), body);
  };

  describe('GET /api/search/products', () => {
    it('finds products by their English name, whatever the case', async () => {
      expect(await found('cushion')).toEqual(['sadu-cushion']);
      expect(await found('CUSHION')).toEqual(['sadu-cushion']);
      expect(await found('Silver')).toEqual(['silver-bracelet', 'silver-ring']);
    });

    it('finds a word from its beginning ("cush" finds "cushion") and without its article ("سدو" finds "السدو")', async () => {
      expect(await found('cush')).toEqual(['sadu-cushion']);
      expect(await found('سدو')).toEqual(['sadu-cushion', 'sadu-rug']);
    });

    it('needs every word, in any order', async () => {
      expect(await found('silver ring')).toEqual(['silver-ring']);
      expect(await found('ring silver')).toEqual(['silver-ring']);
      expect(await found('silver cushion')).toEqual([]);
    });

    it('forgives a typo in a longer word', async () => {
      expect(await found('kushion')).toEqual(['sadu-cushion']);
      expect(await found('incence')).toEqual(['clay-mabkhara']);
      expect(await found('bracelt')).toEqual(['silver-bracelet']);
    });

    it('finds products by their Arabic name and description', async () => {
      expect(await found('مبخرة')).toEqual(['clay-mabkhara']);
      expect(await found('البخور')).toEqual(['clay-mabkhara']);
    });

    it('finds the same with any form of alef and hamza (أ إ آ ا)', async () => {
      const plain = await found('احسائية');
      // The jar is Ahsa'i by name; the pottery's other pieces by their store, Al-Ahsa Pottery.
      expect(plain).toEqual(['ahsa-water-jar', 'clay-mabkhara', 'small-jars']);
      expect((await searchProducts('احسائية')).items[0]?.slug).toBe('ahsa-water-jar');
      for (const variant of ['أحسائية', 'إحسائية', 'آحسائية']) expect(await found(variant), variant).toEqual(plain);
    });

    it('finds the same with or without diacritics', async () => {
      const plain = await found('سدو');
      expect(await found('سَدُو')).toEqual(plain);
      expect(await found('مَبْخَرَة')).toEqual(await found('مبخرة'));
    });

    it('finds the same with tatweel', async () => {
      expect(await found('ســدو')).toEqual(await found('سدو'));
      expect(await found('فـضـة')).toEqual(['silver-bracelet', 'silver-ring']);
    });

    it('finds the same with ة or ه, and with ى or ي', async () => {
      expect(await found('مبخره')).toEqual(['clay-mabkhara']);
      expect(await found('مبخرة')).toEqual(['clay-mabkhara']);
      expect(await found('حلي')).toEqual(['silver-ring']);
      expect(await found('حلى')).toEqual(['silver-ring']);
    });

    it('answers in the request language whatever the language of the query', async () => {
      const arabic = await searchProducts('cushion', AR);
      expect(arabic.items.map((item) => item.name)).toEqual(['غطاء وسادة السدو']);
      const english = await searchProducts('وسادة', EN);
      expect(english.items.map((item) => item.name)).toEqual(['Sadu Cushion Cover']);
    });

    it('answers an empty page when nothing matches (the storefront shows its empty state)', async () => {
      expect(await searchProducts('xylophone')).toEqual({ items: [], total: 0, page: 1, pageSize: 24 });
      expect(await searchProducts('؟!')).toEqual({ items: [], total: 0, page: 1, pageSize: 24 });
    });

    it('ranks the word as typed in a name, then a longer word of a name it starts, then a description', async () => {
      // Newest first would put the stand and the box before the jars.
      const slugs = (await searchProducts('jar')).items.map((item) => item.slug);
      expect(slugs.slice(0, 2).sort()).toEqual(['ahsa-water-jar', 'small-jars']);
      expect(slugs.slice(2)).toEqual(['jarrah-box', 'jar-stand']);
    });

    it('takes the listing filters and sorts', async () => {
      expect(await found('silver', '&discounted=true')).toEqual(['silver-ring']);
      expect(await found('sadu', '&priceTo=50000')).toEqual(['sadu-cushion']);
      expect(await found('sadu', '&category=pottery')).toEqual([]);
      const byPrice = await server.json<{ items: { slug: string }[] }>('GET', '/api/search/products?q=silver&sort=price-asc');
      expect(byPrice.body.items.map((item) => item.slug)).toEqual(['silver-ring', 'silver-bracelet']);
    });

    it('pages, with the total of all matches', async () => {
      const { body } = await server.json<{ items: unknown[]; total: number }>('GET', '/api/search/products?q=silver&pageSize=1&page=2');
      expect(body).toMatchObject({ total: 2, page: 2, pageSize: 1 });
      expect(body.items).toHaveLength(1);
      expect((await server.json('GET', '/api/search/products?q=silver&pageSize=1&page=3')).body).toEqual({ items: [], total: 2, totalIsLowerBound: false, next: null, page: 3, pageSize: 1 });
      expect((await server.json('GET', '/api/search/products?q=kushion&pageSize=1&page=2')).body).toEqual({ items: [], total: 1, totalIsLowerBound: false, next: null, page: 2, pageSize: 1 });
    });

    it('treats characters that mean something to SQL or to full-text queries as plain text', async () => {
      for (const query of ["' or 1=1 --", 'silver & !ring', 'ring:*', '100%', 'a_b', '\\']) {
        const { status } = await server.json('GET', `/api/search/products?${new URLSearchParams({ q: query })}`);
        expect(status, query).toBe(200);
      }
      expect(await found('silver & !ring')).toEqual(['silver-ring']);
    });
  });

  describe('an empty search (spec: "Please enter your search query")', () => {
    it.each([
      ['no query', '/api/search/products'],
      ['an empty query', '/api/search/products?q='],
      ['a blank query', '/api/search/products?q=%20%20'],
      ['a blank store query', '/api/search/sellers?q=%20'],
    ])('is refused for %s, in English and Arabic', async (_, path) => {
      const english = await server.json<ErrorBody>('GET', path, undefined, EN);
      expect(english.status).toBe(400);
      expect(english.body).toEqual({
        code: 'catalogue.searchQueryRequired',
        message: 'Please enter your search query',
        fields: { q: ['Please enter your search query'] },
      });
      const arabic = await server.json<ErrorBody>('GET', path, undefined, AR);
      expect(arabic.body).toMatchObject({ message: 'يرجى إدخال كلمة البحث', fields: { q: ['يرجى إدخال كلمة البحث'] } });
    });

    it('refuses a query over 100 characters', async () => {
      const { status, body } = await server.json<ErrorBody>('GET', `/api/search/products?q=${'a'.repeat(101)}`);
      expect(status).toBe(400);
      expect(body.fields?.q).toEqual(['The search field may not be greater than 100 characters']);
      expect((await server.json('GET', `/api/search/products?q=${'a'.repeat(100)}`)).status).toBe(200);
    });
  });

  describe('GET /api/search/suggestions', () => {
    const suggest = async (query: string, headers = EN) => {
      const { status, body } = await server.json<unknown>('GET', `/api/search/suggestions?${new URLSearchParams({ q: query })}`, undefined, headers);
      expect(status, JSON.stringify(body)).toBe(200);
      return v.parse(SearchSuggestions, body);
    };

    it('suggests products, categories and stores for a word still being typed, in the request language', async () => {
      const pottery = await suggest('pot');
      // The pieces are pottery by their category and their store, not by their names.
      expect(pottery.products.map((product) => product.slug).sort()).toEqual(['ahsa-water-jar', 'clay-mabkhara', 'small-jars']);
      expect(pottery.categories).toEqual([{ slug: 'pottery', name: 'Category pottery' }]);
      expect(pottery.stores).toEqual([{ slug: 'ahsa-pottery', name: 'Al-Ahsa Pottery' }]);
      const arabic = await suggest('سوا', AR);
      expect(arabic.products).toEqual([{ slug: 'silver-bracelet', name: 'سوار فضة', image: expect.any(String), isGift: false }]);
      expect((await suggest('silv', AR)).stores).toEqual([{ slug: 'diriyah-silver', name: 'فضيات الدرعية' }]);
    });

    it('ranks products as the search does, and stops at five', async () => {
      expect((await suggest('jar')).products.map((product) => product.slug).slice(2)).toEqual(['jarrah-box', 'jar-stand']);
      expect((await suggest('category')).products).toHaveLength(SUGGESTED_PRODUCTS);
    });

    it('answers empty lists for a blank query or one with no words, and for a query that finds nothing', async () => {
      const none = { products: [], categories: [], stores: [] };
      expect(await suggest('')).toEqual(none);
      expect(await suggest('  ')).toEqual(none);
      expect(await suggest('؟!')).toEqual(none);
      expect(await suggest('xylophone')).toEqual(none);
      expect((await server.json('GET', '/api/search/suggestions')).body).toEqual(none);
    });
  });

  describe('GET /api/search/sellers', () => {
    it('finds stores by name or description in either language, answering in the request language', async () => {
      expect((await foundSellers('weavers')).items.map((seller) => seller.slug)).toEqual(['najd-weavers']);
      expect((await foundSellers('نساجو', AR)).items.map((seller) => seller.name)).toEqual(['نسّاجو نَجْد']);
      expect((await foundSellers('oasis')).items.map((seller) => seller.name)).toEqual(['Al-Ahsa Pottery']);
    });

    it('finds the same with diacritics, alef forms and ة/ه', async () => {
      expect((await foundSellers('نجد')).items.map((seller) => seller.slug)).toEqual(['najd-weavers', 'diriyah-silver']);
      expect((await foundSellers('نَجْد')).items.map((seller) => seller.slug)).toEqual(['najd-weavers', 'diriyah-silver']);
      expect((await foundSellers('الاحساء')).items.map((seller) => seller.slug)).toEqual(['ahsa-pottery']);
      expect((await foundSellers('الدرعيه')).items.map((seller) => seller.slug)).toEqual(['diriyah-silver']);
    });

    it('answers store cards with product counts, and an empty page when nothing matches', async () => {
      expect((await foundSellers('pottery')).items[0]).toMatchObject({ slug: 'ahsa-pottery', productCount: 3, city: { id: 'riyadh-city' } });
      expect(await foundSellers('xylophone')).toEqual({ items: [], total: 0, page: 1, pageSize: 24 });
    });
  });
}
