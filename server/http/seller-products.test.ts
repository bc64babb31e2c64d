// A seller's own products through real HTTP over a real (PGlite) database: creating a draft,
// reading and listing it, editing it (its stock moving by what the editor changed, so pieces
// bought meanwhile stay bought), publishing, unpublishing, archiving and restoring it, adjusting
// its stock and the low-stock list; never more than MAX_STOCK pieces in all, whether typed, applied
// as an edit's difference or added, refused whole in both languages; what the schema cannot say
// refused on its field in both languages; a draft or an archived product invisible to shoppers everywhere (product page,
// listing, search, home, cart) and a published one found by search in both languages at once;
// and, for every route, another store's product answering as a missing one, shoppers and
// guests kept out.
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageOf, type ErrorBody } from '../../src/contract/common';
import { LowStockLine, MAX_STOCK, PRODUCT_PRICE_MAX, PRODUCT_PRICE_MIN, SellerProduct, SellerProductSummary, type SellerProductInput } from '../../src/contract/seller-products';
import { formatMoney } from '../../src/domain/money-format';
import { aSellerProductInput } from '../../src/contract/testing/seller-product-input';
import { products } from '../persistence/schema';
import { aBuyer, insertShop, stockOf, type Buyer } from '../testing/checkout-fixtures';
import { aSellerAccount, buy, type SellerAccount } from '../testing/order-fixtures';
import { startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
let najd: SellerAccount;
let hejaz: SellerAccount;
let shopper: Buyer;
beforeAll(async () => {
  server = await startTestServer({ prepare: async ({ db }) => insertShop(db) });
  najd = await aSellerAccount(server.database.db, 'najd-weavers');
  hejaz = await aSellerAccount(server.database.db, 'hejaz-pottery');
  shopper = await aBuyer(server.database.db, { wallet: 1_000_000 });
}, 60_000);
afterAll(() => server.close());

const db = () => server.database.db;
type Answer = SellerProduct & ErrorBody & { fields?: Record<string, string[]> };
const arabic = (account: { auth: Record<string, string> }) => ({ ...account.auth, 'Accept-Language': 'ar' });

const vase = aSellerProductInput;

const create = (input: SellerProductInput, headers: Record<string, string> = najd.auth) => server.json<Answer>('POST', '/api/seller/products', input, headers);
const get = (slug: string, headers: Record<string, string> = najd.auth) => server.json<Answer>('GET', `/api/seller/products/${slug}`, undefined, headers);
const update = (slug: string, input: SellerProductInput, headers: Record<string, string> = najd.auth) =>
  server.json<Answer>('PUT', `/api/seller/products/${slug}`, input, headers);
const move = (slug: string, to: string, headers: Record<string, string> = najd.auth) => server.json<Answer>('POST', `/api/seller/products/${slug}/status`, { move: to }, headers);
const adjust = (slug: string, change: number, headers: Record<string, string> = najd.auth, pair: { colourId?: string; sizeId?: string } = {}) =>
  server.json<Answer>('POST', `/api/seller/products/${slug}/stock`, { change, ...pair }, headers);
const list = (query = '', headers: Record<string, string> = najd.auth) =>
  server.json<{ items: SellerProductSummary[]; total: number }>('GET', `/api/seller/products${query}`, undefined, headers);
const lowStock = (query = '', headers: Record<string, string> = najd.auth) => server.json<LowStockLine[]>('GET', `/api/seller/stock/low${query}`, undefined, headers);

/** A new product of najd-weavers', answered as created. */
async function aDraft(changes: Partial<SellerProductInput> = {}): Promise<SellerProduct> {
  const { status, body } = await create(vase(changes));
  expect(status).toBe(201);
  return body;
}

async function aPublished(changes: Partial<SellerProductInput> = {}): Promise<SellerProduct> {
  const draft = await aDraft(changes);
  expect((await move(draft.slug, 'publish')).status).toBe(200);
  return draft;
}

/** What shoppers see of a product: its page, the listing, a search by a word of each name, the home feed and whether it can go in a cart. */
async function shoppersSee(slug: string, words: { en: string; ar: string }) {
  const found = (items: { slug: string }[]) => items.some((item) => item.slug === slug);
  const [page, listing, searchEn, searchAr, home] = await Promise.all([
    server.json('GET', `/api/products/${slug}`),
    server.json<{ items: { slug: string }[] }>('GET', '/api/products?sort=newest&pageSize=48'),
    server.json<{ items: { slug: string }[] }>('GET', `/api/search/products?q=${encodeURIComponent(words.en)}`),
    server.json<{ items: { slug: string }[] }>('GET', `/api/search/products?q=${encodeURIComponent(words.ar)}`, undefined, { 'Accept-Language': 'ar' }),
    server.json<{ newArrivals: { slug: string }[] }>('GET', '/api/home'),
  ]);
  const cart = await server.json('POST', '/api/cart/lines', { productSlug: slug, quantity: 1 }, shopper.auth);
  return {
    page: page.status,
    listing: found(listing.body.items),
    searchEn: found(searchEn.body.items),
    searchAr: found(searchAr.body.items),
    home: found(home.body.newArrivals),
    cart: cart.status,
  };
}

describe('creating and reading a product', () => {
  it('creates a draft with a slug from its English name, option ids from their English names, and reads it back', async () => {
    const { status, body } = await create(
      vase({
        colours: [{ nameEn: 'Sea Blue', nameAr: 'أزرق بحري', hex: '#1E90FF' }],
        sizes: [{ id: 'tall', nameEn: 'Tall', nameAr: 'طويلة' }, { nameEn: 'Short one', nameAr: 'قصيرة' }],
        discountPercent: 15,
      }),
    );
    expect(status).toBe(201);
    v.parse(SellerProduct, body);
    expect(body.slug).toMatch(/^glazed-turquoise-vase-[a-z0-9]{5}$/);
    expect(body).toMatchObject({
      status: 'draft',
      allowedMoves: ['publish', 'archive'],
      stock: 10,
      price: 12_000,
      salePrice: 10_200,
      discountPercent: 15,
      discountActive: true,
      image: null,
      images: [],
      colours: [{ id: 'sea-blue', name: { en: 'Sea Blue', ar: 'أزرق بحري' }, hex: '#1e90ff' }],
      sizes: [{ id: 'tall' }, { id: 'short-one' }],
    });
    expect((await get(body.slug)).body).toEqual(body);
    const [row] = await db().select({ offer: products.offerBasisPoints, inForce: products.discountBasisPoints }).from(products).where(eq(products.slug, body.slug));
    expect(row).toEqual({ offer: 1500, inForce: 1500 });
  });

  it('gives two products of the same name different slugs', async () => {
    const [first, second] = [await aDraft(), await aDraft()];
    expect(first.slug).not.toBe(second.slug);
  });

  it('keeps a discount whose window has not opened out of the price until it does', async () => {
    const product = await aDraft({ discountPercent: 20, discountStartsAt: '2099-01-01T00:00:00.000Z', discountEndsAt: '2099-02-01T00:00:00.000Z' });
    expect(product).toMatchObject({ discountPercent: 20, discountActive: false, salePrice: 12_000, discountStartsAt: '2099-01-01T00:00:00.000Z' });
  });

  it('lists the store’s products by status and by either name, most recently changed first, in pages', async () => {
    const older = await aDraft({ nameEn: 'Palm frond fan', nameAr: 'مروحة سعف' });
    const newer = await aPublished({ nameEn: 'Palm leaf tray', nameAr: 'صينية خوص' });
    const { status, body } = await list('?q=palm');
    expect(status).toBe(200);
    v.parse(pageOf(SellerProductSummary), body);
    // Publishing changed `newer` last; the shop's own Palm basket was never changed by the console.
    expect(body.items.map((item) => item.slug).slice(0, 2)).toEqual([newer.slug, older.slug]);
    expect((await list('?q=سعف')).body.items.map((item) => item.slug)).toEqual([older.slug]);
    expect((await list('?q=palm&status=draft')).body.items.map((item) => item.slug)).toEqual([older.slug]);
    expect((await list('?q=palm&status=published')).body.items.map((item) => item.slug)).toContain(newer.slug);
    const firstPage = await list('?page=1&pageSize=1');
    expect(firstPage.body.items).toHaveLength(1);
    expect(firstPage.body.total).toBeGreaterThan(1);
    expect((await list('', hejaz.auth)).body.items.map((item) => item.slug)).not.toContain(older.slug);
  });
});

describe('what the schema cannot say, refused on its field in both languages', () => {
  it('refuses a category that does not exist', async () => {
    const en = await create(vase({ categorySlug: 'no-such-category' }));
    expect(en.status).toBe(400);
    expect(en.body.fields?.categorySlug).toEqual(['The category you chose does not exist.']);
    const ar = await create(vase({ categorySlug: 'no-such-category' }), arabic(najd));
    expect(ar.body.fields?.categorySlug).toEqual(['التصنيف الذي اخترته غير موجود.']);
  });

  it('refuses a discount window without a percent, or one that ends before it starts', async () => {
    const noPercent = await create(vase({ discountStartsAt: '2030-01-01T00:00:00.000Z' }));
    expect(noPercent.status).toBe(400);
    expect(noPercent.body.fields?.discountPercent).toEqual(['The discount is required when it has a start or end date.']);
    const backwards = vase({ discountPercent: 10, discountStartsAt: '2030-02-01T00:00:00.000Z', discountEndsAt: '2030-01-01T00:00:00.000Z' });
    expect((await create(backwards)).body.fields?.discountEndsAt).toEqual(["The discount end date must be after the discount's start date."]);
    expect((await create(backwards, arabic(najd))).body.fields?.discountEndsAt).toEqual(['يجب أن يكون تاريخ انتهاء الخصم بعد تاريخ بدء الخصم.']);
    expect((await create(vase({ discountEndsAt: '2030-01-01T00:00:00.000Z' }), arabic(najd))).body.fields?.discountPercent).toEqual([
      'حقل الخصم مطلوب عند تحديد تاريخ بدء أو انتهاء.',
    ]);
  });

  it('refuses two colours (or sizes) with the same id, given or made from the English name', async () => {
    const colours = [
      { nameEn: 'Red', nameAr: 'أحمر' },
      { nameEn: 'red', nameAr: 'قرمزي' },
    ];
    const en = await create(vase({ colours }));
    expect(en.status).toBe(400);
    expect(en.body.fields?.['colours.1.nameEn']).toEqual(['Another option has the same English option name: each option must be different.']);
    const ar = await create(vase({ sizes: [{ id: 'big', nameEn: 'Big', nameAr: 'كبير' }, { id: 'big', nameEn: 'Large', nameAr: 'ضخم' }] }), arabic(najd));
    expect(ar.body.fields?.['sizes.1.id']).toEqual(['يوجد خيار آخر بنفس اسم الخيار بالإنجليزية: يجب أن يختلف كل خيار عن غيره.']);
  });

  it('answers the schema’s own rules with the fields’ names in both languages', async () => {
    const en = await create(vase({ nameEn: 'ab', price: 50 }));
    expect(en.status).toBe(400);
    expect(en.body.fields?.nameEn).toEqual(['The English name field must be at least 3 characters']);
    // The bounds are halalas; the seller reads them as the money they are.
    expect(en.body.fields?.price).toEqual([`The price field must be between ${formatMoney(PRODUCT_PRICE_MIN, 'en')} and ${formatMoney(PRODUCT_PRICE_MAX, 'en')}`]);
    expect(formatMoney(PRODUCT_PRICE_MAX, 'en')).toMatch(/^SAR.1,000,000\.00$/);
    const ar = await create(vase({ nameAr: 'ab' }), arabic(najd));
    expect(ar.body.fields?.nameAr?.[0]).toContain('الاسم بالعربية');
  });
});

describe('shoppers see published products only', () => {
  it('hides a draft everywhere, shows it once published (found by search in both languages) and hides it again once archived', async () => {
    const words = { en: 'hourglass', ar: 'ساعة رملية' };
    const product = await aDraft({ nameEn: 'Carved hourglass', nameAr: 'ساعة رملية منحوتة' });
    expect(await shoppersSee(product.slug, words)).toEqual({ page: 404, listing: false, searchEn: false, searchAr: false, home: false, cart: 404 });

    const published = await move(product.slug, 'publish');
    expect(published.status).toBe(200);
    expect(published.body).toMatchObject({ status: 'published', allowedMoves: ['unpublish', 'archive'] });
    expect(await shoppersSee(product.slug, words)).toEqual({ page: 200, listing: true, searchEn: true, searchAr: true, home: true, cart: 200 });

    expect((await move(product.slug, 'archive')).body).toMatchObject({ status: 'archived', allowedMoves: ['restore'] });
    expect(await shoppersSee(product.slug, words)).toEqual({ page: 404, listing: false, searchEn: false, searchAr: false, home: false, cart: 404 });
    // The shopper's line of it is kept, shown as unavailable, and checkout refuses it.
    const cart = await server.json<{ lines: { id: string; product: { slug: string; stock: number }; available: boolean }[] }>('GET', '/api/cart', undefined, shopper.auth);
    expect(cart.body.lines.find((line) => line.product.slug === product.slug)).toMatchObject({ available: false, product: { stock: 0 } });
    const checkout = await server.json<ErrorBody>('POST', '/api/checkout', { addressId: shopper.addressId, idempotencyKey: crypto.randomUUID(), cardConfirmed: true }, shopper.auth);
    expect(checkout.status).toBeGreaterThanOrEqual(400);
    expect(checkout.body.code).toBe('cart.outOfStock');
    await server.json('DELETE', '/api/cart/lines/' + cart.body.lines.find((line) => line.product.slug === product.slug)!.id, undefined, shopper.auth);

    expect((await move(product.slug, 'restore')).body).toMatchObject({ status: 'draft', allowedMoves: ['publish', 'archive'] });
  });

  it('counts only published products in the store’s and the category’s counts, and shows only published deals', async () => {
    const counts = async () => {
      const [store, categories] = await Promise.all([
        server.json<{ productCount: number }>('GET', '/api/sellers/najd-weavers'),
        server.json<{ slug: string; productCount: number }[]>('GET', '/api/categories'),
      ]);
      return { store: store.body.productCount, category: categories.body.find((category) => category.slug === 'sadu')!.productCount };
    };
    const before = await counts();
    const product = await aDraft({ discountPercent: 40, stock: 3 });
    expect(await counts()).toEqual(before);
    const dealsOfHome = async () => (await server.json<{ deals: { slug: string }[] }>('GET', '/api/home')).body.deals.map((card) => card.slug);
    expect(await dealsOfHome()).not.toContain(product.slug);
    await move(product.slug, 'publish');
    expect(await counts()).toEqual({ store: before.store + 1, category: before.category + 1 });
    expect(await dealsOfHome()).toContain(product.slug);
    await move(product.slug, 'unpublish');
    expect(await counts()).toEqual(before);
  });

  it('finds an edited product by its new names at once', async () => {
    const product = await aPublished();
    await update(product.slug, vase({ nameEn: 'Glazed lantern', nameAr: 'فانوس مزجج', stockSeen: 10 }));
    expect(await shoppersSee(product.slug, { en: 'lantern', ar: 'فانوس' })).toMatchObject({ page: 200, searchEn: true, searchAr: true });
    // Its words are in the lexicon too: a typo finds it.
    const typo = await server.json<{ items: { slug: string }[] }>('GET', '/api/search/products?q=lantren');
    expect(typo.body.items.map((item) => item.slug)).toContain(product.slug);
  });

  it('hides a product’s reviews and takes it out of favourites while it is not published', async () => {
    const product = await aPublished();
    expect((await server.json('PUT', `/api/favourites/${product.slug}`, undefined, shopper.auth)).status).toBeLessThan(300);
    const favourites = async () => (await server.json<{ items: { slug: string }[] }>('GET', '/api/favourites', undefined, shopper.auth)).body.items.map((item) => item.slug);
    expect(await favourites()).toContain(product.slug);
    await move(product.slug, 'unpublish');
    expect(await favourites()).not.toContain(product.slug);
    expect((await server.json('GET', `/api/products/${product.slug}/reviews`)).status).toBe(404);
    await move(product.slug, 'publish');
    expect(await favourites()).toContain(product.slug);
    expect((await server.json('GET', `/api/products/${product.slug}/reviews`)).status).toBe(200);
  });

  it('holds the cart to the seller’s own limit on the name written on the product, and tells the product page', async () => {
    const product = await aPublished({ customisable: true, nameOnProductMaxLength: 5 });
    expect((await server.json<{ nameOnProductMaxLength: number }>('GET', `/api/products/${product.slug}`)).body.nameOnProductMaxLength).toBe(5);
    const long = await server.json<Answer>('POST', '/api/cart/lines', { productSlug: product.slug, quantity: 1, nameOnProduct: 'Abdullah' }, shopper.auth);
    expect(long.status).toBe(400);
    expect(long.body.fields?.nameOnProduct).toEqual(['The name on product field may not be greater than 5 characters']);
    const fits = await server.json('POST', '/api/cart/lines', { productSlug: product.slug, quantity: 1, nameOnProduct: 'Sara' }, shopper.auth);
    expect(fits.status).toBe(200);
  });
});

describe('moves', () => {
  it('refuses a move the status does not allow, with a translated 409, changing nothing', async () => {
    const product = await aPublished();
    const again = await move(product.slug, 'publish');
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'seller-products.moveRefused.publish', message: 'Only a draft can be published.' });
    const restore = await move(product.slug, 'restore', arabic(najd));
    expect(restore.status).toBe(409);
    expect(restore.body.message).toBe('لا يمكن استعادة إلا منتج مؤرشف.');
    expect((await get(product.slug)).body.status).toBe('published');
  });
});

describe('stock', () => {
  it('applies an edit’s stock as the change the editor made, so pieces bought meanwhile stay bought', async () => {
    const product = await aPublished({ stock: 10 });
    const buyer = await aBuyer(db(), { wallet: 1_000_000 });
    await buy(server, buyer, [{ product: product.slug, quantity: 3 }]);
    expect(await stockOf(db(), product.slug)).toBe(7);
    // The editor was opened before the purchase (10) and the seller added two.
    const edited = await update(product.slug, vase({ stock: 12, stockSeen: 10, price: 13_000 }));
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ stock: 9, price: 13_000, status: 'published' });
  });

  it('refuses an edit that would take the stock below zero, on the stock field, in both languages', async () => {
    const product = await aDraft({ stock: 4 });
    await adjust(product.slug, -3);
    const en = await update(product.slug, vase({ stock: 0, stockSeen: 4 }));
    expect(en.status).toBe(400);
    expect(en.body.fields?.stock).toEqual(['Pieces were sold while you were editing: the stock you set would fall below zero. Reload the product and try again.']);
    const ar = await update(product.slug, vase({ stock: 0, stockSeen: 4 }), arabic(najd));
    expect(ar.body.fields?.stock).toEqual(['بيعت قطع أثناء التعديل: سيقل المخزون الذي حددته عن الصفر. أعد تحميل المنتج وحاول مرة أخرى.']);
    expect(await stockOf(db(), product.slug)).toBe(1);
  });

  it('asks an edit for the stock its editor saw', async () => {
    const product = await aDraft();
    const { status, body } = await update(product.slug, vase());
    expect(status).toBe(400);
    expect(body.fields?.stockSeen).toEqual(['The stock field is required']);
  });

  it('adds and takes away pieces, refusing below zero with a translated 409', async () => {
    const product = await aDraft({ stock: 2 });
    expect((await adjust(product.slug, 5)).body.stock).toBe(7);
    expect((await adjust(product.slug, -7)).body.stock).toBe(0);
    const short = await adjust(product.slug, -1);
    expect(short.status).toBe(409);
    expect(short.body.message).toBe('There are fewer pieces in stock than you asked to take away: stock cannot fall below zero.');
    expect((await adjust(product.slug, -1, arabic(najd))).body.message).toBe('القطع المتوفرة في المخزون أقل مما طلبت سحبه: لا يمكن أن يقل المخزون عن الصفر.');
    expect(await stockOf(db(), product.slug)).toBe(0);
  });

  it('lists the store’s draft and published products with few pieces, fewest first, leaving out the archived', async () => {
    const hejazTaken = await create(vase({ stock: 0 }), hejaz.auth);
    const one = await aDraft({ stock: 1 });
    const none = await aPublished({ stock: 0 });
    const archived = await aDraft({ stock: 0 });
    await move(archived.slug, 'archive');
    const plenty = await aDraft({ stock: 50 });
    const { status, body } = await lowStock('?threshold=1');
    expect(status).toBe(200);
    v.parse(v.array(LowStockLine), body);
    const slugs = body.map((item) => item.product.slug);
    expect(slugs).toContain(one.slug);
    expect(slugs).toContain(none.slug);
    expect(slugs.indexOf(none.slug)).toBeLessThan(slugs.indexOf(one.slug));
    expect(slugs).not.toContain(archived.slug);
    expect(slugs).not.toContain(plenty.slug);
    expect(slugs).not.toContain(hejazTaken.body.slug);
    expect(body.map((item) => item.stock)).toEqual([...body.map((item) => item.stock)].sort((a, b) => a - b));
    expect(body.find((item) => item.product.slug === none.slug)).toMatchObject({ colour: null, size: null, stock: 0 });
  });
});

describe('stock counted per colour and size', () => {
  const colours = [
    { nameEn: 'Indigo', nameAr: 'نيلي', hex: '#2e3a87' },
    { nameEn: 'Saffron', nameAr: 'زعفراني', hex: '#f4a300' },
  ];
  const sizes = [
    { nameEn: 'Small', nameAr: 'صغير' },
    { nameEn: 'Large', nameAr: 'كبير' },
  ];
  /** The four cells of indigo/saffron × small/large, in that order, with these counts. */
  const grid = (counts: readonly number[], seen?: readonly number[]) =>
    [
      [0, 0],
      [0, 1],
      [1, 0],
      [1, 1],
    ].map(([colour, size], index) => ({ colour: colour!, size: size!, stock: counts[index]!, ...(seen === undefined ? {} : { stockSeen: seen[index]! }) }));
  const perOption = (counts: readonly number[], seen?: readonly number[]): Partial<SellerProductInput> => ({
    colours,
    sizes,
    stockPerOption: true,
    optionStock: grid(counts, seen),
  });
  const countsOf = (product: SellerProduct) => product.optionStock.map((cell) => cell.stock);
  const shopperPage = (slug: string) => server.json<{ stock: number; optionStock: { colour: string | null; size: string | null; stock: number }[] | null }>('GET', `/api/products/${slug}`);

  it('creates a product with a count for every pair, its stock their sum, and shows shoppers each pair', async () => {
    const product = await aPublished({ ...perOption([3, 0, 1, 2]), stock: 999 });
    expect(product).toMatchObject({ stockPerOption: true, stock: 6 });
    expect(product.optionStock).toEqual([
      { colourId: 'indigo', sizeId: 'small', stock: 3 },
      { colourId: 'indigo', sizeId: 'large', stock: 0 },
      { colourId: 'saffron', sizeId: 'small', stock: 1 },
      { colourId: 'saffron', sizeId: 'large', stock: 2 },
    ]);
    const page = await shopperPage(product.slug);
    expect(page.body.stock).toBe(6);
    expect(page.body.optionStock).toEqual(
      expect.arrayContaining([
        { colour: 'indigo', size: 'small', stock: 3 },
        { colour: 'indigo', size: 'large', stock: 0 },
        { colour: 'saffron', size: 'small', stock: 1 },
        { colour: 'saffron', size: 'large', stock: 2 },
      ]),
    );
    expect((await shopperPage((await aPublished()).slug)).body.optionStock).toBeNull();
  });

  it('lets a shopper buy a pair only within its own count, takes the pieces from it, and puts them back on cancelling', async () => {
    const product = await aPublished(perOption([1, 0, 5, 5]));
    const buyer = await aBuyer(db(), { wallet: 1_000_000 });
    const soldOut = await server.json<ErrorBody>('POST', '/api/cart/lines', { productSlug: product.slug, colour: 'indigo', size: 'large', quantity: 1 }, buyer.auth);
    expect(soldOut.status).toBe(409);
    expect(soldOut.body.code).toBe('cart.outOfStock');
    const tooMany = await server.json<ErrorBody>('POST', '/api/cart/lines', { productSlug: product.slug, colour: 'indigo', size: 'small', quantity: 2 }, buyer.auth);
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.code).toBe('cart.quantityAboveStock');

    const [code] = await buy(server, buyer, [{ product: product.slug, quantity: 1, options: { colour: 'indigo', size: 'small' } }, { product: product.slug, quantity: 2, options: { colour: 'saffron', size: 'large' } }]);
    let now = (await get(product.slug)).body;
    expect(countsOf(now)).toEqual([0, 0, 5, 3]);
    expect(now.stock).toBe(8);

    expect((await server.json('POST', `/api/orders/${code}/cancel`, { reason: 'Changed my mind' }, buyer.auth)).status).toBe(200);
    now = (await get(product.slug)).body;
    expect(countsOf(now)).toEqual([1, 0, 5, 5]);
    expect(now.stock).toBe(11);
  });

  it('marks a cart line whose pair sold out as unavailable while the other pairs stay buyable', async () => {
    const product = await aPublished(perOption([2, 2, 2, 2]));
    const buyer = await aBuyer(db(), { wallet: 1_000_000 });
    await server.json('POST', '/api/cart/lines', { productSlug: product.slug, colour: 'indigo', size: 'small', quantity: 2 }, buyer.auth);
    await server.json('POST', '/api/cart/lines', { productSlug: product.slug, colour: 'saffron', size: 'small', quantity: 1 }, buyer.auth);
    await adjust(product.slug, -1, najd.auth, { colourId: 'indigo', sizeId: 'small' });
    const cart = await server.json<{ lines: { colour: { id: string }; available: boolean; product: { stock: number } }[] }>('GET', '/api/cart', undefined, buyer.auth);
    expect(cart.body.lines.map((line) => [line.colour.id, line.available, line.product.stock])).toEqual([
      ['indigo', false, 1],
      ['saffron', true, 2],
    ]);
  });

  it('applies an edit to each pair as the change the editor made, counts a new pair afresh and drops a removed one', async () => {
    const product = await aPublished(perOption([4, 4, 4, 4]));
    const buyer = await aBuyer(db(), { wallet: 1_000_000 });
    await buy(server, buyer, [{ product: product.slug, quantity: 3, options: { colour: 'indigo', size: 'small' } }]);
    // The editor loaded 4 everywhere before the purchase; the seller adds 2 indigo small, drops
    // saffron and adds a third colour with 7 and 1.
    const olive = { id: 'olive', nameEn: 'Olive', nameAr: 'زيتوني', hex: '#708238' };
    const edited = await update(
      product.slug,
      vase({
        colours: [{ id: 'indigo', ...colours[0]! }, olive],
        sizes: [{ id: 'small', ...sizes[0]! }, { id: 'large', ...sizes[1]! }],
        stockPerOption: true,
        optionStock: [
          { colour: 0, size: 0, stock: 6, stockSeen: 4 },
          { colour: 0, size: 1, stock: 4, stockSeen: 4 },
          { colour: 1, size: 0, stock: 7 },
          { colour: 1, size: 1, stock: 1 },
        ],
      }),
    );
    expect(edited.status).toBe(200);
    expect(edited.body.optionStock).toEqual([
      { colourId: 'indigo', sizeId: 'small', stock: 3 },
      { colourId: 'indigo', sizeId: 'large', stock: 4 },
      { colourId: 'olive', sizeId: 'small', stock: 7 },
      { colourId: 'olive', sizeId: 'large', stock: 1 },
    ]);
    expect(edited.body.stock).toBe(15);
    expect(await stockOf(db(), product.slug)).toBe(15);
  });

  it('switches between one count and a count per pair', async () => {
    const product = await aDraft({ colours, stock: 9 });
    const split = await update(product.slug, vase({ colours, stockPerOption: true, optionStock: [{ colour: 0, size: null, stock: 2 }, { colour: 1, size: null, stock: 5 }] }));
    expect(split.body).toMatchObject({ stockPerOption: true, stock: 7, optionStock: [{ colourId: 'indigo', sizeId: null, stock: 2 }, { colourId: 'saffron', sizeId: null, stock: 5 }] });
    await adjust(product.slug, 1, najd.auth, { colourId: 'saffron' });
    // The editor loaded 7 in all, and the seller now counts them together as 10.
    const joined = await update(product.slug, vase({ colours, stock: 10, stockSeen: 7 }));
    expect(joined.body).toMatchObject({ stockPerOption: false, stock: 11, optionStock: [] });
  });

  it('refuses, on the cell and in both languages, an edit that would take a pair below zero, and writes nothing', async () => {
    const product = await aPublished(perOption([1, 1, 1, 1]));
    await buy(server, await aBuyer(db(), { wallet: 1_000_000 }), [{ product: product.slug, quantity: 1, options: { colour: 'saffron', size: 'small' } }]);
    const edit = vase({ ...perOption([1, 1, 0, 1], [1, 1, 1, 1]), colours: colours.map((colour, index) => ({ id: ['indigo', 'saffron'][index]!, ...colour })) });
    const en = await update(product.slug, edit);
    expect(en.status).toBe(400);
    expect(en.body.fields?.['optionStock.2.stock']).toEqual(['Pieces were sold while you were editing: the stock you set would fall below zero. Reload the product and try again.']);
    const ar = await update(product.slug, edit, arabic(najd));
    expect(ar.body.fields?.['optionStock.2.stock']).toEqual(['بيعت قطع أثناء التعديل: سيقل المخزون الذي حددته عن الصفر. أعد تحميل المنتج وحاول مرة أخرى.']);
    expect(countsOf((await get(product.slug)).body)).toEqual([1, 1, 0, 1]);
  });

  it('refuses a grid that misses or repeats a pair, and counting per option without options', async () => {
    const product = await aDraft(perOption([1, 1, 1, 1]));
    const missing = await update(product.slug, vase({ ...perOption([1, 1, 1, 1]), optionStock: grid([1, 1, 1, 1]).slice(1) }));
    expect(missing.status).toBe(400);
    expect(missing.body.fields?.optionStock).toEqual(['The stock per colour and size must give one count for every colour and size, each once. Reload the product and try again.']);
    const repeated = await create(vase({ ...perOption([1, 1, 1, 1]), optionStock: [...grid([1, 1, 1]).slice(0, 3), { colour: 0, size: 0, stock: 1 }] }), arabic(najd));
    expect(repeated.status).toBe(400);
    expect(repeated.body.fields?.optionStock).toEqual(['يجب أن يحتوي المخزون لكل لون ومقاس على عدد واحد لكل لون ومقاس، مرة واحدة لكلٍّ منها. أعد تحميل المنتج وحاول مرة أخرى.']);
    const none = await create(vase({ stockPerOption: true, optionStock: [] }));
    expect(none.status).toBe(400);
    expect(none.body.fields?.stockPerOption).toEqual(['To count the stock per colour and size, add a colour or a size first.']);
  });

  it('adjusts one pair, refusing below zero and a pair the product does not count', async () => {
    const product = await aDraft(perOption([0, 1, 0, 0]));
    expect(countsOf((await adjust(product.slug, 3, najd.auth, { colourId: 'saffron', sizeId: 'large' })).body)).toEqual([0, 1, 0, 3]);
    expect((await adjust(product.slug, -2, najd.auth, { colourId: 'indigo', sizeId: 'large' })).status).toBe(409);
    expect((await adjust(product.slug, 1, najd.auth, { colourId: 'olive', sizeId: 'large' })).status).toBe(404);
    expect((await adjust(product.slug, 1)).status).toBe(404);
    expect(await stockOf(db(), product.slug)).toBe(4);
  });

  it('lists each low pair on the low-stock list with its colour and size, fewest first', async () => {
    const product = await aDraft(perOption([0, 9, 2, 9]));
    const { body } = await lowStock('?threshold=2');
    const lines = body.filter((line) => line.product.slug === product.slug);
    expect(lines.map((line) => [line.colour?.id, line.size?.id, line.stock])).toEqual([
      ['indigo', 'small', 0],
      ['saffron', 'small', 2],
    ]);
    expect(lines[0]!.colour?.name).toEqual({ en: 'Indigo', ar: 'نيلي' });
  });
});

describe('at most MAX_STOCK pieces a product', () => {
  const colours = [
    { id: 'indigo', nameEn: 'Indigo', nameAr: 'نيلي', hex: '#2e3a87' },
    { id: 'saffron', nameEn: 'Saffron', nameAr: 'زعفراني', hex: '#f4a300' },
  ];
  /** Counted per colour, with these pieces (and the counts the editor saw). */
  const perColour = (counts: readonly [number, number], seen?: readonly [number, number]): Partial<SellerProductInput> => ({
    colours,
    stockPerOption: true,
    optionStock: counts.map((stock, colour) => ({ colour, size: null, stock, ...(seen === undefined ? {} : { stockSeen: seen[colour]! }) })),
  });
  const countsOf = async (slug: string) => (await get(slug)).body.optionStock.map((cell) => cell.stock);
  const STOCK_ABOVE = { en: 'The stock field must be 100,000 or less', ar: 'يجب أن تكون قيمة حقل المخزون ١٠٠٬٠٠٠ أو أقل' };
  const TOTAL_ABOVE = { en: 'The total stock field must be 100,000 or less', ar: 'يجب أن تكون قيمة حقل إجمالي المخزون ١٠٠٬٠٠٠ أو أقل' };

  it('refuses a grid whose cells each fit but together hold more, on the grid in both languages, creating nothing', async () => {
    const name = { nameEn: 'Overstocked indigo rug', nameAr: 'سجادة نيلية فائضة' };
    const en = await create(vase({ ...name, ...perColour([60_000, 40_001]) }));
    expect(en.status).toBe(400);
    expect(en.body.fields).toEqual({ optionStock: [TOTAL_ABOVE.en] });
    const ar = await create(vase({ ...name, ...perColour([MAX_STOCK, 1]) }), arabic(najd));
    expect(ar.body.fields).toEqual({ optionStock: [TOTAL_ABOVE.ar] });
    expect((await list(`?q=${encodeURIComponent(name.nameEn)}`)).body.total).toBe(0);
    expect((await create(vase({ ...name, ...perColour([60_000, 40_000]) }))).body).toMatchObject({ stock: MAX_STOCK });
  });

  it('refuses, with the same message on the stock, an edit whose change would take the count as it now is above the limit, and writes nothing', async () => {
    const product = await aDraft({ stock: 10 });
    await adjust(product.slug, 50);
    // The editor loaded 10; the seller typed the most a product may hold, unaware of the 50 added since.
    const edit = vase({ nameEn: 'Renamed turquoise vase', stock: MAX_STOCK, stockSeen: 10 });
    const en = await update(product.slug, edit);
    expect(en.status).toBe(400);
    expect(en.body.fields).toEqual({ stock: [STOCK_ABOVE.en] });
    expect((await update(product.slug, edit, arabic(najd))).body.fields).toEqual({ stock: [STOCK_ABOVE.ar] });
    expect((await get(product.slug)).body).toMatchObject({ stock: 60, name: { en: 'Glazed turquoise vase' } });
    // Up to the limit exactly, it is saved.
    expect((await update(product.slug, vase({ stock: MAX_STOCK - 50, stockSeen: 10 }))).body.stock).toBe(MAX_STOCK);
  });

  it('refuses, on the grid, an edit whose cells’ changes would take their sum above the limit, and writes nothing', async () => {
    const product = await aDraft(perColour([40_000, 50_000]));
    await adjust(product.slug, 10_000, najd.auth, { colourId: 'indigo' });
    // Loaded as 40,000 and 50,000 (90,000 in all), indigo raised by 5,000: within the limit as typed, not once applied.
    const edit = vase({ nameEn: 'Renamed turquoise vase', ...perColour([45_000, 50_000], [40_000, 50_000]) });
    const en = await update(product.slug, edit);
    expect(en.status).toBe(400);
    expect(en.body.fields).toEqual({ optionStock: [TOTAL_ABOVE.en] });
    expect((await update(product.slug, edit, arabic(najd))).body.fields).toEqual({ optionStock: [TOTAL_ABOVE.ar] });
    expect(await countsOf(product.slug)).toEqual([50_000, 50_000]);
    expect((await get(product.slug)).body).toMatchObject({ stock: MAX_STOCK, name: { en: 'Glazed turquoise vase' } });
    expect(await stockOf(db(), product.slug)).toBe(MAX_STOCK);
  });

  it('refuses an addition that would take the product above the limit with a translated 409, a pair’s too, but always lets pieces be taken away', async () => {
    const product = await aDraft({ stock: MAX_STOCK - 1 });
    expect((await adjust(product.slug, 1)).body.stock).toBe(MAX_STOCK);
    const over = await adjust(product.slug, 1);
    expect(over.status).toBe(409);
    expect(over.body).toMatchObject({ code: 'seller-products.tooMuchStock', message: "Adding these pieces would take the product's stock above the most it may hold: stock cannot exceed 100,000 pieces." });
    expect((await adjust(product.slug, 1, arabic(najd))).body.message).toBe('إضافة هذه القطع ستجعل مخزون المنتج يتجاوز الحد الأقصى المسموح به: لا يمكن أن يزيد المخزون على ١٠٠٬٠٠٠ قطعة.');
    expect(await stockOf(db(), product.slug)).toBe(MAX_STOCK);

    const rug = await aDraft(perColour([50_000, 49_000]));
    expect((await adjust(rug.slug, 1_001, najd.auth, { colourId: 'saffron' })).status).toBe(409);
    expect(await countsOf(rug.slug)).toEqual([50_000, 49_000]);
    expect((await adjust(rug.slug, 1_000, najd.auth, { colourId: 'saffron' })).body.stock).toBe(MAX_STOCK);

    // A product left above the limit (before it was checked) can still be brought back down.
    await db().update(products).set({ stock: MAX_STOCK + 50 }).where(eq(products.slug, product.slug));
    expect((await adjust(product.slug, -10)).body.stock).toBe(MAX_STOCK + 40);
    expect((await adjust(product.slug, 1)).status).toBe(409);
  });
});

describe('who may use the routes', () => {
  const routes = (slug: string): [string, string, unknown][] => [
    ['GET', '/api/seller/products', undefined],
    ['GET', `/api/seller/products/${slug}`, undefined],
    ['POST', '/api/seller/products', vase()],
    ['PUT', `/api/seller/products/${slug}`, vase({ stockSeen: 10 })],
    ['POST', `/api/seller/products/${slug}/status`, { move: 'archive' }],
    ['POST', `/api/seller/products/${slug}/stock`, { change: 1 }],
    ['GET', '/api/seller/stock/low', undefined],
  ];

  it('answers a guest 401 and a shopper 403 on every route', async () => {
    const product = await aDraft();
    for (const [method, path, body] of routes(product.slug)) {
      expect((await server.json(method, path, body)).status, `${method} ${path}`).toBe(401);
      expect((await server.json(method, path, body, shopper.auth)).status, `${method} ${path}`).toBe(403);
    }
  });

  it('answers another store’s product exactly like a missing one on every route that names one, changing nothing', async () => {
    const product = await aDraft();
    for (const [method, path, body] of routes(product.slug).filter(([, path]) => path.includes(product.slug))) {
      const theirs = await server.json<ErrorBody>(method, path, body, hejaz.auth);
      const missing = await server.json<ErrorBody>(method, path.replace(product.slug, 'no-such-product'), body, hejaz.auth);
      expect(theirs.status, `${method} ${path}`).toBe(404);
      expect(theirs.body).toEqual(missing.body);
      expect(theirs.body.message).toBe('This product was not found in your store.');
    }
    expect((await get(product.slug)).body).toMatchObject({ status: 'draft', stock: 10, name: { en: 'Glazed turquoise vase' } });
  });
});
