// Card payments after they start: what the gateway's answer does to the money. A checkout's
// card part paid → the wallet hold is captured and the orders are created; failed or expired →
// the hold is released and the reserved stock goes back. A top-up paid → a `topup` ledger row.
// The gateway's word is taken only from its server-to-server status, never from the browser's
// return URL, and every settlement runs in one turn of the shopper's (the port's inShopperTurn)
// holding the payment, after checking the payment is still open: replays change nothing.
import { randomUUID } from 'node:crypto';
import type { TopUpInput } from '../../../src/contract/wallet';
import { isLanguage, type Language } from '../../../src/domain/locale';
import { declineReasonOf } from '../../../src/domain/payment';
import { fail, ok, type Result } from '../../../src/domain/result';
import { appendedRows, captureHold, releaseHold, topUp, type Wallet } from '../../../src/domain/wallet';
import type * as v from 'valibot';
import type { Logger } from '../../logging/logger';
import { translatorFor } from '../messages';
import type { Clock, GatewayPayment, GuestAnswerCache, PaymentGateway } from '../ports';
import { repeatEvery, type Repeating } from '../repeating';
import { shortReference } from '../wallet/wallet';
import { byStockOrder, type CardPaymentRow, type CheckoutRow, type DraftedOrder, type PaymentsRepository, type PaymentsTurn, type SettledState, type StockChange } from './payments-repository';

/** An 'awaiting-payment' checkout or top-up older than this is abandoned: its hold and stock are let go. */
export const PAYMENT_EXPIRY_MS = 30 * 60_000;
/** How often the server looks for abandoned payments. */
export const EXPIRY_SWEEP_INTERVAL_MS = 60_000;
/** The failure code of a checkout whose payment was never completed in time. */
export const EXPIRED_CODE = 'payment.expired';

/** The only currency Herfa charges in. */
const CURRENCY = 'SAR';

/**
 * What paying by card uses: the payments' storage, the gateway, the time, the log, guests'
 * cached answers and the storefront's origin. Shaped as a part of the app's Services, so the
 * routes, the sweeper and tests hand the Services themselves; a fast test hands in-memory parts.
 */
export interface PaymentDesk {
  readonly repositories: { readonly payments: PaymentsRepository };
  readonly paymentGateway: PaymentGateway;
  readonly clock: Clock;
  readonly log: Pick<Logger, 'error'>;
  /** Dropped when stock comes back: guests' cached catalogue answers must not keep showing less. */
  readonly responseCache: GuestAnswerCache;
  /** The storefront's origin for the gateway's return URL; empty for a relative URL (the sandbox on this server). */
  readonly publicUrl: string;
}

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
  payment: Pick<CardPaymentRow, 'id' | 'amount'>,
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
async function askGateway(desk: PaymentDesk, payment: CardPaymentRow, reported: string | undefined): Promise<Judged & { asked: string | null }> {
  const asked = payment.gatewayPaymentId ?? reported ?? null;
  if (asked === null || asked === '') return { verdict: { kind: 'pending' }, linked: false, asked: null };
  try {
    const report = await desk.paymentGateway.status(asked);
    return { ...judgeReport(payment, asked, report, payment.gatewayPaymentId !== null), asked };
  } catch (error) {
    desk.log.error({ err: error, paymentId: payment.id }, 'the gateway did not answer the status check');
    return { verdict: { kind: 'pending' }, linked: false, asked };
  }
}

// ── Settling ───────────────────────────────────────────────────────────────────────────────

/**
 * The browser came back from the gateway (or a sweep found the payment stale): ask the gateway
 * and settle. Answers the payment as it stands afterwards, or null when there is no such payment.
 * `reportedGatewayId` is the id in the return URL, used only when none was stored at start.
 */
export async function settleCardPayment(desk: PaymentDesk, paymentId: string, reportedGatewayId?: string): Promise<CardPaymentRow | null> {
  const payments = desk.repositories.payments;
  const payment = await payments.findPayment(paymentId);
  if (payment === null) return null;
  // Paid and failed are final; an expired payment is asked again, because money paid late
  // must still reach the shopper (credited to the wallet).
  if (payment.state === 'paid' || payment.state === 'failed') return payment;
  const { verdict, linked, asked } = await askGateway(desk, payment, reportedGatewayId);
  if (verdict.kind === 'pending') {
    // A gateway that names its payment only on return (no id at start): keep the verified id,
    // so that the expiry sweep can ask about it later.
    if (linked && asked !== null && payment.gatewayPaymentId === null) await payments.linkGatewayPayment(payment.id, asked);
    return payment;
  }
  await applyVerdict(desk, paymentId, verdict, linked ? asked : null);
  return payments.findPayment(paymentId);
}

type Decision = Exclude<Verdict, { kind: 'pending' }> | { readonly kind: 'expired' };

/**
 * Settles one payment in one turn of its shopper's, holding the payment, and only a payment still
 * awaiting its card changes. A payment that had expired and is then reported paid (with the
 * exact amount) is credited to the wallet as a top-up: the order's stock is gone, but the
 * shopper's money is not.
 */
export async function applyVerdict(desk: PaymentDesk, paymentId: string, decision: Decision, gatewayPaymentId: string | null): Promise<void> {
  const payments = desk.repositories.payments;
  const owner = await payments.findPayment(paymentId);
  if (owner === null) return;
  const stockMoved = await payments.inShopperTurn(owner.userId, async (turn) => {
    const payment = await turn.paymentForUpdate(paymentId);
    if (payment === null) return false;
    const at = desk.clock.now();
    const linkedId = payment.gatewayPaymentId ?? gatewayPaymentId;

    if (payment.state === 'expired' && decision.kind === 'paid') {
      const wallet = await turn.wallet(payment.id);
      if (!wallet.rows.some((entry) => entry.kind === 'topup')) {
        await appendLedger(turn, wallet, topUp(wallet, payment.amount, payment.id), at);
        await notifyTopUp(turn, payment, at);
      }
      await turn.settlePayment(payment.id, { state: 'paid', failureCode: null, gatewayMessage: null, gatewayPaymentId: linkedId, at });
      return false;
    }
    if (payment.state !== 'awaiting-payment') return false;

    if (decision.kind === 'paid') {
      if (payment.purpose === 'topup') {
        const wallet = await turn.wallet(payment.id);
        await appendLedger(turn, wallet, topUp(wallet, payment.amount, payment.id), at);
        await notifyTopUp(turn, payment, at);
      } else {
        await completeCheckout(turn, requireCheckoutId(payment), at);
      }
      await turn.settlePayment(payment.id, { state: 'paid', failureCode: null, gatewayMessage: null, gatewayPaymentId: linkedId, at });
      return false;
    }

    const state: SettledState = decision.kind === 'failed' ? 'failed' : 'expired';
    // A decline says why when the gateway's words tell (insufficient funds, 3-D Secure, cancelled).
    const code = decision.kind === 'failed' ? declineReasonOf(decision.message) : EXPIRED_CODE;
    if (payment.purpose === 'checkout') await abandonCheckout(turn, requireCheckoutId(payment), state, code, at);
    // The failure screen asks the shopper to check their inbox; a payment abandoned until it expired is not mailed.
    if (payment.purpose === 'checkout' && decision.kind === 'failed') await turn.mail({ kind: 'paymentFailed', params: { amount: payment.amount, reason: code } });
    await turn.settlePayment(payment.id, {
      state,
      failureCode: code,
      gatewayMessage: decision.kind === 'failed' ? decision.message : null,
      gatewayPaymentId: linkedId,
      at,
    });
    return payment.purpose === 'checkout';
  });
  // Stock came back: guests' cached catalogue answers must not keep showing less.
  if (stockMoved) desk.responseCache.clear();
}

/**
 * Appends the rows the domain added to `before`. A refusal here means a check made earlier in
 * the same turn was wrong (a broken invariant), so it throws and the whole turn is undone.
 */
export async function appendLedger(turn: Pick<PaymentsTurn, 'appendLedger'>, before: Wallet, after: Result<Wallet>, at: Date): Promise<Wallet> {
  if (!after.ok) throw new Error(`Wallet ledger refused a checked movement: ${after.error.code} ${JSON.stringify(after.error.params ?? {})}`);
  await turn.appendLedger(appendedRows(before, after.value), at);
  return after.value;
}

/** The wallet was credited with the payment's amount: the shopper is told and mailed, in the same turn. */
async function notifyTopUp(turn: PaymentsTurn, payment: CardPaymentRow, at: Date): Promise<void> {
  await turn.notify({ kind: 'walletToppedUp', params: { amount: payment.amount }, link: '/profile/wallet', at });
  await turn.mail({ kind: 'walletToppedUp', params: { amount: payment.amount } });
}

function requireCheckoutId(payment: CardPaymentRow): string {
  if (payment.checkoutId === null) throw new Error(`Card payment ${payment.id} is for a checkout but names none`);
  return payment.checkoutId;
}

async function heldCheckout(turn: PaymentsTurn, checkoutId: string): Promise<CheckoutRow> {
  const checkout = await turn.checkoutForUpdate(checkoutId);
  if (checkout === null) throw new Error(`Checkout ${checkoutId} does not exist`);
  return checkout;
}

/** The card part is paid: the wallet hold becomes a payment, the orders are created, the bought lines leave the cart. */
async function completeCheckout(turn: PaymentsTurn, checkoutId: string, at: Date): Promise<void> {
  const checkout = await heldCheckout(turn, checkoutId);
  if (checkout.state !== 'awaiting-payment') return;
  if (checkout.holdRef !== null) {
    const wallet = await turn.wallet(checkout.holdRef);
    await appendLedger(turn, wallet, captureHold(wallet, checkout.holdRef), at);
  }
  await createOrders(turn, checkout, at);
  await removeBoughtLines(turn, checkout.drafts);
  await turn.settleCheckout(checkout.id, { state: 'paid', failureCode: null, at });
}

/** The checkout will not be paid: the wallet hold is released and the reserved pieces go back to stock. */
async function abandonCheckout(turn: PaymentsTurn, checkoutId: string, state: SettledState, code: string, at: Date): Promise<void> {
  const checkout = await heldCheckout(turn, checkoutId);
  if (checkout.state !== 'awaiting-payment') return;
  if (checkout.holdRef !== null) {
    const wallet = await turn.wallet(checkout.holdRef);
    await appendLedger(turn, wallet, releaseHold(wallet, checkout.holdRef), at);
  }
  await moveStock(turn, checkout.drafts, +1);
  await turn.settleCheckout(checkout.id, { state, failureCode: code, at });
}

/**
 * The drafts' pieces per product, colour and size, in the order stock is always taken in: by
 * product slug (code units), then colour and size.
 */
export function piecesPerOption(drafts: readonly DraftedOrder[]): StockChange[] {
  const pieces = new Map<string, StockChange>();
  for (const line of drafts.flatMap((draft) => draft.lines)) {
    const change = { productSlug: line.productSlug, colourId: line.colour?.id ?? null, sizeId: line.size?.id ?? null };
    const key = JSON.stringify([change.productSlug, change.colourId, change.sizeId]);
    pieces.set(key, { ...change, by: (pieces.get(key)?.by ?? 0) + line.quantity });
  }
  return [...pieces.values()].sort(byStockOrder);
}

/**
 * Takes the drafts' pieces out of stock (direction −1) or puts them back (+1), each from or to
 * its colour and size's count when the product counts them apart. The port refuses to take more
 * than there is, which throws: the caller checked the stock in the same turn, so another
 * shopper took them meanwhile, and the turn is undone.
 */
export function moveStock(turn: PaymentsTurn, drafts: readonly DraftedOrder[], direction: 1 | -1): Promise<void> {
  return turn.moveStock(piecesPerOption(drafts).map((change) => ({ ...change, by: direction * change.by })));
}

/** The link of an order's notifications, without the language prefix. */
const orderLink = (code: string): string => `/orders/${code}`;

/** One `new` order per draft, each told to the shopper; answers their codes in the drafts' order. */
export async function createOrders(turn: PaymentsTurn, checkout: Pick<CheckoutRow, 'id' | 'shippedTo' | 'drafts'>, at: Date): Promise<string[]> {
  const codes: string[] = [];
  for (const draft of checkout.drafts) {
    const code = await turn.createOrder({ checkoutId: checkout.id, shippedTo: checkout.shippedTo, draft, at });
    await turn.notify({ kind: 'orderPlaced', params: { code }, link: orderLink(code), at });
    await turn.mail({ kind: 'orderPlaced', params: { code } });
    codes.push(code);
  }
  return codes;
}

/**
 * Takes the bought pieces out of the cart. A line the shopper has since raised keeps the extra
 * pieces; a line already gone (or lowered below what was bought) simply goes.
 */
export function removeBoughtLines(turn: PaymentsTurn, drafts: readonly DraftedOrder[]): Promise<void> {
  const bought = new Map<string, number>();
  for (const line of drafts.flatMap((draft) => draft.lines)) bought.set(line.cartLineKey, (bought.get(line.cartLineKey) ?? 0) + line.quantity);
  return turn.removeFromCart([...bought].map(([lineKey, quantity]) => ({ lineKey, quantity })));
}

// ── Starting a card payment ────────────────────────────────────────────────────────────────

/**
 * Sends the payment to the gateway (outside any turn: it is a network call) and stores where
 * the browser goes. Starting again is harmless: the gateway starts a payment once per our id.
 * A gateway that cannot start it fails the payment, which releases its hold and stock, since
 * no browser can ever pay it.
 */
export async function startCardPayment(desk: PaymentDesk, paymentId: string): Promise<CardPaymentRow> {
  const payments = desk.repositories.payments;
  const payment = await payments.findPayment(paymentId);
  if (payment === null) throw new Error(`Card payment ${paymentId} does not exist`);
  if (payment.redirectUrl !== null || payment.state !== 'awaiting-payment') return payment;
  const language = payment.language === 'ar' ? 'ar' : 'en';
  try {
    const started = await desk.paymentGateway.start({
      paymentId: payment.id,
      amount: payment.amount,
      description: await paymentDescription(payments, payment, language),
      callbackUrl: `${desk.publicUrl}/api/payments/${payment.id}/return`,
      language,
    });
    await payments.recordStart(payment.id, started);
  } catch (error) {
    desk.log.error({ err: error, paymentId: payment.id }, 'the gateway could not start the payment');
    const now = await payments.findPayment(payment.id);
    if (now?.redirectUrl === null && now.state === 'awaiting-payment') {
      await applyVerdict(desk, payment.id, { kind: 'failed', message: 'The gateway could not start the payment' }, null);
    }
  }
  const stored = await payments.findPayment(payment.id);
  if (stored === null) throw new Error(`Card payment ${payment.id} vanished`);
  return stored;
}

/**
 * What the card's page (and the shopper's bank statement) says the payment is for: the codes of
 * the orders it pays, which the shopper will find under their orders, or the top-up's reference.
 */
async function paymentDescription(payments: PaymentsRepository, payment: CardPaymentRow, language: Language): Promise<string> {
  const t = translatorFor(language);
  if (payment.checkoutId === null) return t('payment.description.topUp', { reference: shortReference(payment.id) });
  const checkout = await payments.findCheckout(payment.checkoutId);
  const codes = (checkout?.drafts ?? []).flatMap((draft) => (draft.code === undefined ? [] : [draft.code]));
  // A checkout stored before codes were reserved is named by its reference, as it was then.
  if (codes.length === 0) return t('payment.description.order', { codes: shortReference(payment.checkoutId) });
  return t(codes.length === 1 ? 'payment.description.order' : 'payment.description.orders', { codes: codes.join(language === 'ar' ? '، ' : ', ') });
}

// ── Top-ups ────────────────────────────────────────────────────────────────────────────────

export type TopUpFailureCode = 'payment.notFound' | 'http.unavailable';

export interface TopUpView {
  readonly id: string;
  readonly amount: number;
  readonly state: CardPaymentRow['state'];
  readonly failureCode: string | null;
  readonly redirectUrl: string | null;
}

const topUpView = (payment: CardPaymentRow): TopUpView => ({
  id: payment.id,
  amount: payment.amount,
  state: payment.state,
  failureCode: payment.failureCode,
  redirectUrl: payment.redirectUrl,
});

/** Starts a top-up by card; with the same idempotency key again, the first one, whatever amount is asked now. */
export async function startTopUp(
  desk: PaymentDesk,
  userId: string,
  language: Language,
  input: v.InferOutput<typeof TopUpInput>,
): Promise<Result<TopUpView, TopUpFailureCode>> {
  const payments = desk.repositories.payments;
  await payments.addTopUp({
    id: randomUUID(),
    userId,
    idempotencyKey: input.idempotencyKey,
    amount: input.amount,
    gateway: desk.paymentGateway.name,
    language,
    createdAt: desk.clock.now(),
  });
  const first = await payments.topUpByKey(userId, input.idempotencyKey);
  if (first === null) throw new Error('The top-up was neither created nor found');
  const payment = await startCardPayment(desk, first.id);
  if (payment.redirectUrl === null) return fail('http.unavailable');
  return ok(topUpView(payment));
}

/** The storefront screen that shows how the payment ended, in the language the shopper paid in. */
export async function resultPathOf(desk: PaymentDesk, payment: CardPaymentRow): Promise<string> {
  const language: Language = isLanguage(payment.language) ? payment.language : 'en';
  if (payment.purpose === 'topup') return `/${language}/profile/wallet?topup=${payment.id}`;
  const checkout = payment.checkoutId === null ? null : await desk.repositories.payments.findCheckout(payment.checkoutId);
  const lang = checkout !== null && isLanguage(checkout.language) ? checkout.language : language;
  const page = checkout?.state === 'paid' ? 'success' : 'failure';
  return `/${lang}/payment/${page}?checkout=${payment.checkoutId ?? ''}`;
}

/** One of the shopper's own top-ups; another shopper's is answered as missing. */
export async function findTopUp(desk: PaymentDesk, userId: string, id: string): Promise<Result<TopUpView, TopUpFailureCode>> {
  const payment = await desk.repositories.payments.findTopUp(userId, id);
  return payment === null ? fail('payment.notFound') : ok(topUpView(payment));
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
export async function expireStalePayments(desk: PaymentDesk, scope: { readonly userId?: string } = {}): Promise<number> {
  const cutoff = new Date(desk.clock.now().getTime() - PAYMENT_EXPIRY_MS);
  const stale = await desk.repositories.payments.awaitingSince(cutoff, { userId: scope.userId, limit: SWEEP_BATCH });
  for (const payment of stale) {
    const { verdict, linked, asked } =
      payment.gatewayPaymentId === null ? { verdict: { kind: 'pending' } as const, linked: false, asked: null } : await askGateway(desk, payment, undefined);
    const decision: Decision = verdict.kind === 'pending' ? { kind: 'expired' } : verdict;
    await applyVerdict(desk, payment.id, decision, linked ? asked : null);
  }
  return stale.length;
}

/** Sweeps every `intervalMs` without keeping the process alive; a failed sweep is logged and retried next time. */
export const startExpirySweeper = (desk: PaymentDesk, intervalMs: number = EXPIRY_SWEEP_INTERVAL_MS): Repeating =>
  repeatEvery(
    intervalMs,
    () => expireStalePayments(desk),
    (error) => desk.log.error({ err: error }, 'expiring abandoned payments failed'),
  );
