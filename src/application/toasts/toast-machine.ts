// One toast's life (spec §4, §9): it appears, counts down its duration and closes, unless it is
// dismissed first. A promise toast waits, with no time-out, until its work settles, then counts
// down as promise-resolve or promise-reject. Hovering, keyboard focus, touch and a blurred tab
// pause the countdown; the time left is kept, so a paused toast never loses its remaining time.
// Chart: docs/state-charts/toast.html (npm run charts)
import { assign, cancel, enqueueActions, raise, setup } from 'xstate';
import { TOAST_DEFAULTS, type ToastType } from '../ports/toasts';

/**
 * Why the countdown is held. Several can hold at once (the pointer is over the stack while the
 * tab is in the background); the countdown runs again only when none is left.
 */
export type PauseReason = 'hover' | 'focus' | 'blur' | 'touch';
/** Touch is released by the machine itself, TOAST_DEFAULTS.touchResumeMs after the last touch. */
export type HeldPauseReason = Exclude<PauseReason, 'touch'>;

export interface Toast {
  readonly id: string;
  readonly type: ToastType;
  readonly title: string;
  readonly message?: string;
  /** Milliseconds on screen once it is counting down. */
  readonly duration: number;
  /**
   * The spec's duplicate counter. Duplicate avoidance is off, so an identical toast (same type,
   * title and message) is shown again; this says how many identical ones were already on screen
   * when it appeared: 0 for the first, 1 for the second, …
   */
  readonly duplicates: number;
}

export interface ToastInput {
  readonly toast: Toast;
  /** Reasons already holding every toast when this one appears (a blurred tab, a hovered stack). */
  readonly pausedBy?: readonly PauseReason[];
  /** The clock the countdown reads; tests with fake timers may leave the default. */
  readonly now?: () => number;
}

export interface ToastContext {
  readonly toast: Toast;
  /** Milliseconds left on the countdown, as of the last pause. */
  readonly remainingMs: number;
  /** When the countdown last started running. */
  readonly runningSince: number;
  readonly pausedBy: readonly PauseReason[];
  readonly now: () => number;
}

export type ToastEvent =
  | { readonly type: 'PAUSE'; readonly reason: HeldPauseReason }
  | { readonly type: 'RESUME'; readonly reason: HeldPauseReason }
  | { readonly type: 'TOUCH' }
  | { readonly type: 'TOUCH_RELEASED' }
  | { readonly type: 'SETTLE'; readonly outcome: 'resolve' | 'reject'; readonly title: string; readonly message?: string }
  | { readonly type: 'DISMISS' };

const TOUCH_RELEASE = 'touch-release';

const withReason = (reasons: readonly PauseReason[], reason: PauseReason) =>
  reasons.includes(reason) ? reasons : [...reasons, reason];
const withoutReason = (reasons: readonly PauseReason[], reason: PauseReason) => reasons.filter((held) => held !== reason);

export const toastMachine = setup({
  types: {
    context: {} as ToastContext,
    events: {} as ToastEvent,
    input: {} as ToastInput,
    output: {} as { readonly id: string },
  },
  guards: {
    'isPromise?': ({ context }) => context.toast.type === 'promise',
    'isHeld?': ({ context }) => context.pausedBy.length > 0,
  },
  delays: {
    remaining: ({ context }) => context.remainingMs,
  },
  actions: {
    startClock: assign({ runningSince: ({ context }) => context.now() }),
    stopClock: assign({
      remainingMs: ({ context }) => Math.max(0, context.remainingMs - (context.now() - context.runningSince)),
    }),
    hold: assign({
      pausedBy: ({ context, event }) =>
        withReason(context.pausedBy, event.type === 'PAUSE' ? event.reason : 'touch'),
    }),
    release: assign({
      pausedBy: ({ context, event }) =>
        withoutReason(context.pausedBy, event.type === 'RESUME' ? event.reason : 'touch'),
    }),
    scheduleTouchRelease: enqueueActions(({ enqueue }) => {
      enqueue(cancel(TOUCH_RELEASE));
      enqueue(raise({ type: 'TOUCH_RELEASED' }, { id: TOUCH_RELEASE, delay: TOAST_DEFAULTS.touchResumeMs }));
    }),
    settle: assign(({ context, event }) => {
      if (event.type !== 'SETTLE') return {};
      const toast: Toast = {
        ...context.toast,
        type: event.outcome === 'resolve' ? 'promise-resolve' : 'promise-reject',
        title: event.title,
        message: event.message,
      };
      return { toast, remainingMs: toast.duration };
    }),
  },
}).createMachine({
  id: 'toast',
  context: ({ input }) => ({
    toast: input.toast,
    remainingMs: input.toast.duration,
    runningSince: 0,
    pausedBy: input.pausedBy ?? [],
    now: input.now ?? Date.now,
  }),
  output: ({ context }) => ({ id: context.toast.id }),
  initial: 'opening',
  // Pauses are recorded in every state, so a promise toast that settles while hovered starts paused.
  on: {
    PAUSE: { actions: 'hold' },
    RESUME: { actions: 'release' },
    TOUCH: { actions: ['hold', 'scheduleTouchRelease'] },
    TOUCH_RELEASED: { actions: 'release' },
    DISMISS: '.closed',
  },
  states: {
    opening: {
      always: [{ guard: 'isPromise?', target: 'pending' }, { target: 'counting' }],
    },
    /** A promise toast while its work runs: no time-out, and (in the renderer) no close button. */
    pending: {
      on: { SETTLE: { target: 'counting', actions: 'settle' } },
    },
    counting: {
      initial: 'deciding',
      states: {
        deciding: {
          always: [{ guard: 'isHeld?', target: 'paused' }, { target: 'running' }],
        },
        running: {
          entry: 'startClock',
          exit: 'stopClock',
          after: { remaining: '#toast.closed' },
          on: {
            PAUSE: { target: 'paused', actions: 'hold' },
            TOUCH: { target: 'paused', actions: ['hold', 'scheduleTouchRelease'] },
          },
        },
        paused: {
          on: {
            RESUME: { target: 'deciding', actions: 'release' },
            TOUCH_RELEASED: { target: 'deciding', actions: 'release' },
          },
        },
      },
    },
    closed: { type: 'final' },
  },
});
