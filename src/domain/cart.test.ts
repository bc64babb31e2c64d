import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { riyals } from './money';
import type { PricedProduct } from './pricing';
import {
  addToCart,
  cartTotals,
  itemCount,
  keyOf,
  lineKey,
  lineTotal,
  mergeCarts,
  normaliseOptions,
  removeLine,
  setQuantity,
  type Cart,
  type CartLine,
  type LineOptions,
  type ProductOf,
} from './cart';
import { aCartLine, aProduct } from './testing/commerce';

// ── Generators ────────────────────────────────────────────────────────────────────────────
// A small catalogue with little stock, so that lines collide, stock runs out and clamping
// happens in most runs rather than in a rare corner.

const option = fc.option(fc.constantFrom('', '  ', 'red', ' red ', 'Red', 'blue'), { nil: undefined });
const options: fc.Arbitrary<LineOptions> = fc.record(
  { colour: option, size: fc.option(fc.constantFrom('', 'M', ' M', 'L'), { nil: undefined }), nameOnProduct: option, giftText: option },
  { requiredKeys: [] },
);

const catalogue = fc
  .array(
    fc.record({
      seller: fc.constantFrom('najd-weavers', 'hijaz-pottery', 'asir-baskets'),
      price: fc.integer({ min: 0, max: 100_000 }),
      discount: fc.option(fc.integer({ min: 0, max: 10_000 }), { nil: undefined }),
      freeShipping: fc.boolean(),
      stock: fc.nat(6),
    }),
    { minLength: 1, maxLength: 4 },
  )
  .map((specs) =>
    specs.map(({ seller, price, discount, freeShipping, stock }, index) => {
      const product = aProduct().withId(`product-${index}`).from(seller).priced(price).withFreeShipping(freeShipping).inStock(stock);
      return (discount === undefined ? product : product.discounted(discount)).build();
    }),
  );

const productIn = (products: readonly PricedProduct[]): ProductOf => (id) => products.find((p) => p.id === id);

/** Any list of lines, as a stale tempCart may hold: repeats, blanks, more than in stock. */
const looseCart = (products: readonly PricedProduct[]): fc.Arbitrary<Cart> =>
  fc.array(
    fc.record({ product: fc.constantFrom(...products), options, quantity: fc.integer({ min: 1, max: 8 }) }),
    { maxLength: 8 },
  );

/** A cart as the shopper builds it: one addToCart after another, refusals skipped. */
const validCart = (products: readonly PricedProduct[]): fc.Arbitrary<Cart> =>
  looseCart(products).map((requests) =>
    requests.reduce<Cart>((cart, request) => {
      const added = addToCart(cart, request);
      return added.ok ? added.value : cart;
    }, []),
  );

const scenario = catalogue.chain((products) =>
  fc.record({ products: fc.constant(products), guest: looseCart(products), account: looseCart(products), valid: validCart(products) }),
);

const piecesOf = (cart: Cart, productId: string): number => itemCount(cart.filter((line) => line.product.id === productId));

/** The quantity each identity asks for: summed within one cart, the larger across the two. */
function wantedByKey(guest: Cart, account: Cart): Map<string, { productId: string; quantity: number }> {
  const within = (cart: Cart) => {
    const totals = new Map<string, { productId: string; quantity: number }>();
    for (const line of cart) {
      const key = keyOf(line);
      totals.set(key, { productId: line.product.id, quantity: (totals.get(key)?.quantity ?? 0) + line.quantity });
    }
    return totals;
  };
  const wanted = within(account);
  for (const [key, want] of within(guest)) {
    wanted.set(key, { ...want, quantity: Math.max(want.quantity, wanted.get(key)?.quantity ?? 0) });
  }
  return wanted;
}

// ── Line identity ─────────────────────────────────────────────────────────────────────────

describe('a line is its product and its chosen options', () => {
  it('ignores surrounding spaces and treats an absent option as an empty one', () => {
    expect(lineKey('sadu-cushion', { colour: ' red ', giftText: '' })).toBe(lineKey('sadu-cushion', { colour: 'red' }));
    expect(lineKey('sadu-cushion', { nameOnProduct: '   ' })).toBe(lineKey('sadu-cushion', {}));
  });

  it('keeps case, because a name is printed as typed', () => {
    expect(lineKey('sadu-cushion', { nameOnProduct: 'Sara' })).not.toBe(lineKey('sadu-cushion', { nameOnProduct: 'sara' }));
  });

  it('tells options apart even when their texts could be run together', () => {
    expect(lineKey('p', { colour: 'a', size: 'b' })).not.toBe(lineKey('p', { colour: 'ab' }));
    expect(lineKey('p', { colour: 'x' })).not.toBe(lineKey('p', { size: 'x' }));
  });

  it('padding options with spaces never changes the identity', () => {
    fc.assert(
      fc.property(fc.string(), options, fc.string({ unit: fc.constantFrom(' ', '\t', '\n') }), (id, chosen, pad) => {
        const padded = Object.fromEntries(Object.entries(chosen).map(([name, value]) => [name, `${pad}${value ?? ''}${pad}`]));
        expect(lineKey(id, padded)).toBe(lineKey(id, chosen));
      }),
    );
  });

  it('normalising twice is normalising once', () => {
    fc.assert(fc.property(options, (chosen) => {
      expect(normaliseOptions(normaliseOptions(chosen))).toEqual(normaliseOptions(chosen));
    }));
  });
});

// ── Adding and changing quantities ────────────────────────────────────────────────────────

describe('adding to the cart', () => {
  const cushion = aProduct().inStock(3).build();

  it('adds a new line, then more pieces to the same line', () => {
    const once = addToCart([], { product: cushion, options: { colour: 'red' } });
    expect(once).toEqual({ ok: true, value: [aCartLine().of(cushion).colour('red').build()] });
    const twice = once.ok ? addToCart(once.value, { product: cushion, options: { colour: ' red ' }, quantity: 2 }) : once;
    expect(twice).toEqual({ ok: true, value: [aCartLine().of(cushion).colour('red').quantity(3).build()] });
  });

  it('refuses an out-of-stock product', () => {
    expect(addToCart([], { product: aProduct().outOfStock().build() })).toEqual({ ok: false, error: { code: 'cart.outOfStock' } });
  });

  it('refuses more pieces than are in stock, counting every colour of the product', () => {
    const cart = [aCartLine().of(cushion).colour('red').quantity(2).build()];
    expect(addToCart(cart, { product: cushion, options: { colour: 'blue' }, quantity: 2 }))
      .toEqual({ ok: false, error: { code: 'cart.quantityAboveStock', params: { stock: 3 } } });
  });

  describe('of a product whose seller counts each colour and size apart', () => {
    const shirt = aProduct()
      .withId('thobe')
      .countedPerOption([
        { colour: 'white', size: 'm', stock: 2 },
        { colour: 'white', size: 'l', stock: 0 },
        { colour: 'grey', size: 'm', stock: 5 },
      ])
      .build();

    it('bounds a line by its own colour and size, whatever the others hold', () => {
      const cart = [aCartLine().of(shirt).colour('grey').size('m').quantity(5).build()];
      expect(addToCart(cart, { product: shirt, options: { colour: 'white', size: 'm' }, quantity: 2 }).ok).toBe(true);
      expect(addToCart(cart, { product: shirt, options: { colour: 'white', size: 'm' }, quantity: 3 }))
        .toEqual({ ok: false, error: { code: 'cart.quantityAboveStock', params: { stock: 2 } } });
    });

    it('counts lines of the same colour and size together, whatever name they carry', () => {
      const cart = [aCartLine().of(shirt).colour('white').size('m').nameOnProduct('Sara').build()];
      expect(addToCart(cart, { product: shirt, options: { colour: 'white', size: 'm', nameOnProduct: 'Noura' }, quantity: 2 }))
        .toEqual({ ok: false, error: { code: 'cart.quantityAboveStock', params: { stock: 2 } } });
      expect(setQuantity(cart, keyOf(cart[0]!), 2).ok).toBe(true);
      expect(setQuantity(cart, keyOf(cart[0]!), 3)).toEqual({ ok: false, error: { code: 'cart.quantityAboveStock', params: { stock: 2 } } });
    });

    it('refuses a sold-out pair, and a pair the seller does not count, as out of stock', () => {
      expect(addToCart([], { product: shirt, options: { colour: 'white', size: 'l' } })).toEqual({ ok: false, error: { code: 'cart.outOfStock' } });
      expect(addToCart([], { product: shirt, options: { colour: 'grey', size: 'l' } })).toEqual({ ok: false, error: { code: 'cart.outOfStock' } });
    });

    it('shares out each pair’s pieces on merging, apart from the other pairs', () => {
      const guest = [aCartLine().of(shirt).colour('white').size('m').quantity(3).build(), aCartLine().of(shirt).colour('grey').size('m').quantity(4).build()];
      const account = [aCartLine().of(shirt).colour('white').size('l').quantity(1).build()];
      expect(mergeCarts(guest, account, (id) => (id === shirt.id ? shirt : undefined))).toEqual([
        aCartLine().of(shirt).colour('white').size('m').quantity(2).build(),
        aCartLine().of(shirt).colour('grey').size('m').quantity(4).build(),
      ]);
    });
  });

  it('adds to the matching line only, leaving the other lines as they were', () => {
    const cart = [aCartLine().of(cushion).colour('red').build(), aCartLine().of(cushion).colour('blue').build()];
    expect(addToCart(cart, { product: cushion, options: { colour: 'blue' } })).toEqual({
      ok: true,
      value: [aCartLine().of(cushion).colour('red').build(), aCartLine().of(cushion).colour('blue').quantity(2).build()],
    });
  });

  it('refreshes the line with the product as it is now', () => {
    const repriced = aProduct().inStock(3).priced(riyals(80)).build();
    const added = addToCart([aCartLine().of(cushion).build()], { product: repriced });
    expect(added.ok && added.value[0]?.product).toBe(repriced);
  });

  it('throws on a quantity below one, which no stepper can send', () => {
    expect(() => addToCart([], { product: cushion, quantity: 0 })).toThrow(RangeError);
    expect(() => addToCart([], { product: cushion, quantity: 1.5 })).toThrow(RangeError);
  });

  it('a product never has more pieces in the cart than in stock, whatever is added', () => {
    fc.assert(
      fc.property(scenario, ({ products, valid }) => {
        for (const product of products) expect(piecesOf(valid, product.id)).toBeLessThanOrEqual(product.stock);
      }),
    );
  });

  it('an addition either adds exactly the pieces asked for, or fails and changes nothing', () => {
    fc.assert(
      fc.property(
        scenario.chain((s) => fc.record({ s: fc.constant(s), product: fc.constantFrom(...s.products), chosen: options, quantity: fc.integer({ min: 1, max: 8 }) })),
        ({ s: { valid }, product, chosen, quantity }) => {
          const fits = product.stock > 0 && piecesOf(valid, product.id) + quantity <= product.stock;
          const result = addToCart(valid, { product, options: chosen, quantity });
          expect(result.ok).toBe(fits);
          if (result.ok) {
            expect(itemCount(result.value)).toBe(itemCount(valid) + quantity);
            expect(new Set(result.value.map(keyOf)).size).toBe(result.value.length);
          }
        },
      ),
    );
  });
});

describe('changing a quantity', () => {
  const cushion = aProduct().inStock(4).build();
  const red = aCartLine().of(cushion).colour('red').quantity(1).build();
  const blue = aCartLine().of(cushion).colour('blue').quantity(2).build();

  it('sets the quantity within the stock left by the other lines', () => {
    expect(setQuantity([red, blue], keyOf(red), 2)).toEqual({ ok: true, value: [{ ...red, quantity: 2 }, blue] });
    expect(setQuantity([red, blue], keyOf(red), 3))
      .toEqual({ ok: false, error: { code: 'cart.quantityAboveStock', params: { stock: 4 } } });
  });

  it('removes the line at zero', () => {
    expect(setQuantity([red, blue], keyOf(red), 0)).toEqual({ ok: true, value: [blue] });
  });

  it('fails for a line no longer in the cart, and for a product now out of stock', () => {
    expect(setQuantity([blue], keyOf(red), 1)).toEqual({ ok: false, error: { code: 'cart.lineNotFound' } });
    const soldOut = aCartLine().of(aProduct().outOfStock()).build();
    expect(setQuantity([soldOut], keyOf(soldOut), 1)).toEqual({ ok: false, error: { code: 'cart.outOfStock' } });
  });

  it('throws on a negative quantity', () => {
    expect(() => setQuantity([red], keyOf(red), -1)).toThrow(RangeError);
  });

  it('removing a line twice is removing it once', () => {
    fc.assert(fc.property(scenario, ({ valid }) => {
      for (const line of valid) expect(removeLine(removeLine(valid, keyOf(line)), keyOf(line))).toEqual(removeLine(valid, keyOf(line)));
    }));
  });

  it('a successful change sets that line and leaves the others as they were', () => {
    fc.assert(
      fc.property(scenario, fc.nat(8), ({ valid }, quantity) => {
        for (const line of valid) {
          const result = setQuantity(valid, keyOf(line), quantity);
          if (!result.ok) {
            expect(piecesOf(valid, line.product.id) - line.quantity + quantity).toBeGreaterThan(line.product.stock);
            continue;
          }
          const others = (cart: Cart) => cart.filter((other) => keyOf(other) !== keyOf(line));
          expect(others(result.value)).toEqual(others(valid));
          expect(itemCount(result.value)).toBe(itemCount(valid) - line.quantity + quantity);
        }
      }),
    );
  });
});

// ── Totals ────────────────────────────────────────────────────────────────────────────────

describe('cart totals', () => {
  it('adds up the spec cart: subtotal, discount, delivery fees, total', () => {
    const cart = [
      aCartLine().of(aProduct().priced(riyals(100)).discounted(2500)).quantity(2).build(),
      aCartLine().of(aProduct().withId('palm-lamp').priced(riyals(50))).build(),
    ];
    expect(cartTotals(cart, riyals(30))).toEqual({
      subtotal: riyals(250),
      discount: riyals(50),
      deliveryFees: riyals(30),
      total: riyals(230),
      itemCount: 3,
    });
  });

  it('an empty cart costs nothing, and delivery is free until checkout prices it', () => {
    expect(cartTotals([])).toEqual({ subtotal: 0, discount: 0, deliveryFees: 0, total: 0, itemCount: 0 });
  });

  it('refuses negative delivery fees', () => {
    expect(() => cartTotals([], -1)).toThrow(RangeError);
  });

  it('total = subtotal − discount + delivery fees, and the discount never exceeds the subtotal', () => {
    fc.assert(
      fc.property(scenario, fc.nat(100_000), ({ guest }, fees) => {
        const totals = cartTotals(guest, fees);
        expect(totals.total).toBe(totals.subtotal - totals.discount + totals.deliveryFees);
        expect(totals.discount).toBeGreaterThanOrEqual(0);
        expect(totals.discount).toBeLessThanOrEqual(totals.subtotal);
      }),
    );
  });

  it('the total before fees is what the lines cost at their sale prices', () => {
    fc.assert(
      fc.property(scenario, ({ guest }) => {
        expect(cartTotals(guest).total).toBe(guest.reduce((total, line) => total + lineTotal(line), 0));
      }),
    );
  });

  it('the totals of two carts put together are the sums of their totals', () => {
    fc.assert(
      fc.property(scenario, ({ guest, account }) => {
        const apart = [cartTotals(guest), cartTotals(account)];
        const together = cartTotals([...guest, ...account]);
        for (const field of ['subtotal', 'discount', 'total', 'itemCount'] as const) {
          expect(together[field]).toBe((apart[0]?.[field] ?? 0) + (apart[1]?.[field] ?? 0));
        }
      }),
    );
  });

  it('the item count is the number of pieces, not of lines', () => {
    fc.assert(fc.property(scenario, ({ guest }) => cartTotals(guest).itemCount === guest.reduce((n, line) => n + line.quantity, 0)));
  });
});

// ── Merging the guest cart at login ───────────────────────────────────────────────────────

describe('merging the guest cart into the account cart at login', () => {
  const cushion = aProduct().inStock(5).build();
  const lamp = aProduct().withId('palm-lamp').inStock(5).build();
  const stock: ProductOf = (id) => [cushion, lamp, aProduct().withId('sold-out').outOfStock().build()].find((product) => product.id === id);

  it('keeps the larger quantity of a line in both carts, so logging in again does not double it', () => {
    const guest = [aCartLine().of(cushion).quantity(2).build()];
    const account = [aCartLine().of(cushion).quantity(3).build()];
    const merged = mergeCarts(guest, account, stock);
    expect(merged).toEqual([aCartLine().of(cushion).quantity(3).build()]);
    expect(mergeCarts(guest, merged, stock)).toEqual(merged);
  });

  it('matches lines whose options differ only by spaces', () => {
    const guest = [aCartLine().of(cushion).colour(' red ').quantity(4).build()];
    const account = [aCartLine().of(cushion).colour('red').quantity(1).build()];
    expect(mergeCarts(guest, account, stock)).toEqual([aCartLine().of(cushion).colour('red').quantity(4).build()]);
  });

  it('adds up a line the guest added twice, as the session store appends to tempCart', () => {
    const twice = aCartLine().of(lamp).build();
    expect(mergeCarts([twice, twice], [], stock)).toEqual([aCartLine().of(lamp).quantity(2).build()]);
  });

  it('appends the guest’s new lines after the account’s', () => {
    const guest = [aCartLine().of(lamp).build()];
    const account = [aCartLine().of(cushion).build()];
    expect(mergeCarts(guest, account, stock)).toEqual([...account, ...guest]);
  });

  it('drops out-of-stock lines and trims others to what is in stock, shared by colour', () => {
    const guest = [
      aCartLine().of(aProduct().withId('sold-out')).build(),
      aCartLine().of(cushion).colour('blue').quantity(4).build(),
    ];
    const account = [aCartLine().of(cushion).colour('red').quantity(3).build()];
    expect(mergeCarts(guest, account, stock)).toEqual([
      aCartLine().of(cushion).colour('red').quantity(3).build(),
      aCartLine().of(cushion).colour('blue').quantity(2).build(),
    ]);
  });

  it('throws on a stored line whose quantity is not a whole number of pieces, in either cart', () => {
    const line = aCartLine().of(cushion).build();
    for (const quantity of [-1, 1.5]) {
      expect(() => mergeCarts([{ ...line, quantity }], [], stock)).toThrow(RangeError);
      expect(() => mergeCarts([], [{ ...line, quantity }], stock)).toThrow(RangeError);
    }
  });

  it('merging an empty guest cart changes nothing', () => {
    fc.assert(fc.property(scenario, ({ products, valid }) => {
      expect(mergeCarts([], valid, productIn(products))).toEqual(valid);
    }));
  });

  it('merging a cart with itself changes nothing', () => {
    fc.assert(fc.property(scenario, ({ products, valid }) => {
      expect(mergeCarts(valid, valid, productIn(products))).toEqual(valid);
    }));
  });

  it('merging the same guest cart twice is merging it once', () => {
    fc.assert(fc.property(scenario, ({ products, guest, account }) => {
      const once = mergeCarts(guest, account, productIn(products));
      expect(mergeCarts(guest, once, productIn(products))).toEqual(once);
    }));
  });

  it('the merged cart is a valid cart: distinct lines, normalised options, at least one piece each, within stock', () => {
    fc.assert(fc.property(scenario, ({ products, guest, account }) => {
      const merged = mergeCarts(guest, account, productIn(products));
      expect(new Set(merged.map(keyOf)).size).toBe(merged.length);
      for (const line of merged) {
        expect(line.options).toEqual(normaliseOptions(line.options));
        expect(line.quantity).toBeGreaterThanOrEqual(1);
      }
      for (const product of products) expect(piecesOf(merged, product.id)).toBeLessThanOrEqual(product.stock);
    }));
  });

  it('no piece is lost below the stock: each product holds min(stock, what its lines ask for)', () => {
    fc.assert(fc.property(scenario, ({ products, guest, account }) => {
      const merged = mergeCarts(guest, account, productIn(products));
      const wanted = [...wantedByKey(guest, account).values()];
      for (const product of products) {
        const asked = wanted.filter((w) => w.productId === product.id).reduce((n, w) => n + w.quantity, 0);
        expect(piecesOf(merged, product.id)).toBe(Math.min(product.stock, asked));
      }
    }));
  });

  it('with one line per product, each line keeps at least min(stock, max(guest, account))', () => {
    const withoutOptions = (cart: Cart): Cart => cart.map((line): CartLine => ({ ...line, options: {} }));
    fc.assert(fc.property(scenario, ({ products, guest, account }) => {
      const [g, a] = [withoutOptions(guest), withoutOptions(account)];
      const merged = mergeCarts(g, a, productIn(products));
      for (const product of products) {
        const bound = Math.min(product.stock, Math.max(piecesOf(g, product.id), piecesOf(a, product.id)));
        expect(piecesOf(merged, product.id)).toBeGreaterThanOrEqual(bound);
      }
    }));
  });

  it('out-of-stock lines are dropped, and nothing appears that neither cart had', () => {
    fc.assert(fc.property(scenario, ({ products, guest, account }) => {
      const merged = mergeCarts(guest, account, productIn(products));
      const known = new Set([...guest, ...account].map(keyOf));
      for (const line of merged) {
        expect(productIn(products)(line.product.id)?.stock).toBeGreaterThan(0);
        expect(known.has(keyOf(line))).toBe(true);
      }
    }));
  });
});
