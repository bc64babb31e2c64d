// A small shop for the checkout and payment tests (as rows, and as the data the in-memory adapter
// starts from), and the shopper's side of paying: a buyer with a session, an address and wallet
// money; adding to the cart through the real API; paying on the sandbox gateway's real hosted
// pages (card form, 3-D Secure) and coming back through the real return URL. Reading helpers
// answer what the database holds, so tests check money, stock and orders where they live.
import { randomBytes, randomUUID } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { hashSessionToken } from '../use-cases/accounts/session-tokens';
import type { Db } from '../persistence/database';
import { addresses, cardPayments, cartLines, checkouts, orderEvents, orderItems, orders, products, sessions, users, walletEntries, wallets } from '../persistence/schema';
import { insertLedger } from './cart-fixtures';
import { aCategory, aProduct, aSeller, insertCatalogue, type CatalogueFixture, type RegionId } from './catalogue-fixtures';
import type { TestServer } from './test-server';

/** The pieces SHOP's products start with. */
export const SHOP_STOCK: Readonly<Record<string, number>> = {
  'sadu-cushion': 12,
  'palm-basket': 3,
  'kilim-rug': 6,
  'clay-pot': 5,
  'incense-burner': 10,
};

/**
 * Two stores, in the three regions of catalogue-fixtures:
 * - najd-weavers ships to Riyadh (25.00) and the Eastern Province (35.00), not to Hail;
 *   sadu-cushion 250.00 −20 % (12 in stock), palm-basket 80.00 (3), kilim-rug 400.00 with colours (6);
 * - hejaz-pottery ships to Riyadh (15.00) and Hail (40.00); clay-pot 60.00 with free
 *   shipping (5), incense-burner 90.00 (10).
 */
export const SHOP = {
  sellers: [aSeller('najd-weavers').named('Najd Weavers', 'نساجو نجد'), aSeller('hejaz-pottery').named('Hejaz Pottery', 'فخار الحجاز')],
  categories: [aCategory('sadu')],
  products: [
    aProduct('sadu-cushion').named('Sadu cushion', 'وسادة سدو').priced(25_000).discounted(2000).inStock(12),
    aProduct('palm-basket').named('Palm basket', 'سلة خوص').priced(8_000).inStock(3),
    aProduct('kilim-rug')
      .named('Kilim rug', 'سجادة كليم')
      .priced(40_000)
      .inStock(6)
      .withColours({ id: 'red', name: { en: 'Red', ar: 'أحمر' }, hex: '#b22222' }, { id: 'indigo', name: { en: 'Indigo', ar: 'نيلي' }, hex: '#3f51b5' }),
    aProduct('clay-pot').from('hejaz-pottery').named('Clay pot', 'قدر فخار').priced(6_000).withFreeShipping().inStock(5),
    aProduct('incense-burner').from('hejaz-pottery').named('Incense burner', 'مبخرة').priced(9_000).inStock(10),
  ],
  rates: [
    { seller: 'najd-weavers', region: 'riyadh', fee: 2_500 },
    { seller: 'najd-weavers', region: 'eastern', fee: 3_500 },
    { seller: 'hejaz-pottery', region: 'riyadh', fee: 1_500 },
    { seller: 'hejaz-pottery', region: 'hail', fee: 4_000 },
  ],
} as const satisfies CatalogueFixture;

/** SHOP, with the regions and cities, in the database. */
export async function insertShop(db: Db): Promise<void> {
  await insertCatalogue(db, SHOP);
}

export async function resetStock(db: Db, stock: Readonly<Record<string, number>> = SHOP_STOCK): Promise<void> {
  for (const [slug, pieces] of Object.entries(stock)) await db.update(products).set({ stock: pieces }).where(eq(products.slug, slug));
}

export interface Buyer {
  readonly id: string;
  /** Headers that sign a request in as this shopper (English unless a test adds its own). */
  readonly auth: Record<string, string>;
  readonly addressId: string;
}

const CITY_OF: Readonly<Record<RegionId, string>> = { riyadh: 'riyadh-city', eastern: 'al-ahsa', hail: 'hail-city' };

/** A signed-in shopper with a default address in `region` and `wallet` halalas topped up. */
export async function aBuyer(db: Db, { wallet = 0, region = 'riyadh' as RegionId } = {}): Promise<Buyer> {
  const id = randomUUID();
  await db.insert(users).values({ id, fullName: 'Sara Al-Qahtani', email: `buyer-${id}@herfa.test` });
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({ tokenHash: hashSessionToken(token), userId: id, expiresAt: new Date('2100-01-01T00:00:00Z') });
  const [address] = await db
    .insert(addresses)
    .values({ userId: id, regionId: region, cityId: CITY_OF[region], addressText: 'King Fahd Road 1', isDefault: true })
    .returning({ id: addresses.id });
  if (wallet > 0) await insertLedger(db, id, [{ kind: 'topup', amount: wallet, ref: `fixture-${randomUUID()}` }], new Date());
  return { id, auth: { Authorization: `Bearer ${token}`, 'Accept-Language': 'en' }, addressId: address!.id };
}

/** Another saved address of the buyer. */
export async function anotherAddress(db: Db, buyer: Buyer, region: RegionId): Promise<string> {
  const [address] = await db
    .insert(addresses)
    .values({ userId: buyer.id, regionId: region, cityId: CITY_OF[region], addressText: 'Prince Sultan Street 9' })
    .returning({ id: addresses.id });
  return address!.id;
}

export async function addToCart(server: TestServer, buyer: Buyer, productSlug: string, quantity = 1, options: Record<string, string> = {}): Promise<void> {
  const { status, body } = await server.json('POST', '/api/cart/lines', { productSlug, quantity, ...options }, buyer.auth);
  if (status !== 200) throw new Error(`Adding ${productSlug} × ${quantity} answered ${status}: ${JSON.stringify(body)}`);
}

// ── The sandbox gateway, as the shopper's browser meets it ─────────────────────────────────

export const CARDS = {
  approved: '4111 1111 1111 1111',
  insufficientFunds: '4000 0000 0000 9995',
  fails3ds: '4000 0000 0000 3063',
} as const;

const hiddenState = (html: string) => /name="state" value="([^"]+)"/.exec(html)?.[1] ?? '';

/**
 * Pays on the gateway's hosted pages: posts the card form, then the 3-D Secure code. Answers
 * where the gateway sends the browser back (our return URL with the gateway's query), not
 * followed yet, so a test can replay or reorder returns.
 */
export async function payAtGateway(server: TestServer, redirectUrl: string, card: string = CARDS.approved): Promise<string> {
  const url = new URL(redirectUrl, server.url);
  const path = url.pathname;
  const language = url.searchParams.get('lang') ?? 'en';
  const cardStep = await server.request(path, {
    method: 'POST',
    body: new URLSearchParams({ lang: language, number: card, name: 'Sara Al-Qahtani', expiry: '12/39', cvc: '123' }),
    redirect: 'manual',
  });
  const html = await cardStep.text();
  if (cardStep.status !== 200) throw new Error(`The card form answered ${cardStep.status}: ${html.slice(0, 300)}`);
  const verify = await server.request(`${path}/verify`, {
    method: 'POST',
    body: new URLSearchParams({ lang: language, state: hiddenState(html), code: '1234' }),
    redirect: 'manual',
  });
  const location = verify.headers.get('Location');
  if (verify.status !== 302 || location === null) throw new Error(`The 3-D Secure step answered ${verify.status}: ${(await verify.text()).slice(0, 300)}`);
  return location;
}

/** Follows the gateway's redirect back to our return URL; answers where we send the browser next. */
export async function comeBack(server: TestServer, returnUrl: string): Promise<{ status: number; location: string | null }> {
  const url = new URL(returnUrl, server.url);
  const response = await server.request(`${url.pathname}${url.search}`, { redirect: 'manual' });
  await response.text();
  return { status: response.status, location: response.headers.get('Location') };
}

/** Pays and comes back, as one shopper would. */
export async function payAndReturn(server: TestServer, redirectUrl: string, card: string = CARDS.approved) {
  return comeBack(server, await payAtGateway(server, redirectUrl, card));
}

// ── What the database holds ────────────────────────────────────────────────────────────────

export async function ledgerOf(db: Db, userId: string) {
  return db
    .select({ kind: walletEntries.kind, amount: walletEntries.amount, ref: walletEntries.ref })
    .from(walletEntries)
    .where(eq(walletEntries.userId, userId))
    .orderBy(asc(walletEntries.seq));
}

export async function balanceOf(db: Db, userId: string): Promise<number> {
  return (await ledgerOf(db, userId)).reduce((sum, row) => sum + row.amount, 0);
}

/** The buyer's wallets row as kept beside the ledger; null when they have none. */
export async function walletRowOf(db: Db, userId: string): Promise<{ balance: number; held: number } | null> {
  const [row] = await db.select({ balance: wallets.balance, held: wallets.held }).from(wallets).where(eq(wallets.userId, userId));
  return row ?? null;
}

export async function stockOf(db: Db, slug: string): Promise<number> {
  const [row] = await db.select({ stock: products.stock }).from(products).where(eq(products.slug, slug));
  return row!.stock;
}

export async function cartOf(db: Db, userId: string) {
  const rows = await db
    .select({ productSlug: cartLines.productSlug, quantity: cartLines.quantity, colour: cartLines.colour })
    .from(cartLines)
    .where(eq(cartLines.userId, userId))
    .orderBy(asc(cartLines.createdAt), asc(cartLines.id));
  return rows;
}

export async function ordersOf(db: Db, where: { userId?: string; checkoutId?: string }) {
  const rows = await db
    .select()
    .from(orders)
    .where(and(where.userId ? eq(orders.userId, where.userId) : undefined, where.checkoutId ? eq(orders.checkoutId, where.checkoutId) : undefined))
    .orderBy(asc(orders.code));
  const ids = rows.map((row) => row.id);
  const items = ids.length ? await db.select().from(orderItems).where(inArray(orderItems.orderId, ids)).orderBy(asc(orderItems.position)) : [];
  const events = ids.length ? await db.select().from(orderEvents).where(inArray(orderEvents.orderId, ids)) : [];
  return rows.map((row) => ({
    ...row,
    items: items.filter((item) => item.orderId === row.id),
    events: events.filter((event) => event.orderId === row.id),
  }));
}

export async function checkoutsOf(db: Db, userId: string) {
  return db.select().from(checkouts).where(eq(checkouts.userId, userId)).orderBy(asc(checkouts.createdAt));
}

export async function cardPaymentOf(db: Db, where: { checkoutId?: string; id?: string }) {
  const [row] = await db
    .select()
    .from(cardPayments)
    .where(where.id ? eq(cardPayments.id, where.id) : eq(cardPayments.checkoutId, where.checkoutId ?? ''));
  return row ?? null;
}

/** The buyer's headers with Arabic as the request's language. */
export const inArabic = (buyer: Buyer): Record<string, string> => ({ ...buyer.auth, 'Accept-Language': 'ar' });
