// The cart's use cases over the in-memory port (fast: no database): lines priced from the
// catalogue in the shopper's language, the options a product takes, quantities bounded by stock
// and by the cart's limits, refusals that change nothing, and the merge of a guest's cart at login.
import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { MAX_CART_LINES, MAX_LINE_QUANTITY, type Cart, type CartItemInput } from '../../../src/contract/cart';
import type { Language } from '../../../src/domain/locale';
import { MemoryCartRepository } from '../../testing/memory/memory-cart-repository';
import { addCartItem, countCartItems, mergeGuestCart, removeCartLine, setCartLineQuantity, viewCart, type AddToCartResult } from './cart';

const SHOPPER = 'shopper-1';
const OTHER = 'shopper-2';
let carts: MemoryCartRepository;
beforeEach(() => {
  carts = new MemoryCartRepository();
});

const item = (productSlug: string, extra: Partial<CartItemInput> = {}): CartItemInput => ({ productSlug, quantity: 1, ...extra });
const kilim = (colour: string, size: string, quantity = 1) => item('kilim-rug', { colour, size, quantity });
const add = (added: CartItemInput, who = SHOPPER, language: Language = 'en') => addCartItem(carts, who, added, language);
const cartOf = (who = SHOPPER, language: Language = 'en') => viewCart(carts, who, language);
const merge = (items: CartItemInput[], who = SHOPPER) => mergeGuestCart(carts, who, items, 'en');
/** The cart after a change that had to succeed. */
const accepted = (result: AddToCartResult): Cart => {
  if (!result.ok) throw new Error(`Refused: ${JSON.stringify(result.error)}`);
  return result.value;
};
/** A cart's lines reduced to what identifies them and how many pieces. */
const summary = (cart: Cart) =>
  cart.lines.map((line) => [line.product.slug, line.colour?.id ?? null, line.size?.id ?? null, line.nameOnProduct, line.giftText, line.quantity]);
const idsOf = async (who = SHOPPER) => (await cartOf(who)).lines.map((line) => line.id);

describe('viewing the cart', () => {
  it('starts empty', async () => {
    expect(await cartOf()).toEqual({ lines: [], totals: { subtotal: 0, discount: 0, deliveryFees: 0, total: 0, itemCount: 0 } });
    expect(await countCartItems(carts, SHOPPER)).toBe(0);
  });

  it('prices every line from the catalogue, in the language asked, with totals and the piece count', async () => {
    await add(item('sadu-cushion', { quantity: 2 }));
    await add(kilim('red', 'large'));
    const arabic = await cartOf(SHOPPER, 'ar');
    expect(arabic.lines[0]).toEqual({
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
    expect(arabic.lines[1]).toMatchObject({ colour: { id: 'red', name: 'أحمر' }, size: { id: 'large', name: 'كبير' }, total: 36_000 });
    expect(arabic.totals).toEqual({ subtotal: 90_000, discount: 14_000, deliveryFees: 0, total: 76_000, itemCount: 3 });
    expect((await cartOf()).lines[1]).toMatchObject({ product: { name: 'Kilim rug', seller: { name: 'Najd Crafts' } }, colour: { name: 'Red' } });
    expect(await countCartItems(carts, SHOPPER)).toBe(3);
  });

  it('marks the lines of a product unavailable when its stock fell below their pieces', async () => {
    await add(kilim('red', 'small', 2));
    await add(kilim('indigo', 'large', 3));
    await add(item('gift-box'));
    carts.setStock('kilim-rug', 4);
    expect((await cartOf()).lines.map((line) => line.available)).toEqual([false, false, true]);
    carts.setStock('kilim-rug', 5);
    expect((await cartOf()).lines.map((line) => line.available)).toEqual([true, true, true]);
  });
});

describe('adding to the cart', () => {
  it('adds the same product with the same (trimmed) options to one line, and other options to another', async () => {
    for (const added of [
      kilim('red', 'small'),
      kilim('red', 'small', 2),
      kilim('indigo', 'small'),
      item('name-mug', { nameOnProduct: 'Sara' }),
      item('name-mug', { nameOnProduct: '  Sara  ' }),
      item('name-mug', { nameOnProduct: 'sara' }),
      item('name-mug'),
      item('gift-box', { giftText: 'Happy Eid!' }),
    ]) {
      accepted(await add(added));
    }
    expect(summary(await cartOf())).toEqual([
      ['kilim-rug', 'red', 'small', null, null, 3],
      ['kilim-rug', 'indigo', 'small', null, null, 1],
      ['name-mug', null, null, 'Sara', null, 2],
      ['name-mug', null, null, 'sara', null, 1],
      ['name-mug', null, null, null, null, 1],
      ['gift-box', null, null, null, 'Happy Eid!', 1],
    ]);
  });

  it('answers the cart as it is after the change', async () => {
    const cart = accepted(await add(item('palm-basket', { quantity: 2 }), SHOPPER, 'ar'));
    expect(cart).toEqual(await cartOf(SHOPPER, 'ar'));
    expect(cart.totals.itemCount).toBe(2);
  });

  it('refuses a product the catalogue does not have', async () => {
    expect(await add(item('no-such-thing'))).toEqual({ ok: false, error: { code: 'catalogue.productNotFound' } });
    expect(await cartOf()).toMatchObject({ lines: [] });
  });

  it('asks for a colour and a size among those the product offers, and takes none from a product without', async () => {
    expect(await add(item('kilim-rug'))).toEqual({
      ok: false,
      error: {
        code: 'cart.invalidOptions',
        fields: { colour: [{ key: 'validation.required', params: { field: 'colour' } }], size: [{ key: 'validation.required', params: { field: 'size' } }] },
      },
    });
    expect(await add(kilim('green', 'huge'))).toEqual({
      ok: false,
      error: {
        code: 'cart.invalidOptions',
        fields: { colour: [{ key: 'cart.unknownOption', params: { field: 'colour' } }], size: [{ key: 'cart.unknownOption', params: { field: 'size' } }] },
      },
    });
    expect(await add(kilim('red', ''))).toMatchObject({ error: { fields: { size: [{ key: 'validation.required' }] } } });
    expect(await add(item('sadu-cushion', { colour: 'red' }))).toEqual({
      ok: false,
      error: { code: 'cart.invalidOptions', fields: { colour: [{ key: 'cart.unknownOption', params: { field: 'colour' } }] } },
    });
    expect((await cartOf()).lines).toEqual([]);
  });

  it('takes a name only for a customisable product and a gift text only for a gift', async () => {
    expect(await add(item('sadu-cushion', { nameOnProduct: 'Sara', giftText: 'For you' }))).toEqual({
      ok: false,
      error: {
        code: 'cart.invalidOptions',
        fields: {
          nameOnProduct: [{ key: 'cart.notCustomisable', params: { field: 'nameOnProduct' } }],
          giftText: [{ key: 'cart.notAGift', params: { field: 'giftText' } }],
        },
      },
    });
    expect((await add(item('name-mug', { nameOnProduct: 'Sara' }))).ok).toBe(true);
    expect((await add(item('gift-box', { giftText: 'For you' }))).ok).toBe(true);
  });

  it('never puts more pieces of a product in the cart than its stock, over all its options', async () => {
    await add(item('palm-basket', { quantity: 2 }));
    expect(await add(item('palm-basket', { quantity: 2 }))).toEqual({ ok: false, error: { code: 'cart.quantityAboveStock', params: { stock: 3 } } });
    accepted(await add(item('palm-basket')));
    await add(kilim('red', 'small', 4));
    expect(await add(kilim('indigo', 'large', 3))).toEqual({ ok: false, error: { code: 'cart.quantityAboveStock', params: { stock: 6 } } });
    expect(await add(item('incense-burner'))).toEqual({ ok: false, error: { code: 'cart.outOfStock' } });
    expect(summary(await cartOf())).toEqual([
      ['palm-basket', null, null, null, null, 3],
      ['kilim-rug', 'red', 'small', null, null, 4],
    ]);
  });

  it(`keeps at most ${MAX_LINE_QUANTITY} pieces on a line and ${MAX_CART_LINES} lines, still adding to a line it has`, async () => {
    carts.setStock('sadu-cushion', 500);
    accepted(await add(item('sadu-cushion', { quantity: MAX_LINE_QUANTITY })));
    expect(await add(item('sadu-cushion'))).toEqual({ ok: false, error: { code: 'cart.tooManyPieces', params: { max: MAX_LINE_QUANTITY } } });

    carts.setStock('name-mug', 500);
    await merge(Array.from({ length: MAX_CART_LINES - 1 }, (_, index) => item('name-mug', { nameOnProduct: `Name ${index}` })));
    expect(await add(item('name-mug', { nameOnProduct: 'One more' }))).toEqual({ ok: false, error: { code: 'cart.tooManyLines', params: { max: MAX_CART_LINES } } });
    accepted(await add(item('name-mug', { nameOnProduct: 'Name 3' })));
    expect((await cartOf()).lines).toHaveLength(MAX_CART_LINES);
    expect((await cartOf()).lines.find((line) => line.nameOnProduct === 'Name 3')!.quantity).toBe(2);
  });
});

describe('changing and removing lines', () => {
  it('sets a quantity within the stock left by the product’s other lines', async () => {
    await add(kilim('red', 'small'));
    await add(kilim('indigo', 'large', 2));
    const [red, indigo] = await idsOf();
    expect(summary(accepted(await setCartLineQuantity(carts, SHOPPER, red!, 4, 'en'))).map((line) => line.at(-1))).toEqual([4, 2]);
    expect(await setCartLineQuantity(carts, SHOPPER, indigo!, 3, 'en')).toEqual({ ok: false, error: { code: 'cart.quantityAboveStock', params: { stock: 6 } } });
    carts.setStock('kilim-rug', 0);
    expect(await setCartLineQuantity(carts, SHOPPER, indigo!, 1, 'en')).toEqual({ ok: false, error: { code: 'cart.outOfStock' } });
    expect(summary(await cartOf()).map((line) => line.at(-1))).toEqual([4, 2]);
  });

  it(`refuses more than ${MAX_LINE_QUANTITY} pieces on a line whatever the stock`, async () => {
    carts.setStock('sadu-cushion', 500);
    await add(item('sadu-cushion'));
    const [line] = await idsOf();
    expect(await setCartLineQuantity(carts, SHOPPER, line!, MAX_LINE_QUANTITY + 1, 'en')).toEqual({
      ok: false,
      error: { code: 'cart.tooManyPieces', params: { max: MAX_LINE_QUANTITY } },
    });
    expect((await cartOf()).totals.itemCount).toBe(1);
  });

  it('removes a line; removing it again changes nothing and is told', async () => {
    await add(item('sadu-cushion'));
    await add(item('palm-basket'));
    const [cushion] = await idsOf();
    expect(summary(accepted(await removeCartLine(carts, SHOPPER, cushion!, 'en')))).toEqual([['palm-basket', null, null, null, null, 1]]);
    expect(await removeCartLine(carts, SHOPPER, cushion!, 'en')).toEqual({ ok: false, error: { code: 'cart.lineNotFound' } });
    expect(summary(await cartOf())).toEqual([['palm-basket', null, null, null, null, 1]]);
  });

  it('treats another shopper’s line as a missing one, and leaves it alone', async () => {
    await add(item('sadu-cushion', { quantity: 2 }), OTHER);
    const [theirs] = await idsOf(OTHER);
    expect(await setCartLineQuantity(carts, SHOPPER, theirs!, 1, 'en')).toEqual({ ok: false, error: { code: 'cart.lineNotFound' } });
    expect(await removeCartLine(carts, SHOPPER, theirs!, 'en')).toEqual({ ok: false, error: { code: 'cart.lineNotFound' } });
    expect(summary(await cartOf(OTHER))).toEqual([['sadu-cushion', null, null, null, null, 2]]);
  });
});

describe('merging a guest cart at login', () => {
  const guest = [item('palm-basket', { quantity: 2 }), kilim('red', 'small', 2), item('name-mug', { nameOnProduct: 'Sara' }), item('palm-basket')];

  it('merges into an empty cart in the guest’s order, adding up the guest’s repeated lines', async () => {
    expect(summary(await merge(guest))).toEqual([
      ['palm-basket', null, null, null, null, 3],
      ['kilim-rug', 'red', 'small', null, null, 2],
      ['name-mug', null, null, 'Sara', null, 1],
    ]);
  });

  it('keeps the account’s lines first and takes the larger quantity of a line in both, not the sum', async () => {
    await add(item('sadu-cushion', { quantity: 4 }));
    await add(item('palm-basket'));
    await add(kilim('red', 'small', 3));
    const merged = await merge([kilim('red', 'small', 2), item('gift-box', { giftText: 'Eid', quantity: 2 }), item('name-mug'), item('sadu-cushion', { quantity: 5 })]);
    expect(summary(merged)).toEqual([
      ['sadu-cushion', null, null, null, null, 5],
      ['palm-basket', null, null, null, null, 1],
      ['kilim-rug', 'red', 'small', null, null, 3],
      ['gift-box', null, null, null, 'Eid', 2],
      ['name-mug', null, null, null, null, 1],
    ]);
    expect(merged).toEqual(await cartOf());
  });

  it('merging the same guest cart twice is merging it once', async () => {
    await add(item('sadu-cushion'));
    await add(kilim('indigo', 'large', 5));
    const once = await merge(guest);
    expect(await merge(guest)).toEqual(once);
    expect(summary(once)).toEqual([
      ['sadu-cushion', null, null, null, null, 1],
      ['kilim-rug', 'indigo', 'large', null, null, 5],
      ['palm-basket', null, null, null, null, 3],
      ['kilim-rug', 'red', 'small', null, null, 1],
      ['name-mug', null, null, 'Sara', null, 1],
    ]);
  });

  it('shares the stock out over the lines of a product, dropping a line left with none', async () => {
    await add(kilim('red', 'small', 4));
    await add(item('gift-box', { giftText: 'Eid', quantity: 3 }));
    carts.setStock('gift-box', 0);
    const merged = await merge([kilim('indigo', 'large', 5), item('palm-basket', { quantity: 9 }), kilim('red', 'small', 1)]);
    expect(summary(merged)).toEqual([
      ['kilim-rug', 'red', 'small', null, null, 4],
      ['kilim-rug', 'indigo', 'large', null, null, 2],
      ['palm-basket', null, null, null, null, 3],
    ]);
    expect(merged.lines.every((line) => line.available)).toBe(true);
  });

  it('leaves out, silently, what a stale guest cart holds that can no longer be bought', async () => {
    const merged = await merge([
      item('gone-forever'),
      item('incense-burner'),
      kilim('green', 'small'),
      item('kilim-rug'),
      item('sadu-cushion', { nameOnProduct: 'Sara' }),
      item('name-mug', { giftText: 'Eid' }),
      item('gift-box', { giftText: 'Eid' }),
    ]);
    expect(summary(merged)).toEqual([['gift-box', null, null, null, 'Eid', 1]]);
  });

  it('changes nothing for an empty guest cart', async () => {
    await add(item('sadu-cushion', { quantity: 2 }));
    const before = await cartOf();
    expect(await merge([])).toEqual(before);
  });

  it(`keeps at most ${MAX_CART_LINES} lines, the account’s first, and ${MAX_LINE_QUANTITY} pieces a line`, async () => {
    carts.setStock('name-mug', 500);
    carts.setStock('sadu-cushion', 500);
    await add(item('sadu-cushion'));
    await add(item('palm-basket'));
    await add(item('gift-box'));
    // A full guest cart: the cushion twice (one line of 120 pieces) and one line too many of names.
    const names = Array.from({ length: MAX_CART_LINES - 2 }, (_, index) => item('name-mug', { nameOnProduct: `Name ${index}` }));
    const merged = await merge([item('sadu-cushion', { quantity: 60 }), item('sadu-cushion', { quantity: 60 }), ...names]);
    expect(merged.lines).toHaveLength(MAX_CART_LINES);
    expect(merged.lines[0]).toMatchObject({ product: { slug: 'sadu-cushion' }, quantity: MAX_LINE_QUANTITY });
    expect(merged.lines.slice(1, 3).map((line) => line.product.slug)).toEqual(['palm-basket', 'gift-box']);
    expect(merged.lines.at(-1)!.nameOnProduct).toBe(`Name ${MAX_CART_LINES - 4}`);
  });
});

describe('laws of the cart, over any sequence of changes', () => {
  const NAMES = Array.from({ length: MAX_CART_LINES + 10 }, (_, index) => `Name ${index}`);
  const quantity = fc.integer({ min: 1, max: MAX_LINE_QUANTITY });
  /** Items with options their product takes, so that lines pile up rather than being refused. */
  const anItem: fc.Arbitrary<CartItemInput> = fc.oneof(
    fc.record({ productSlug: fc.constant('kilim-rug'), colour: fc.constantFrom('red', 'indigo'), size: fc.constantFrom('small', 'large'), quantity }),
    fc.record({ productSlug: fc.constant('name-mug'), nameOnProduct: fc.constantFrom(...NAMES), quantity }),
    fc.record({ productSlug: fc.constantFrom('sadu-cushion', 'palm-basket', 'incense-burner', 'no-such-thing'), quantity }),
    fc.record({ productSlug: fc.constant('gift-box'), giftText: fc.constantFrom('Eid', 'For you'), quantity }),
  );
  /** Lines of one product that differ only by the name written on them: what fills a cart. */
  const aNamedMug = fc.record({ productSlug: fc.constant('name-mug'), nameOnProduct: fc.constantFrom(...NAMES), quantity: fc.integer({ min: 1, max: 3 }) });
  type Change =
    | { readonly kind: 'add'; readonly item: CartItemInput }
    | { readonly kind: 'set'; readonly line: number; readonly quantity: number }
    | { readonly kind: 'remove'; readonly line: number }
    | { readonly kind: 'merge'; readonly items: CartItemInput[] };
  const aChange: fc.Arbitrary<Change> = fc.oneof(
    { arbitrary: fc.record({ kind: fc.constant('add' as const), item: fc.oneof(anItem, aNamedMug) }), weight: 5 },
    { arbitrary: fc.record({ kind: fc.constant('set' as const), line: fc.nat(60), quantity: fc.integer({ min: 1, max: MAX_LINE_QUANTITY + 20 }) }), weight: 2 },
    { arbitrary: fc.record({ kind: fc.constant('remove' as const), line: fc.nat(60) }), weight: 1 },
    { arbitrary: fc.record({ kind: fc.constant('merge' as const), items: fc.array(anItem, { maxLength: MAX_CART_LINES }) }), weight: 1 },
    { arbitrary: fc.record({ kind: fc.constant('merge' as const), items: fc.array(aNamedMug, { minLength: 10, maxLength: MAX_CART_LINES }) }), weight: 1 },
  );
  const stocks = fc.record({ 'incense-burner': fc.nat(2), 'kilim-rug': fc.nat(12), 'name-mug': fc.nat(400), 'sadu-cushion': fc.nat(300), 'palm-basket': fc.nat(5), 'gift-box': fc.nat(6) });

  it(`never leaves more pieces of a product than its stock, more than ${MAX_LINE_QUANTITY} on a line or more than ${MAX_CART_LINES} lines; a refused change changes nothing, an accepted add adds exactly what was asked`, async () => {
    await fc.assert(
      fc.asyncProperty(stocks, fc.array(aChange, { maxLength: 40, size: 'medium' }), async (stock, changes) => {
        carts = new MemoryCartRepository();
        for (const [slug, pieces] of Object.entries(stock)) carts.setStock(slug, pieces);
        for (const change of changes) {
          const before = await cartOf();
          const lineId = (index: number) => before.lines[index % Math.max(before.lines.length, 1)]?.id ?? '00000000-0000-4000-8000-000000000000';
          let result: AddToCartResult;
          if (change.kind === 'add') result = await add(change.item);
          else if (change.kind === 'set') result = await setCartLineQuantity(carts, SHOPPER, lineId(change.line), change.quantity, 'en');
          else if (change.kind === 'remove') result = await removeCartLine(carts, SHOPPER, lineId(change.line), 'en');
          else result = { ok: true, value: await merge(change.items) };

          const after = await cartOf();
          if (result.ok) expect(result.value).toEqual(after);
          else expect(after).toEqual(before);
          if (result.ok && change.kind === 'add') expect(after.totals.itemCount).toBe(before.totals.itemCount + change.item.quantity);

          expect(after.lines.length).toBeLessThanOrEqual(MAX_CART_LINES);
          const pieces = new Map<string, number>();
          for (const line of after.lines) {
            expect(line.quantity).toBeGreaterThanOrEqual(1);
            expect(line.quantity).toBeLessThanOrEqual(MAX_LINE_QUANTITY);
            pieces.set(line.product.slug, (pieces.get(line.product.slug) ?? 0) + line.quantity);
          }
          for (const [slug, count] of pieces) expect(count).toBeLessThanOrEqual(stock[slug as keyof typeof stock]);
          expect(after.lines.every((line) => line.available)).toBe(true);
        }
      }),
      { numRuns: 50 },
    );
  }, 30_000);

  it('merging the same guest cart again changes nothing, whatever the account held', async () => {
    await fc.assert(
      fc.asyncProperty(stocks, fc.array(anItem, { maxLength: 20 }), fc.array(anItem, { maxLength: MAX_CART_LINES }), async (stock, account, guest) => {
        carts = new MemoryCartRepository();
        for (const [slug, pieces] of Object.entries(stock)) carts.setStock(slug, pieces);
        for (const added of account) await add(added);
        const once = await merge(guest);
        expect(await merge(guest)).toEqual(once);
      }),
    );
  }, 30_000);
});

