import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { riyals } from './money';
import { cartTotals, type Cart } from './cart';
import { checkoutTotals, draftOrders, grandTotal, preselectAddress, type ShippingRates } from './checkout';
import { aCartLine, aProduct, aRateTable, anAddress } from './testing/commerce';

// ── Generators ────────────────────────────────────────────────────────────────────────────

const SELLERS = ['najd-weavers', 'hijaz-pottery', 'asir-baskets'] as const;
const REGIONS = ['riyadh', 'makkah', 'eastern'] as const;

const line = fc
  .record({
    seller: fc.constantFrom(...SELLERS),
    id: fc.constantFrom('p1', 'p2', 'p3', 'p4'),
    price: fc.integer({ min: 0, max: 100_000 }),
    discount: fc.integer({ min: 0, max: 10_000 }),
    freeShipping: fc.boolean(),
    quantity: fc.integer({ min: 1, max: 5 }),
  })
  .map(({ seller, id, price, discount, freeShipping, quantity }) =>
    aCartLine().of(aProduct().withId(`${seller}/${id}`).from(seller).priced(price).discounted(discount).withFreeShipping(freeShipping)).quantity(quantity).build(),
  );
const cart = fc.array(line, { minLength: 1, maxLength: 10 });

type RateEntry = { readonly seller: string; readonly region: string; readonly fee: number };
const toTable = (entries: readonly RateEntry[]): ShippingRates =>
  entries.reduce((table, { seller, region, fee }) => table.charging(seller, region, fee), aRateTable()).build();
/** Some sellers ship to some regions. */
const someRates = fc
  .array(fc.record({ seller: fc.constantFrom(...SELLERS), region: fc.constantFrom(...REGIONS), fee: fc.nat(10_000) }), { maxLength: 12 })
  .map(toTable);
/** Every seller ships everywhere, each at its own fee. */
const fullRates = fc
  .tuple(...SELLERS.flatMap((seller) => REGIONS.map((region) => fc.nat(10_000).map((fee): RateEntry => ({ seller, region, fee })))))
  .map(toTable);

const address = fc.constantFrom(...REGIONS).map((region) => anAddress().inRegion(region).build());

const shipsThere = (rates: ShippingRates, seller: string, region: string): boolean => rates[seller]?.[region] !== undefined;

// ── Choosing the address ──────────────────────────────────────────────────────────────────

describe('preselecting the shipping address', () => {
  const home = anAddress().withId('home').build();
  const office = anAddress().withId('office').inRegion('eastern').asDefault().build();

  it('opens checkout on the default address', () => {
    expect(preselectAddress([home, office])).toEqual({ ok: true, value: office });
  });

  it('asks the shopper to choose when no address is the default, or there is none', () => {
    const noDefault = { ok: false, error: { code: 'checkout.noDefaultAddress' } };
    expect(preselectAddress([home])).toEqual(noDefault);
    expect(preselectAddress([])).toEqual(noDefault);
  });

  it('finds an address exactly when one is marked default, and it is one of the shopper’s', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ id: fc.string(), regionId: fc.constantFrom(...REGIONS), isDefault: fc.boolean() })), (addresses) => {
        const chosen = preselectAddress(addresses);
        expect(chosen.ok).toBe(addresses.some((a) => a.isDefault));
        if (chosen.ok) {
          expect(chosen.value.isDefault).toBe(true);
          expect(addresses).toContain(chosen.value);
        }
      }),
    );
  });
});

// ── Drafting one order per seller ─────────────────────────────────────────────────────────

describe('drafting orders', () => {
  const cushion = aProduct().from('najd-weavers').priced(riyals(100)).discounted(1000);
  const jug = aProduct().withId('clay-jug').from('hijaz-pottery').priced(riyals(60));
  const basket = aProduct().withId('palm-basket').from('najd-weavers').priced(riyals(40)).withFreeShipping();
  const rates = aRateTable()
    .charging('najd-weavers', 'riyadh', riyals(25))
    .charging('hijaz-pottery', 'riyadh', riyals(30))
    .charging('hijaz-pottery', 'makkah', riyals(15))
    .build();
  const riyadh = anAddress().inRegion('riyadh').build();

  it('makes one order per seller, each with its seller’s fee for the region', () => {
    const lines = [aCartLine().of(cushion).quantity(2).build(), aCartLine().of(jug).build(), aCartLine().of(basket).build()];
    const drafted = draftOrders({ lines, address: riyadh, rates });
    expect(drafted).toEqual({
      ok: true,
      value: [
        { sellerId: 'najd-weavers', lines: [lines[0], lines[2]], subtotal: riyals(240), discount: riyals(20), shippingFee: riyals(25), total: riyals(245) },
        { sellerId: 'hijaz-pottery', lines: [lines[1]], subtotal: riyals(60), discount: 0, shippingFee: riyals(30), total: riyals(90) },
      ],
    });
    expect(drafted.ok && grandTotal(drafted.value)).toBe(riyals(335));
    expect(drafted.ok && checkoutTotals(drafted.value)).toEqual({
      subtotal: riyals(300), discount: riyals(20), deliveryFees: riyals(55), total: riyals(335), itemCount: 4,
    });
  });

  it('ships a seller’s order free only when every one of its lines has free shipping', () => {
    const freeOnly = draftOrders({ lines: [aCartLine().of(basket).quantity(3).build()], address: riyadh, rates });
    expect(freeOnly.ok && freeOnly.value[0]?.shippingFee).toBe(0);
    const mixed = draftOrders({ lines: [aCartLine().of(basket).build(), aCartLine().of(cushion).build()], address: riyadh, rates });
    expect(mixed.ok && mixed.value[0]?.shippingFee).toBe(riyals(25));
  });

  it('refuses an empty cart', () => {
    expect(draftOrders({ lines: [], address: riyadh, rates })).toEqual({ ok: false, error: { code: 'checkout.emptyCart' } });
  });

  it('refuses to go on without a shipping address', () => {
    const lines = [aCartLine().of(jug).build()];
    const noAddress = { ok: false, error: { code: 'checkout.noShippingAddress' } };
    expect(draftOrders({ lines, address: undefined, rates })).toEqual(noAddress);
    expect(draftOrders({ lines, address: null, rates })).toEqual(noAddress);
  });

  it('refuses an address in a region where a seller in the cart does not ship, even with free shipping', () => {
    const makkah = anAddress().inRegion('makkah').build();
    expect(draftOrders({ lines: [aCartLine().of(jug).build(), aCartLine().of(basket).build()], address: makkah, rates }))
      .toEqual({ ok: false, error: { code: 'checkout.noShippingForAddress', params: { sellerId: 'najd-weavers', regionId: 'makkah' } } });
  });

  it('does not mistake inherited object properties for a seller or a region', () => {
    const lines = [aCartLine().of(aProduct().from('constructor')).build()];
    const toString = anAddress().inRegion('toString').build();
    expect(draftOrders({ lines, address: toString, rates: {} }).ok).toBe(false);
    expect(draftOrders({ lines: [aCartLine().of(cushion).build()], address: toString, rates }).ok).toBe(false);
  });

  it('throws on a negative or fractional rate, which only a broken table can hold', () => {
    const lines = [aCartLine().of(jug).build()];
    expect(() => draftOrders({ lines, address: riyadh, rates: aRateTable().charging('hijaz-pottery', 'riyadh', -100).build() })).toThrow(RangeError);
    expect(() => draftOrders({ lines, address: riyadh, rates: aRateTable().charging('hijaz-pottery', 'riyadh', 2.5).build() })).toThrow(RangeError);
  });

  it('the drafts add up to the cart total including delivery fees', () => {
    fc.assert(
      fc.property(cart, address, fullRates, (lines, to, table) => {
        const drafted = draftOrders({ lines, address: to, rates: table });
        if (!drafted.ok) throw new Error(`every seller ships everywhere, yet: ${drafted.error.code}`);
        const fees = drafted.value.reduce((n, d) => n + d.shippingFee, 0);
        expect(grandTotal(drafted.value)).toBe(cartTotals(lines, fees).total);
        expect(checkoutTotals(drafted.value)).toEqual(cartTotals(lines, fees));
      }),
    );
  });

  it('every line lands in exactly one draft, the one of its seller, in cart order', () => {
    fc.assert(
      fc.property(cart, address, fullRates, (lines, to, table) => {
        const drafted = draftOrders({ lines, address: to, rates: table });
        if (!drafted.ok) throw new Error(drafted.error.code);
        const draftedLines = drafted.value.flatMap((d) => d.lines);
        expect(draftedLines).toHaveLength(lines.length);
        for (const l of lines) expect(draftedLines.filter((x) => x === l)).toHaveLength(lines.filter((x) => x === l).length);
        for (const d of drafted.value) {
          expect(d.lines).toEqual(lines.filter((l) => l.product.sellerId === d.sellerId));
        }
      }),
    );
  });

  it('there is one draft per distinct seller', () => {
    fc.assert(
      fc.property(cart, address, fullRates, (lines, to, table) => {
        const drafted = draftOrders({ lines, address: to, rates: table });
        if (!drafted.ok) throw new Error(drafted.error.code);
        const sellers = drafted.value.map((d) => d.sellerId);
        expect(sellers).toEqual([...new Set(lines.map((l) => l.product.sellerId))]);
      }),
    );
  });

  it('each draft costs its lines minus discount plus its fee; the fee is the seller’s rate, or 0 when all its lines ship free', () => {
    fc.assert(
      fc.property(cart, address, fullRates, (lines, to, table) => {
        const drafted = draftOrders({ lines, address: to, rates: table });
        if (!drafted.ok) throw new Error(drafted.error.code);
        for (const d of drafted.value) {
          const allFree = d.lines.every((l) => l.product.freeShipping);
          expect(d.shippingFee).toBe(allFree ? 0 : table[d.sellerId]?.[to.regionId]);
          expect(d.total).toBe(d.subtotal - d.discount + d.shippingFee);
          expect(d.total).toBe(cartTotals(d.lines, d.shippingFee).total);
        }
      }),
    );
  });

  it('a checkout fails for lack of shipping exactly when some seller in the cart has no rate for the region', () => {
    fc.assert(
      fc.property(cart, address, someRates, (lines: Cart, to, table) => {
        const unserved = lines.some((l) => !shipsThere(table, l.product.sellerId, to.regionId));
        const drafted = draftOrders({ lines, address: to, rates: table });
        expect(drafted.ok).toBe(!unserved);
        if (!drafted.ok) expect(drafted.error.code).toBe('checkout.noShippingForAddress');
      }),
    );
  });
});
