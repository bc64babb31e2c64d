// The cancellation machine, walked transition by transition: for every state the graph
// utilities reach, the shortest path to it, then each transition out of it, replayed on a real
// actor whose gateway calls are fakes that answer as the path says; then the workflows a
// shopper meets, one by one; last, the laws of cancelling, as properties over random sequences of
// the shopper's clicks and the server's answers.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type AnyEventObject, type SnapshotFrom } from 'xstate';
import { getShortestPaths, type StatePath } from 'xstate/graph';
import { REASON_MAX_LENGTH, type OrderStatus } from '../../domain/order';
import type { OrderDetail } from '../ports/orders-gateway';
import { RequestFailure } from '../ports/request-failure';
import { everyTransition } from '../testing/machine-paths';
import { anOrderDetail } from '../testing/orders';
import { checkLaw, randomSteps, Trace, type Server, type TraceEntry } from '../testing/random-runs';
import { cancellationMachine, reasonProblem, type CancellationEvent, type CancellationInput } from './cancellation-machine';

const REASON = 'I ordered the wrong size.';
const TOO_LONG = 'ا'.repeat(REASON_MAX_LENGTH + 1);

/** An order of the shopper's, as the detail screen receives it. */
function anOrder(status: OrderStatus, changes: Partial<OrderDetail> = {}): OrderDetail {
  const cancellable = status === 'new' || status === 'inprogress';
  return anOrderDetail(status, { allowedTransitions: cancellable ? ['cancelled'] : [], ...changes });
}

const NEW_ORDER = anOrder('new');
const CANCELLED = anOrder('cancelled', { reason: REASON, refund: { amount: 22_500, at: '2026-03-06T10:00:00.000Z' } });
const SHIPPED = anOrder('shipped');

const MOVED_ON = new RequestFailure(409, 'orders.transitionNotAllowed', 'An order that is Shipped can’t be changed to Cancelled.');
const UNREACHABLE = new RequestFailure(0, 'http.unreachable', 'Failed to fetch');

const USER_EVENTS: readonly CancellationEvent[] = [
  { type: 'cancel.start' },
  { type: 'reason.change', reason: '   ' },
  { type: 'reason.change', reason: REASON },
  { type: 'reason.change', reason: TOO_LONG },
  { type: 'reason.submit' },
  { type: 'cancel.abort' },
  { type: 'cancel.confirm' },
  { type: 'cancel.keep' },
  { type: 'cancel.retry' },
  { type: 'failure.dismiss' },
];

/** What an invoked gateway call may answer, as the machine receives it. */
const done = (id: string, output: OrderDetail) => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: string, error: unknown) => ({ type: `xstate.error.actor.${id}`, error });
const ACTOR_EVENTS = [
  done('cancelOrder', CANCELLED),
  failed('cancelOrder', MOVED_ON),
  failed('cancelOrder', UNREACHABLE),
  done('loadOrder', SHIPPED),
  failed('loadOrder', UNREACHABLE),
];

type Snapshot = SnapshotFrom<typeof cancellationMachine>;
type Path = StatePath<Snapshot, CancellationEvent>;

const stateName = (snapshot: Snapshot): string =>
  typeof snapshot.value === 'string' ? snapshot.value : Object.entries(snapshot.value).map(([parent, child]) => `${parent}.${String(child)}`)[0]!;

const reasonKind = (reason: string) => (reason === '' ? 'none' : reason.trim() === '' ? 'blank' : reason === TOO_LONG ? 'long' : 'given');

/** States differ by where the shopper is and by what the screen shows. */
const serialize = (snapshot: Snapshot) =>
  [
    stateName(snapshot),
    reasonKind(snapshot.context.reason),
    snapshot.context.problem?.code ?? '',
    snapshot.context.failure?.code ?? '',
    snapshot.context.order.status,
  ].join('|');

/** The screen events each state accepts, given the order it holds; every other one must be refused by `can`. */
function accepted(snapshot: Snapshot): readonly CancellationEvent['type'][] {
  const cancellable = snapshot.context.order.allowedTransitions.includes('cancelled');
  switch (stateName(snapshot)) {
    case 'idle':
      return cancellable ? ['cancel.start'] : [];
    case 'editing':
      return ['reason.change', 'reason.submit', 'cancel.abort'];
    case 'confirming':
      return ['cancel.confirm', 'cancel.keep'];
    case 'failed.shown':
      return cancellable ? ['cancel.retry', 'failure.dismiss'] : ['failure.dismiss'];
    default: // cancelling, failed.refreshing, done
      return [];
  }
}

const isActorEvent = (event: AnyEventObject) => event.type.startsWith('xstate.');

const traversal = (input: CancellationInput) => ({
  input,
  events: [...USER_EVENTS, ...ACTOR_EVENTS] as unknown as CancellationEvent[],
  serializeState: serialize,
});

const describePath = (path: Path) =>
  path.steps
    .slice(1)
    .map((step) => {
      const event = step.event as AnyEventObject;
      if (event.type === 'reason.change') return `reason.change(${reasonKind(String(event.reason))})`;
      return event.type.replace('xstate.', '');
    })
    .join(' → ') || '(start)';

interface Replay {
  readonly snapshot: Snapshot;
  readonly calls: { readonly actor: string; readonly input: unknown }[];
  readonly announced: OrderDetail[];
}

/** A gateway call under way, answered when the path says so. */
interface PendingCall {
  readonly actor: string;
  readonly resolve: (order: OrderDetail) => void;
  readonly reject: (error: unknown) => void;
}

/**
 * Runs the path on a real actor. Each gateway call waits until the path's next step answers
 * it, so two answers in a row (cancelling, then reading the order again) are seen one by one.
 */
async function replay(path: Path, input: CancellationInput): Promise<Replay> {
  const calls: Replay['calls'] = [];
  const announced: OrderDetail[] = [];
  const pending: PendingCall[] = [];
  const fake = <TInput,>() =>
    fromPromise<OrderDetail, TInput>(
      ({ input: callInput, self }) =>
        new Promise<OrderDetail>((resolve, reject) => {
          calls.push({ actor: self.id, input: callInput });
          pending.push({ actor: self.id, resolve, reject });
        }),
    );
  const actor = createActor(
    cancellationMachine.provide({
      actors: { cancelOrder: fake<{ code: string; reason: string }>(), loadOrder: fake<{ code: string }>() },
      actions: { announceCancellation: (_, { order }) => void announced.push(order) },
    }),
    { input },
  ).start();

  expectAccepted(actor.getSnapshot());
  for (const step of path.steps.slice(1)) {
    const event = step.event as AnyEventObject;
    if (isActorEvent(event)) {
      const call = pending.shift();
      expect(call?.actor, 'the path answers the call that was made').toBe(event.type.split('.').at(-1));
      if (event.type.startsWith('xstate.done')) call!.resolve(event.output as OrderDetail);
      else call!.reject(event.error);
      await waitFor(actor, (snapshot) => serialize(snapshot) === serialize(step.state), { timeout: 500 });
    } else {
      actor.send(step.event);
    }
    expect(serialize(actor.getSnapshot())).toBe(serialize(step.state));
    expectAccepted(actor.getSnapshot());
  }
  return { snapshot: actor.getSnapshot(), calls, announced };
}

function expectAccepted(snapshot: Snapshot): void {
  const expected = accepted(snapshot);
  for (const event of USER_EVENTS) expect(snapshot.can(event), `${stateName(snapshot)} accepts ${event.type}`).toBe(expected.includes(event.type));
}

/** The first path whose last state passes `check`. */
const pathTo = (check: (snapshot: Snapshot) => boolean, input: CancellationInput = { order: NEW_ORDER }): Path => {
  const found = everyTransition(cancellationMachine, traversal(input)).find((candidate) => check(candidate.state));
  if (found === undefined) throw new Error('no path reaches that state');
  return found;
};

describe('the cancellation machine', () => {
  const input = { order: NEW_ORDER };

  it.each(everyTransition(cancellationMachine, traversal(input)).map((path) => [describePath(path), path] as const))('walks %s', async (_name, path) => {
    const { snapshot } = await replay(path, input);
    expect(snapshot.value).toEqual(path.state.value);
    expect(snapshot.status).toBe(path.state.value === 'done' ? 'done' : 'active');
  });

  it('reaches every state', () => {
    const reached = new Set(getShortestPaths(cancellationMachine, traversal(input)).map((path) => stateName(path.state)));
    expect([...reached].sort()).toEqual(['cancelling', 'confirming', 'done', 'editing', 'failed.refreshing', 'failed.shown', 'idle']);
  });

  it('cancels with the trimmed reason after the shopper confirms, and announces the refund', async () => {
    const { snapshot, calls, announced } = await replay(
      pathTo((state) => stateName(state) === 'done'),
      input,
    );
    expect(calls).toEqual([{ actor: 'cancelOrder', input: { code: 'HRF-001042', reason: REASON } }]);
    expect(announced).toEqual([CANCELLED]);
    expect(snapshot.context.order).toEqual(CANCELLED);
    expect(snapshot.output).toEqual(CANCELLED);
  });

  it('asks for a reason before anything is sent, and stops asking once one is typed', () => {
    const actor = createActor(cancellationMachine, { input }).start();
    actor.send({ type: 'cancel.start' });
    actor.send({ type: 'reason.change', reason: '  ' });
    // Nothing is said while the shopper is still typing…
    expect(actor.getSnapshot().context.problem).toBeNull();
    actor.send({ type: 'reason.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.problem).toEqual({ code: 'orders.cancelReasonRequired' });
    // …but a problem already shown goes away as soon as it is fixed.
    actor.send({ type: 'reason.change', reason: 'C' });
    expect(actor.getSnapshot().context.problem).toBeNull();
    actor.send({ type: 'reason.submit' });
    expect(actor.getSnapshot().value).toBe('confirming');
  });

  it('refuses a reason longer than the limit, counting characters, not UTF-16 units', () => {
    expect(reasonProblem(NEW_ORDER, TOO_LONG)).toEqual({ code: 'orders.reasonTooLong', params: { max: REASON_MAX_LENGTH } });
    expect(reasonProblem(NEW_ORDER, '😀'.repeat(REASON_MAX_LENGTH))).toBeNull();
    const actor = createActor(cancellationMachine, { input }).start();
    actor.send({ type: 'cancel.start' });
    actor.send({ type: 'reason.change', reason: TOO_LONG });
    actor.send({ type: 'reason.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.problem?.code).toBe('orders.reasonTooLong');
  });

  it('shows why when the seller shipped the order meanwhile, refreshes it, and offers no second try', async () => {
    const { snapshot, calls, announced } = await replay(
      pathTo((state) => stateName(state) === 'failed.shown' && state.context.order.status === 'shipped'),
      input,
    );
    expect(calls.map((call) => call.actor)).toEqual(['cancelOrder', 'loadOrder']);
    expect(snapshot.context.failure).toEqual({ status: 409, code: 'orders.transitionNotAllowed', message: MOVED_ON.message });
    expect(snapshot.context.order).toEqual(SHIPPED);
    expect(announced).toEqual([]);
    expect(snapshot.can({ type: 'cancel.retry' })).toBe(false);
  });

  it('keeps the order as shown when it cannot be read again either', async () => {
    const { snapshot } = await replay(
      pathTo((state) => stateName(state) === 'failed.shown' && state.context.failure?.code === 'orders.transitionNotAllowed' && state.context.order.status === 'new'),
      input,
    );
    expect(snapshot.context.order).toEqual(NEW_ORDER);
  });

  it('after an unanswered request, tries again with the reason kept', async () => {
    const path = pathTo((state) => stateName(state) === 'failed.shown' && state.context.failure?.code === 'http.unreachable');
    const calls: string[] = [];
    let attempts = 0;
    const actor = createActor(
      cancellationMachine.provide({
        actors: {
          cancelOrder: fromPromise(async ({ input: request }: { input: { code: string; reason: string } }) => {
            calls.push(request.reason);
            if (attempts++ === 0) throw UNREACHABLE;
            return CANCELLED;
          }),
          loadOrder: fromPromise<OrderDetail, { code: string }>(async () => {
            throw new Error('not asked: an unanswered request says nothing about the order');
          }),
        },
      }),
      { input },
    ).start();
    for (const step of path.steps.slice(1)) if (!isActorEvent(step.event)) actor.send(step.event);
    await waitFor(actor, (snapshot) => snapshot.matches({ failed: 'shown' }));
    expect(actor.getSnapshot().context.failure?.status).toBe(0);

    actor.send({ type: 'cancel.retry' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.reason).toBe(REASON);
    actor.send({ type: 'reason.submit' });
    actor.send({ type: 'cancel.confirm' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(calls).toEqual([REASON, REASON]);
  });

  it('forgets the reason when the shopper keeps the order, backs out, or closes a failure', () => {
    const actor = createActor(cancellationMachine, { input }).start();
    actor.send({ type: 'cancel.start' });
    actor.send({ type: 'reason.change', reason: REASON });
    actor.send({ type: 'reason.submit' });
    actor.send({ type: 'cancel.keep' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.reason).toBe('');

    actor.send({ type: 'cancel.start' });
    actor.send({ type: 'reason.change', reason: REASON });
    actor.send({ type: 'cancel.abort' });
    expect(actor.getSnapshot().context.reason).toBe('');
  });

  it.each(['shipped', 'delivered', 'rejected', 'cancelled'] as const)('never starts for an order that is %s', (status) => {
    const snapshot = createActor(cancellationMachine, { input: { order: anOrder(status) } }).start().getSnapshot();
    expect(snapshot.can({ type: 'cancel.start' })).toBe(false);
  });
});

describe('laws of cancellation', () => {
  type Snapshot = SnapshotFrom<typeof cancellationMachine>;
  type Entry = TraceEntry<CancellationEvent>;

  /** The screen's events, with a reason typed with spaces around it (sent trimmed). */
  const CLICKS: readonly CancellationEvent[] = USER_EVENTS.map((event) =>
    event.type === 'reason.change' && event.reason === REASON ? { type: 'reason.change', reason: `  ${REASON}  ` } : event,
  );

  /** What the server may answer: the cancelled order, or a refusal; read again, the order as it now stands. */
  const SERVER: Server = {
    cancelOrder: {
      onward: [() => ({ output: CANCELLED })],
      otherwise: [
        () => ({ error: MOVED_ON }),
        () => ({ error: UNREACHABLE }),
        () => ({ error: new RequestFailure(404, 'orders.notFound', 'No such order.') }),
        () => ({ error: new RequestFailure(503, 'http.unavailable', 'Try again later.') }),
      ],
    },
    loadOrder: {
      onward: [() => ({ output: SHIPPED }), () => ({ output: anOrder('inprogress') })],
      otherwise: [() => ({ error: UNREACHABLE })],
    },
  };

  const law = (check: (trace: readonly Entry[], seen: Trace<CancellationEvent, Snapshot>['seen'], input: OrderDetail) => void) =>
    fc.assert(
      fc.asyncProperty(fc.constantFrom<OrderStatus>('new', 'inprogress', 'shipped'), randomSteps(CLICKS, 100), async (status, plan) => {
        const order = anOrder(status);
        const trace = new Trace<CancellationEvent, Snapshot>();
        const actor = createActor(
          cancellationMachine.provide({
            actors: { cancelOrder: trace.calls.fake(), loadOrder: trace.calls.fake() },
            actions: { announceCancellation: trace.screen('announceCancellation') },
          }),
          { input: { order } },
        ).start();
        await trace.play(actor, plan, CLICKS, SERVER);
        actor.stop();
        checkLaw(trace, (entries, seen) => check(entries, seen, order), (_, output) => (output as OrderDetail).status);
      }),
    );

  /** The order as the server last gave it before `before`: the one the screen opened with, else its last answer with an order. */
  const serverOrder = (trace: readonly Entry[], before: number, input: OrderDetail): OrderDetail => {
    const last = trace
      .slice(0, before)
      .findLast((entry): entry is Entry & { kind: 'answer' } => entry.kind === 'answer' && 'output' in entry.answer);
    return last === undefined ? input : ((last.answer as { output: OrderDetail }).output);
  };

  it('law: the server is asked to cancel only when the shopper confirms, an order it last showed as cancellable, with the reason typed, trimmed, that the domain accepts', async () => {
    await law((trace, _seen, input) => {
      for (const [at, entry] of trace.entries()) {
        if (entry.kind !== 'call' || entry.actor !== 'cancelOrder') continue;
        expect(trace[at - 1], 'asked on the shopper’s confirmation').toMatchObject({ kind: 'shopper', event: { type: 'cancel.confirm' }, offered: true });
        const shown = serverOrder(trace, at, input);
        expect(shown.allowedTransitions, 'the order may be cancelled, as the server last said').toContain('cancelled');
        const typed = trace
          .slice(0, at)
          .findLast((earlier) => earlier.kind === 'shopper' && earlier.offered && earlier.event.type === 'reason.change') as (Entry & { kind: 'shopper' }) | undefined;
        const reason = typed?.event.type === 'reason.change' ? typed.event.reason.trim() : '';
        expect(entry.input).toEqual({ code: shown.code, reason });
        expect(reasonProblem(shown, reason), 'the domain accepts the reason').toBeNull();
      }
    });
  });

  it('law: a refused cancellation leaves the order as it was: the screen always shows the order the server last gave, and ends cancelled, announced once, only on its word', async () => {
    await law((trace, seen, input) => {
      for (const { after, snapshot } of seen) expect(snapshot.context.order, `the order after ${after} entries`).toEqual(serverOrder(trace, after, input));
      const cancelledAt = trace.findIndex((entry) => entry.kind === 'answer' && entry.actor === 'cancelOrder' && 'output' in entry.answer);
      const announced = trace.flatMap((entry, at) => (entry.kind === 'screen' ? [at] : []));
      const last = seen.at(-1)!.snapshot;
      if (cancelledAt < 0) {
        expect(announced).toEqual([]);
        expect(last.status, 'not cancelled without the server’s cancelled order').toBe('active');
      } else {
        expect(announced).toEqual([cancelledAt + 1]);
        expect(trace[cancelledAt + 1]).toEqual({ kind: 'screen', action: 'announceCancellation', params: { order: CANCELLED } });
        expect(last.status).toBe('done');
        expect(last.output).toEqual(CANCELLED);
      }
    });
  });
});
