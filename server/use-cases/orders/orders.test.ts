// The order moves over the in-memory port (fast: no database): the transition table decides who
// may move an order where, every move is written to the history and told to the shopper, a move
// refused changes nothing, an order outside the scope is not found, and a cancelled or rejected
// order is restocked and refunded once, in full, as one ledger row — also when a cancel and a
// seller's move race.
import { beforeEach, describe, expect, it } from 'vitest';
import { REASON_MAX_LENGTH, type OrderStatus } from '../../../src/domain/order';
import { handClock } from '../../testing/hand-clock';
import { aPlacedItem, anOrderToPlace, MemoryOrdersRepository, NAJD_CRAFTS } from '../../testing/memory/memory-orders-repository';
import { cancelOrder, changeOrderStatus, moveSellerOrder, type OrderDesk } from './orders';

const SHOPPER = 'shopper-1';
const OTHER = 'shopper-2';
const NOW = new Date('2026-02-01T08:00:00.000Z');
const WALLET = 100_000;
/** palm-basket × 2 and gift-box × 1: 2 × 100.00 + 100.00 + 25.00 shipping; 50.00 of it by card. */
const TOTAL = 32_500;

let orders: MemoryOrdersRepository;
let cleared: number;
let desk: OrderDesk;
let code: string;
let orderId: string;
beforeEach(() => {
  orders = new MemoryOrdersRepository([NAJD_CRAFTS, { slug: 'hejaz-pottery', name: { en: 'Hejaz Pottery', ar: 'فخار الحجاز' } }]);
  for (const shopper of [SHOPPER, OTHER]) {
    orders.addShopper(shopper);
    orders.record(shopper, [{ kind: 'topup', amount: WALLET, ref: `top-up-${shopper}` }]);
  }
  cleared = 0;
  desk = { orders, clock: handClock(NOW), guestAnswers: { clear: () => void cleared++ } };
  code = 'HRF-001001';
  orderId = orders.place(anOrderToPlace(SHOPPER, code, [aPlacedItem('palm-basket', 2), aPlacedItem('gift-box')], { walletPart: TOTAL - 5_000 }));
});

const sellerMoves = (to: OrderStatus, reason?: string, seller = NAJD_CRAFTS.slug) => moveSellerOrder(desk, seller, code, to, reason);
const cancels = (reason = 'Changed my mind', who = SHOPPER) => cancelOrder(desk, who, code, reason);
const statusOf = async () => (await orders.find({ kind: 'operator' }, code))!.status;
const historyOf = async () => (await orders.find({ kind: 'operator' }, code))!.history.map((event) => [event.status, event.actor, event.reason]);
const toldOf = (who = SHOPPER) => orders.notificationsOf(who).map((told) => [told.kind, told.params]);
const refundsOf = (who = SHOPPER) => orders.ledgerOf(who).filter((row) => row.kind === 'refund');
const stockOf = () => ({ basket: orders.stockOf('palm-basket'), box: orders.stockOf('gift-box') });

describe('moving an order on', () => {
  it('takes it through inprogress, shipped and delivered as its seller, writing its history and telling the shopper each time', async () => {
    for (const [from, to] of [
      ['new', 'inprogress'],
      ['inprogress', 'shipped'],
      ['shipped', 'delivered'],
    ] as const) {
      expect(await sellerMoves(to)).toEqual({ ok: true, value: { code, from, to, refunded: null } });
    }
    expect(await historyOf()).toEqual([
      ['new', 'shopper', null],
      ['inprogress', 'seller', null],
      ['shipped', 'seller', null],
      ['delivered', 'seller', null],
    ]);
    expect(orders.notificationsOf(SHOPPER)).toEqual(
      ['inprogress', 'shipped', 'delivered'].map((status) => ({ kind: 'orderStatus', params: { code, status }, link: `/orders/${code}`, at: NOW })),
    );
    expect((await orders.find({ kind: 'operator' }, code))?.updatedAt).toEqual(NOW);
    expect(refundsOf()).toEqual([]);
    expect(cleared).toBe(0);
  });

  it('lets the system confirm a delivery, as a carrier would', async () => {
    await sellerMoves('inprogress');
    await sellerMoves('shipped');
    expect(await changeOrderStatus(desk, { kind: 'operator' }, { code, to: 'delivered', by: 'system' })).toMatchObject({ ok: true, value: { to: 'delivered' } });
    expect((await historyOf()).at(-1)).toEqual(['delivered', 'system', null]);
  });
});

describe('a move the table refuses changes nothing', () => {
  it.each([
    ['a cancel after shipping', ['inprogress', 'shipped'], () => cancels(), { code: 'orders.transitionNotAllowed', params: { from: 'shipped', to: 'cancelled' } }],
    ['a move back', ['inprogress', 'shipped'], () => sellerMoves('inprogress'), { code: 'orders.transitionNotAllowed', params: { from: 'shipped', to: 'inprogress' } }],
    ['a shopper shipping', [], () => changeOrderStatus(desk, { kind: 'shopper', userId: SHOPPER }, { code, to: 'inprogress', by: 'shopper' }), { code: 'orders.actorNotAllowed', params: { from: 'new', to: 'inprogress', actor: 'shopper' } }],
    ['a seller cancelling', [], () => sellerMoves('cancelled', 'Busy'), { code: 'orders.actorNotAllowed', params: { from: 'new', to: 'cancelled', actor: 'seller' } }],
    ['a cancel without a reason', [], () => cancels('   '), { code: 'orders.cancelReasonRequired' }],
    ['a rejection without a reason', ['inprogress'], () => sellerMoves('rejected'), { code: 'orders.rejectReasonRequired' }],
    ['a reason too long', [], () => cancels('x'.repeat(REASON_MAX_LENGTH + 1)), { code: 'orders.reasonTooLong', params: { max: REASON_MAX_LENGTH } }],
  ] as const)('%s', async (_, path, attempt, error) => {
    for (const step of path) await sellerMoves(step);
    const [history, told, stock] = [await historyOf(), toldOf(), stockOf()];
    expect(await attempt()).toEqual({ ok: false, error });
    expect(await historyOf()).toEqual(history);
    expect(toldOf()).toEqual(told);
    expect(stockOf()).toEqual(stock);
    expect(refundsOf()).toEqual([]);
    expect(cleared).toBe(0);
  });

  it('an order outside the scope is not found: another shopper’s, another store’s, an unknown code', async () => {
    expect(await cancels('Not mine', OTHER)).toEqual({ ok: false, error: { code: 'orders.notFound' } });
    expect(await sellerMoves('inprogress', undefined, 'hejaz-pottery')).toEqual({ ok: false, error: { code: 'orders.notFound' } });
    expect(await cancelOrder(desk, SHOPPER, 'HRF-999999', 'Changed my mind')).toEqual({ ok: false, error: { code: 'orders.notFound' } });
    expect(await statusOf()).toBe('new');
    expect(toldOf()).toEqual([]);
  });
});

describe('an order that will never be delivered', () => {
  it('when the shopper cancels: its reason kept, its pieces back in stock, its whole total refunded once, the shopper told twice', async () => {
    const stock = stockOf();
    expect(await cancels('  Found it cheaper  ')).toEqual({ ok: true, value: { code, from: 'new', to: 'cancelled', refunded: TOTAL } });
    expect(await orders.find({ kind: 'operator' }, code)).toMatchObject({ status: 'cancelled', reason: 'Found it cheaper', refund: { amount: TOTAL, at: NOW } });
    expect((await historyOf()).at(-1)).toEqual(['cancelled', 'shopper', 'Found it cheaper']);
    expect(stockOf()).toEqual({ basket: stock.basket + 2, box: stock.box + 1 });
    expect(refundsOf()).toEqual([{ kind: 'refund', amount: TOTAL, ref: orderId, at: NOW }]);
    expect(toldOf()).toEqual([
      ['orderStatus', { code, status: 'cancelled' }],
      ['orderRefunded', { code, amount: TOTAL }],
    ]);
    expect(cleared).toBe(1);

    expect(await cancels()).toEqual({ ok: false, error: { code: 'orders.transitionNotAllowed', params: { from: 'cancelled', to: 'cancelled' } } });
    expect(refundsOf()).toHaveLength(1);
    expect(stockOf()).toEqual({ basket: stock.basket + 2, box: stock.box + 1 });
    expect(cleared).toBe(1);
  });

  it('when its seller rejects it in progress: restocked and refunded like a cancellation', async () => {
    await sellerMoves('inprogress');
    const stock = stockOf();
    expect(await sellerMoves('rejected', 'Cannot be made in time')).toEqual({ ok: true, value: { code, from: 'inprogress', to: 'rejected', refunded: TOTAL } });
    expect(stockOf()).toEqual({ basket: stock.basket + 2, box: stock.box + 1 });
    expect(refundsOf()).toEqual([{ kind: 'refund', amount: TOTAL, ref: orderId, at: NOW }]);
    expect(toldOf().slice(-2)).toEqual([
      ['orderStatus', { code, status: 'rejected' }],
      ['orderRefunded', { code, amount: TOTAL }],
    ]);
    expect(toldOf(OTHER)).toEqual([]);
    expect(refundsOf(OTHER)).toEqual([]);
  });

  it('is never refunded twice: a refund already in the ledger undoes the whole move', async () => {
    orders.record(SHOPPER, [{ kind: 'refund', amount: TOTAL, ref: orderId }]);
    const stock = stockOf();
    await expect(cancels()).rejects.toThrow(/wallet\.duplicateReference/);
    expect(await statusOf()).toBe('new');
    expect(await historyOf()).toHaveLength(1);
    expect(toldOf()).toEqual([]);
    expect(stockOf()).toEqual(stock);
    expect(refundsOf()).toHaveLength(1);
    expect(cleared).toBe(0);
  });
});

describe('moves at the same time', () => {
  it.each([
    ['the shopper first', true],
    ['the seller first', false],
  ])('a cancel racing the seller’s shipping, %s: exactly one wins, refunded at most once', async (_, shopperFirst) => {
    await sellerMoves('inprogress');
    const [cancelled, shipped] = shopperFirst
      ? await Promise.all([cancels(), sellerMoves('shipped')])
      : await Promise.all([sellerMoves('shipped'), cancels()]).then(([moved, cancel]) => [cancel, moved] as const);
    expect([cancelled.ok, shipped.ok]).toEqual(shopperFirst ? [true, false] : [false, true]);
    const loser = cancelled.ok ? shipped : cancelled;
    expect(!loser.ok && loser.error.code).toBe('orders.transitionNotAllowed');
    expect(await statusOf()).toBe(shopperFirst ? 'cancelled' : 'shipped');
    expect(refundsOf()).toHaveLength(shopperFirst ? 1 : 0);
    expect(await historyOf()).toHaveLength(3);
  });

  it('3 cancels and 2 rejections at once: one wins, refunded once', async () => {
    const answers = await Promise.all([cancels(), sellerMoves('rejected', 'No'), cancels(), sellerMoves('rejected', 'No'), cancels()]);
    expect(answers.filter((answer) => answer.ok)).toHaveLength(1);
    expect(refundsOf()).toEqual([{ kind: 'refund', amount: TOTAL, ref: orderId, at: NOW }]);
    expect(toldOf().filter(([kind]) => kind === 'orderRefunded')).toHaveLength(1);
    expect(cleared).toBe(1);
  });
});
