// A seller's stock never races a purchase into a wrong count, on the PostgreSQL server (PGlite
// runs one statement at a time, so only here do requests truly race): many shoppers check out
// one product (each with a second product in the cart, so checkouts hold several rows, taken in
// slug order) while its seller adds and takes away pieces and saves the editor with the count
// it saw. Every request is answered (none fails on a deadlock), and the stock ends as it began
// plus the seller's accepted changes less the pieces sold, never having gone below zero. The same
// holds of each colour's own count when the seller counts them apart, and the product's stock
// stays their sum. Near the most a product may hold (MAX_STOCK), additions and edits racing one
// another and the purchases never take it above: each is judged on the counts as it finds them.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_STOCK, type SellerProduct, type SellerProductInput } from '../../src/contract/seller-products';
import { aSellerProductInput } from '../../src/contract/testing/seller-product-input';
import { orderItems, productOptionStock } from '../persistence/schema';
import { aBuyer, addToCart, insertShop, resetStock, stockOf, type Buyer } from '../testing/checkout-fixtures';
import { aSellerAccount, type SellerAccount } from '../testing/order-fixtures';
import { useTestServer } from '../testing/use-test-server';

const server = useTestServer({ postgres: true, prepare: ({ db }) => insertShop(db) });
const db = () => server.database.db;

// What the jar could ever hold, 20 + every addition (23), stays below what the buyers want (48).
const INITIAL_STOCK = 20;
const BUYERS = 24;
const PIECES_EACH = 2;

const jar = aSellerProductInput({
  nameEn: 'Salt-glazed storage jar',
  nameAr: 'جرة تخزين مزججة بالملح',
  descriptionEn: 'A lidded jar for dates and spices, glazed with salt in the kiln.',
  descriptionAr: 'جرة بغطاء للتمور والبهارات، مزججة بالملح في الفرن.',
  price: 9_000,
  stock: INITIAL_STOCK,
});

let seller: SellerAccount;
let product: SellerProduct;
let buyers: Buyer[];
beforeAll(async () => {
  seller = await aSellerAccount(db(), 'najd-weavers');
  const created = await server.json<SellerProduct>('POST', '/api/seller/products', jar, seller.auth);
  product = created.body;
  await server.json('POST', `/api/seller/products/${product.slug}/status`, { move: 'publish' }, seller.auth);
  // The second product of every cart: plenty, so only the jar can run short.
  await resetStock(db(), { 'sadu-cushion': 10_000, 'palm-basket': 10_000 });
  buyers = [];
  for (let index = 0; index < BUYERS; index++) {
    const buyer = await aBuyer(db(), { wallet: 10_000_000 });
    await addToCart(server, buyer, product.slug, PIECES_EACH);
    // Slugs on both sides of the jar's, so checkouts lock rows before and after it.
    await addToCart(server, buyer, index % 2 === 0 ? 'sadu-cushion' : 'palm-basket', 1);
    buyers.push(buyer);
  }
}, 120_000);

/** Pieces of the jar in orders that were placed. */
async function piecesSold(): Promise<number> {
  const [row] = await db()
    .select({ pieces: sql<number>`coalesce(sum(${orderItems.quantity}), 0)`.mapWith(Number) })
    .from(orderItems)
    .where(eq(orderItems.productSlug, product.slug));
  return row?.pieces ?? 0;
}

/** A rug in indigo and saffron (ids `indigo`, `saffron`), counted per colour, `each` pieces of both. */
const twoColourRug = (changes: Partial<SellerProductInput>, each: number): SellerProductInput =>
  aSellerProductInput({
    colours: [
      { nameEn: 'Indigo', nameAr: 'نيلي', hex: '#2e3a87' },
      { nameEn: 'Saffron', nameAr: 'زعفراني', hex: '#f4a300' },
    ],
    stockPerOption: true,
    optionStock: [
      { colour: 0, size: null, stock: each },
      { colour: 1, size: null, stock: each },
    ],
    ...changes,
  });

describe('stock under checkout’s locks', () => {
  it('ends as it began plus the seller’s accepted changes less the pieces sold, with every request answered', async () => {
    const checkouts = buyers.map((buyer) =>
      server.json<{ code?: string; state?: string }>('POST', '/api/checkout', { addressId: buyer.addressId, idempotencyKey: randomUUID(), cardConfirmed: true }, buyer.auth),
    );
    // Additions, and take-aways some of which the purchases will leave too little stock for.
    const changes = [5, -3, 4, -6, 3, -2, 6, -8, 2, -4];
    const adjustments = changes.map((change) => server.json<SellerProduct>('POST', `/api/seller/products/${product.slug}/stock`, { change }, seller.auth));
    // Editors opened on the starting count, each adding one piece (or taking away many).
    const edits = [1, 1, -18, 1].map((change) =>
      server.json<SellerProduct>('PUT', `/api/seller/products/${product.slug}`, { ...jar, stock: INITIAL_STOCK + change, stockSeen: INITIAL_STOCK }, seller.auth),
    );
    const [placed, adjusted, edited] = await Promise.all([Promise.all(checkouts), Promise.all(adjustments), Promise.all(edits)]);

    for (const answer of [...placed, ...adjusted, ...edited]) expect(answer.status).toBeLessThan(500);
    for (const answer of placed) expect([200, 409, 422], JSON.stringify(answer.body)).toContain(answer.status);
    const paid = placed.filter((answer) => answer.status === 200 && answer.body.state === 'paid');
    // More pieces were wanted than the jar ever held: some shoppers were refused, as out of stock.
    expect(paid.length).toBeGreaterThan(0);
    expect(paid.length).toBeLessThan(BUYERS);
    for (const answer of placed.filter((refused) => refused.status !== 200)) expect(['cart.outOfStock', 'cart.quantityAboveStock']).toContain(answer.body.code);
    for (const answer of adjusted) expect([200, 409]).toContain(answer.status);
    for (const answer of edited) expect([200, 400]).toContain(answer.status);

    const acceptedAdjustments = changes.filter((_, index) => adjusted[index]!.status === 200).reduce((sum, change) => sum + change, 0);
    const acceptedEdits = [1, 1, -18, 1].filter((_, index) => edited[index]!.status === 200).reduce((sum, change) => sum + change, 0);
    const sold = await piecesSold();
    expect(sold).toBe(paid.length * PIECES_EACH);
    const stock = await stockOf(db(), product.slug);
    expect(stock).toBeGreaterThanOrEqual(0);
    expect(stock).toBe(INITIAL_STOCK + acceptedAdjustments + acceptedEdits - sold);
    // Only take-aways can be refused: an addition always fits.
    changes.forEach((change, index) => {
      if (change > 0) expect(adjusted[index]!.status).toBe(200);
    });
  }, 120_000);
});

describe('stock counted per colour under checkout’s locks', () => {
  const START = 6;
  const COLOURS = ['indigo', 'saffron'] as const;
  const rug = twoColourRug({ nameEn: 'Two-tone prayer rug', nameAr: 'سجادة صلاة بلونين', price: 15_000 }, START);
  let slug: string;
  let rugBuyers: { buyer: Buyer; colour: (typeof COLOURS)[number] }[];
  beforeAll(async () => {
    slug = (await server.json<SellerProduct>('POST', '/api/seller/products', rug, seller.auth)).body.slug;
    await server.json('POST', `/api/seller/products/${slug}/status`, { move: 'publish' }, seller.auth);
    rugBuyers = [];
    for (let index = 0; index < 16; index++) {
      const buyer = await aBuyer(db(), { wallet: 10_000_000 });
      const colour = COLOURS[index % 2]!;
      await addToCart(server, buyer, slug, PIECES_EACH, { colour });
      await addToCart(server, buyer, index % 4 < 2 ? 'sadu-cushion' : 'palm-basket', 1);
      rugBuyers.push({ buyer, colour });
    }
  }, 120_000);

  it('ends with each colour as it began plus the seller’s accepted changes of it less its pieces sold, the stock their sum', async () => {
    const checkouts = rugBuyers.map(({ buyer }) =>
      server.json<{ state?: string; code?: string }>('POST', '/api/checkout', { addressId: buyer.addressId, idempotencyKey: randomUUID(), cardConfirmed: true }, buyer.auth),
    );
    // Each colour could ever hold 6 + 5 + 2 = 13 pieces, below the 16 its buyers want.
    const changes = COLOURS.flatMap((colourId) => [3, -2, 2, -4].map((change) => ({ colourId, change })));
    const adjustments = changes.map(({ colourId, change }) => server.json('POST', `/api/seller/products/${slug}/stock`, { change, colourId }, seller.auth));
    // Two editors opened on the starting counts, each adding one piece of each colour.
    const edit = { ...rug, optionStock: rug.optionStock.map((cell) => ({ ...cell, stock: START + 1, stockSeen: START })) };
    const edits = [0, 1].map(() => server.json('PUT', `/api/seller/products/${slug}`, edit, seller.auth));
    const [placed, adjusted, edited] = await Promise.all([Promise.all(checkouts), Promise.all(adjustments), Promise.all(edits)]);

    for (const answer of [...placed, ...adjusted, ...edited]) expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(500);
    for (const answer of edited) expect(answer.status).toBe(200);
    const paid = placed.filter((answer) => answer.status === 200 && answer.body.state === 'paid');
    expect(paid.length).toBeGreaterThan(0);
    expect(paid.length).toBeLessThan(rugBuyers.length);

    const sold = await db()
      .select({ colour: sql<string>`${orderItems.line} -> 'colour' ->> 'id'`, pieces: sql<number>`sum(${orderItems.quantity})`.mapWith(Number) })
      .from(orderItems)
      .where(eq(orderItems.productSlug, slug))
      .groupBy(sql`1`);
    const counts = await db().select({ colour: productOptionStock.colourId, stock: productOptionStock.stock }).from(productOptionStock).where(eq(productOptionStock.productSlug, slug));
    for (const colour of COLOURS) {
      const accepted = changes.filter((change, index) => change.colourId === colour && adjusted[index]!.status === 200).reduce((sum, change) => sum + change.change, 0);
      const soldOf = sold.find((row) => row.colour === colour)?.pieces ?? 0;
      const count = counts.find((row) => row.colour === colour)!.stock;
      expect(count).toBeGreaterThanOrEqual(0);
      expect(count, colour).toBe(START + accepted + 2 - soldOf);
    }
    expect(sold.reduce((sum, row) => sum + row.pieces, 0)).toBe(paid.length * PIECES_EACH);
    expect(await stockOf(db(), slug)).toBe(counts.reduce((sum, row) => sum + row.stock, 0));
  }, 120_000);
});

describe('at most MAX_STOCK pieces, under checkout’s locks', () => {
  const ROOM = 10;

  it('takes additions and edits racing purchases only while they fit, ending as it began plus those accepted less the pieces sold', async () => {
    const start = MAX_STOCK - ROOM;
    const urn = aSellerProductInput({ nameEn: 'Brimming water urn', nameAr: 'جرة ماء ممتلئة', stock: start });
    const slug = (await server.json<SellerProduct>('POST', '/api/seller/products', urn, seller.auth)).body.slug;
    await server.json('POST', `/api/seller/products/${slug}/status`, { move: 'publish' }, seller.auth);
    const urnBuyers: Buyer[] = [];
    for (let index = 0; index < 6; index++) {
      const buyer = await aBuyer(db(), { wallet: 10_000_000 });
      await addToCart(server, buyer, slug, PIECES_EACH);
      urnBuyers.push(buyer);
    }

    const checkouts = urnBuyers.map((buyer) =>
      server.json<{ state?: string }>('POST', '/api/checkout', { addressId: buyer.addressId, idempotencyKey: randomUUID(), cardConfirmed: true }, buyer.auth),
    );
    // Twice the room there is, and more than the purchases can free.
    const changes = [3, 3, 3, 3, 3, 3, 3];
    const adjustments = changes.map((change) => server.json('POST', `/api/seller/products/${slug}/stock`, { change }, seller.auth));
    const editChanges = [4, 4, 4];
    const edits = editChanges.map((change) => server.json('PUT', `/api/seller/products/${slug}`, { ...urn, stock: start + change, stockSeen: start }, seller.auth));
    const [placed, adjusted, edited] = await Promise.all([Promise.all(checkouts), Promise.all(adjustments), Promise.all(edits)]);

    for (const answer of [...placed, ...adjusted, ...edited]) expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(500);
    for (const answer of adjusted) expect([200, 409]).toContain(answer.status);
    for (const answer of edited) expect([200, 400]).toContain(answer.status);
    const acceptedAdjustments = changes.filter((_, index) => adjusted[index]!.status === 200).reduce((sum, change) => sum + change, 0);
    const acceptedEdits = editChanges.filter((_, index) => edited[index]!.status === 200).reduce((sum, change) => sum + change, 0);
    // Some were refused: together they asked for far more than the room and the pieces sold.
    expect([...adjusted, ...edited].some((answer) => answer.status !== 200)).toBe(true);

    const [sold] = await db()
      .select({ pieces: sql<number>`coalesce(sum(${orderItems.quantity}), 0)`.mapWith(Number) })
      .from(orderItems)
      .where(eq(orderItems.productSlug, slug));
    const stock = await stockOf(db(), slug);
    expect(stock).toBeLessThanOrEqual(MAX_STOCK);
    expect(stock).toBe(start + acceptedAdjustments + acceptedEdits - sold!.pieces);
  }, 120_000);

  it('keeps the sum of a product’s colours within the limit when additions to each and edits of both race', async () => {
    const half = (MAX_STOCK - ROOM) / 2;
    const rug = twoColourRug({ nameEn: 'Brimming two-tone rug', nameAr: 'سجادة ممتلئة بلونين' }, half);
    const slug = (await server.json<SellerProduct>('POST', '/api/seller/products', rug, seller.auth)).body.slug;
    const changes = ['indigo', 'saffron', 'indigo', 'saffron', 'indigo', 'saffron'].map((colourId) => ({ colourId, change: 2 }));
    const adjustments = changes.map((body) => server.json('POST', `/api/seller/products/${slug}/stock`, body, seller.auth));
    // Editors opened on the starting counts, each adding three pieces of indigo.
    const edit = { ...rug, optionStock: [{ colour: 0, size: null, stock: half + 3, stockSeen: half }, { colour: 1, size: null, stock: half, stockSeen: half }] };
    const edits = [0, 1].map(() => server.json('PUT', `/api/seller/products/${slug}`, edit, seller.auth));
    const [adjusted, edited] = await Promise.all([Promise.all(adjustments), Promise.all(edits)]);

    for (const answer of adjusted) expect([200, 409], JSON.stringify(answer.body)).toContain(answer.status);
    for (const answer of edited) expect([200, 400], JSON.stringify(answer.body)).toContain(answer.status);
    const counts = await db().select({ colour: productOptionStock.colourId, stock: productOptionStock.stock }).from(productOptionStock).where(eq(productOptionStock.productSlug, slug));
    const added = (colour: string) =>
      changes.filter((change, index) => change.colourId === colour && adjusted[index]!.status === 200).length * 2 + (colour === 'indigo' ? 3 * edited.filter((answer) => answer.status === 200).length : 0);
    for (const colour of ['indigo', 'saffron']) expect(counts.find((row) => row.colour === colour)!.stock, colour).toBe(half + added(colour));
    const total = counts.reduce((sum, row) => sum + row.stock, 0);
    expect(total).toBeLessThanOrEqual(MAX_STOCK);
    // 12 + 6 asked for, 10 of room: never above the limit, some added, and the product’s stock still the sum.
    expect(total).toBeGreaterThan(MAX_STOCK - ROOM);
    expect(await stockOf(db(), slug)).toBe(total);
  }, 120_000);
});
