// A seller moving one of their orders on (spec §1, the seller console): accept it, ship it, mark
// it delivered, or reject it with a reason the shopper will read. The domain's transition table
// decides which moves a seller may make; the server decides for good. A refused move (the shopper
// cancelled meanwhile) leaves the server's message on the card and the order read again.
// Chart: docs/state-charts/seller-moves.html (npm run charts)
import { assign, fromPromise, setup } from 'xstate';
import { canTransition, transition, type OrderFailureCode, type OrderStatus } from '../../domain/order';
import type { Failure } from '../../domain/result';
import type { SellerMove, SellerOrder } from '../ports/seller-orders-gateway';

/** The order as the seller console lists it: enough to know which moves are allowed. */
export interface ListedOrder {
  readonly code: string;
  readonly status: OrderStatus;
  readonly allowedTransitions: readonly OrderStatus[];
}

export interface SellerMovesContext {
  readonly listed: ListedOrder;
  /** The order as the last move or read left it; null until then. */
  readonly order: SellerOrder | null;
  /** The move being made. */
  readonly pending: SellerMove | null;
  /** The rejection's reason, as typed. */
  readonly reason: string;
  /** Why the reason cannot be sent: an i18n key of locales/<lang>/orders.json. */
  readonly problem: Failure<OrderFailureCode> | null;
  /** Why the last move failed (the server's refusal, or no answer); null after a move that went through. */
  readonly refusal: unknown;
}

export type SellerMovesEvent =
  | { readonly type: 'move'; readonly to: Exclude<SellerMove, 'rejected'> }
  | { readonly type: 'reject.start' }
  | { readonly type: 'reason.change'; readonly reason: string }
  | { readonly type: 'reason.submit' }
  | { readonly type: 'reject.abort' }
  | { readonly type: 'order.reread'; readonly listed: ListedOrder };

/** Where the order stands now: after the last move or read, else as listed. */
export const currentOf = (context: Pick<SellerMovesContext, 'listed' | 'order'>): ListedOrder => context.order ?? context.listed;

/** The moves the seller may make now, by the server's list and the domain's table. */
export const sellerMovesOf = (context: Pick<SellerMovesContext, 'listed' | 'order'>): SellerMove[] => {
  const { status, allowedTransitions } = currentOf(context);
  return allowedTransitions.filter((to): to is SellerMove => to !== 'cancelled' && to !== 'new' && canTransition(status, to, 'seller'));
};

const reasonProblem = (status: OrderStatus, reason: string): Failure<OrderFailureCode> | null => {
  const moved = transition({ status }, { to: 'rejected', by: 'seller', reason });
  return moved.ok ? null : moved.error;
};

export const sellerMovesMachine = setup({
  types: {
    context: {} as SellerMovesContext,
    events: {} as SellerMovesEvent,
    input: {} as { readonly listed: ListedOrder },
  },
  actors: {
    // Bound by the console to the SellerOrdersGateway, by a test to fakes.
    moveOrder: fromPromise<SellerOrder, { code: string; to: SellerMove; reason?: string }>(() =>
      Promise.reject(new Error('The seller console provides the moveOrder actor')),
    ),
    loadOrder: fromPromise<SellerOrder, { code: string }>(() => Promise.reject(new Error('The seller console provides the loadOrder actor'))),
  },
  actions: {
    /** The console tells the seller (and a screen reader) the order moved. */
    announceMove: (_, _params: { order: SellerOrder }) => {},
    /** The order could not be read again: the console reads its whole list again. */
    reportStale: () => {},
  },
  guards: {
    'mayTheSellerMoveItThere?': ({ context }, { to }: { to: SellerMove }) => sellerMovesOf(context).includes(to),
    'isTheReasonAcceptable?': ({ context }) => reasonProblem(currentOf(context).status, context.reason) === null,
  },
}).createMachine({
  id: 'sellerMoves',
  context: ({ input }) => ({ listed: input.listed, order: null, pending: null, reason: '', problem: null, refusal: null }),
  initial: 'idle',
  on: {
    // The refusal stays: the list is read again because of it.
    'order.reread': { target: '.idle', actions: assign({ listed: ({ event }) => event.listed, order: null, reason: '', problem: null }) },
  },
  states: {
    idle: {
      on: {
        move: {
          guard: { type: 'mayTheSellerMoveItThere?', params: ({ event }) => ({ to: event.to }) },
          target: 'moving',
          actions: assign({ pending: ({ event }) => event.to, refusal: null }),
        },
        'reject.start': {
          guard: { type: 'mayTheSellerMoveItThere?', params: { to: 'rejected' } },
          target: 'rejecting',
          actions: assign({ reason: '', problem: null, refusal: null }),
        },
      },
    },
    rejecting: {
      on: {
        'reason.change': { actions: assign({ reason: ({ event }) => event.reason, problem: null }) },
        'reason.submit': [
          { guard: 'isTheReasonAcceptable?', target: 'moving', actions: assign({ pending: 'rejected', problem: null }) },
          { actions: assign({ problem: ({ context }) => reasonProblem(currentOf(context).status, context.reason) }) },
        ],
        'reject.abort': { target: 'idle', actions: assign({ reason: '', problem: null }) },
      },
    },
    moving: {
      // The list is not re-read under a move in flight: its answer decides.
      on: { 'order.reread': {} },
      invoke: {
        src: 'moveOrder',
        input: ({ context }) => ({
          code: context.listed.code,
          to: context.pending!,
          ...(context.pending === 'rejected' ? { reason: context.reason.trim() } : {}),
        }),
        onDone: {
          target: 'idle',
          actions: [
            assign({ order: ({ event }) => event.output, pending: null, reason: '' }),
            { type: 'announceMove', params: ({ event }) => ({ order: event.output }) },
          ],
        },
        onError: { target: 'refreshing', actions: assign({ refusal: ({ event }) => event.error ?? new Error('The move failed') }) },
      },
    },
    refreshing: {
      on: { 'order.reread': {} },
      invoke: {
        src: 'loadOrder',
        input: ({ context }) => ({ code: context.listed.code }),
        onDone: { target: 'idle', actions: assign({ order: ({ event }) => event.output, pending: null }) },
        onError: { target: 'idle', actions: [assign({ pending: null }), 'reportStale'] },
      },
    },
  },
});
