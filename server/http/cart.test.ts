// The signed-in shopper's cart through real HTTP over a real (PGlite) database: lines with their
// options, quantities bounded by stock, the merge of a guest's cart at login (max, not sum;
// twice is once; stock shared out), what the server refuses, and that one shopper can never
// see or touch another's cart.
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Cart as CartSchema, MAX_CART_LINES, MAX_LINE_QUANTITY, type Cart } from '../../src/contract/cart';
import type { ErrorBody } from '../../src/contract/common';
import { lineKey } from '../../src/domain/cart';
import { DrizzleCheckoutRepository } from '../persistence/checkout/drizzle-checkout-repository';
import { cartLines, products } from '../persistence/schema';
import { insertStore, signedInShopper, type SignedInShopper } from '../testing/account-fixtures';
import { insertCartProducts } from '../testing/cart-fixtures';
import { useTestServer } from '../testing/use-test-server';
import { priceCart } from '../use-cases/cart/priced-cart';

const en = { 'Accept-Language': 'en' };
const ar = { 'Accept-Language': 'ar' };

const STOCK: Readonly<Record<string, number>> = { 'sadu-cushion': 12, 'palm-basket': 3, 'incense-burner': 0, 'kilim-rug': 6, 'name-mug': 10, 'gift-box': 4 };

const server = useTestServer({
  prepare: async ({ db }) => {
    await insertStore(db);
    await insertCartProducts(db);
  },
});

let shopper: SignedInShopper;
beforeEach(async () => {
  shopper = await signedInShopper(server.database.db);
});
afterEach(async () => {
  for (const [slug, stock] of Object.entries(STOCK)) await setStock(slug, stock);
});

const setStock = (slug: string, stock: number) => server.database.db.update(products).set({ stock }).where(eq(products.slug, slug));
const as = (who: SignedInShopper, language = en) => ({ ...language, ...who.auth });
const call = <T = Cart>(method: string, path: string, body?: unknown, who = shopper, language = en) => server.json<T>(method, path, body, as(who, language));
const add = (item: object, who = shopper, language = en) => call('POST', '/api/cart/lines', item, who, language);
const cartOf = async (who = shopper, language = en) => (await call('GET', '/api/cart', undefined, who, language)).body;
const setQuantity = (id: string, quantity: unknown, who = shopper, language = en) => call('PATCH', `/api/cart/lines/${id}`, { quantity }, who, language);
const merge = (items: object[], who = shopper) => call('POST', '/api/cart/merge', { items }, who);
const rowsOf = (userId: string) => server.database.db.select().from(cartLines).where(eq(cartLines.userId, userId)).orderBy(cartLines.createdAt);
/** A cart's lines reduced to what identifies them and how many pieces. */
const summary = (cart: Cart) =>
  cart.lines.map((line) => [line.product.slug, line.colour?.id ?? null, line.size?.id ?? null, line.nameOnProduct, line.giftText, line.quantity]);

const kilim = (colour: string, size: string, quantity = 1) => ({ productSlug: 'kilim-rug', colour, size, quantity });
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('only a signed-in shopper has a cart', () => {
  it.each([
    ['GET', '/api/cart', undefined],
    ['GET', '/api/cart/count', undefined],
    ['POST', '/api/cart/lines', { productSlug: 'sadu-cushion' }],
    ['PATCH', `/api/cart/lines/${UNKNOWN_ID}`, { quantity: 1 }],
    ['DELETE', `/api/cart/lines/${UNKNOWN_ID}`, undefined],
    ['POST', '/api/cart/merge', { items: [{ productSlug: 'sadu-cushion' }] }],
  ])('%s %s without a session answers 401', async (method, path, body) => {
    const { status, body: error } = await server.json<ErrorBody>(method, path, body, ar);
    expect(status).toBe(401);
    expect(error.code).toBe('auth.required');
    expect(error.message).toMatch(/[\u0600-\u06FF]/);
  });
});

describe('reading the cart', () => {
  it('starts empty', async () => {
    expect(await cartOf()).toEqual({ lines: [], totals: { subtotal: 0, discount: 0, deliveryFees: 0, total: 0, itemCount: 0 } });
    expect((await call('GET', '/api/cart/count')).body).toEqual({ itemCount: 0 });
  });

  it('prices every line itself, in the request language, with totals and the piece count', async () => {
    await add({ productSlug: 'sadu-cushion', quantity: 2 });
    await add(kilim('red', 'large'));
    const cart = await cartOf(shopper, ar);
    expect(cart.lines[0]).toEqual({
      id: expect.any(String),
      product: {
        slug: 'sadu-cushion',
        name: 'وسادة سدو',
        image: '/images/products/sadu-cushion.svg',
        price: 25_000,
        salePrice: 20_000,
        discountBasisPoints: 2000,
        freeShipping: false,
        isGift: false,
        stock: 12,
        seller: { slug: 'najd-crafts', name: 'حرف نجد' },
      },
      colour: null,
      size: null,
      nameOnProduct: null,
      giftText: null,
      quantity: 2,
      total: 40_000,
      available: true,
    });
    expect(cart.lines[1]).toMatchObject({ product: { slug: 'kilim-rug', salePrice: 36_000 }, colour: { id: 'red', name: 'أحمر' }, size: { id: 'large', name: 'كبير' }, total: 36_000 });
    expect(cart.totals).toEqual({ subtotal: 90_000, discount: 14_000, deliveryFees: 0, total: 76_000, itemCount: 3 });
    expect(v.safeParse(CartSchema, cart).issues).toBeUndefined();
    expect((await cartOf()).lines[1]).toMatchObject({ product: { name: 'Kilim rug', seller: { name: 'Najd Crafts' } }, colour: { name: 'Red' }, size: { name: 'Large' } });
    expect((await call('GET', '/api/cart/count')).body).toEqual({ itemCount: 3 });
  });

  it('marks a line unavailable when the stock fell below the pieces in the cart since', async () => {
    await add(kilim('red', 'small', 2));
    await add(kilim('indigo', 'large', 3));
    await setStock('kilim-rug', 4);
    const cart = await cartOf();
    expect(cart.lines.map((line) => line.available)).toEqual([false, false]);
    await setStock('kilim-rug', 5);
    expect((await cartOf()).lines.map((line) => line.available)).toEqual([true, true]);
  });
});

describe('adding to the cart', () => {
  it('adds the same product with the same options to one line, and other options to another', async () => {
    await add(kilim('red', 'small'));
    await add(kilim('red', 'small', 2));
    await add(kilim('indigo', 'small'));
    await add({ productSlug: 'name-mug', nameOnProduct: 'Sara' });
    await add({ productSlug: 'name-mug', nameOnProduct: '  Sara  ' });
    await add({ productSlug: 'name-mug', nameOnProduct: 'sara' });
    await add({ productSlug: 'name-mug' });
    await add({ productSlug: 'gift-box', giftText: 'Happy Eid!' });
    const cart = await cartOf();
    expect(summary(cart)).toEqual([
      ['kilim-rug', 'red', 'small', null, null, 3],
      ['kilim-rug', 'indigo', 'small', null, null, 1],
      ['name-mug', null, null, 'Sara', null, 2],
      ['name-mug', null, null, 'sara', null, 1],
      ['name-mug', null, null, null, null, 1],
      ['gift-box', null, null, null, 'Happy Eid!', 1],
    ]);
    const rows = await rowsOf(shopper.id);
    expect(rows.map((row) => row.lineKey)).toContain(lineKey('name-mug', { nameOnProduct: 'Sara' }));
  });

  it('takes prices from the catalogue, never from the request', async () => {
    const { status, body } = await add({ productSlug: 'palm-basket', price: 1, salePrice: 1, total: 1, discountBasisPoints: 9999 });
    expect(status).toBe(200);
    expect(body.lines[0]).toMatchObject({ product: { price: 8_000, salePrice: 8_000 }, total: 8_000 });
    expect(body.totals.total).toBe(8_000);
  });

  it('answers 404 for an unknown product', async () => {
    const { status, body } = await add({ productSlug: 'no-such-thing' }, shopper, ar);
    expect(status).toBe(404);
    expect(body).toMatchObject({ code: 'catalogue.productNotFound' });
    expect((body as unknown as ErrorBody).message).toMatch(/[\u0600-\u06FF]/);
  });

  it('asks for a colour and a size the product offers, on their fields, translated', async () => {
    const missing = await call<ErrorBody>('POST', '/api/cart/lines', { productSlug: 'kilim-rug' }, shopper, ar);
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toEqual({ colour: ['حقل اللون مطلوب'], size: ['حقل المقاس مطلوب'] });

    const unknown = await call<ErrorBody>('POST', '/api/cart/lines', kilim('green', 'huge'));
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields).toEqual({
      colour: ['This colour is not offered for this product.'],
      size: ['This size is not offered for this product.'],
    });
    const notOffered = await call<ErrorBody>('POST', '/api/cart/lines', { productSlug: 'sadu-cushion', colour: 'red' });
    expect(notOffered.body.fields).toEqual({ colour: ['This colour is not offered for this product.'] });
    expect(await rowsOf(shopper.id)).toEqual([]);
  });

  it('takes a name only for a customisable product and a gift text only for a gift', async () => {
    const name = await call<ErrorBody>('POST', '/api/cart/lines', { productSlug: 'sadu-cushion', nameOnProduct: 'Sara' });
    expect(name).toMatchObject({ status: 400, body: { fields: { nameOnProduct: ['A name cannot be written on this product.'] } } });
    const gift = await call<ErrorBody>('POST', '/api/cart/lines', { productSlug: 'name-mug', giftText: 'For you' }, shopper, ar);
    expect(gift).toMatchObject({ status: 400, body: { fields: { giftText: ['يمكن إضافة نص الإهداء إلى منتجات الهدايا فقط.'] } } });
    const tooLong = await call<ErrorBody>('POST', '/api/cart/lines', { productSlug: 'name-mug', nameOnProduct: 'x'.repeat(41) });
    expect(tooLong.status).toBe(400);
    expect(Object.keys(tooLong.body.fields ?? {})).toEqual(['nameOnProduct']);
    expect(await rowsOf(shopper.id)).toEqual([]);
  });

  it.each([[0], [-1], [1.5], ['2'], [null], [MAX_LINE_QUANTITY + 1], [Number.MAX_SAFE_INTEGER + 2]])('refuses the quantity %j with 400', async (quantity) => {
    const { status, body } = await call<ErrorBody>('POST', '/api/cart/lines', { productSlug: 'sadu-cushion', quantity });
    expect(status).toBe(400);
    expect(Object.keys(body.fields ?? {})).toEqual(['quantity']);
    expect(await rowsOf(shopper.id)).toEqual([]);
  });

  it('never puts more pieces in the cart than the stock, over all options of a product', async () => {
    await add({ productSlug: 'palm-basket', quantity: 2 });
    const above = await call<ErrorBody>('POST', '/api/cart/lines', { productSlug: 'palm-basket', quantity: 2 });
    expect(above).toMatchObject({ status: 409, body: { code: 'cart.quantityAboveStock', message: 'The quantity available in stock is 3.' } });
    expect((await add({ productSlug: 'palm-basket' })).body.totals.itemCount).toBe(3);

    await add(kilim('red', 'small', 4));
    const shared = await call<ErrorBody>('POST', '/api/cart/lines', kilim('indigo', 'large', 3), shopper, ar);
    expect(shared).toMatchObject({ status: 409, body: { code: 'cart.quantityAboveStock', message: 'لم يبقَ في المخزون سوى ٦ قطع.' } });

    const none = await call<ErrorBody>('POST', '/api/cart/lines', { productSlug: 'incense-burner' });
    expect(none).toMatchObject({ status: 409, body: { code: 'cart.outOfStock', message: 'Sorry, this product is out of stock.' } });
    expect(summary(await cartOf())).toEqual([
      ['palm-basket', null, null, null, null, 3],
      ['kilim-rug', 'red', 'small', null, null, 4],
    ]);
  });

  it(`keeps at most ${MAX_LINE_QUANTITY} pieces on one line and ${MAX_CART_LINES} lines`, async () => {
    await setStock('sadu-cushion', 500);
    await add({ productSlug: 'sadu-cushion', quantity: MAX_LINE_QUANTITY });
    const pieces = await call<ErrorBody>('POST', '/api/cart/lines', { productSlug: 'sadu-cushion' });
    expect(pieces).toMatchObject({ status: 409, body: { code: 'cart.tooManyPieces' } });

    await setStock('name-mug', 500);
    await server.database.db.insert(cartLines).values(
      Array.from({ length: MAX_CART_LINES - 1 }, (_, index) => ({
        userId: shopper.id,
        productSlug: 'name-mug',
        lineKey: lineKey('name-mug', { nameOnProduct: `Name ${index}` }),
        nameOnProduct: `Name ${index}`,
        quantity: 1,
      })),
    );
    const full = await call<ErrorBody>('POST', '/api/cart/lines', { productSlug: 'name-mug', nameOnProduct: 'One more' });
    expect(full).toMatchObject({ status: 409, body: { code: 'cart.tooManyLines', message: `Your cart can hold at most ${MAX_CART_LINES} different items.` } });
    expect((await add({ productSlug: 'name-mug', nameOnProduct: 'Name 3' })).status).toBe(200);
    expect((await cartOf()).lines).toHaveLength(MAX_CART_LINES);
  });
});

describe('changing and removing lines', () => {
  it('sets a quantity within the stock, counting the product’s other lines', async () => {
    await add(kilim('red', 'small'));
    const { body } = await add(kilim('indigo', 'large', 2));
    const [red, indigo] = body.lines;
    const changed = await setQuantity(red!.id, 4);
    expect(changed.status).toBe(200);
    expect(summary(changed.body).map((line) => line.at(-1))).toEqual([4, 2]);

    const above = await setQuantity(indigo!.id, 3);
    expect(above).toMatchObject({ status: 409, body: { code: 'cart.quantityAboveStock' } });
    await setStock('kilim-rug', 0);
    expect(await setQuantity(indigo!.id, 1)).toMatchObject({ status: 409, body: { code: 'cart.outOfStock' } });
    expect(summary(await cartOf()).map((line) => line.at(-1))).toEqual([4, 2]);
  });

  it.each([[0], [-3], [2.5], ['3'], [undefined]])('refuses the quantity %j with 400', async (quantity) => {
    const { body } = await add({ productSlug: 'sadu-cushion', quantity: 2 });
    const refused = await setQuantity(body.lines[0]!.id, quantity);
    expect(refused.status).toBe(400);
    expect((await rowsOf(shopper.id)).map((row) => row.quantity)).toEqual([2]);
  });

  it('removes a line; removing it again changes nothing and answers 404', async () => {
    await add({ productSlug: 'sadu-cushion' });
    const { body } = await add({ productSlug: 'palm-basket' });
    const removed = await call('DELETE', `/api/cart/lines/${body.lines[0]!.id}`);
    expect(removed.status).toBe(200);
    expect(summary(removed.body)).toEqual([['palm-basket', null, null, null, null, 1]]);
    const again = await call<ErrorBody>('DELETE', `/api/cart/lines/${body.lines[0]!.id}`);
    expect(again).toMatchObject({ status: 404, body: { code: 'cart.lineNotFound', message: 'This item is no longer in your cart.' } });
    expect(summary(await cartOf())).toEqual([['palm-basket', null, null, null, null, 1]]);
  });

  it('answers another shopper’s line exactly like a missing one, and leaves it alone', async () => {
    const other = await signedInShopper(server.database.db, 'Omar');
    const { body } = await add({ productSlug: 'sadu-cushion', quantity: 2 }, other);
    const theirs = body.lines[0]!.id;
    for (const attempt of [setQuantity(theirs, 1), call('DELETE', `/api/cart/lines/${theirs}`), setQuantity(UNKNOWN_ID, 1), call('DELETE', `/api/cart/lines/${UNKNOWN_ID}`)]) {
      expect(await attempt).toMatchObject({ status: 404, body: { code: 'cart.lineNotFound' } });
    }
    expect((await cartOf()).lines).toEqual([]);
    expect(summary(await cartOf(other))).toEqual([['sadu-cushion', null, null, null, null, 2]]);
  });

  it('answers 400 for a line id that is not a uuid', async () => {
    expect((await setQuantity('not-an-id', 1)).status).toBe(400);
    expect((await call('DELETE', '/api/cart/lines/not-an-id')).status).toBe(400);
  });
});

describe('merging a guest cart at login', () => {
  const guest = [
    { productSlug: 'palm-basket', quantity: 2 },
    kilim('red', 'small', 2),
    { productSlug: 'name-mug', nameOnProduct: 'Sara' },
    { productSlug: 'palm-basket' },
  ];

  it('merges into an empty cart in the guest’s order, adding up the guest’s repeated lines', async () => {
    const { status, body } = await merge(guest);
    expect(status).toBe(200);
    expect(summary(body)).toEqual([
      ['palm-basket', null, null, null, null, 3],
      ['kilim-rug', 'red', 'small', null, null, 2],
      ['name-mug', null, null, 'Sara', null, 1],
    ]);
    expect((await call('GET', '/api/cart/count')).body).toEqual({ itemCount: 6 });
  });

  it('keeps the account’s lines first and takes the larger quantity of a line in both, not the sum', async () => {
    await add({ productSlug: 'sadu-cushion', quantity: 4 });
    await add({ productSlug: 'palm-basket', quantity: 1 });
    await add(kilim('red', 'small', 3));
    const { body } = await merge([kilim('red', 'small', 2), { productSlug: 'gift-box', giftText: 'Eid', quantity: 2 }, { productSlug: 'sadu-cushion', quantity: 5 }]);
    expect(summary(body)).toEqual([
      ['sadu-cushion', null, null, null, null, 5],
      ['palm-basket', null, null, null, null, 1],
      ['kilim-rug', 'red', 'small', null, null, 3],
      ['gift-box', null, null, null, 'Eid', 2],
    ]);
  });

  it('merging the same guest cart twice is merging it once', async () => {
    await add({ productSlug: 'sadu-cushion', quantity: 1 });
    await add(kilim('indigo', 'large', 5));
    const once = (await merge(guest)).body;
    const twice = (await merge(guest)).body;
    expect(twice).toEqual(once);
    expect(summary(once)).toEqual([
      ['sadu-cushion', null, null, null, null, 1],
      ['kilim-rug', 'indigo', 'large', null, null, 5],
      ['palm-basket', null, null, null, null, 3],
      ['kilim-rug', 'red', 'small', null, null, 1],
      ['name-mug', null, null, 'Sara', null, 1],
    ]);
    expect(await rowsOf(shopper.id)).toHaveLength(5);
  });

  it('shares the stock out over the lines of one product and never exceeds it', async () => {
    await add(kilim('red', 'small', 4));
    const { body } = await merge([kilim('indigo', 'large', 5), { productSlug: 'palm-basket', quantity: 9 }, kilim('red', 'small', 1)]);
    expect(summary(body)).toEqual([
      ['kilim-rug', 'red', 'small', null, null, 4],
      ['kilim-rug', 'indigo', 'large', null, null, 2],
      ['palm-basket', null, null, null, null, 3],
    ]);
    expect(body.lines.every((line) => line.available)).toBe(true);
  });

  it('leaves out, silently, what a stale guest cart holds that can no longer be bought', async () => {
    const { status, body } = await merge([
      { productSlug: 'gone-forever' },
      { productSlug: 'incense-burner' },
      kilim('green', 'small'),
      { productSlug: 'kilim-rug' },
      { productSlug: 'sadu-cushion', nameOnProduct: 'Sara' },
      { productSlug: 'name-mug', giftText: 'Eid' },
      { productSlug: 'gift-box', giftText: 'Eid' },
    ]);
    expect(status).toBe(200);
    expect(summary(body)).toEqual([['gift-box', null, null, null, 'Eid', 1]]);
  });

  it('changes nothing for an empty guest cart', async () => {
    await add({ productSlug: 'sadu-cushion', quantity: 2 });
    const before = await cartOf();
    expect((await merge([])).body).toEqual(before);
  });

  it('refuses a malformed guest cart with 400 and changes nothing', async () => {
    await add({ productSlug: 'sadu-cushion', quantity: 2 });
    for (const items of [[{ productSlug: 'palm-basket', quantity: -1 }], [{ productSlug: 'palm-basket', quantity: 0.5 }], Array(MAX_CART_LINES + 1).fill({ productSlug: 'palm-basket' })]) {
      expect((await merge(items)).status).toBe(400);
    }
    expect(summary(await cartOf())).toEqual([['sadu-cushion', null, null, null, null, 2]]);
  });

  it(`keeps at most ${MAX_CART_LINES} lines, the account’s first`, async () => {
    await setStock('name-mug', 500);
    await add({ productSlug: 'sadu-cushion' });
    const names = Array.from({ length: MAX_CART_LINES }, (_, index) => ({ productSlug: 'name-mug', nameOnProduct: `Name ${index}` }));
    const { body } = await merge(names);
    expect(body.lines).toHaveLength(MAX_CART_LINES);
    expect(body.lines[0]!.product.slug).toBe('sadu-cushion');
    expect(body.lines.at(-1)!.nameOnProduct).toBe(`Name ${MAX_CART_LINES - 2}`);
  });
});

describe('the priced cart checkout reads', () => {
  it('gives the domain lines, both languages and the view, also in a shopper’s turn', async () => {
    await add(kilim('indigo', 'small', 2));
    await add({ productSlug: 'gift-box', giftText: 'Eid' });
    const checkout = new DrizzleCheckoutRepository(server.database.db);
    const priced = await checkout.inShopperTurn(shopper.id, async (turn) => priceCart(await turn.cartLines(), 'ar'));
    expect(priced.view).toEqual(await cartOf(shopper, ar));
    const [rug, gift] = priced.lines;
    expect(rug).toMatchObject({
      lineKey: lineKey('kilim-rug', { colour: 'indigo', size: 'small' }),
      line: {
        product: { id: 'kilim-rug', sellerId: 'najd-crafts', price: 40_000, discountBasisPoints: 1000, freeShipping: false, stock: 6, customisable: false },
        options: { colour: 'indigo', size: 'small' },
        quantity: 2,
      },
      name: { en: 'Kilim rug', ar: 'سجادة كليم' },
      colour: { id: 'indigo', name: { en: 'Indigo', ar: 'نيلي' } },
      size: { id: 'small', name: { en: 'Small', ar: 'صغير' } },
      seller: { slug: 'najd-crafts', name: { en: 'Najd Crafts', ar: 'حرف نجد' } },
      image: '/images/products/kilim-rug.svg',
      available: true,
    });
    expect(gift).toMatchObject({ isGift: true, giftText: 'Eid', line: { options: { giftText: 'Eid' } } });
    expect(gift!.line.product).not.toHaveProperty('discountBasisPoints');
    expect(priceCart(await checkout.readsFor(shopper.id).cartLines(), 'en').lines).toHaveLength(2);
  });
});
