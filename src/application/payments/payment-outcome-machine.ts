// What became of a card payment after the shopper comes back from the gateway (spec §5): a
// checkout on the payment result screens, a wallet top-up on the wallet screen. The screen asks
// the server, asks again for a while when the gateway's answer has not arrived yet, and is told
// once the payment is settled. Only the server's word counts: the machine reaches `paid` only
// from an answer that says paid.
// Chart: docs/state-charts/payment-outcome.html (npm run charts)
import { assign, fromPromise, setup } from 'xstate';

/** How many times a payment still awaiting the gateway is asked about before the screen says so. */
export const OUTCOME_POLLS = 10;
/** The wait between two questions about a payment still awaiting the gateway, in ms. */
export const ASK_AGAIN_DELAY_MS = 1500;

/** What the server says of a card payment: a checkout's or a top-up's outcome. */
export interface PaymentOutcome {
  readonly state: 'awaiting-payment' | 'paid' | 'failed' | 'expired';
}

export interface PaymentOutcomeContext<T extends PaymentOutcome = PaymentOutcome> {
  /** The checkout's or top-up's id. */
  readonly id: string;
  /** The server's last answer; it stays on screen while the next question runs. */
  readonly outcome: T | null;
  /** Answers that said "awaiting payment" since the last start. */
  readonly polls: number;
  /** Why the last question failed. */
  readonly error: unknown;
}

export type PaymentOutcomeEvent = { readonly type: 'retry' } | { readonly type: 'check.again' };

export const paymentOutcomeMachine = setup({
  types: {
    context: {} as PaymentOutcomeContext,
    events: {} as PaymentOutcomeEvent,
    input: {} as { readonly id: string },
  },
  actors: {
    // Bound by the screen to its gateway (the checkout's outcome, the top-up's), by a test to a fake.
    askOutcome: fromPromise<PaymentOutcome, { id: string }>(() => Promise.reject(new Error('The screen provides the askOutcome actor'))),
  },
  actions: {
    /** The screen hears of the settled outcome. */
    announceSettled: (_, _params: { outcome: PaymentOutcome }) => {},
  },
  delays: {
    ASK_AGAIN_DELAY: ASK_AGAIN_DELAY_MS,
  },
  guards: {
    'hasTheServerSaidPaid?': ({ context }) => context.outcome?.state === 'paid',
    'isTheGatewayStillAwaited?': ({ context }) => context.outcome?.state === 'awaiting-payment',
    'mayItBeAskedAgain?': ({ context }) => context.polls < OUTCOME_POLLS,
  },
}).createMachine({
  id: 'paymentOutcome',
  context: ({ input }) => ({ id: input.id, outcome: null, polls: 0, error: null }),
  initial: 'asking',
  states: {
    asking: {
      invoke: {
        src: 'askOutcome',
        input: ({ context }) => ({ id: context.id }),
        onDone: { target: 'answered', actions: assign({ outcome: ({ event }) => event.output, error: null }) },
        onError: { target: 'unanswered', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    answered: {
      always: [
        { guard: 'isTheGatewayStillAwaited?', target: 'awaited', actions: assign({ polls: ({ context }) => context.polls + 1 }) },
        { target: 'settled', actions: { type: 'announceSettled', params: ({ context }) => ({ outcome: context.outcome! }) } },
      ],
    },
    awaited: {
      always: [{ guard: 'mayItBeAskedAgain?', target: 'waiting' }, { target: 'gaveUp' }],
    },
    waiting: {
      after: { ASK_AGAIN_DELAY: 'asking' },
    },
    gaveUp: {
      on: { 'check.again': { target: 'asking', actions: assign({ polls: 0 }) } },
    },
    unanswered: {
      on: { retry: 'asking' },
    },
    settled: {
      always: [{ guard: 'hasTheServerSaidPaid?', target: 'paid' }, { target: 'notPaid' }],
    },
    paid: { type: 'final' },
    notPaid: { type: 'final' },
  },
});
