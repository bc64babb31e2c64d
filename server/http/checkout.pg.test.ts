// Money never goes wrong under real concurrency, on the PostgreSQL server (PGlite runs one
// statement at a time, so only here do requests truly race): many checkouts started at once
// against one low-stock product and against one wallet, their card payments settled at once,
// and one payment's return replayed at once, also while the expiry sweep runs; and the wallets
// rows kept beside the ledger stay its totals while shoppers check out, top up and cancel at once.
import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CheckoutOutcome } from '../../src/contract/checkout';
import { totalsOf } from '../../src/domain/wallet';
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
  walletRowOf,
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
  expect(await walletRowOf(db(), buyer.id)).toEqual({ balance: initialWallet - spent - held, held });
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

describe('the wallets rows kept beside the ledger, under concurrency', () => {
  const PIECES = 60;
  const PRICE = 10_500; // incense-burner: 90.00 + 15.00 shipping to Riyadh.

  const topUp = (buyer: Buyer, amount: number) =>
    server.json<{ id: string; redirectUrl: string }>('POST', '/api/wallet/topups', { amount, idempotencyKey: randomUUID() }, buyer.auth);
  const cancel = (buyer: Buyer, code: string) => server.json('POST', `/api/orders/${code}/cancel`, { reason: 'Changed my mind' }, buyer.auth);
  /** Pays at the gateway (approved or declined) and sends the return twice, as a browser may. */
  const settle = async (redirectUrl: string, card: string) => {
    const returnUrl = await payAtGateway(server, redirectUrl, card);
    await Promise.all([comeBack(server, returnUrl), comeBack(server, returnUrl)]);
  };

  it('20 shoppers checking out at once, topping up, paying, declining and cancelling meanwhile: every row is its ledger’s totals, and stock is exact', async () => {
    await resetStock(db(), { 'incense-burner': PIECES });
    const buyers: Buyer[] = [];
    // Wallets that cover nothing, part, exactly one piece, and several.
    for (let index = 0; index < 20; index++) buyers.push(await aBuyer(db(), { wallet: [0, 5_000, PRICE, 30_000][index % 4]! }));

    // Round one: every shopper places a checkout and starts a top-up at once.
    await Promise.all(buyers.map((buyer) => addToCart(server, buyer, 'incense-burner')));
    const first = await Promise.all(buyers.map((buyer) => Promise.all([place(buyer), topUp(buyer, 7_000)])));
    for (const [placed, started] of first) {
      expect(placed.status).toBe(200);
      expect(started.status).toBe(201);
    }
    // Every card payment and top-up decided at once, approved and declined in turn.
    await Promise.all(
      first.flatMap(([placed, started], index) => [
        ...(placed.body.redirectUrl ? [settle(placed.body.redirectUrl, index % 3 === 0 ? CARDS.insufficientFunds : CARDS.approved)] : []),
        settle(started.body.redirectUrl, index % 2 === 0 ? CARDS.approved : CARDS.fails3ds),
      ]),
    );

    // Round two: checkouts again, while half of round one's orders are cancelled (refunds) and the sweep runs.
    await Promise.all(buyers.map((buyer) => addToCart(server, buyer, 'incense-burner')));
    const firstOrders = await Promise.all(buyers.map((buyer) => ordersOf(db(), { userId: buyer.id })));
    const [second] = await Promise.all([
      Promise.all(buyers.map((buyer) => place(buyer))),
      Promise.all(buyers.flatMap((buyer, index) => (index % 2 === 0 ? firstOrders[index]!.map((order) => cancel(buyer, order.code)) : []))),
      expireStalePayments(server.services),
    ]);
    // Of the card parts, some paid, some declined, and every third left awaiting (its hold still open).
    const cardParts = second.flatMap((placed) => (placed.body.redirectUrl ? [placed.body.redirectUrl] : []));
    expect(cardParts.length).toBeGreaterThan(3);
    await Promise.all(cardParts.flatMap((url, index) => (index % 3 === 2 ? [] : [settle(url, index % 3 === 0 ? CARDS.fails3ds : CARDS.approved)])));

    let open = 0;
    for (const buyer of buyers) {
      await expectNeverNegative(buyer.id);
      const ledger = (await ledgerOf(db(), buyer.id)).map((row, index) => ({ ...row, seq: index + 1 }));
      const kept = await walletRowOf(db(), buyer.id);
      expect(kept ?? { balance: 0, held: 0 }, `wallet of ${buyer.id}`).toEqual(totalsOf(ledger));
      const awaiting = (await db().select().from(checkouts).where(eq(checkouts.userId, buyer.id))).filter((checkout) => checkout.state === 'awaiting-payment');
      expect(kept?.held ?? 0).toBe(awaiting.reduce((sum, checkout) => sum + checkout.walletPart, 0));
      open += awaiting.length;
    }
    expect(open).toBeGreaterThan(0);

    // Every piece gone is in one of their orders still standing or reserved by a checkout of theirs awaiting its card.
    const ids = buyers.map((buyer) => buyer.id);
    const { rows } = await db().execute<{ ordered: number; reserved: number }>(sql`
      select (select coalesce(sum(i.quantity), 0)::int from order_items i join orders o on o.id = i.order_id
               where o.user_id in ${ids} and i.product_slug = 'incense-burner' and o.status not in ('cancelled', 'rejected')) as ordered,
             (select coalesce(sum((line ->> 'quantity')::int), 0)::int from checkouts c,
               jsonb_array_elements(c.drafts) draft, jsonb_array_elements(draft -> 'lines') line
               where c.user_id in ${ids} and c.state = 'awaiting-payment' and line ->> 'productSlug' = 'incense-burner') as reserved`);
    expect(await stockOf(db(), 'incense-burner')).toBe(PIECES - rows[0]!.ordered - rows[0]!.reserved);
  }, 180_000);
});
