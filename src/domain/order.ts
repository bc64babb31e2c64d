// An order's lifecycle: its statuses, who may move it from one status to the next (the
// transition table, shared by the storefront and the API server), and how orders are grouped.
// Chart: docs/state-charts/order-transitions.html (npm run charts)

import { fail, ok, type Result } from './result';

export const ORDER_STATUSES = ['new', 'inprogress', 'shipped', 'delivered', 'rejected', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_ACTORS = ['shopper', 'seller', 'system'] as const;
export type OrderActor = (typeof ORDER_ACTORS)[number];

/** The orders screen shows "current" orders (still moving) and "previous" ones (settled). */
export const CURRENT_STATUSES: readonly OrderStatus[] = ['new', 'inprogress', 'shipped'];
export const PREVIOUS_STATUSES: readonly OrderStatus[] = ['delivered', 'rejected', 'cancelled'];
/** Nothing leaves these; they are exactly the previous statuses. */
export const FINAL_STATUSES: readonly OrderStatus[] = PREVIOUS_STATUSES;

/** Longest reason we store, in characters; a limit the spec leaves open, enough for a paragraph. */
export const REASON_MAX_LENGTH = 500;

/** Every failure this module returns; each is a key of locales/{en,ar}/orders.json. */
export const ORDER_FAILURE_CODES = [
  'orders.transitionNotAllowed',
  'orders.actorNotAllowed',
  'orders.cancelReasonRequired',
  'orders.rejectReasonRequired',
  'orders.reasonTooLong',
] as const;
export type OrderFailureCode = (typeof ORDER_FAILURE_CODES)[number];

export interface TransitionRule {
  readonly from: OrderStatus;
  readonly to: OrderStatus;
  readonly by: readonly OrderActor[];
  /** When set, the move needs a non-blank reason, and this is the failure without one. */
  readonly reasonRequired?: OrderFailureCode;
}

/**
 * Every allowed move; anything not listed is refused. Rejecting and cancelling are only
 * possible before shipping, because a shipped parcel can no longer be stopped. Delivery may
 * also be confirmed by the system (a carrier's tracking callback), not only by the seller.
 */
export const ORDER_TRANSITIONS: readonly TransitionRule[] = [
  { from: 'new', to: 'inprogress', by: ['seller'] },
  { from: 'inprogress', to: 'shipped', by: ['seller'] },
  { from: 'shipped', to: 'delivered', by: ['seller', 'system'] },
  { from: 'new', to: 'rejected', by: ['seller'], reasonRequired: 'orders.rejectReasonRequired' },
  { from: 'inprogress', to: 'rejected', by: ['seller'], reasonRequired: 'orders.rejectReasonRequired' },
  { from: 'new', to: 'cancelled', by: ['shopper'], reasonRequired: 'orders.cancelReasonRequired' },
  { from: 'inprogress', to: 'cancelled', by: ['shopper'], reasonRequired: 'orders.cancelReasonRequired' },
];

/** The part of an order its lifecycle owns; `reason` is why it was rejected or cancelled. */
export interface OrderLifecycle {
  readonly status: OrderStatus;
  readonly reason?: string;
}

/** An order after a move: its own fields, with the lifecycle's status and reason. */
export type Transitioned<O extends OrderLifecycle> = Omit<O, keyof OrderLifecycle> & OrderLifecycle;

export interface TransitionRequest {
  readonly to: OrderStatus;
  readonly by: OrderActor;
  readonly reason?: string;
}

export const isOrderStatus = (value: unknown): value is OrderStatus =>
  typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);

export const isFinal = (status: OrderStatus): boolean => FINAL_STATUSES.includes(status);
export const isCurrent = (status: OrderStatus): boolean => CURRENT_STATUSES.includes(status);
export const isPrevious = (status: OrderStatus): boolean => PREVIOUS_STATUSES.includes(status);

/** The shopper's money comes back (to the wallet) when the order will never be delivered. */
export const refundDue = (status: OrderStatus): boolean => status === 'cancelled' || status === 'rejected';

const ruleFor = (from: OrderStatus, to: OrderStatus): TransitionRule | undefined =>
  ORDER_TRANSITIONS.find((rule) => rule.from === from && rule.to === to);

/** The statuses `actor` may move an order in `status` to, in table order. */
export const allowedTransitions = (status: OrderStatus, actor: OrderActor): readonly OrderStatus[] =>
  ORDER_TRANSITIONS.filter((rule) => rule.from === status && rule.by.includes(actor)).map((rule) => rule.to);

export const canTransition = (status: OrderStatus, to: OrderStatus, actor: OrderActor): boolean =>
  allowedTransitions(status, actor).includes(to);

/**
 * Moves an order to `request.to` if the table allows it for `request.by`. The reason is
 * trimmed and kept only on moves that require one; other fields of the order are kept as is.
 */
export function transition<O extends OrderLifecycle>(
  order: O,
  request: TransitionRequest,
): Result<Transitioned<O>, OrderFailureCode> {
  const rule = ruleFor(order.status, request.to);
  if (rule === undefined) return fail('orders.transitionNotAllowed', { from: order.status, to: request.to });
  if (!rule.by.includes(request.by)) {
    return fail('orders.actorNotAllowed', { from: order.status, to: request.to, actor: request.by });
  }
  if (rule.reasonRequired === undefined) return ok({ ...order, status: request.to });

  const reason = (request.reason ?? '').trim();
  if (reason === '') return fail(rule.reasonRequired);
  if ([...reason].length > REASON_MAX_LENGTH) return fail('orders.reasonTooLong', { max: REASON_MAX_LENGTH });
  return ok({ ...order, status: request.to, reason });
}

/** The filter on the orders list: every order, or one status. */
export const ORDER_FILTERS = ['all', ...ORDER_STATUSES] as const;
export type OrderFilter = (typeof ORDER_FILTERS)[number];

export const isOrderFilter = (value: unknown): value is OrderFilter =>
  typeof value === 'string' && (ORDER_FILTERS as readonly string[]).includes(value);

export const matchesFilter = (status: OrderStatus, filter: OrderFilter): boolean =>
  filter === 'all' || filter === status;
