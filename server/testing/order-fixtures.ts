// Orders made the way shoppers make them — a cart filled through the API and a checkout paid
// from the wallet (or by card on the sandbox's pages) — on the checkout fixtures' shop, plus
// seller accounts with sessions, and readers of what an order's change left in the database.
import { randomBytes, randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { CheckoutOutcome } from '../../src/contract/checkout';
import { hashSessionToken } from '../use-cases/accounts/session-tokens';
import type { Db } from '../persistence/database';
import { notifications, orderEvents, orders, sessions, users, walletEntries } from '../persistence/schema';
import { aBuyer, addToCart, payAndReturn, type Buyer } from './checkout-fixtures';
import type { TestServer } from './test-server';

export interface SellerAccount {
  readonly id: string;
  readonly sellerSlug: string;
  readonly auth: Record<string, string>;
}

/** A signed-in seller account acting for `sellerSlug` (a store of the shop). */
export async function aSellerAccount(db: Db, sellerSlug: string): Promise<SellerAccount> {
  const id = randomUUID();
  await db.insert(users).values({ id, fullName: `Owner of ${sellerSlug}`, email: `${sellerSlug}-${id.slice(0, 8)}@sellers.herfa.test`, role: 'seller', sellerSlug });
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({ tokenHash: hashSessionToken(token), userId: id, expiresAt: new Date('2100-01-01T00:00:00Z') });
  return { id, sellerSlug, auth: { Authorization: `Bearer ${token}`, 'Accept-Language': 'en' } };
}

/** What goes into the cart: product slug, quantity and options (colour, size, …). */
export interface CartPick {
  readonly product: string;
  readonly quantity?: number;
  readonly options?: Record<string, string>;
}

/**
 * Buys `picks` as `buyer` (one order per seller), paying from the wallet, and by card for the
 * rest when the wallet does not cover it. Answers the order codes, in code order.
 */
export async function buy(server: TestServer, buyer: Buyer, picks: readonly CartPick[]): Promise<string[]> {
  for (const pick of picks) await addToCart(server, buyer, pick.product, pick.quantity ?? 1, pick.options ?? {});
  const placed = await server.json<CheckoutOutcome>(
    'POST',
    '/api/checkout',
    { addressId: buyer.addressId, idempotencyKey: randomUUID(), cardConfirmed: true },
    buyer.auth,
  );
  if (placed.status !== 200) throw new Error(`Checkout answered ${placed.status}: ${JSON.stringify(placed.body)}`);
  let outcome = placed.body;
  if (outcome.state === 'awaiting-payment' && outcome.redirectUrl !== null) {
    await payAndReturn(server, outcome.redirectUrl);
    outcome = (await server.json<CheckoutOutcome>('GET', `/api/checkout/${outcome.id}`, undefined, buyer.auth)).body;
  }
  if (outcome.state !== 'paid') throw new Error(`Checkout ended ${outcome.state}: ${JSON.stringify(outcome)}`);
  return [...outcome.orderCodes].sort();
}

/** A new shopper with `wallet` halalas who has bought one `product` (× quantity): their single order. */
export async function anOrder(
  server: TestServer,
  { product = 'incense-burner', quantity = 1, wallet = 100_000 }: { product?: string; quantity?: number; wallet?: number } = {},
): Promise<{ buyer: Buyer; code: string }> {
  const buyer = await aBuyer(server.database.db, { wallet });
  const [code] = await buy(server, buyer, [{ product, quantity }]);
  return { buyer, code: code! };
}

/** Sets an order's status directly, with its history, as if it had been moved there (to start a test mid-way). */
export async function putInStatus(db: Db, code: string, path: readonly ('inprogress' | 'shipped' | 'delivered')[]): Promise<void> {
  const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.code, code));
  for (const status of path) {
    await db.update(orders).set({ status }).where(eq(orders.id, order!.id));
    await db.insert(orderEvents).values({ orderId: order!.id, status, actor: 'seller' });
  }
}

export async function orderRow(db: Db, code: string) {
  const [row] = await db.select().from(orders).where(eq(orders.code, code));
  if (!row) throw new Error(`No order ${code}`);
  return row;
}

export async function eventsOf(db: Db, code: string) {
  const order = await orderRow(db, code);
  return db
    .select({ status: orderEvents.status, actor: orderEvents.actor, reason: orderEvents.reason })
    .from(orderEvents)
    .where(eq(orderEvents.orderId, order.id))
    .orderBy(asc(orderEvents.id));
}

/** The refund rows of an order (there must never be more than one). */
export async function refundsOf(db: Db, code: string) {
  const order = await orderRow(db, code);
  return db
    .select({ amount: walletEntries.amount })
    .from(walletEntries)
    .where(and(eq(walletEntries.userId, order.userId), eq(walletEntries.kind, 'refund'), eq(walletEntries.ref, order.id)));
}

export async function notificationsOf(db: Db, userId: string) {
  return db
    .select({ kind: notifications.kind, params: notifications.params, link: notifications.link })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(asc(notifications.createdAt), asc(notifications.id));
}
