// The outcome of a checkout after the shopper comes back from the card gateway (spec §5): the
// result screens (payment success, payment failure) ask the server what became of the checkout,
// ask again for a while when the gateway's answer has not arrived yet, and hand over to the other
// screen when the outcome is not theirs. Only the server's word counts: the machine reaches
// `paid` only from an answer that says paid.
//
//   asking ──answer──> answered, which decides at once:
//            awaiting payment ──> waiting (asked again after ASK_AGAIN_DELAY), or gaveUp after
//                                 OUTCOME_POLLS such answers (check.again asks anew)
//            this screen's outcome ──> paid (final) when the server said paid, else notPaid (final)
//            the other screen's ──> handedOver (final): the screen opens the other one
//          ──error──> unanswered (retry asks again)
import { assign, fromPromise, setup } from 'xstate';
import type { CheckoutOutcome } from '../ports/checkout-gateway';

/** How many times a checkout still awaiting the gateway is asked before the screen says so. */
export const OUTCOME_POLLS = 10;
/** The wait between two questions about a checkout still awaiting the gateway, in ms. */
export const ASK_AGAIN_DELAY_MS = 1500;

/** Which result screen is showing. */
export type ResultScreen = 'success' | 'failure';

export interface PaymentOutcomeInput {
  readonly checkoutId: string;
  readonly screen: ResultScreen;
}

export interface PaymentOutcomeContext extends PaymentOutcomeInput {
  /** The server's last answer; it stays on screen while the next question runs. */
  readonly outcome: CheckoutOutcome | null;
  /** Answers that said "awaiting payment" since the last start. */
  readonly polls: number;
  /** Why the last question failed. */
  readonly error: unknown;
}

export type PaymentOutcomeEvent = { readonly type: 'retry' } | { readonly type: 'check.again' };

/** The screen an outcome belongs to; null while the gateway's answer is awaited. */
export const screenOf = (outcome: CheckoutOutcome): ResultScreen | null =>
  outcome.state === 'paid' ? 'success' : outcome.state === 'awaiting-payment' ? null : 'failure';

export const paymentOutcomeMachine = setup({
  types: {
    context: {} as PaymentOutcomeContext,
    events: {} as PaymentOutcomeEvent,
    input: {} as PaymentOutcomeInput,
  },
  actors: {
    // Bound by the screen to the CheckoutGateway, by a test to a fake.
    askOutcome: fromPromise<CheckoutOutcome, { checkoutId: string }>(() =>
      Promise.reject(new Error('The result screen provides the askOutcome actor')),
    ),
  },
  actions: {
    /** The screen opens the other result screen for this checkout (replacing itself in the history). */
    handOver: (_, _params: { screen: ResultScreen }) => {},
  },
  delays: {
    ASK_AGAIN_DELAY: ASK_AGAIN_DELAY_MS,
  },
  guards: {
    'hasTheServerSaidPaid?': ({ context }) => context.outcome?.state === 'paid',
    'isTheGatewayStillAwaited?': ({ context }) => context.outcome?.state === 'awaiting-payment',
    'mayItBeAskedAgain?': ({ context }) => context.polls < OUTCOME_POLLS,
    'isTheOutcomeThisScreens?': ({ context }) => context.outcome !== null && screenOf(context.outcome) === context.screen,
  },
}).createMachine({
  id: 'paymentOutcome',
  context: ({ input }) => ({ ...input, outcome: null, polls: 0, error: null }),
  initial: 'asking',
  states: {
    asking: {
      invoke: {
        src: 'askOutcome',
        input: ({ context }) => ({ checkoutId: context.checkoutId }),
        onDone: { target: 'answered', actions: assign({ outcome: ({ event }) => event.output, error: null }) },
        onError: { target: 'unanswered', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    answered: {
      always: [
        {
          guard: 'isTheGatewayStillAwaited?',
          target: 'awaited',
          actions: assign({ polls: ({ context }) => context.polls + 1 }),
        },
        { guard: { type: 'isTheOutcomeThisScreens?' }, target: 'settled' },
        {
          target: 'handedOver',
          actions: { type: 'handOver', params: ({ context }) => ({ screen: context.screen === 'success' ? 'failure' : 'success' }) },
        },
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
    handedOver: { type: 'final' },
  },
});
