// The catalogue API's specification, through real HTTP against a real database: run on PGlite by
// catalogue.test.ts and on the PostgreSQL server by catalogue.pg.test.ts.
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Category,
  HomeFeed,
  type ProductCard,
  ProductPage,
  ProductDetail,
  ReviewPage,
  SellerCard,
  SellerDetail,
  StoreDealCard,
} from '../../src/contract/catalogue';
import { pageOf, type ErrorBody } from '../../src/contract/common';
import { salePrice } from '../../src/domain/pricing';
import type { Clock } from '../use-cases/ports';
import {
  aCategory,
  aDeal,
  aProduct,
  aReview,
  aSeller,
  aShopperSignedIn,
  insertCatalogue,
  type CatalogueFixture,
  type Shopper,
} from '../testing/catalogue-fixtures';
import { startTestServer, type TestServer } from '../testing/test-server';

export interface SuiteOptions {
  /** Run against the PostgreSQL server of TEST_DATABASE_URL. */
  readonly postgres?: boolean;
}

type Page<T> = { items: T[]; total: number; page: number; pageSize: number; totalIsLowerBound?: boolean; next?: string | null };
type Card = v.InferOutput<typeof ProductCard>;

const NOW = new Date('2026-03-01T12:00:00.000Z');
const fixedClock: Clock = { now: () => NOW };

/**
 * Seven products of three stores (a fourth has none) in four categories (one empty). Sale
 * prices, in halalas: rug 120000, bracelet 51000, cushion 20000 (list 25000), ring 17500
 * (list 35000, so list and sale order differ), jar 8000, mabkhara 4050, coaster 749 (list 999
 * less 25 %: 249.75 rounds to 250). Added in this order, the coaster last but one.
 */
export const sampleCatalogue: CatalogueFixture = {
  sellers: [
    aSeller('najd-weavers')
      .named('Najd Weavers', 'نساجو نجد')
      .describedAs(
        'Sadu weaving by the women of Hail: cushions, rugs and tent dividers in the red, black and white of the desert, woven on ground looms as their grandmothers did.',
        'نسيج السدو بأيدي نساء حائل.',
      )
      .in('hail-city')
      .featured()
      .withBanner('/images/sellers/najd-weavers-banner.svg'),
    aSeller('ahsa-pottery').named('Al-Ahsa Pottery', 'فخار الأحساء').in('al-ahsa').featured(),
    aSeller('diriyah-silver').named('Diriyah Silver', 'فضيات الدرعية'),
    aSeller('qassim-leather').named('Qassim Leather', 'جلود القصيم'),
  ],
  categories: [
    aCategory('sadu').named('Sadu', 'السدو').sortedAt(1),
    aCategory('pottery').named('Pottery', 'الفخار').sortedAt(2),
    aCategory('jewellery').named('Jewellery', 'المجوهرات').sortedAt(3),
    aCategory('incense').named('Incense', 'البخور').sortedAt(4),
  ],
  products: [
    aProduct('sadu-cushion')
      .named('Sadu Cushion Cover', 'غطاء وسادة السدو')
      .describedAs('A cushion cover woven in Sadu.', 'غطاء وسادة منسوج بالسدو.')
      .from('najd-weavers')
      .in('sadu')
      .priced(25_000)
      .discounted(2000)
      .withFreeShipping()
      .customisable()
      .inStock(12)
      .withColours(
        { id: 'red', name: { en: 'Red', ar: 'أحمر' }, hex: '#a52a2a' },
        { id: 'black', name: { en: 'Black', ar: 'أسود' }, hex: '#111111' },
      )
      .withSizes({ id: '45cm', name: { en: '45 × 45 cm', ar: '45 × 45 سم' } })
      .withImages('/images/products/sadu-cushion-1.svg', '/images/products/sadu-cushion-2.svg'),
    aProduct('sadu-rug').named('Sadu Floor Rug', 'سجادة سدو أرضية').from('najd-weavers').in('sadu').priced(120_000).inStock(3).featured().rated(9, 2),
    aProduct('ahsa-water-jar').named('Al-Ahsa Water Jar', 'جرة ماء أحسائية').from('ahsa-pottery').in('pottery').priced(8_000).outOfStock().withFreeShipping(),
    aProduct('clay-mabkhara').named('Clay Incense Burner', 'مبخرة فخارية').from('ahsa-pottery').in('pottery').priced(4_500).discounted(1000).gift().inStock(20),
    aProduct('silver-ring')
      .named('Silver Ring with Agate', 'خاتم فضة بالعقيق')
      .from('diriyah-silver')
      .in('jewellery')
      .priced(35_000)
      .discounted(5000)
      .customisable()
      .gift()
      .featured(),
    aProduct('khoos-coaster').named('Khoos Palm Coaster', 'قاعدة أكواب من الخوص').from('ahsa-pottery').in('pottery').priced(999).discounted(2500),
    aProduct('silver-bracelet').named('Silver Bracelet', 'سوار فضة').from('diriyah-silver').in('jewellery').priced(60_000).discounted(1500).inStock(4),
  ],
  rates: [
    { seller: 'najd-weavers', region: 'hail', fee: 1_500 },
    { seller: 'najd-weavers', region: 'riyadh', fee: 3_000 },
    { seller: 'ahsa-pottery', region: 'eastern', fee: 1_000 },
  ],
  reviews: [
    aReview('sadu-cushion').by('Fatimah Al-Zahrani').stars(5).saying('Beautiful colours.').at(new Date('2025-06-06T00:00:00Z')),
    aReview('sadu-cushion').by('Omar el-Sayed').stars(4).saying('Well made.').at(new Date('2025-06-05T00:00:00Z')),
    aReview('sadu-cushion').by('نورة القحطاني').stars(5).saying('رائع').at(new Date('2025-06-04T00:00:00Z')),
    aReview('sadu-cushion').by('Sara Ahmed').stars(3).saying('Smaller than I thought.').at(new Date('2025-06-03T00:00:00Z')),
    aReview('sadu-cushion').by('Khalid Otaibi').stars(5).saying('Perfect gift.').at(new Date('2025-06-02T00:00:00Z')),
    aReview('sadu-cushion').by('Huda').stars(1).saying('Arrived late.').at(new Date('2025-06-01T00:00:00Z')),
  ],
  deals: [
    aDeal('sadu-week').by('najd-weavers').titled('Sadu Week', 'أسبوع السدو').worth(1500).running(new Date('2026-02-25T00:00:00Z'), new Date('2026-03-10T00:00:00Z')),
    aDeal('winter-sale').by('najd-weavers').worth(3000).running(new Date('2026-01-01T00:00:00Z'), new Date('2026-02-01T00:00:00Z')),
    aDeal('pottery-days').by('ahsa-pottery').titled('Pottery Days', 'أيام الفخار').worth(2000).running(new Date('2026-02-01T00:00:00Z'), new Date('2026-04-01T00:00:00Z')),
    aDeal('eid-silver').by('diriyah-silver').worth(2500).running(new Date('2026-04-01T00:00:00Z'), new Date('2026-04-10T00:00:00Z')),
  ],
};

const slugs = (page: { items: { slug: string }[] }) => page.items.map((item) => item.slug);
const AR = { 'Accept-Language': 'ar' };
const EN = { 'Accept-Language': 'en' };

export function describeCatalogue(options: SuiteOptions = {}): void {
  let server: TestServer;
  let shopperInRiyadh: Shopper;
  let shopperInEastern: Shopper;
  let shopperWithoutAddress: Shopper;

  beforeAll(async () => {
    server = await startTestServer({
      postgres: options.postgres,
      services: () => ({ clock: fixedClock }),
      prepare: async ({ db }) => {
        await insertCatalogue(db, sampleCatalogue);
        shopperInRiyadh = await aShopperSignedIn(db, { defaultAddressIn: 'riyadh' });
        shopperInEastern = await aShopperSignedIn(db, { defaultAddressIn: 'eastern' });
        shopperWithoutAddress = await aShopperSignedIn(db);
      },
    });
  }, 60_000);
  afterAll(() => server?.close());

  const get = async <T>(path: string, headers: Record<string, string> = EN) => {
    const response = await server.json<T>('GET', path, undefined, headers);
    return response;
  };
  const page = async (path: string, headers: Record<string, string> = EN): Promise<Page<Card>> => {
    const { status, body } = await get<Page<Card>>(path, headers);
    expect(status, JSON.stringify(body)).toBe(200);
    return v.parse(ProductPage, body);
  };

  describe('GET /api/products: the listing', () => {
    it('answers every product, newest first by default, as cards in the contract shape', async () => {
      const listing = await page('/api/products');
      expect(slugs(listing)).toEqual(['silver-bracelet', 'khoos-coaster', 'silver-ring', 'clay-mabkhara', 'ahsa-water-jar', 'sadu-rug', 'sadu-cushion']);
      expect(listing).toMatchObject({ total: 7, page: 1, pageSize: 24 });
    });

    it('describes a product: prices in halalas, discount, flags, stock state, rating, first image, store', async () => {
      const cushion = (await page('/api/products?category=sadu')).items.find((card) => card.slug === 'sadu-cushion');
      expect(cushion).toEqual({
        slug: 'sadu-cushion',
        name: 'Sadu Cushion Cover',
        price: 25_000,
        salePrice: 20_000,
        discountBasisPoints: 2000,
        freeShipping: true,
        customisable: true,
        isGift: false,
        stockState: 'in-stock',
        rating: { average: 3.8, count: 6 },
        image: '/images/products/sadu-cushion-1.svg',
        seller: { slug: 'najd-weavers', name: 'Najd Weavers' },
      });
    });

    it('tells low stock and out of stock apart, and has no rating before the first one', async () => {
      const cards = new Map((await page('/api/products')).items.map((card) => [card.slug, card]));
      expect(cards.get('sadu-rug')).toMatchObject({ stockState: 'low-stock', rating: { average: 4.5, count: 2 }, discountBasisPoints: null, salePrice: 120_000 });
      expect(cards.get('ahsa-water-jar')).toMatchObject({ stockState: 'out-of-stock', rating: { average: null, count: 0 } });
    });

    it('speaks Arabic to an Arabic request: product and store names', async () => {
      const listing = await page('/api/products?seller=diriyah-silver', AR);
      expect(listing.items.map((card) => [card.name, card.seller.name])).toEqual([
        ['سوار فضة', 'فضيات الدرعية'],
        ['خاتم فضة بالعقيق', 'فضيات الدرعية'],
      ]);
    });

    describe('sorts (spec §9)', () => {
      it('by highest price: the sale price, the price the shopper pays', async () => {
        expect(slugs(await page('/api/products?sort=price-desc'))).toEqual([
          'sadu-rug', 'silver-bracelet', 'sadu-cushion', 'silver-ring', 'ahsa-water-jar', 'clay-mabkhara', 'khoos-coaster',
        ]);
      });

      it('by lowest price', async () => {
        expect(slugs(await page('/api/products?sort=price-asc'))).toEqual([
          'khoos-coaster', 'clay-mabkhara', 'ahsa-water-jar', 'silver-ring', 'sadu-cushion', 'silver-bracelet', 'sadu-rug',
        ]);
      });

      it('by newest and by oldest', async () => {
        const newest = slugs(await page('/api/products?sort=newest'));
        expect(slugs(await page('/api/products?sort=oldest'))).toEqual([...newest].reverse());
      });

      it('refuses an unknown sort, naming the field in the request language', async () => {
        const { status, body } = await get<ErrorBody>('/api/products?sort=cheapest');
        expect(status).toBe(400);
        expect(body.code).toBe('http.invalidInput');
        expect(body.fields?.sort).toEqual(['sort is not valid.']);
      });
    });

    describe('filters (spec §9)', () => {
      it('by categories, any of several', async () => {
        expect(slugs(await page('/api/products?category=sadu'))).toEqual(['sadu-rug', 'sadu-cushion']);
        expect(slugs(await page('/api/products?category=sadu,jewellery&sort=oldest'))).toEqual(['sadu-cushion', 'sadu-rug', 'silver-ring', 'silver-bracelet']);
      });

      it('answers an empty page, not an error, for an empty or unknown category', async () => {
        expect(await page('/api/products?category=incense')).toEqual({ items: [], total: 0, totalIsLowerBound: false, next: null, page: 1, pageSize: 24 });
        expect(await page('/api/products?category=no-such-category')).toMatchObject({ items: [], total: 0 });
      });

      it('by store', async () => {
        expect(slugs(await page('/api/products?seller=diriyah-silver'))).toEqual(['silver-bracelet', 'silver-ring']);
        expect((await page('/api/products?seller=qassim-leather')).total).toBe(0);
      });

      it('by price from and to, on the sale price, both included', async () => {
        expect(slugs(await page('/api/products?priceFrom=17500&priceTo=51000&sort=price-asc'))).toEqual(['silver-ring', 'sadu-cushion', 'silver-bracelet']);
        // The ring's list price (35000) is above 20000; its sale price (17500) is not.
        expect(slugs(await page('/api/products?priceTo=20000&sort=price-asc'))).toEqual(['khoos-coaster', 'clay-mabkhara', 'ahsa-water-jar', 'silver-ring', 'sadu-cushion']);
      });

      it("filters on the same sale price the card shows, to the halala (the domain's rounding)", async () => {
        const coaster = (await page('/api/products?priceTo=749')).items;
        expect(coaster.map((card) => [card.slug, card.salePrice])).toEqual([['khoos-coaster', 749]]);
        expect(salePrice({ id: 'c', sellerId: 's', price: 999, discountBasisPoints: 2500, freeShipping: false, stock: 1, customisable: false })).toBe(749);
        expect((await page('/api/products?priceTo=748')).total).toBe(0);
        expect(slugs(await page('/api/products?priceFrom=750&priceTo=4050'))).toEqual(['clay-mabkhara']);
      });

      it('refuses a price to below the price from, on priceTo, in riyals, in both languages', async () => {
        const english = await get<ErrorBody>('/api/products?priceFrom=20000&priceTo=10000');
        expect(english.status).toBe(400);
        expect(english.body).toMatchObject({ code: 'http.invalidInput', fields: { priceTo: ['The price to field must be 200 or more'] } });
        const arabic = await get<ErrorBody>('/api/products?priceFrom=20000&priceTo=10000', AR);
        expect(arabic.body.fields?.priceTo?.[0]).toMatch(/[\u0600-\u06FF]/);
        // In the page's digits, as every number an Arabic page shows.
        expect(arabic.body.fields?.priceTo?.[0]).toContain('٢٠٠');
      });

      it('refuses a price that is not a whole number of halalas', async () => {
        const { status, body } = await get<ErrorBody>('/api/products?priceFrom=12.5');
        expect(status).toBe(400);
        expect(Object.keys(body.fields ?? {})).toEqual(['priceFrom']);
      });

      it('by free shipping', async () => {
        expect(slugs(await page('/api/products?freeShipping=true'))).toEqual(['ahsa-water-jar', 'sadu-cushion']);
      });

      it('by discount', async () => {
        expect(slugs(await page('/api/products?discounted=1&sort=oldest'))).toEqual(['sadu-cushion', 'clay-mabkhara', 'silver-ring', 'khoos-coaster', 'silver-bracelet']);
      });

      it('by customisation (a name on the product)', async () => {
        expect(slugs(await page('/api/products?customised=true'))).toEqual(['silver-ring', 'sadu-cushion']);
      });

      it('by gift', async () => {
        expect(slugs(await page('/api/products?gift=true'))).toEqual(['silver-ring', 'clay-mabkhara']);
      });

      it('all together: every filter must hold', async () => {
        expect(slugs(await page('/api/products?category=jewellery,sadu&discounted=true&customised=true&priceTo=18000'))).toEqual(['silver-ring']);
      });

      it('leaves a filter off when it is false', async () => {
        expect((await page('/api/products?freeShipping=false&discounted=0')).total).toBe(7);
      });
    });

    describe('pages', () => {
      it('splits the listing into pages with the total of all of them', async () => {
        const first = await page('/api/products?pageSize=3&sort=price-asc');
        const third = await page('/api/products?pageSize=3&page=3&sort=price-asc');
        expect(first).toMatchObject({ total: 7, page: 1, pageSize: 3 });
        expect(slugs(first)).toEqual(['khoos-coaster', 'clay-mabkhara', 'ahsa-water-jar']);
        expect(third).toMatchObject({ total: 7, page: 3, pageSize: 3 });
        expect(slugs(third)).toEqual(['sadu-rug']);
      });

      it('answers the total past the last page too', async () => {
        expect(await page('/api/products?pageSize=3&page=4')).toEqual({ items: [], total: 7, totalIsLowerBound: false, next: null, page: 4, pageSize: 3 });
        expect(await page('/api/products?category=sadu&freeShipping=true&pageSize=1&page=2')).toEqual({ items: [], total: 1, totalIsLowerBound: false, next: null, page: 2, pageSize: 1 });
      });

      it('refuses a page size over 100 and a page below 1', async () => {
        expect((await get('/api/products?pageSize=101')).status).toBe(400);
        expect((await get('/api/products?page=0')).status).toBe(400);
      });
    });
  });

  describe('GET /api/products/{slug}: the product page', () => {
    const detail = async (slug: string, headers: Record<string, string> = EN) => {
      const { status, body } = await get<unknown>(`/api/products/${slug}`, headers);
      expect(status, JSON.stringify(body)).toBe(200);
      return v.parse(ProductDetail, body);
    };

    it('answers the card and the description, images, category, options, stock and store', async () => {
      const cushion = await detail('sadu-cushion');
      expect(cushion).toMatchObject({
        slug: 'sadu-cushion',
        name: 'Sadu Cushion Cover',
        description: 'A cushion cover woven in Sadu.',
        price: 25_000,
        salePrice: 20_000,
        images: ['/images/products/sadu-cushion-1.svg', '/images/products/sadu-cushion-2.svg'],
        image: '/images/products/sadu-cushion-1.svg',
        category: { slug: 'sadu', name: 'Sadu' },
        colours: [
          { id: 'red', name: 'Red', hex: '#a52a2a' },
          { id: 'black', name: 'Black', hex: '#111111' },
        ],
        sizes: [{ id: '45cm', name: '45 × 45 cm' }],
        stock: 12,
        stockState: 'in-stock',
        seller: { slug: 'najd-weavers', name: 'Najd Weavers', logo: '/images/sellers/najd-weavers.svg', city: { id: 'hail-city', name: 'Hail' } },
      });
    });

    it('names options, category, store and city in Arabic for an Arabic request', async () => {
      const cushion = await detail('sadu-cushion', AR);
      expect(cushion.name).toBe('غطاء وسادة السدو');
      expect(cushion.description).toBe('غطاء وسادة منسوج بالسدو.');
      expect(cushion.colours.map((colour) => colour.name)).toEqual(['أحمر', 'أسود']);
      expect(cushion.category.name).toBe('السدو');
      expect(cushion.seller).toMatchObject({ name: 'نساجو نجد', city: { name: 'حائل' } });
    });

    it('summarises the rating: average, count and how many gave each number of stars', async () => {
      expect((await detail('sadu-cushion')).ratingSummary).toEqual({
        average: 3.8,
        count: 6,
        distribution: [
          { stars: 5, count: 3 },
          { stars: 4, count: 1 },
          { stars: 3, count: 1 },
          { stars: 2, count: 0 },
          { stars: 1, count: 1 },
        ],
      });
    });

    it('shows the first five reviews, newest first, by first name and initial', async () => {
      const { reviews } = await detail('sadu-cushion');
      expect(reviews).toMatchObject({ total: 6, page: 1, pageSize: 5 });
      expect(reviews.items.map((review) => [review.author, review.rating, review.body])).toEqual([
        ['Fatimah Z.', 5, 'Beautiful colours.'],
        ['Omar S.', 4, 'Well made.'],
        ['نورة ق.', 5, 'رائع'],
        ['Sara A.', 3, 'Smaller than I thought.'],
        ['Khalid O.', 5, 'Perfect gift.'],
      ]);
      expect(reviews.items[0]?.createdAt).toBe('2025-06-06T00:00:00.000Z');
    });

    describe('shipping', () => {
      it("is the seller's lowest fee for a guest, as a price from", async () => {
        expect((await detail('sadu-rug')).shipping).toEqual({ free: false, fee: 1_500, region: null });
      });

      it("is the fee to the region of a signed-in shopper's default address", async () => {
        expect((await detail('sadu-rug', { ...EN, ...shopperInRiyadh.auth })).shipping).toEqual({ free: false, fee: 3_000, region: { id: 'riyadh', name: 'Riyadh' } });
        expect((await detail('sadu-rug', { ...AR, ...shopperInRiyadh.auth })).shipping.region).toEqual({ id: 'riyadh', name: 'الرياض' });
      });

      it('has no fee where the seller does not ship', async () => {
        expect((await detail('sadu-rug', { ...EN, ...shopperInEastern.auth })).shipping).toEqual({ free: false, fee: null, region: { id: 'eastern', name: 'Eastern Province' } });
        expect((await detail('silver-ring')).shipping).toEqual({ free: false, fee: null, region: null });
      });

      it('is the lowest fee for a signed-in shopper without a default address', async () => {
        expect((await detail('sadu-rug', { ...EN, ...shopperWithoutAddress.auth })).shipping).toEqual({ free: false, fee: 1_500, region: null });
      });

      it('costs nothing for a product with free shipping, where the seller ships', async () => {
        expect((await detail('sadu-cushion')).shipping).toEqual({ free: true, fee: 0, region: null });
        expect((await detail('sadu-cushion', { ...EN, ...shopperInEastern.auth })).shipping).toEqual({ free: true, fee: null, region: { id: 'eastern', name: 'Eastern Province' } });
      });
    });

    it('answers 404 with a translated message for an unknown product', async () => {
      const english = await get<ErrorBody>('/api/products/no-such-product');
      expect(english).toMatchObject({ status: 404, body: { code: 'catalogue.productNotFound', message: 'This product was not found.' } });
      const arabic = await get<ErrorBody>('/api/products/no-such-product', AR);
      expect(arabic).toMatchObject({ status: 404, body: { code: 'catalogue.productNotFound', message: 'لم نعثر على هذا المنتج.' } });
    });

    it('refuses a slug that cannot be one', async () => {
      expect((await get('/api/products/Not_A_Slug')).status).toBe(400);
    });
  });

  describe('GET /api/products/{slug}/reviews', () => {
    it('pages through the reviews, newest first', async () => {
      const { status, body } = await get<unknown>('/api/products/sadu-cushion/reviews?page=2&pageSize=5');
      expect(status).toBe(200);
      const second = v.parse(ReviewPage, body);
      expect(second).toMatchObject({ total: 6, page: 2, pageSize: 5 });
      expect(second.items.map((review) => review.author)).toEqual(['Huda']);
    });

    it('answers an empty page for a product nobody has reviewed, and 404 for an unknown product', async () => {
      expect((await get('/api/products/sadu-rug/reviews')).body).toEqual({ items: [], total: 0, page: 1, pageSize: 10 });
      expect((await get<ErrorBody>('/api/products/no-such-product/reviews')).body.code).toBe('catalogue.productNotFound');
    });
  });

  describe('gift products', () => {
    it('lists gifts only, with the filters and sorts of the listing', async () => {
      expect(slugs(await page('/api/gift-products'))).toEqual(['silver-ring', 'clay-mabkhara']);
      expect(slugs(await page('/api/gift-products?sort=price-asc'))).toEqual(['clay-mabkhara', 'silver-ring']);
      expect(slugs(await page('/api/gift-products?category=pottery'))).toEqual(['clay-mabkhara']);
      expect((await page('/api/gift-products?customised=true')).items.map((card) => [card.slug, card.isGift])).toEqual([['silver-ring', true]]);
    });

    it('answers a gift product, and 404 for a product that is not a gift', async () => {
      const gift = await get<unknown>('/api/gift-products/clay-mabkhara');
      expect(gift.status).toBe(200);
      expect(v.parse(ProductDetail, gift.body)).toMatchObject({ slug: 'clay-mabkhara', isGift: true, salePrice: 4_050 });
      expect(await get<ErrorBody>('/api/gift-products/sadu-rug')).toMatchObject({ status: 404, body: { code: 'catalogue.productNotFound' } });
    });
  });

  describe('GET /api/categories', () => {
    it('answers every category in its order, with product counts, in the request language', async () => {
      const { status, body } = await get<unknown>('/api/categories', AR);
      expect(status).toBe(200);
      expect(v.parse(v.array(Category), body)).toEqual([
        { slug: 'sadu', name: 'السدو', image: '/images/categories/sadu.svg', productCount: 2, productCountIsLowerBound: false },
        { slug: 'pottery', name: 'الفخار', image: '/images/categories/pottery.svg', productCount: 3, productCountIsLowerBound: false },
        { slug: 'jewellery', name: 'المجوهرات', image: '/images/categories/jewellery.svg', productCount: 2, productCountIsLowerBound: false },
        { slug: 'incense', name: 'البخور', image: '/images/categories/incense.svg', productCount: 0, productCountIsLowerBound: false },
      ]);
    });
  });

  describe('sellers', () => {
    const sellerPage = async (path: string, headers = EN) => {
      const { status, body } = await get<unknown>(path, headers);
      expect(status, JSON.stringify(body)).toBe(200);
      return v.parse(pageOf(SellerCard), body);
    };

    it('lists featured stores first, then by name, with product counts and ratings', async () => {
      const sellers = await sellerPage('/api/sellers');
      expect(slugs(sellers)).toEqual(['ahsa-pottery', 'najd-weavers', 'diriyah-silver', 'qassim-leather']);
      expect(sellers.total).toBe(4);
      expect(sellers.items[1]).toMatchObject({
        name: 'Najd Weavers',
        logo: '/images/sellers/najd-weavers.svg',
        city: { id: 'hail-city', name: 'Hail' },
        featured: true,
        productCount: 2,
        // The cushion's six reviews (23 stars) and the rug's two ratings (9 stars).
        rating: { average: 4, count: 8 },
      });
      expect(sellers.items[3]).toMatchObject({ productCount: 0, rating: { average: null, count: 0 } });
    });

    it('shortens the description on a card', async () => {
      const najd = (await sellerPage('/api/sellers')).items[1]!;
      expect([...najd.description].length).toBeLessThanOrEqual(140);
      expect(najd.description.endsWith('…')).toBe(true);
      expect(najd.description.startsWith('Sadu weaving by the women of Hail')).toBe(true);
    });

    it('sorts by name on request, in the request language', async () => {
      expect(slugs(await sellerPage('/api/sellers?sort=name'))).toEqual(['ahsa-pottery', 'diriyah-silver', 'najd-weavers', 'qassim-leather']);
      expect((await sellerPage('/api/sellers?sort=name', AR)).items.map((seller) => seller.name)).toEqual([
        'جلود القصيم', 'فخار الأحساء', 'فضيات الدرعية', 'نساجو نجد',
      ]);
    });

    it('pages', async () => {
      expect(await sellerPage('/api/sellers?pageSize=3&page=2')).toMatchObject({ total: 4, page: 2, pageSize: 3, items: [{ slug: 'qassim-leather' }] });
      expect(await sellerPage('/api/sellers?pageSize=3&page=3')).toMatchObject({ total: 4, items: [] });
    });

    it('answers one store with its banner, full description, city and region, and the deals running now', async () => {
      const { status, body } = await get<unknown>('/api/sellers/najd-weavers');
      expect(status).toBe(200);
      const najd = v.parse(SellerDetail, body);
      expect(najd).toMatchObject({
        slug: 'najd-weavers',
        banner: '/images/sellers/najd-weavers-banner.svg',
        city: { id: 'hail-city', name: 'Hail' },
        region: { id: 'hail', name: 'Hail' },
        productCount: 2,
      });
      expect(najd.description).toBe(sampleCatalogue.sellers![0]!.value.description.en);
      expect(najd.deals.map((deal) => [deal.slug, deal.title])).toEqual([['sadu-week', 'Sadu Week']]);
      expect(najd.deals[0]).toMatchObject({ discountBasisPoints: 1500, startsAt: '2026-02-25T00:00:00.000Z', endsAt: '2026-03-10T00:00:00.000Z' });
    });

    it('answers 404 with a translated message for an unknown store', async () => {
      expect(await get<ErrorBody>('/api/sellers/no-such-store', AR)).toMatchObject({ status: 404, body: { code: 'catalogue.sellerNotFound', message: 'لم نعثر على هذا المتجر.' } });
    });

    it("answers a store's products at /api/sellers/{slug}/products, as the listing filtered by store", async () => {
      const alias = await page('/api/sellers/diriyah-silver/products?sort=price-asc');
      expect(alias).toEqual(await page('/api/products?seller=diriyah-silver&sort=price-asc'));
      expect(slugs(alias)).toEqual(['silver-ring', 'silver-bracelet']);
      expect(slugs(await page('/api/sellers/ahsa-pottery/products?discounted=true&sort=price-desc'))).toEqual(['clay-mabkhara', 'khoos-coaster']);
    });

    it("answers an empty page for a store without products, and 404 for an unknown store's products", async () => {
      expect(await page('/api/sellers/qassim-leather/products')).toMatchObject({ items: [], total: 0 });
      expect(await get<ErrorBody>('/api/sellers/no-such-store/products')).toMatchObject({ status: 404, body: { code: 'catalogue.sellerNotFound' } });
    });
  });

  describe('GET /api/store-deals', () => {
    it('answers the deals running now (by the clock), biggest first, each with its store and its discounted products', async () => {
      const { status, body } = await get<unknown>('/api/store-deals', AR);
      expect(status).toBe(200);
      const deals = v.parse(pageOf(StoreDealCard), body);
      expect(deals.total).toBe(2);
      expect(deals.items.map((deal) => [deal.slug, deal.title, deal.seller.name])).toEqual([
        ['pottery-days', 'أيام الفخار', 'فخار الأحساء'],
        ['sadu-week', 'أسبوع السدو', 'نساجو نجد'],
      ]);
      expect(deals.items[0]!.seller.logo).toBe('/images/sellers/ahsa-pottery.svg');
      // In stock first, biggest discount first; the out-of-stock jar has no discount at all.
      expect(slugs({ items: deals.items[0]!.products })).toEqual(['khoos-coaster', 'clay-mabkhara']);
      expect(slugs({ items: deals.items[1]!.products })).toEqual(['sadu-cushion']);
    });
  });

  describe('GET /api/home', () => {
    it('answers featured products, new arrivals, best deals in stock, featured stores and categories', async () => {
      const { status, body } = await get<unknown>('/api/home');
      expect(status).toBe(200);
      const home = v.parse(HomeFeed, body);
      expect(slugs({ items: home.featured })).toEqual(['silver-ring', 'sadu-rug']);
      expect(slugs({ items: home.newArrivals })).toEqual(['silver-bracelet', 'khoos-coaster', 'silver-ring', 'clay-mabkhara', 'ahsa-water-jar', 'sadu-rug', 'sadu-cushion']);
      expect(slugs({ items: home.deals })).toEqual(['silver-ring', 'khoos-coaster', 'sadu-cushion', 'silver-bracelet', 'clay-mabkhara']);
      expect(slugs({ items: home.sellers })).toEqual(['ahsa-pottery', 'najd-weavers', 'diriyah-silver', 'qassim-leather']);
      expect(home.categories.map((category) => category.slug)).toEqual(['sadu', 'pottery', 'jewellery', 'incense']);
    });
  });
}

/** A store with more discounted products than a deal shows, and deals that start and end around now. */
export function describeDealLimits(options: SuiteOptions = {}): void {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      postgres: options.postgres,
      services: () => ({ clock: fixedClock }),
      prepare: ({ db }) =>
        insertCatalogue(db, {
          sellers: [aSeller('najd-weavers'), aSeller('ahsa-pottery')],
          categories: [aCategory('sadu')],
          products: [
            aProduct('p10').discounted(1000),
            aProduct('p50-sold-out').discounted(5000).outOfStock(),
            aProduct('p40').discounted(4000),
            aProduct('p20').discounted(2000),
            aProduct('p30').discounted(3000),
            aProduct('p-full-price'),
            aProduct('other-store').from('ahsa-pottery').discounted(9000),
          ],
          deals: [
            aDeal('starts-now').running(NOW, new Date('2026-03-02T00:00:00Z')),
            aDeal('ends-now').by('ahsa-pottery').running(new Date('2026-02-01T00:00:00Z'), NOW),
          ],
        }),
    });
  }, 60_000);
  afterAll(() => server?.close());

  it('shows four of the store\'s discounted products, in stock first, biggest discount first, and only its own', async () => {
    const { body } = await server.json<Page<{ slug: string; products: { slug: string }[] }>>('GET', '/api/store-deals');
    expect(body.items.map((deal) => deal.slug)).toEqual(['starts-now']);
    expect(body.items[0]!.products.map((product) => product.slug)).toEqual(['p40', 'p30', 'p20', 'p10']);
  });
}

/** Home's and the categories' product counts, which are counted at most once per guest-cache lifetime. */
export function describeKeptCounts(options: SuiteOptions = {}): void {
  let now = NOW;
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      postgres: options.postgres,
      services: () => ({ clock: { now: () => now } }),
      prepare: ({ db }) => insertCatalogue(db, { sellers: [aSeller('najd-weavers')], categories: [aCategory('sadu')], products: [aProduct('sadu-rug')] }),
    });
  }, 60_000);
  afterAll(() => server?.close());

  const counted = async (path: string) => {
    const { body } = await server.json<{ slug: string; productCount: number }[] | { categories: { slug: string; productCount: number }[] }>('GET', path);
    return (Array.isArray(body) ? body : body.categories).find((category) => category.slug === 'sadu')?.productCount;
  };

  it('counts once per guest-cache lifetime whatever the URL, then counts a new product', async () => {
    expect(await counted('/api/home?n=1')).toBe(1);
    await insertCatalogue(server.database.db, { products: [aProduct('sadu-cushion')] });
    expect(await counted('/api/home?n=2')).toBe(1);
    expect(await counted('/api/categories?n=2')).toBe(1);
    now = new Date(NOW.getTime() + 6_000);
    expect(await counted('/api/home?n=3')).toBe(2);
    expect(await counted('/api/categories?n=3')).toBe(2);
  });

  it("reads home's stores, with their product counts, once per guest-cache lifetime whatever the URL", async () => {
    now = new Date(NOW.getTime() + 30_000);
    const storeCount = async (path: string) =>
      (await server.json<{ sellers: { slug: string; productCount: number }[] }>('GET', path)).body.sellers.find((seller) => seller.slug === 'najd-weavers')?.productCount;
    const before = await storeCount('/api/home?n=10');
    expect(before).toBeGreaterThan(0);
    await insertCatalogue(server.database.db, { products: [aProduct('sadu-pouch')] });
    expect(await storeCount('/api/home?n=11')).toBe(before);
    now = new Date(now.getTime() + 6_000);
    expect(await storeCount('/api/home?n=12')).toBe(before! + 1);
  });

  it("counts a listing once per guest-cache lifetime per set of filters, whatever its sort, page or language; its page is read afresh", async () => {
    now = new Date(NOW.getTime() + 60_000);
    const listing = async (path: string, language = 'en') => (await server.json<{ total: number; items: unknown[] }>('GET', path, undefined, { 'Accept-Language': language })).body;
    const { total } = await listing('/api/products?category=sadu');
    await insertCatalogue(server.database.db, { products: [aProduct('sadu-bag')] });
    const resorted = await listing('/api/products?category=sadu&sort=price-asc&pageSize=12', 'ar');
    expect(resorted.total).toBe(total);
    expect(resorted.items).toHaveLength(total + 1);
    expect((await listing('/api/gift-products?category=sadu')).total).toBe(0);
    expect((await listing('/api/products?category=sadu&priceFrom=1')).total).toBe(total + 1);
    now = new Date(now.getTime() + 6_000);
    expect((await listing('/api/products?category=sadu&n=2')).total).toBe(total + 1);
  });

  it('completes a word being typed from the lexicon once per guest-cache lifetime, for searches and suggestions alike', async () => {
    now = new Date(NOW.getTime() + 90_000);
    const found = async (path: string) => {
      const { body } = await server.json<{ items?: { slug: string }[]; products?: { slug: string }[] }>('GET', path);
      return (body.items ?? body.products ?? []).map((card) => card.slug);
    };
    expect(await found('/api/search/products?q=zell')).toEqual([]);
    await insertCatalogue(server.database.db, { products: [aProduct('zellige-tray').named('Zellige Tray', 'صينية زليج')] });
    // "zell" began no term a moment ago, and the lexicon is not asked again for a while.
    expect(await found('/api/search/products?q=zell&n=2')).toEqual([]);
    expect(await found('/api/search/suggestions?q=zell')).toEqual([]);
    now = new Date(now.getTime() + 6_000);
    expect(await found('/api/search/products?q=zell&n=3')).toEqual(['zellige-tray']);
    expect(await found('/api/search/suggestions?q=zell&n=3')).toEqual(['zellige-tray']);
  });
}
