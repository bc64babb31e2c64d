// The seller moves machine: its workflows one by one, a property over random sequences of a
// seller's clicks and a server that accepts or refuses (only moves the domain's table allows are
// ever sent, and a rejection always carries a reason), then the machine walked transition by
// transition from each status an order may be listed in: the shortest path to every state, then
// each transition out of it, replayed on a real actor whose calls wait for the path's answer.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyEventObject, type SnapshotFrom } from 'xstate';
import { getShortestPaths, type StatePath } from 'xstate/graph';
import { allowedTransitions, canTransition, ORDER_STATUSES, REASON_MAX_LENGTH, type OrderStatus } from '../../domain/order';
import type { SellerMove, SellerOrder } from '../ports/seller-orders-gateway';
import { RequestFailure } from '../ports/request-failure';
import { answerOf, HeldCalls } from '../testing/held-calls';
import { everyTransition } from '../testing/machine-paths';
import { anOrderDetail } from '../testing/orders';
import { currentOf, sellerMovesMachine, sellerMovesOf, type ListedOrder, type SellerMovesEvent } from './seller-moves-machine';

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

/** The ids xstate gives the two invokes (they have none of their own). */
const MOVE = sellerMovesMachine.getStateNodeById('sellerMoves.moving').invoke[0]!.id;
const READ = sellerMovesMachine.getStateNodeById('sellerMoves.refreshing').invoke[0]!.id;
const MOVE_DONE = `xstate.done.actor.${MOVE}`;
const MOVE_FAILED = `xstate.error.actor.${MOVE}`;
const READ_DONE = `xstate.done.actor.${READ}`;
const READ_FAILED = `xstate.error.actor.${READ}`;

const REASON = 'Out of camel wool this season.';
const TOO_LONG = 'ب'.repeat(REASON_MAX_LENGTH + 1);
const REFUSED = new RequestFailure(409, 'orders.transitionNotAllowed', 'This order can no longer be moved.');
const OFFLINE = new RequestFailure(0, 'http.unreachable', 'Failed to fetch');

type Snapshot = SnapshotFrom<typeof sellerMovesMachine>;
type Path = StatePath<Snapshot, SellerMovesEvent>;

const SELLER_EVENTS: readonly SellerMovesEvent[] = [
  { type: 'move', to: 'inprogress' },
  { type: 'move', to: 'shipped' },
  { type: 'move', to: 'delivered' },
  { type: 'reject.start' },
  { type: 'reason.change', reason: '   ' },
  { type: 'reason.change', reason: REASON },
  { type: 'reason.change', reason: TOO_LONG },
  { type: 'reason.submit' },
  { type: 'reject.abort' },
];

/**
 * What may happen in a state: the seller's clicks, the list read again (the order as it stands,
 * or cancelled by the shopper meanwhile), and the server's answers to the call under way: the
 * moved order or a refusal, the order read again or no answer.
 */
const eventsIn = ({ value, context }: Snapshot): AnyEventObject[] => [
  ...SELLER_EVENTS,
  { type: 'order.reread', listed: listed(currentOf(context).status) },
  { type: 'order.reread', listed: listed('cancelled') },
  ...(value === 'moving'
    ? [
        { type: MOVE_DONE, output: sellerOrder(context.pending!) },
        { type: MOVE_FAILED, error: REFUSED },
      ]
    : []),
  ...(value === 'refreshing'
    ? [
        { type: READ_DONE, output: sellerOrder('cancelled') },
        { type: READ_FAILED, error: OFFLINE },
      ]
    : []),
];

const reasonKind = (reason: string) => (reason === '' ? 'none' : reason.trim() === '' ? 'blank' : reason === TOO_LONG ? 'long' : 'given');

/** States differ by where the seller is, where the order stands and how it is known, and what the card shows. */
const serialize = ({ value, context }: Snapshot) =>
  [
    String(value),
    currentOf(context).status,
    context.order === null ? 'as listed' : 'as read',
    context.pending ?? '',
    reasonKind(context.reason),
    context.problem?.code ?? '',
    context.refusal === null ? '' : 'refused',
  ].join('|');

const traversal = (status: OrderStatus) => ({
  input: { listed: listed(status) },
  events: eventsIn as unknown as (snapshot: Snapshot) => SellerMovesEvent[],
  serializeState: serialize,
});

const describeEvent = (event: AnyEventObject) => {
  if (event.type === MOVE_DONE) return `moved(${String(event.output.status)})`;
  if (event.type === MOVE_FAILED) return 'move refused';
  if (event.type === READ_DONE) return `read(${String(event.output.status)})`;
  if (event.type === READ_FAILED) return 'read unanswered';
  if (event.type === 'move') return `move(${String(event.to)})`;
  if (event.type === 'reason.change') return `reason.change(${reasonKind(String(event.reason))})`;
  if (event.type === 'order.reread') return `order.reread(${String(event.listed.status)})`;
  return event.type;
};

const describePath = (path: Path) =>
  path.steps
    .slice(1)
    .map((step) => describeEvent(step.event))
    .join(' → ') || '(start)';

/** The events each state accepts, given where the order stands; every other one `can` refuses. */
function expectAccepted(snapshot: Snapshot): void {
  const moves = sellerMovesOf(snapshot.context);
  const accepts = (event: SellerMovesEvent): boolean => {
    switch (snapshot.value) {
      case 'idle':
        if (event.type === 'move') return moves.includes(event.to);
        if (event.type === 'reject.start') return moves.includes('rejected');
        return event.type === 'order.reread';
      case 'rejecting':
        return ['reason.change', 'reason.submit', 'reject.abort', 'order.reread'].includes(event.type);
      default: // moving, refreshing: the answer under way decides
        return false;
    }
  };
  for (const event of eventsIn(snapshot) as SellerMovesEvent[]) {
    if (event.type.startsWith('xstate.')) continue;
    expect(snapshot.can(event), `${String(snapshot.value)} accepts ${describeEvent(event)}`).toBe(accepts(event));
  }
}

/** Runs the path on a real actor; each call to the server waits for the path's answer. */
async function replay(path: Path, status: OrderStatus) {
  const calls = new HeldCalls();
  const announced: SellerOrder[] = [];
  let stale = 0;
  const actor = createActor(
    sellerMovesMachine.provide({
      actors: {
        moveOrder: calls.fake<SellerOrder, { code: string; to: SellerMove; reason?: string }>(),
        loadOrder: calls.fake<SellerOrder, { code: string }>(),
      },
      actions: {
        announceMove: (_, { order }) => void announced.push(order),
        reportStale: () => void (stale += 1),
      },
    }),
    { input: { listed: listed(status) } },
  ).start();

  expectAccepted(actor.getSnapshot());
  for (const step of path.steps.slice(1)) {
    const event = step.event as AnyEventObject;
    if (event.type.startsWith('xstate.')) {
      const { context } = actor.getSnapshot();
      const asked =
        event.type === MOVE_DONE || event.type === MOVE_FAILED
          ? { actor: MOVE, input: { code: 'HRF-001042', to: context.pending, ...(context.pending === 'rejected' ? { reason: REASON } : {}) } }
          : { actor: READ, input: { code: 'HRF-001042' } };
      expect(calls.pending, 'the path answers the call that was made').toEqual(asked);
      await calls.answer(answerOf(event));
    } else {
      actor.send(event as SellerMovesEvent);
    }
    expect(serialize(actor.getSnapshot())).toBe(serialize(step.state));
    expectAccepted(actor.getSnapshot());
  }
  return { snapshot: actor.getSnapshot(), calls, announced, stale };
}

describe('every path of the seller moves machine', () => {
  describe.each(['new', 'inprogress', 'shipped', 'delivered'] as const)('for an order listed as %s', (status) => {
    it.each(everyTransition(sellerMovesMachine, traversal(status)).map((path) => [describePath(path), path] as const))('walks %s', async (_name, path) => {
      const { snapshot, calls, announced, stale } = await replay(path, status);
      const answers = path.steps.map((step) => step.event.type as string);
      expect(snapshot.value).toEqual(path.state.value);
      // Each move that went through is announced once, with the server's order; each unread order sends the console to its list.
      expect(announced).toEqual(path.steps.filter((step) => step.event.type === MOVE_DONE).map((step) => (step.event as AnyEventObject).output));
      expect(stale).toBe(answers.filter((type) => type === READ_FAILED).length);
      // A call is under way exactly while the card waits for the server.
      expect(calls.pending === undefined).toBe(snapshot.value === 'idle' || snapshot.value === 'rejecting');
    });
  });

  it('reaches every state from a new order', () => {
    const reached = new Set(getShortestPaths(sellerMovesMachine, traversal('new')).map((path) => String(path.state.value)));
    expect([...reached].sort()).toEqual(['idle', 'moving', 'refreshing', 'rejecting']);
  });
});
