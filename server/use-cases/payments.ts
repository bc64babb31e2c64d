// Card payments after they start: what the gateway's answer does to the money. A checkout's
// card part paid → the wallet hold is captured and the orders are created; failed or expired →
// the hold is released and the reserved stock goes back. A top-up paid → a `topup` ledger row.
// The gateway's word is taken only from its server-to-server status, never from the browser's
// return URL, and every settlement runs in one transaction under the shopper's row lock and the
// payment's row lock, after checking the payment is still open: replays change nothing.
import { randomUUID } from 'node:crypto';
import { and, asc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { TopUpInput } from '../../src/contract/wallet';
import { isLanguage, type Language } from '../../src/domain/locale';
import { fail, ok, type Result } from '../../src/domain/result';
import { captureHold, releaseHold, topUp } from '../../src/domain/wallet';
import type * as v from 'valibot';
import { cardPayments, cartLines, checkouts, orderEvents, orderItems, orders, products, type DraftedOrder } from '../persistence/schema';
import type { GatewayPayment } from './ports';
import { translatorFor } from './messages';
import { notify } from './notifications';
import type { Services } from './services';
import { inTransaction, lockShopper, type Queryable, type Tx } from '../persistence/transactions';
import { appendLedger, readLedger } from './wallet-ledger';
import { shortReference } from './wallet/wallet';

export type CardPayment = typeof cardPayments.$inferSelect;
export type Checkout = typeof checkouts.$inferSelect;

/** An 'awaiting-payment' checkout or top-up older than this is abandoned: its hold and stock are let go. */
export const PAYMENT_EXPIRY_MS = 30 * 60_000;
/** How often the server looks for abandoned payments. */
export const EXPIRY_SWEEP_INTERVAL_MS = 60_000;
/** The failure code of a checkout whose payment was never completed in time. */
export const EXPIRED_CODE = 'payment.expired';
/** The failure code of a declined, failed or tampered card payment. */
export const FAILED_CODE = 'payment.failed';

/** The only currency Herfa charges in. */
const CURRENCY = 'SAR';

// ── What the gateway said ──────────────────────────────────────────────────────────────────

export type Verdict =
  | { readonly kind: 'paid' }
  | { readonly kind: 'failed'; readonly message: string | null }
  | { readonly kind: 'pending' };

export interface Judged {
  readonly verdict: Verdict;
  /** The report is about this payment (so its gateway id may be stored). */
  readonly linked: boolean;
}

/**
 * What a gateway's status report means for our payment. `asked` is the gateway id we asked
 * about; `trusted` says whether it was stored at start (true) or came from the return URL
 * (false: then the report must name our payment id itself). Paid counts only with the exact
 * amount in SAR; a report about another payment, or with another amount or currency, is a
 * failure: something was tampered with, and nothing is captured.
 */
export function judgeReport(
  payment: Pick<CardPayment, 'id' | 'amount'>,
  asked: string,
  report: GatewayPayment | null,
  trusted: boolean,
): Judged {
  if (report === null) return { verdict: { kind: 'pending' }, linked: false };
  const namesOurs = report.paymentId === payment.id || (trusted && report.paymentId === null);
  if (report.gatewayPaymentId !== asked || !namesOurs) {
    return { verdict: { kind: 'failed', message: 'The gateway payment belongs to another payment' }, linked: false };
  }
  if (report.status === 'pending') return { verdict: { kind: 'pending' }, linked: true };
  if (report.status === 'failed') return { verdict: { kind: 'failed', message: report.message }, linked: true };
  if (report.amount !== payment.amount || report.currency !== CURRENCY) {
    return {
      verdict: { kind: 'failed', message: `Amount mismatch: asked ${payment.amount} ${CURRENCY}, gateway reports ${report.amount} ${report.currency}` },
      linked: true,
    };
  }
  return { verdict: { kind: 'paid' }, linked: true };
}

/** Asks the gateway about a payment; an unreachable gateway is "pending" (nothing is decided on it). */
async function askGateway(services: Services, payment: CardPayment, reported: string | undefined): Promise<Judged & { asked: string | null }> {
  const asked = payment.gatewayPaymentId ?? reported ?? null;
  if (asked === null || asked === '') return { verdict: { kind: 'pending' }, linked: false, asked: null };
  try {
    const report = await services.paymentGateway.status(asked);
    return { ...judgeReport(payment, asked, report, payment.gatewayPaymentId !== null), asked };
  } catch (error) {
    services.log.error({ err: error, paymentId: payment.id }, 'the gateway did not answer the status check');
    return { verdict: { kind: 'pending' }, linked: false, asked };
  }
}

// ── Settling ───────────────────────────────────────────────────────────────────────────────

/**
 * The browser came back from the gateway (or a sweep found the payment stale): ask the gateway
 * and settle. Answers the payment as it stands afterwards, or null when there is no such payment.
 * `reportedGatewayId` is the id in the return URL, used only when none was stored at start.
 */
export async function settleCardPayment(services: Services, paymentId: string, reportedGatewayId?: string): Promise<CardPayment | null> {
  const payment = await findCardPayment(services.db, paymentId);
  if (payment === null) return null;
  // Paid and failed are final; an expired payment is asked again, because money paid late
  // must still reach the shopper (credited to the wallet).
  if (payment.state === 'paid' || payment.state === 'failed') return payment;
  const { verdict, linked, asked } = await askGateway(services, payment, reportedGatewayId);
  if (verdict.kind === 'pending') {
    // A gateway that names its payment only on return (no id at start): keep the verified id,
    // so that the expiry sweep can ask about it later.
    if (linked && asked !== null && payment.gatewayPaymentId === null) {
      await services.db
        .update(cardPayments)
        .set({ gatewayPaymentId: asked })
        .where(and(eq(cardPayments.id, payment.id), isNull(cardPayments.gatewayPaymentId)));
    }
    return payment;
  }
  await applyVerdict(services, paymentId, verdict, linked ? asked : null);
  return findCardPayment(services.db, paymentId);
}

type Decision = Exclude<Verdict, { kind: 'pending' }> | { readonly kind: 'expired' };

/**
 * Settles one payment in one transaction: the shopper's row, then the payment's row, are
 * locked, and only a payment still awaiting its card changes. A payment that had expired and
 * is then reported paid (with the exact amount) is credited to the wallet as a top-up: the
 * order's stock is gone, but the shopper's money is not.
 */
export async function applyVerdict(services: Services, paymentId: string, decision: Decision, gatewayPaymentId: string | null): Promise<void> {
  const owner = await findCardPayment(services.db, paymentId);
  if (owner === null) return;
  const stockMoved = await inTransaction(services.db, async (tx) => {
    await lockShopper(tx, owner.userId);
    const [payment] = await tx.select().from(cardPayments).where(eq(cardPayments.id, paymentId)).for('update');
    if (!payment) return false;
    const at = services.clock.now();
    const linkedId = payment.gatewayPaymentId ?? gatewayPaymentId;

    if (payment.state === 'expired' && decision.kind === 'paid') {
      const ledger = await readLedger(tx, payment.userId);
      if (!ledger.some((entry) => entry.kind === 'topup' && entry.ref === payment.id)) {
        await appendLedger(tx, payment.userId, ledger, topUp(ledger, payment.amount, payment.id), at);
        await notifyTopUp(tx, payment, at);
      }
      await tx
        .update(cardPayments)
        .set({ state: 'paid', failureCode: null, gatewayPaymentId: linkedId, settledAt: at })
        .where(eq(cardPayments.id, payment.id));
      return false;
    }
    if (payment.state !== 'awaiting-payment') return false;

    if (decision.kind === 'paid') {
      if (payment.purpose === 'topup') {
        const ledger = await readLedger(tx, payment.userId);
        await appendLedger(tx, payment.userId, ledger, topUp(ledger, payment.amount, payment.id), at);
        await notifyTopUp(tx, payment, at);
      } else {
        await completeCheckout(tx, requireCheckoutId(payment), at);
      }
      await tx.update(cardPayments).set({ state: 'paid', gatewayPaymentId: linkedId, settledAt: at }).where(eq(cardPayments.id, payment.id));
      return false;
    }

    const state = decision.kind === 'failed' ? 'failed' : 'expired';
    const code = decision.kind === 'failed' ? FAILED_CODE : EXPIRED_CODE;
    if (payment.purpose === 'checkout') await abandonCheckout(tx, requireCheckoutId(payment), state, code, at);
    await tx
      .update(cardPayments)
      .set({
        state,
        failureCode: code,
        gatewayMessage: decision.kind === 'failed' ? decision.message : null,
        gatewayPaymentId: linkedId,
        settledAt: at,
      })
      .where(eq(cardPayments.id, payment.id));
    return payment.purpose === 'checkout';
  });
  // Stock came back: guests' cached catalogue answers must not keep showing less.
  if (stockMoved) services.responseCache.clear();
}

/** The wallet was credited with the payment's amount: the shopper is told, in the same transaction. */
const notifyTopUp = (tx: Tx, payment: CardPayment, at: Date) =>
  notify(tx, { userId: payment.userId, kind: 'walletToppedUp', params: { amount: payment.amount }, link: '/profile/wallet', at });

function requireCheckoutId(payment: CardPayment): string {
  if (payment.checkoutId === null) throw new Error(`Card payment ${payment.id} is for a checkout but names none`);
  return payment.checkoutId;
}

export async function findCardPayment(db: Queryable, id: string): Promise<CardPayment | null> {
  const [row] = await db.select().from(cardPayments).where(eq(cardPayments.id, id));
  return row ?? null;
}

async function lockCheckout(tx: Tx, checkoutId: string): Promise<Checkout> {
  const [checkout] = await tx.select().from(checkouts).where(eq(checkouts.id, checkoutId)).for('update');
  if (!checkout) throw new Error(`Checkout ${checkoutId} does not exist`);
  return checkout;
}

/** The card part is paid: the wallet hold becomes a payment, the orders are created, the bought lines leave the cart. */
async function completeCheckout(tx: Tx, checkoutId: string, at: Date): Promise<void> {
  const checkout = await lockCheckout(tx, checkoutId);
  if (checkout.state !== 'awaiting-payment') return;
  if (checkout.holdRef !== null) {
    const ledger = await readLedger(tx, checkout.userId);
    await appendLedger(tx, checkout.userId, ledger, captureHold(ledger, checkout.holdRef), at);
  }
  await createOrders(tx, checkout, at);
  await removeBoughtLines(tx, checkout.userId, checkout.drafts);
  await tx.update(checkouts).set({ state: 'paid', settledAt: at }).where(eq(checkouts.id, checkout.id));
}

/** The checkout will not be paid: the wallet hold is released and the reserved pieces go back to stock. */
export async function abandonCheckout(tx: Tx, checkoutId: string, state: 'failed' | 'expired', code: string, at: Date): Promise<void> {
  const checkout = await lockCheckout(tx, checkoutId);
  if (checkout.state !== 'awaiting-payment') return;
  if (checkout.holdRef !== null) {
    const ledger = await readLedger(tx, checkout.userId);
    await appendLedger(tx, checkout.userId, ledger, releaseHold(ledger, checkout.holdRef), at);
  }
  await moveStock(tx, checkout.drafts, +1);
  await tx.update(checkouts).set({ state, failureCode: code, settledAt: at }).where(eq(checkouts.id, checkout.id));
}

/** Pieces per product of the drafts, in slug order: rows are always locked in that order. */
function piecesPerProduct(drafts: readonly DraftedOrder[]): [string, number][] {
  const pieces = new Map<string, number>();
  for (const line of drafts.flatMap((draft) => draft.lines)) pieces.set(line.productSlug, (pieces.get(line.productSlug) ?? 0) + line.quantity);
  return [...pieces].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/**
 * Takes the drafts' pieces out of stock (direction −1) or puts them back (+1). Taking is
 * guarded in SQL too: a row that would go below zero is not touched, and that throws (the
 * caller checked the stock under the same row locks, so it is a bug, and the transaction
 * rolls back; the table's check constraint is the last guard).
 */
export async function moveStock(tx: Tx, drafts: readonly DraftedOrder[], direction: 1 | -1): Promise<void> {
  for (const [slug, quantity] of piecesPerProduct(drafts)) {
    const updated = await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${direction * quantity}` })
      .where(and(eq(products.slug, slug), direction < 0 ? sql`${products.stock} >= ${quantity}` : undefined))
      .returning({ slug: products.slug });
    if (updated.length !== 1) throw new Error(`Stock of ${slug} could not move by ${direction * quantity}`);
  }
}

/** One `new` order per draft, with its items and its first tracking event; answers their codes. */
export async function createOrders(tx: Tx, checkout: Checkout, at: Date): Promise<string[]> {
  const codes: string[] = [];
  for (const draft of checkout.drafts) {
    const { rows } = await tx.execute<{ n: number }>(sql`select nextval('order_code_seq')::int as n`);
    const code = `HRF-${String(rows[0]!.n).padStart(6, '0')}`;
    const [order] = await tx
      .insert(orders)
      .values({
        code,
        userId: checkout.userId,
        sellerSlug: draft.sellerSlug,
        checkoutId: checkout.id,
        status: 'new',
        shippedTo: checkout.shippedTo,
        subtotal: draft.subtotal,
        discount: draft.discount,
        shippingFee: draft.shippingFee,
        total: draft.total,
        walletPart: draft.walletPart,
        cardPart: draft.cardPart,
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: orders.id });
    await tx.insert(orderItems).values(
      draft.lines.map((line, position) => ({ orderId: order!.id, position, productSlug: line.productSlug, line, quantity: line.quantity, total: line.total })),
    );
    await tx.insert(orderEvents).values({ orderId: order!.id, status: 'new', actor: 'shopper', createdAt: at });
    await notify(tx, { userId: checkout.userId, kind: 'orderPlaced', params: { code }, link: `/orders/${code}`, at });
    codes.push(code);
  }
  return codes;
}

/**
 * Takes the bought pieces out of the cart. A line the shopper has since raised keeps the extra
 * pieces; a line already gone (or lowered below what was bought) simply goes.
 */
export async function removeBoughtLines(tx: Tx, userId: string, drafts: readonly DraftedOrder[]): Promise<void> {
  const bought = new Map<string, number>();
  for (const line of drafts.flatMap((draft) => draft.lines)) bought.set(line.cartLineKey, (bought.get(line.cartLineKey) ?? 0) + line.quantity);
  for (const [lineKey, quantity] of bought) {
    const mine = and(eq(cartLines.userId, userId), eq(cartLines.lineKey, lineKey));
    await tx.delete(cartLines).where(and(mine, lte(cartLines.quantity, quantity)));
    await tx.update(cartLines).set({ quantity: sql`${cartLines.quantity} - ${quantity}` }).where(and(mine, gt(cartLines.quantity, quantity)));
  }
}

// ── Starting a card payment ────────────────────────────────────────────────────────────────

/**
 * Sends the payment to the gateway (outside any transaction: it is a network call) and stores
 * where the browser goes. Starting again is harmless: the gateway starts a payment once per
 * our id. A gateway that cannot start it fails the payment, which releases its hold and stock,
 * since no browser can ever pay it.
 */
export async function startCardPayment(services: Services, paymentId: string): Promise<CardPayment> {
  const payment = await findCardPayment(services.db, paymentId);
  if (payment === null) throw new Error(`Card payment ${paymentId} does not exist`);
  if (payment.redirectUrl !== null || payment.state !== 'awaiting-payment') return payment;
  const language = payment.language === 'ar' ? 'ar' : 'en';
  try {
    const started = await services.paymentGateway.start({
      paymentId: payment.id,
      amount: payment.amount,
      description: translatorFor(language)(payment.purpose === 'topup' ? 'payment.description.topUp' : 'payment.description.order', {
        reference: shortReference(payment.checkoutId ?? payment.id),
      }),
      callbackUrl: `${services.publicUrl}/api/payments/${payment.id}/return`,
      language,
    });
    await services.db
      .update(cardPayments)
      .set({ redirectUrl: started.redirectUrl, gatewayPaymentId: sql`coalesce(${cardPayments.gatewayPaymentId}, ${started.gatewayPaymentId})` })
      .where(and(eq(cardPayments.id, payment.id), isNull(cardPayments.redirectUrl)));
  } catch (error) {
    services.log.error({ err: error, paymentId: payment.id }, 'the gateway could not start the payment');
    const now = await findCardPayment(services.db, payment.id);
    if (now?.redirectUrl === null && now.state === 'awaiting-payment') {
      await applyVerdict(services, payment.id, { kind: 'failed', message: 'The gateway could not start the payment' }, null);
    }
  }
  return (await findCardPayment(services.db, payment.id))!;
}

// ── Top-ups ────────────────────────────────────────────────────────────────────────────────

export type TopUpFailureCode = 'payment.notFound' | 'http.unavailable';

export interface TopUpView {
  readonly id: string;
  readonly amount: number;
  readonly state: CardPayment['state'];
  readonly failureCode: string | null;
  readonly redirectUrl: string | null;
}

const topUpView = (payment: CardPayment): TopUpView => ({
  id: payment.id,
  amount: payment.amount,
  state: payment.state,
  failureCode: payment.failureCode,
  redirectUrl: payment.redirectUrl,
});

/** Starts (or, for the same idempotency key, finds again) a top-up by card. */
export async function startTopUp(
  services: Services,
  userId: string,
  language: Language,
  input: v.InferOutput<typeof TopUpInput>,
): Promise<Result<TopUpView, TopUpFailureCode>> {
  await services.db
    .insert(cardPayments)
    .values({
      id: randomUUID(),
      userId,
      purpose: 'topup',
      idempotencyKey: input.idempotencyKey,
      amount: input.amount,
      gateway: services.paymentGateway.name,
      state: 'awaiting-payment',
      language,
      createdAt: services.clock.now(),
    })
    .onConflictDoNothing({ target: [cardPayments.userId, cardPayments.idempotencyKey] });
  const [existing] = await services.db
    .select()
    .from(cardPayments)
    .where(and(eq(cardPayments.userId, userId), eq(cardPayments.idempotencyKey, input.idempotencyKey)));
  if (!existing) throw new Error('The top-up was neither created nor found');
  const payment = await startCardPayment(services, existing.id);
  if (payment.redirectUrl === null) return fail('http.unavailable');
  return ok(topUpView(payment));
}

/** The storefront screen that shows how the payment ended, in the language the shopper paid in. */
export async function resultPathOf(services: Services, payment: CardPayment): Promise<string> {
  const language: Language = isLanguage(payment.language) ? payment.language : 'en';
  if (payment.purpose === 'topup') return `/${language}/profile/wallet?topup=${payment.id}`;
  const [checkout] = await services.db
    .select({ state: checkouts.state, language: checkouts.language })
    .from(checkouts)
    .where(eq(checkouts.id, payment.checkoutId ?? ''));
  const lang = checkout && isLanguage(checkout.language) ? checkout.language : language;
  const page = checkout?.state === 'paid' ? 'success' : 'failure';
  return `/${lang}/payment/${page}?checkout=${payment.checkoutId ?? ''}`;
}

/** One of the shopper's own top-ups; another shopper's is answered as missing. */
export async function findTopUp(services: Services, userId: string, id: string): Promise<Result<TopUpView, TopUpFailureCode>> {
  const [payment] = await services.db
    .select()
    .from(cardPayments)
    .where(and(eq(cardPayments.id, id), eq(cardPayments.userId, userId), eq(cardPayments.purpose, 'topup')));
  return payment ? ok(topUpView(payment)) : fail('payment.notFound');
}

// ── Expiry ─────────────────────────────────────────────────────────────────────────────────

/** How many stale payments one sweep settles at most (the next sweep takes the rest). */
const SWEEP_BATCH = 100;

/**
 * Abandoned payments: 'awaiting-payment' for longer than PAYMENT_EXPIRY_MS. Each is asked of
 * the gateway once more (a shopper may have paid just before giving up); paid or failed there,
 * it is settled so; otherwise it expires, letting its hold and stock go. Idempotent; answers
 * how many payments it settled.
 */
export async function expireStalePayments(services: Services, scope: { readonly userId?: string } = {}): Promise<number> {
  const cutoff = new Date(services.clock.now().getTime() - PAYMENT_EXPIRY_MS);
  const stale = await services.db
    .select()
    .from(cardPayments)
    .where(
      and(
        eq(cardPayments.state, 'awaiting-payment'),
        lte(cardPayments.createdAt, cutoff),
        scope.userId === undefined ? undefined : eq(cardPayments.userId, scope.userId),
      ),
    )
    .orderBy(asc(cardPayments.createdAt))
    .limit(SWEEP_BATCH);
  for (const payment of stale) {
    const { verdict, linked, asked } = payment.gatewayPaymentId === null
      ? { verdict: { kind: 'pending' } as const, linked: false, asked: null }
      : await askGateway(services, payment, undefined);
    const decision: Decision = verdict.kind === 'pending' ? { kind: 'expired' } : verdict;
    await applyVerdict(services, payment.id, decision, linked ? asked : null);
  }
  return stale.length;
}

export interface Sweeper {
  /** Stops the timer and waits for a sweep under way. */
  stop(): Promise<void>;
}

/** Sweeps every `intervalMs` without keeping the process alive; a failed sweep is logged and retried next time. */
export function startExpirySweeper(services: Services, intervalMs: number = EXPIRY_SWEEP_INTERVAL_MS): Sweeper {
  let running: Promise<unknown> = Promise.resolve();
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    running = expireStalePayments(services)
      .catch((error: unknown) => services.log.error({ err: error }, 'expiring abandoned payments failed'))
      .finally(() => {
        busy = false;
      });
  }, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

/** Checkouts' ids → the order codes they created, in creation order. */
export async function orderCodesOf(db: Queryable, checkoutIds: readonly string[]): Promise<Map<string, string[]>> {
  const codes = new Map<string, string[]>(checkoutIds.map((id) => [id, []]));
  if (checkoutIds.length === 0) return codes;
  const rows = await db
    .select({ checkoutId: orders.checkoutId, code: orders.code })
    .from(orders)
    .where(inArray(orders.checkoutId, [...checkoutIds]))
    .orderBy(asc(orders.createdAt), asc(orders.code));
  for (const row of rows) codes.get(row.checkoutId)?.push(row.code);
  return codes;
}
