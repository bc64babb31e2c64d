// The seller moves machine: its workflows one by one, then a property over random sequences of
// a seller's clicks and a server that accepts or refuses: only moves the domain's table allows
// are ever sent, and a rejection always carries a reason.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { allowedTransitions, canTransition, ORDER_STATUSES, REASON_MAX_LENGTH, type OrderStatus } from '../../domain/order';
import type { SellerMove, SellerOrder } from '../ports/seller-orders-gateway';
import { RequestFailure } from '../ports/request-failure';
import { anOrderDetail } from '../testing/orders';
import { sellerMovesMachine, sellerMovesOf, type ListedOrder, type SellerMovesEvent } from './seller-moves-machine';

const listed = (status: OrderStatus): ListedOrder => ({ code: 'HRF-001042', status, allowedTransitions: allowedTransitions(status, 'seller') });

const sellerOrder = (status: OrderStatus): SellerOrder => ({
  ...anOrderDetail(status, { history: [], allowedTransitions: allowedTransitions(status, 'seller') }),
  shopper: { name: 'Noura', phone: null },
});

/** The machine on an order listed as `status`; the server does what `server` says to each move. */
function start(status: OrderStatus, server: (to: SellerMove) => 'accept' | 'refuse' = () => 'accept', reread: 'answers' | 'fails' = 'answers') {
  const sent: { to: SellerMove; reason?: string }[] = [];
  const announced: OrderStatus[] = [];
  let stale = 0;
  let now = status;
  const actor = createActor(
    sellerMovesMachine.provide({
      actors: {
        moveOrder: fromPromise<SellerOrder, { code: string; to: SellerMove; reason?: string }>(async ({ input }) => {
          sent.push({ to: input.to, ...(input.reason === undefined ? {} : { reason: input.reason }) });
          if (server(input.to) === 'refuse') {
            now = 'cancelled'; // the shopper was quicker
            throw new RequestFailure(409, 'orders.transitionNotAllowed', 'This order can no longer be moved.');
          }
          now = input.to;
          return sellerOrder(now);
        }),
        loadOrder: fromPromise<SellerOrder, { code: string }>(async () => {
          if (reread === 'fails') throw new RequestFailure(0, 'http.unreachable', 'offline');
          return sellerOrder(now);
        }),
      },
      actions: {
        announceMove: (_, { order }) => announced.push(order.status),
        reportStale: () => {
          stale += 1;
        },
      },
    }),
    { input: { listed: listed(status) } },
  ).start();
  return { actor, sent, announced, stale: () => stale };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('a seller moving an order', () => {
  it('accepts, ships and delivers, one move at a time, each announced', async () => {
    const { actor, sent, announced } = start('new');
    for (const to of ['inprogress', 'shipped', 'delivered'] as const) {
      actor.send({ type: 'move', to });
      expect(actor.getSnapshot().context.pending).toBe(to);
      await settled();
      expect(actor.getSnapshot().value).toBe('idle');
    }
    expect(sent.map((move) => move.to)).toEqual(['inprogress', 'shipped', 'delivered']);
    expect(announced).toEqual(['inprogress', 'shipped', 'delivered']);
    expect(sellerMovesOf(actor.getSnapshot().context)).toEqual([]);
  });

  it('offers only the moves the table allows: a new order cannot be shipped', async () => {
    const { actor, sent } = start('new');
    expect(sellerMovesOf(actor.getSnapshot().context)).toEqual(['inprogress', 'rejected']);
    actor.send({ type: 'move', to: 'shipped' });
    await settled();
    expect(sent).toEqual([]);
  });

  it('rejects with a reason: none or too long is refused here, with the domain\'s message', async () => {
    const { actor, sent } = start('inprogress');
    actor.send({ type: 'reject.start' });
    actor.send({ type: 'reason.submit' });
    expect(actor.getSnapshot().context.problem?.code).toBe('orders.rejectReasonRequired');
    actor.send({ type: 'reason.change', reason: 'ب'.repeat(REASON_MAX_LENGTH + 1) });
    actor.send({ type: 'reason.submit' });
    expect(actor.getSnapshot().context.problem?.code).toBe('orders.reasonTooLong');
    actor.send({ type: 'reason.change', reason: '  Out of camel wool this season.  ' });
    actor.send({ type: 'reason.submit' });
    await settled();
    expect(sent).toEqual([{ to: 'rejected', reason: 'Out of camel wool this season.' }]);
    expect(actor.getSnapshot().context.order?.status).toBe('rejected');
  });

  it('keeps the order as it was when the seller thinks better of rejecting', () => {
    const { actor } = start('new');
    actor.send({ type: 'reject.start' });
    actor.send({ type: 'reason.change', reason: 'No.' });
    actor.send({ type: 'reject.abort' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.reason).toBe('');
  });

  it('shows a refused move with the order read again; if that fails too, the list is read again', async () => {
    const refused = start('new', () => 'refuse');
    refused.actor.send({ type: 'move', to: 'inprogress' });
    await settled();
    await settled();
    expect(refused.actor.getSnapshot().context.refusal).toBeInstanceOf(RequestFailure);
    expect(refused.actor.getSnapshot().context.order?.status).toBe('cancelled');
    expect(sellerMovesOf(refused.actor.getSnapshot().context)).toEqual([]);

    const unreadable = start('new', () => 'refuse', 'fails');
    unreadable.actor.send({ type: 'move', to: 'inprogress' });
    await settled();
    await settled();
    expect(unreadable.stale()).toBe(1);
  });

  it('starts afresh from a re-read list, the refusal still shown', async () => {
    const { actor } = start('new', () => 'refuse');
    actor.send({ type: 'move', to: 'inprogress' });
    await settled();
    await settled();
    actor.send({ type: 'order.reread', listed: listed('cancelled') });
    expect(actor.getSnapshot().context.order).toBeNull();
    expect(actor.getSnapshot().context.listed.status).toBe('cancelled');
    expect(actor.getSnapshot().context.refusal).not.toBeNull();
  });

  it('law: whatever the seller clicks and the server answers, only moves the table allows are sent, and a rejection always with a reason', async () => {
    const event = fc.oneof(
      fc.constantFrom<SellerMove>('inprogress', 'shipped', 'delivered').map((to): SellerMovesEvent => ({ type: 'move', to: to as Exclude<SellerMove, 'rejected'> })),
      fc.constant<SellerMovesEvent>({ type: 'reject.start' }),
      fc.constant<SellerMovesEvent>({ type: 'reason.submit' }),
      fc.constant<SellerMovesEvent>({ type: 'reject.abort' }),
      fc.string({ maxLength: 20 }).map((reason): SellerMovesEvent => ({ type: 'reason.change', reason })),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...ORDER_STATUSES), fc.array(event, { maxLength: 20 }), fc.func(fc.constantFrom('accept' as const, 'refuse' as const)), async (status, events, server) => {
        const { actor, sent } = start(status, server);
        let now = status;
        for (const next of events) {
          const before = sent.length;
          actor.send(next);
          await settled();
          await settled();
          for (const move of sent.slice(before)) {
            expect(canTransition(now, move.to, 'seller')).toBe(true);
            if (move.to === 'rejected') expect(move.reason?.trim()).toBeTruthy();
          }
          const context = actor.getSnapshot().context;
          now = (context.order ?? context.listed).status;
        }
        actor.stop();
      }),
      { numRuns: 150 },
    );
  });
});
