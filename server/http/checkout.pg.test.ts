// Money never goes wrong under real concurrency, on the PostgreSQL server (PGlite runs one
// statement at a time, so only here do requests truly race): many checkouts started at once
// against one low-stock product and against one wallet, their card payments settled at once,
// and one payment's return replayed at once, also while the expiry sweep runs.
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CheckoutOutcome } from '../../src/contract/checkout';
import { expireStalePayments, PAYMENT_EXPIRY_MS } from '../use-cases/payments/payments';
import { checkouts, orders, walletEntries } from '../persistence/schema';
import {
  CARDS,
  aBuyer,
  addToCart,
  balanceOf,
  comeBack,
  insertShop,
  ledgerOf,
  ordersOf,
  payAndReturn,
  payAtGateway,
  resetStock,
  stockOf,
  type Buyer,
} from '../testing/checkout-fixtures';
import { handClock } from '../testing/hand-clock';
import { useTestServer } from '../testing/use-test-server';

const clock = handClock(new Date('2026-01-10T09:00:00Z'));

const server = useTestServer({ postgres: true, prepare: ({ db }) => insertShop(db), services: () => ({ clock }) });

const db = () => server.database.db;
const place = (buyer: Buyer) =>
  server.json<CheckoutOutcome & { code?: string }>(
    'POST',
    '/api/checkout',
    { addressId: buyer.addressId, idempotencyKey: randomUUID(), cardConfirmed: true },
    buyer.auth,
  );

/** Every prefix of the ledger (in the order rows were written) sums to zero or more: the balance was never negative. */
async function expectNeverNegative(userId: string): Promise<void> {
  let running = 0;
  for (const row of await ledgerOf(db(), userId)) {
    running += row.amount;
    expect(running, `ledger of ${userId}`).toBeGreaterThanOrEqual(0);
  }
}

async function heldBy(userId: string): Promise<number> {
  const rows = await ledgerOf(db(), userId);
  const holds = rows.filter((row) => row.kind === 'hold');
  return holds
    .filter((hold) => !rows.some((row) => row.ref === hold.ref && (row.kind === 'capture' || row.kind === 'release')))
    .reduce((sum, hold) => sum - hold.amount, 0);
}

/** What the database holds about one shopper's checkouts, orders and money, checked against each other. */
async function expectConsistent(buyer: Buyer, initialWallet: number): Promise<void> {
  await expectNeverNegative(buyer.id);
  const mine = await db().select().from(checkouts).where(eq(checkouts.userId, buyer.id));
  const paid = mine.filter((checkout) => checkout.state === 'paid');
  const open = mine.filter((checkout) => checkout.state === 'awaiting-payment');
  const spent = paid.reduce((sum, checkout) => sum + checkout.walletPart, 0);
  const held = open.reduce((sum, checkout) => sum + checkout.walletPart, 0);
  expect(await balanceOf(db(), buyer.id)).toBe(initialWallet - spent - held);
  expect(await heldBy(buyer.id)).toBe(held);
  for (const checkout of mine) {
    const created = await ordersOf(db(), { checkoutId: checkout.id });
    if (checkout.state === 'paid') {
      // Exactly its orders: one per drafted seller order, with the drafted amounts.
      expect(created.map((order) => [order.sellerSlug, order.total, order.walletPart, order.cardPart])).toEqual(
        checkout.drafts.map((draft) => [draft.sellerSlug, draft.total, draft.walletPart, draft.cardPart]),
      );
    } else {
      expect(created).toEqual([]);
    }
  }
}

describe('many checkouts at once on PostgreSQL', () => {
  it('50 shoppers racing for 7 pieces of one product: never oversold, every refused one leaves no trace', async () => {
    await resetStock(db(), { 'palm-basket': 7 });
    // Half pay from the wallet alone (80.00 + 25.00 shipping), half need a card for the rest.
    const buyers: { buyer: Buyer; wallet: number }[] = [];
    for (let index = 0; index < 50; index++) {
      const wallet = index % 2 === 0 ? 50_000 : 5_000;
      const buyer = await aBuyer(db(), { wallet });
      await addToCart(server, buyer, 'palm-basket');
      buyers.push({ buyer, wallet });
    }

    const answers = await Promise.all(buyers.map(({ buyer }) => place(buyer)));
    const accepted = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(accepted).toHaveLength(7);
    for (const answer of refused) {
      expect(answer.status).toBe(409);
      expect(['cart.outOfStock', 'cart.quantityAboveStock']).toContain(answer.body.code);
    }
    expect(await stockOf(db(), 'palm-basket')).toBe(0);

    // Every card payment comes back at once: approved and declined in turn.
    const awaiting = accepted.filter((answer) => answer.body.state === 'awaiting-payment');
    await Promise.all(awaiting.map((answer, index) => payAndReturn(server, answer.body.redirectUrl!, index % 2 === 0 ? CARDS.approved : CARDS.insufficientFunds)));

    const sold = (await db().select().from(orders).where(inArray(orders.userId, buyers.map(({ buyer }) => buyer.id)))).length;
    expect(sold).toBe(accepted.filter((answer) => answer.body.state === 'paid').length + Math.ceil(awaiting.length / 2));
    expect(await stockOf(db(), 'palm-basket')).toBe(7 - sold);
    for (const [index, { buyer, wallet }] of buyers.entries()) {
      await expectConsistent(buyer, wallet);
      if (answers[index]!.status !== 200) {
        expect(await db().select().from(checkouts).where(eq(checkouts.userId, buyer.id))).toEqual([]);
        expect(await ledgerOf(db(), buyer.id)).toEqual([expect.objectContaining({ kind: 'topup', amount: wallet })]);
      }
    }
  }, 120_000);

  it('the same cart placed 50 times at once from a wallet that covers it is bought once', async () => {
    await resetStock(db(), { 'incense-burner': 20 });
    const wallet = 100_000;
    const buyer = await aBuyer(db(), { wallet });
    await addToCart(server, buyer, 'incense-burner', 2); // 180.00 + 15.00 shipping
    const answers = await Promise.all(Array.from({ length: 50 }, () => place(buyer)));
    expect(answers.filter((answer) => answer.status === 200).map((answer) => answer.body.state)).toEqual(['paid']);
    for (const answer of answers.filter((answer) => answer.status !== 200)) expect(answer.body.code).toBe('checkout.emptyCart');
    expect(await balanceOf(db(), buyer.id)).toBe(wallet - 19_500);
    expect(await stockOf(db(), 'incense-burner')).toBe(18);
    await expectConsistent(buyer, wallet);
  });

  it('50 checkouts of one shopper against one wallet and 20 pieces, card parts pending, then settled at once', async () => {
    await resetStock(db(), { 'incense-burner': 20 });
    const wallet = 5_000;
    const buyer = await aBuyer(db(), { wallet });
    await addToCart(server, buyer, 'incense-burner'); // 90.00 + 15.00 shipping: more than the wallet holds
    const answers = await Promise.all(Array.from({ length: 50 }, () => place(buyer)));

    const accepted = answers.filter((answer) => answer.status === 200).map((answer) => answer.body);
    expect(accepted).toHaveLength(20);
    for (const answer of answers.filter((answer) => answer.status !== 200)) {
      expect(answer.status).toBe(409);
      expect(answer.body.code).toBe('cart.outOfStock');
    }
    expect(await stockOf(db(), 'incense-burner')).toBe(0);
    // The first holds the whole wallet and pays the rest by card; the others are card only.
    expect(accepted.every((checkout) => checkout.state === 'awaiting-payment')).toBe(true);
    expect(accepted.map((checkout) => checkout.walletPart).sort((a, b) => b - a)).toEqual([5_000, ...Array(19).fill(0)]);
    expect(await balanceOf(db(), buyer.id)).toBe(0);
    await expectConsistent(buyer, wallet);
    expect(await db().select().from(checkouts).where(eq(checkouts.userId, buyer.id))).toHaveLength(20);

    // All card payments decided at once, each return sent twice; every third fails 3-D Secure.
    const returns = await Promise.all(accepted.map((checkout, index) => payAtGateway(server, checkout.redirectUrl!, index % 3 === 0 ? CARDS.fails3ds : CARDS.approved)));
    await Promise.all([...returns, ...returns].map((url) => comeBack(server, url)));

    const states = await db().select().from(checkouts).where(eq(checkouts.userId, buyer.id));
    expect(states.filter((checkout) => checkout.state === 'awaiting-payment')).toEqual([]);
    const paidCount = states.filter((checkout) => checkout.state === 'paid').length;
    expect(paidCount).toBe(accepted.filter((_, index) => index % 3 !== 0).length);
    expect(await stockOf(db(), 'incense-burner')).toBe(20 - paidCount);
    expect(await heldBy(buyer.id)).toBe(0);
    await expectConsistent(buyer, wallet);
    expect((await ordersOf(db(), { userId: buyer.id })).length).toBe(paidCount);
  }, 120_000);
});

describe('one payment’s return, replayed at once', () => {
  async function startedCheckout(): Promise<{ buyer: Buyer; checkout: CheckoutOutcome }> {
    await resetStock(db(), { 'sadu-cushion': 12 });
    const buyer = await aBuyer(db(), { wallet: 10_000 });
    await addToCart(server, buyer, 'sadu-cushion');
    const { body } = await place(buyer);
    expect(body.state).toBe('awaiting-payment');
    return { buyer, checkout: body };
  }

  it('settles once however many times it arrives together', async () => {
    const { buyer, checkout } = await startedCheckout();
    const returnUrl = await payAtGateway(server, checkout.redirectUrl!);
    const answers = await Promise.all(Array.from({ length: 20 }, () => comeBack(server, returnUrl)));
    for (const answer of answers) expect(answer).toEqual({ status: 302, location: `/en/payment/success?checkout=${checkout.id}` });
    const rows = await ledgerOf(db(), buyer.id);
    expect(rows.map((row) => row.kind)).toEqual(['topup', 'hold', 'capture', 'payment']);
    expect(await ordersOf(db(), { checkoutId: checkout.id })).toHaveLength(1);
    expect(await stockOf(db(), 'sadu-cushion')).toBe(11);
  });

  it('settles once when the returns race the expiry sweep', async () => {
    const { buyer, checkout } = await startedCheckout();
    const returnUrl = await payAtGateway(server, checkout.redirectUrl!);
    clock.advance(PAYMENT_EXPIRY_MS + 60_000);
    await Promise.all([
      ...Array.from({ length: 8 }, () => comeBack(server, returnUrl)),
      ...Array.from({ length: 4 }, () => expireStalePayments(server.services)),
    ]);
    const [settled] = await db().select().from(checkouts).where(eq(checkouts.id, checkout.id));
    expect(settled!.state).toBe('paid');
    expect(await ordersOf(db(), { checkoutId: checkout.id })).toHaveLength(1);
    expect((await ledgerOf(db(), buyer.id)).map((row) => row.kind)).toEqual(['topup', 'hold', 'capture', 'payment']);
    expect(await db().select().from(walletEntries).where(eq(walletEntries.userId, buyer.id))).toHaveLength(4);
  });

  it('never both expires and captures an unpaid checkout raced by its declined return', async () => {
    const { buyer, checkout } = await startedCheckout();
    const returnUrl = await payAtGateway(server, checkout.redirectUrl!, CARDS.insufficientFunds);
    clock.advance(PAYMENT_EXPIRY_MS + 60_000);
    await Promise.all([
      ...Array.from({ length: 8 }, () => comeBack(server, returnUrl)),
      ...Array.from({ length: 4 }, () => expireStalePayments(server.services)),
    ]);
    const [settled] = await db().select().from(checkouts).where(eq(checkouts.id, checkout.id));
    expect(settled!.state).toBe('failed');
    expect((await ledgerOf(db(), buyer.id)).map((row) => row.kind)).toEqual(['topup', 'hold', 'release']);
    expect(await stockOf(db(), 'sadu-cushion')).toBe(12);
  });
});
