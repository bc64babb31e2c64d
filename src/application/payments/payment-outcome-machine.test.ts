// The payment outcome machine: its workflows one by one, a property over random answers from the
// server and random moves of the shopper and the clock, then the machine walked transition by
// transition: for every state the graph utilities reach, the shortest path to it, then each
// transition out of it, replayed on a real actor whose question to the server waits for the
// path's answer and whose clock the path moves.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, type AnyEventObject, type SnapshotFrom } from 'xstate';
import { getShortestPaths, type StatePath } from 'xstate/graph';
import type { CheckoutOutcome, CheckoutState } from '../ports/checkout-gateway';
import { answerOf, HeldCalls } from '../testing/held-calls';
import { everyTransition } from '../testing/machine-paths';
import {
  ASK_AGAIN_DELAY_MS,
  OUTCOME_POLLS,
  paymentOutcomeMachine,
  type PaymentOutcome,
  type PaymentOutcomeEvent,
} from './payment-outcome-machine';

type Answer = CheckoutState | 'unreachable';

const outcome = (state: CheckoutState): CheckoutOutcome => ({
  id: 'checkout-1',
  state,
  total: 22_500,
  walletPart: 0,
  cardPart: 22_500,
  redirectUrl: null,
  orderCodes: state === 'paid' ? ['HRF-001042'] : [],
  failure: state === 'failed' ? { code: 'payment.failed', message: 'The card was declined.' } : null,
});

/** The machine, the server answering `answers` in turn (the last one from then on). */
function start(answers: readonly Answer[]) {
  const clock = new SimulatedClock();
  const asked: Answer[] = [];
  const announced: PaymentOutcome[] = [];
  const actor = createActor(
    paymentOutcomeMachine.provide({
      actors: {
        askOutcome: fromPromise<PaymentOutcome, { id: string }>(async () => {
          const answer = answers[Math.min(asked.length, answers.length - 1)]!;
          asked.push(answer);
          if (answer === 'unreachable') throw new Error('The server could not be reached.');
          return outcome(answer);
        }),
      },
      actions: { announceSettled: (_, { outcome: settled }) => announced.push(settled) },
    }),
    { input: { id: 'checkout-1' }, clock },
  ).start();
  return { actor, clock, asked, announced };
}

/** Lets the promise of the question in flight settle. */
const answered = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the payment outcome after the gateway', () => {
  it('ends paid on a paid answer and not paid on a failed or expired one, telling the screen once', async () => {
    const paid = start(['paid']);
    await answered();
    expect(paid.actor.getSnapshot().value).toBe('paid');
    expect(paid.announced.map((outcome) => outcome.state)).toEqual(['paid']);

    for (const state of ['failed', 'expired'] as const) {
      const notPaid = start([state]);
      await answered();
      expect(notPaid.actor.getSnapshot().value).toBe('notPaid');
      expect(notPaid.announced.map((outcome) => outcome.state)).toEqual([state]);
    }
  });

  it('asks again every ASK_AGAIN_DELAY while the gateway is awaited, and shows what then comes', async () => {
    const { actor, clock, asked } = start(['awaiting-payment', 'awaiting-payment', 'paid']);
    await answered();
    expect(actor.getSnapshot().value).toBe('waiting');
    clock.increment(ASK_AGAIN_DELAY_MS - 1);
    await answered();
    expect(asked).toHaveLength(1);
    clock.increment(1);
    await answered();
    clock.increment(ASK_AGAIN_DELAY_MS);
    await answered();
    expect(asked).toEqual(['awaiting-payment', 'awaiting-payment', 'paid']);
    expect(actor.getSnapshot().value).toBe('paid');
  });

  it(`gives up after ${OUTCOME_POLLS} answers that still await the gateway, until the shopper checks again`, async () => {
    const { actor, clock, asked } = start(['awaiting-payment']);
    for (let poll = 0; poll < OUTCOME_POLLS; poll++) {
      await answered();
      clock.increment(ASK_AGAIN_DELAY_MS);
    }
    await answered();
    expect(actor.getSnapshot().value).toBe('gaveUp');
    expect(asked).toHaveLength(OUTCOME_POLLS);
    clock.increment(10 * ASK_AGAIN_DELAY_MS);
    await answered();
    expect(asked).toHaveLength(OUTCOME_POLLS); // no more questions on its own

    actor.send({ type: 'check.again' });
    await answered();
    expect(asked).toHaveLength(OUTCOME_POLLS + 1);
    expect(actor.getSnapshot().context.polls).toBe(1);
    expect(actor.getSnapshot().value).toBe('waiting');
  });

  it('says so when the server cannot be reached, and asks again on retry', async () => {
    const { actor } = start(['unreachable', 'paid']);
    await answered();
    expect(actor.getSnapshot().value).toBe('unanswered');
    actor.send({ type: 'retry' });
    await answered();
    expect(actor.getSnapshot().value).toBe('paid');
  });

  it('law: whatever the server answers and the shopper does, it ends paid only on what the server said was paid, and tells the screen once', async () => {
    const answer = fc.constantFrom<Answer>('awaiting-payment', 'paid', 'failed', 'expired', 'unreachable');
    const move = fc.constantFrom('retry', 'check.again', 'tick', 'long wait');
    await fc.assert(
      fc.asyncProperty(fc.array(answer, { minLength: 1, maxLength: 15 }), fc.array(move, { maxLength: 25 }), async (answers, moves) => {
        const { actor, clock, asked, announced } = start(answers);
        const check = () => {
          const snapshot = actor.getSnapshot();
          const last = asked.at(-1);
          if (snapshot.matches('paid')) expect(last).toBe('paid');
          if (snapshot.matches('notPaid')) expect(['failed', 'expired']).toContain(last);
          expect(announced.length).toBe(snapshot.status === 'done' ? 1 : 0);
          expect(snapshot.context.polls).toBeLessThanOrEqual(OUTCOME_POLLS);
        };
        await answered();
        check();
        for (const next of moves) {
          if (actor.getSnapshot().status === 'done') break;
          if (next === 'retry' || next === 'check.again') actor.send({ type: next });
          else clock.increment(next === 'tick' ? ASK_AGAIN_DELAY_MS : 100 * ASK_AGAIN_DELAY_MS);
          await answered();
          check();
        }
        actor.stop();
      }),
      { numRuns: 150 },
    );
  });
});

/** The id xstate gives the question's invoke (it has none of its own), and the event of its delay. */
const ASK = paymentOutcomeMachine.getStateNodeById('paymentOutcome.asking').invoke[0]!.id;
const ASK_AGAIN = paymentOutcomeMachine.getStateNodeById('paymentOutcome.waiting').after[0]!.eventType;

const SHOPPER_EVENTS: readonly PaymentOutcomeEvent[] = [{ type: 'retry' }, { type: 'check.again' }];
const said = (state: CheckoutState) => ({ type: `xstate.done.actor.${ASK}`, output: outcome(state) });
const GRAPH_EVENTS = [
  ...SHOPPER_EVENTS,
  said('awaiting-payment'),
  said('paid'),
  said('failed'),
  said('expired'),
  { type: `xstate.error.actor.${ASK}`, error: new Error('The server could not be reached.') },
  { type: ASK_AGAIN },
];

/** The shopper's events each state accepts; every other one `can` refuses. */
const ACCEPTS: Record<string, readonly PaymentOutcomeEvent['type'][]> = {
  asking: [],
  waiting: [],
  gaveUp: ['check.again'],
  unanswered: ['retry'],
  paid: [],
  notPaid: [],
};

type Snapshot = SnapshotFrom<typeof paymentOutcomeMachine>;
type Path = StatePath<Snapshot, PaymentOutcomeEvent>;

/** States differ by where the screen is, how many answers still awaited the gateway, and what it shows. */
const serialize = ({ value, context }: Snapshot) =>
  [String(value), context.polls, context.outcome?.state ?? '', context.error === null ? '' : 'unanswered'].join('|');

const traversal = {
  input: { id: 'checkout-1' },
  events: GRAPH_EVENTS as unknown as PaymentOutcomeEvent[],
  serializeState: serialize,
};

const describeEvent = ({ type, output }: AnyEventObject) =>
  type === ASK_AGAIN ? 'ask again' : type.startsWith('xstate.done') ? `said ${String(output.state)}` : type.startsWith('xstate.error') ? 'unreachable' : type;

/** The steps of a path, a run of questions still awaiting the gateway told as one. */
const describePath = (path: Path) =>
  path.steps
    .slice(1)
    .map((step) => describeEvent(step.event))
    .join(' → ')
    .replace(/(said awaiting-payment → ask again)(?: → said awaiting-payment → ask again)+/g, (run) => {
      const times = run.split(' → ').length / 2;
      return `(said awaiting-payment → ask again) ×${times}`;
    }) || '(start)';

function expectAccepted(snapshot: Snapshot): void {
  const state = String(snapshot.value);
  expect(ACCEPTS[state], `ACCEPTS lists ${state}`).toBeDefined();
  for (const event of SHOPPER_EVENTS) expect(snapshot.can(event), `${state} accepts ${event.type}`).toBe(ACCEPTS[state]!.includes(event.type));
}

/** Runs the path on a real actor: the question waits for the path's answer, the delay for the path's clock. */
async function replay(path: Path) {
  const clock = new SimulatedClock();
  const calls = new HeldCalls();
  const announced: PaymentOutcome[] = [];
  const actor = createActor(
    paymentOutcomeMachine.provide({
      actors: { askOutcome: calls.fake<PaymentOutcome, { id: string }>() },
      actions: { announceSettled: (_, { outcome: settled }) => void announced.push(settled) },
    }),
    { input: { id: 'checkout-1' }, clock },
  ).start();

  expectAccepted(actor.getSnapshot());
  for (const step of path.steps.slice(1)) {
    const event = step.event as AnyEventObject;
    if (event.type === ASK_AGAIN) clock.increment(ASK_AGAIN_DELAY_MS);
    else if (event.type.startsWith('xstate.')) {
      expect(calls.pending, 'the path answers the question that was asked').toEqual({ actor: ASK, input: { id: 'checkout-1' } });
      await calls.answer(answerOf(event));
    } else actor.send(event as PaymentOutcomeEvent);
    expect(serialize(actor.getSnapshot())).toBe(serialize(step.state));
    expectAccepted(actor.getSnapshot());
  }
  return { snapshot: actor.getSnapshot(), calls, announced };
}

describe('every path of the payment outcome machine', () => {
  it.each(everyTransition(paymentOutcomeMachine, traversal).map((path) => [describePath(path), path] as const))('walks %s', async (_name, path) => {
    const { snapshot, calls, announced } = await replay(path);
    expect(snapshot.value).toEqual(path.state.value);
    const settled = snapshot.value === 'paid' || snapshot.value === 'notPaid';
    expect(snapshot.status).toBe(settled ? 'done' : 'active');
    // The screen hears once, of the server's last answer, and only once it is settled.
    expect(announced).toEqual(settled ? [snapshot.context.outcome] : []);
    // A question is under way exactly while the screen is asking.
    expect(calls.pending === undefined).toBe(snapshot.value !== 'asking');
  });

  it('rests in every state but the three that decide at once', () => {
    const reached = new Set(getShortestPaths(paymentOutcomeMachine, traversal).map((path) => String(path.state.value)));
    expect([...reached].sort()).toEqual(Object.keys(ACCEPTS).sort());
  });
});
