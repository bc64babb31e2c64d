// The shopper's cancellation of an order (spec §1 "cancel an order after giving a reason"):
// the shopper gives a reason, confirms, and the server cancels the order and returns what was
// paid to the wallet. The machine holds the order as the screen shows it, so the refreshed
// order (cancelled, with its refund, or moved on by the seller meanwhile) replaces the old one.
// Chart: docs/state-charts/cancellation.html (npm run charts)
//
// The server decides: the browser's checks only spare the shopper a refused request.
import { assign, fromPromise, setup } from 'xstate';
import { transition, type OrderFailureCode } from '../../domain/order';
import type { Failure } from '../../domain/result';
import type { OrderDetail } from '../ports/orders-gateway';
import { isRequestFailure } from '../ports/request-failure';

/** A refused or failed cancellation as the screen shows it. */
export interface CancellationFailure {
  /** The HTTP status; 0 when the server could not be reached. */
  readonly status: number;
  /** An i18n key (`orders.transitionNotAllowed`, `http.unreachable`, …). */
  readonly code: string;
  /** In the interface language (the server translates by Accept-Language). */
  readonly message: string;
}

export interface CancellationInput {
  readonly order: OrderDetail;
}

export interface CancellationContext {
  readonly order: OrderDetail;
  readonly reason: string;
  /** Why the reason cannot be sent: an i18n key of locales/<lang>/orders.json and its values. */
  readonly problem: Failure<OrderFailureCode> | null;
  readonly failure: CancellationFailure | null;
}

export type CancellationEvent =
  | { readonly type: 'cancel.start' }
  | { readonly type: 'reason.change'; readonly reason: string }
  | { readonly type: 'reason.submit' }
  | { readonly type: 'cancel.abort' }
  | { readonly type: 'cancel.confirm' }
  | { readonly type: 'cancel.keep' }
  | { readonly type: 'cancel.retry' }
  | { readonly type: 'failure.dismiss' };

/** What the shopper's reason lacks, by the domain's transition table; null when it will do. */
export function reasonProblem(order: Pick<OrderDetail, 'status'>, reason: string): Failure<OrderFailureCode> | null {
  const moved = transition({ status: order.status }, { to: 'cancelled', by: 'shopper', reason });
  return moved.ok ? null : moved.error;
}

/** Refusals that mean the order is no longer what the screen shows. */
const ORDER_MOVED_ON: ReadonlySet<string> = new Set(['orders.transitionNotAllowed', 'orders.actorNotAllowed']);

export function failureOf(error: unknown): CancellationFailure {
  if (isRequestFailure(error)) return { status: error.status, code: error.code, message: error.message };
  return { status: 0, code: 'http.unreachable', message: error instanceof Error ? error.message : String(error) };
}

const provideFromScreen = <TOutput, TInput>(name: string) =>
  fromPromise<TOutput, TInput>(() => Promise.reject(new Error(`The order screen provides the ${name} actor`)));

export const cancellationMachine = setup({
  types: {
    context: {} as CancellationContext,
    events: {} as CancellationEvent,
    input: {} as CancellationInput,
    output: {} as OrderDetail,
  },
  actors: {
    // Named so the screen binds them to the OrdersGateway and a test to fakes.
    cancelOrder: provideFromScreen<OrderDetail, { code: string; reason: string }>('cancelOrder'),
    loadOrder: provideFromScreen<OrderDetail, { code: string }>('loadOrder'),
  },
  actions: {
    /** The screen says the order is cancelled and how much went back to the wallet (a toast). */
    announceCancellation: (_, _params: { order: OrderDetail }) => {},
    checkReason: assign({ problem: ({ context }) => reasonProblem(context.order, context.reason) }),
    forgetReason: assign({ reason: '', problem: null, failure: null }),
  },
  guards: {
    'mayTheOrderBeCancelled?': ({ context }) => context.order.allowedTransitions.includes('cancelled'),
    'isTheReasonAcceptable?': ({ context }) => reasonProblem(context.order, context.reason) === null,
    'hasAProblemBeenShown?': ({ context }) => context.problem !== null,
    'hasTheOrderMovedOn?': (_, { failure }: { failure: CancellationFailure }) =>
      failure.status === 404 || failure.status === 409 || ORDER_MOVED_ON.has(failure.code),
  },
}).createMachine({
  id: 'cancellation',
  context: ({ input }) => ({ order: input.order, reason: '', problem: null, failure: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'cancel.start': { guard: 'mayTheOrderBeCancelled?', target: 'editing', actions: 'forgetReason' },
      },
    },
    editing: {
      on: {
        'reason.change': [
          { guard: 'hasAProblemBeenShown?', actions: [assign({ reason: ({ event }) => event.reason }), 'checkReason'] },
          { actions: assign({ reason: ({ event }) => event.reason }) },
        ],
        'reason.submit': [
          { guard: 'isTheReasonAcceptable?', target: 'confirming', actions: assign({ problem: null, failure: null }) },
          { actions: 'checkReason' },
        ],
        'cancel.abort': { target: 'idle', actions: 'forgetReason' },
      },
    },
    confirming: {
      on: {
        'cancel.confirm': 'cancelling',
        'cancel.keep': { target: 'idle', actions: 'forgetReason' },
      },
    },
    cancelling: {
      invoke: {
        id: 'cancelOrder',
        src: 'cancelOrder',
        input: ({ context }) => ({ code: context.order.code, reason: context.reason.trim() }),
        onDone: {
          target: 'done',
          actions: [
            assign({ order: ({ event }) => event.output }),
            { type: 'announceCancellation', params: ({ event }) => ({ order: event.output }) },
          ],
        },
        onError: [
          {
            guard: { type: 'hasTheOrderMovedOn?', params: ({ event }) => ({ failure: failureOf(event.error) }) },
            target: 'failed.refreshing',
            actions: assign({ failure: ({ event }) => failureOf(event.error) }),
          },
          { target: 'failed.shown', actions: assign({ failure: ({ event }) => failureOf(event.error) }) },
        ],
      },
    },
    failed: {
      initial: 'shown',
      states: {
        refreshing: {
          invoke: {
            id: 'loadOrder',
            src: 'loadOrder',
            input: ({ context }) => ({ code: context.order.code }),
            onDone: { target: 'shown', actions: assign({ order: ({ event }) => event.output }) },
            // The failure already on screen says enough; the order stays as it was shown.
            onError: { target: 'shown' },
          },
        },
        shown: {
          on: {
            'cancel.retry': { guard: 'mayTheOrderBeCancelled?', target: '#cancellation.editing', actions: assign({ failure: null }) },
            'failure.dismiss': { target: '#cancellation.idle', actions: 'forgetReason' },
          },
        },
      },
    },
    done: { type: 'final' },
  },
  output: ({ context }) => context.order,
});
