// The payment outcome machine: its workflows one by one, then a property over random answers
// from the server and random moves of the shopper and the clock.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { CheckoutOutcome, CheckoutState } from '../ports/checkout-gateway';
import { ASK_AGAIN_DELAY_MS, OUTCOME_POLLS, paymentOutcomeMachine, type PaymentOutcome } from './payment-outcome-machine';

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
