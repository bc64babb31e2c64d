import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CURRENT_STATUSES,
  FINAL_STATUSES,
  ORDER_ACTORS,
  ORDER_FILTERS,
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  PREVIOUS_STATUSES,
  REASON_MAX_LENGTH,
  allowedTransitions,
  canTransition,
  isCurrent,
  isFinal,
  isOrderFilter,
  isOrderStatus,
  isPrevious,
  matchesFilter,
  refundDue,
  transition,
  type OrderLifecycle,
  type OrderStatus,
} from './order';

const anOrder = (status: OrderStatus = 'new') => ({ code: 'HRF-000123', status }) as const;

const status = fc.constantFrom(...ORDER_STATUSES);
const actor = fc.constantFrom(...ORDER_ACTORS);
const blank = fc
  .array(fc.constantFrom(' ', '\t', '\n', '\r', '\u00a0', '\u2003', '\u3000', '\ufeff'), { maxLength: 8 })
  .map((parts) => parts.join(''));
const reasonText = fc.string({ minLength: 1, maxLength: 40 }).filter((s) => s.trim() !== '');
const anyReason = fc.option(fc.oneof(blank, reasonText, fc.string()), { nil: undefined });

describe('the order lifecycle, by example', () => {
  it('a seller takes an order from new to shipped, and delivery is confirmed', () => {
    const steps: readonly [OrderStatus, 'seller' | 'system'][] = [
      ['inprogress', 'seller'],
      ['shipped', 'seller'],
      ['delivered', 'system'],
    ];
    let order: OrderLifecycle = anOrder();
    for (const [to, by] of steps) {
      const moved = transition(order, { to, by });
      if (!moved.ok) throw new Error(moved.error.code);
      order = moved.value;
    }
    expect(order.status).toBe('delivered');
  });

  it('the shopper cancels with a reason, which is kept trimmed', () => {
    expect(transition(anOrder('inprogress'), { to: 'cancelled', by: 'shopper', reason: '  Ordered the wrong size \n' }))
      .toEqual({ ok: true, value: { code: 'HRF-000123', status: 'cancelled', reason: 'Ordered the wrong size' } });
  });

  it('an Arabic reason is accepted', () => {
    const cancelled = transition(anOrder(), { to: 'cancelled', by: 'shopper', reason: 'طلبت المقاس الخطأ' });
    expect(cancelled.ok && cancelled.value.reason).toBe('طلبت المقاس الخطأ');
  });

  it('a cancellation needs a reason (the spec: "a cancellation reason is requested")', () => {
    expect(transition(anOrder(), { to: 'cancelled', by: 'shopper' })).toEqual({
      ok: false,
      error: { code: 'orders.cancelReasonRequired' },
    });
    expect(transition(anOrder(), { to: 'cancelled', by: 'shopper', reason: '   ' })).toEqual({
      ok: false,
      error: { code: 'orders.cancelReasonRequired' },
    });
  });

  it('a rejection needs a reason too, from new as from in progress', () => {
    expect(transition(anOrder('inprogress'), { to: 'rejected', by: 'seller', reason: '' })).toEqual({
      ok: false,
      error: { code: 'orders.rejectReasonRequired' },
    });
    expect(transition(anOrder('new'), { to: 'rejected', by: 'seller' })).toEqual({
      ok: false,
      error: { code: 'orders.rejectReasonRequired' },
    });
  });

  it('a reason longer than the limit is refused', () => {
    const reason = 'ب'.repeat(REASON_MAX_LENGTH + 1);
    expect(transition(anOrder(), { to: 'cancelled', by: 'shopper', reason })).toEqual({
      ok: false,
      error: { code: 'orders.reasonTooLong', params: { max: REASON_MAX_LENGTH } },
    });
    expect(transition(anOrder(), { to: 'cancelled', by: 'shopper', reason: 'ب'.repeat(REASON_MAX_LENGTH) }).ok).toBe(true);
  });

  it('a shipped order can no longer be cancelled', () => {
    expect(transition(anOrder('shipped'), { to: 'cancelled', by: 'shopper', reason: 'Too late' })).toEqual({
      ok: false,
      error: { code: 'orders.transitionNotAllowed', params: { from: 'shipped', to: 'cancelled' } },
    });
  });

  it('the seller cannot cancel for the shopper, and the shopper cannot ship', () => {
    expect(transition(anOrder(), { to: 'cancelled', by: 'seller', reason: 'x' })).toEqual({
      ok: false,
      error: { code: 'orders.actorNotAllowed', params: { from: 'new', to: 'cancelled', actor: 'seller' } },
    });
    expect(transition(anOrder('inprogress'), { to: 'shipped', by: 'shopper' }).ok).toBe(false);
  });

  it('a reason on a move that needs none is not recorded', () => {
    const moved = transition(anOrder(), { to: 'inprogress', by: 'seller', reason: 'on it' });
    expect(moved).toEqual({ ok: true, value: { code: 'HRF-000123', status: 'inprogress' } });
  });

  it('lists what each actor may do', () => {
    expect(allowedTransitions('new', 'shopper')).toEqual(['cancelled']);
    expect(allowedTransitions('new', 'seller')).toEqual(['inprogress', 'rejected']);
    expect(allowedTransitions('inprogress', 'seller')).toEqual(['shipped', 'rejected']);
    expect(allowedTransitions('shipped', 'system')).toEqual(['delivered']);
    expect(allowedTransitions('shipped', 'shopper')).toEqual([]);
    expect(allowedTransitions('new', 'system')).toEqual([]);
  });

  it('the whole table, as the spec states it: who may move an order from each status, and where to', () => {
    const moves = Object.fromEntries(
      ORDER_STATUSES.map((from) => [from, Object.fromEntries(ORDER_ACTORS.map((by) => [by, allowedTransitions(from, by)]))]),
    );
    expect(moves).toEqual({
      new: { shopper: ['cancelled'], seller: ['inprogress', 'rejected'], system: [] },
      inprogress: { shopper: ['cancelled'], seller: ['shipped', 'rejected'], system: [] },
      // A seller confirms delivery by hand; a carrier's tracking callback does it as the system.
      shipped: { shopper: [], seller: ['delivered'], system: ['delivered'] },
      delivered: { shopper: [], seller: [], system: [] },
      rejected: { shopper: [], seller: [], system: [] },
      cancelled: { shopper: [], seller: [], system: [] },
    });
  });

  it('knows an order status when it sees one, and nothing else', () => {
    for (const known of ORDER_STATUSES) expect(isOrderStatus(known)).toBe(true);
    for (const other of ['all', 'pending', 'New', ' new', '', 0, null, undefined, ['new'], { status: 'new' }]) {
      expect(isOrderStatus(other)).toBe(false);
    }
  });

  it('money comes back for cancelled and rejected orders only', () => {
    expect(ORDER_STATUSES.filter(refundDue)).toEqual(['rejected', 'cancelled']);
  });

  it('groups orders into current and previous, and filters them', () => {
    expect(ORDER_STATUSES.filter(isCurrent)).toEqual(['new', 'inprogress', 'shipped']);
    expect(ORDER_STATUSES.filter(isPrevious)).toEqual(['delivered', 'rejected', 'cancelled']);
    expect(matchesFilter('shipped', 'all')).toBe(true);
    expect(matchesFilter('shipped', 'shipped')).toBe(true);
    expect(matchesFilter('shipped', 'delivered')).toBe(false);
    expect(isOrderFilter('all')).toBe(true);
    expect(isOrderFilter('pending')).toBe(false);
  });
});

describe('laws of the order lifecycle', () => {
  it('no transition leaves a final state', () => {
    fc.assert(
      fc.property(fc.constantFrom(...FINAL_STATUSES), status, actor, anyReason, (from, to, by, reason) => {
        const moved = transition(anOrder(from), { to, by, reason });
        expect(moved.ok).toBe(false);
        expect(allowedTransitions(from, by)).toEqual([]);
      }),
    );
  });

  it('every status is reachable from new through allowed transitions', () => {
    const reached = new Set<OrderStatus>(['new']);
    const frontier: OrderStatus[] = ['new'];
    let from: OrderStatus | undefined;
    while ((from = frontier.pop()) !== undefined) {
      for (const by of ORDER_ACTORS) {
        for (const to of allowedTransitions(from, by)) {
          const moved = transition(anOrder(from), { to, by, reason: 'a reason' });
          if (moved.ok && !reached.has(moved.value.status)) {
            reached.add(moved.value.status);
            frontier.push(moved.value.status);
          }
        }
      }
    }
    expect([...reached].sort()).toEqual([...ORDER_STATUSES].sort());
  });

  it('current and previous partition the statuses, and previous is exactly final', () => {
    fc.assert(
      fc.property(status, (s) => {
        expect(isCurrent(s)).not.toBe(isPrevious(s));
        expect(isFinal(s)).toBe(isPrevious(s));
      }),
    );
    expect(CURRENT_STATUSES.length + PREVIOUS_STATUSES.length).toBe(ORDER_STATUSES.length);
  });

  it('a cancellation with a whitespace-only reason fails, whatever the status and actor', () => {
    fc.assert(
      fc.property(status, actor, blank, (from, by, reason) => {
        const moved = transition(anOrder(from), { to: 'cancelled', by, reason });
        expect(moved.ok).toBe(false);
        if (canTransition(from, 'cancelled', by) && !moved.ok) expect(moved.error.code).toBe('orders.cancelReasonRequired');
      }),
    );
  });

  it('a transition succeeds exactly when the table names that move for that actor', () => {
    fc.assert(
      fc.property(status, status, actor, reasonText, (from, to, by, reason) => {
        const named = ORDER_TRANSITIONS.some((rule) => rule.from === from && rule.to === to && rule.by.includes(by));
        expect(transition(anOrder(from), { to, by, reason }).ok).toBe(named);
        expect(canTransition(from, to, by)).toBe(named);
      }),
    );
  });

  it('a successful transition sets the status it was asked for and keeps everything else', () => {
    fc.assert(
      fc.property(status, status, actor, anyReason, (from, to, by, reason) => {
        const order = anOrder(from);
        const moved = transition(order, { to, by, reason });
        if (moved.ok) {
          expect(moved.value.status).toBe(to);
          expect(moved.value.code).toBe(order.code);
          expect(order.status).toBe(from);
        }
      }),
    );
  });

  it('a random walk never escapes the statuses and never leaves a final one', () => {
    const attempt = fc.record({ to: status, by: actor, reason: anyReason });
    fc.assert(
      fc.property(fc.array(attempt, { maxLength: 30 }), (attempts) => {
        let order: OrderLifecycle = anOrder();
        for (const request of attempts) {
          const moved = transition(order, request);
          if (isFinal(order.status)) expect(moved.ok).toBe(false);
          if (moved.ok) order = moved.value;
          expect(ORDER_STATUSES).toContain(order.status);
        }
      }),
    );
  });

  it('every order matches "all" and exactly one status filter', () => {
    fc.assert(
      fc.property(status, (s) => {
        expect(ORDER_FILTERS.filter((f) => matchesFilter(s, f))).toEqual(['all', s]);
      }),
    );
  });
});
