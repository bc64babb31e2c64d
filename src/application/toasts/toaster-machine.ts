// The toaster (spec §4, §9): the list of toasts on screen, each its own toast actor. It adds
// toasts without a limit, counts identical ones instead of dropping them (an id already on
// screen is that toast, not a new one), forwards pauses to every toast, and forgets a toast when
// its actor closes.
// Chart: docs/state-charts/toaster.html (npm run charts)
import { assign, enqueueActions, setup, type ActorRefFrom, type DoneActorEvent } from 'xstate';
import { TOAST_DEFAULTS, type ToastType } from '../ports/toasts';
import { toastMachine, type HeldPauseReason, type PauseReason } from './toast-machine';

export type ToastActorRef = ActorRefFrom<typeof toastMachine>;

export interface ToastEntry {
  readonly id: string;
  /** Type, title and message: toasts with the same key are duplicates of one another. */
  readonly key: string;
  readonly ref: ToastActorRef;
}

export interface ToasterContext {
  /** Oldest first. */
  readonly toasts: readonly ToastEntry[];
  /** Reasons holding every toast, so that a toast arriving in a blurred tab starts paused. */
  readonly pausedBy: readonly HeldPauseReason[];
  readonly now?: () => number;
}

export interface NewToast {
  readonly id: string;
  readonly type: ToastType;
  readonly title: string;
  readonly message?: string;
  readonly duration?: number;
}

export type ToasterEvent =
  | { readonly type: 'SHOW'; readonly toast: NewToast }
  | { readonly type: 'SETTLE'; readonly id: string; readonly outcome: 'resolve' | 'reject'; readonly title: string; readonly message?: string }
  | { readonly type: 'DISMISS'; readonly id: string }
  | { readonly type: 'DISMISS_ALL' }
  | { readonly type: 'PAUSE'; readonly reason: HeldPauseReason }
  | { readonly type: 'RESUME'; readonly reason: HeldPauseReason }
  | { readonly type: 'TOUCH' }
  | DoneActorEvent<{ readonly id: string }>;

export const duplicateKey = (toast: Pick<NewToast, 'type' | 'title' | 'message'>): string =>
  JSON.stringify([toast.type, toast.title, toast.message ?? '']);

export const toasterMachine = setup({
  types: {
    context: {} as ToasterContext,
    events: {} as ToasterEvent,
    input: {} as { readonly now?: () => number } | undefined,
  },
  actors: { toast: toastMachine },
  guards: {
    /** An id names one toast: a second SHOW with the id of one on screen is the same toast, already shown. */
    'isANewId?': ({ context, event }) => event.type === 'SHOW' && !context.toasts.some((entry) => entry.id === event.toast.id),
  },
  actions: {
    add: assign(({ context, event, spawn }) => {
      if (event.type !== 'SHOW') return {};
      const { id, type, title, message, duration = TOAST_DEFAULTS.durationMs } = event.toast;
      const key = duplicateKey(event.toast);
      const duplicates = context.toasts.filter((entry) => entry.key === key).length;
      const pausedBy: readonly PauseReason[] = context.pausedBy;
      const ref = spawn('toast', {
        id,
        input: { toast: { id, type, title, message, duration, duplicates }, pausedBy, now: context.now },
      });
      return { toasts: [...context.toasts, { id, key, ref }] };
    }),
    forward: enqueueActions(({ context, event, enqueue }) => {
      if (event.type === 'SETTLE' || event.type === 'DISMISS') {
        const entry = context.toasts.find((toast) => toast.id === event.id);
        if (entry === undefined) return;
        enqueue.sendTo(
          entry.ref,
          event.type === 'DISMISS'
            ? { type: 'DISMISS' }
            : { type: 'SETTLE', outcome: event.outcome, title: event.title, message: event.message },
        );
        return;
      }
      if (event.type === 'DISMISS_ALL' || event.type === 'PAUSE' || event.type === 'RESUME' || event.type === 'TOUCH') {
        const message = event.type === 'DISMISS_ALL' ? ({ type: 'DISMISS' } as const) : event;
        for (const entry of context.toasts) enqueue.sendTo(entry.ref, message);
      }
    }),
    holdAll: assign({
      pausedBy: ({ context, event }) =>
        event.type === 'PAUSE' && !context.pausedBy.includes(event.reason) ? [...context.pausedBy, event.reason] : context.pausedBy,
    }),
    releaseAll: assign({
      pausedBy: ({ context, event }) =>
        event.type === 'RESUME' ? context.pausedBy.filter((reason) => reason !== event.reason) : context.pausedBy,
    }),
    forget: assign({
      toasts: ({ context, event }) =>
        'actorId' in event ? context.toasts.filter((entry) => entry.id !== event.actorId) : context.toasts,
    }),
  },
}).createMachine({
  id: 'toaster',
  context: ({ input }) => ({ toasts: [], pausedBy: [], now: input?.now }),
  on: {
    SHOW: { guard: 'isANewId?', actions: 'add' },
    SETTLE: { actions: 'forward' },
    DISMISS: { actions: 'forward' },
    DISMISS_ALL: { actions: 'forward' },
    PAUSE: { actions: ['holdAll', 'forward'] },
    RESUME: { actions: ['releaseAll', 'forward'] },
    TOUCH: { actions: 'forward' },
    'xstate.done.actor.*': { actions: 'forget' },
  },
});
