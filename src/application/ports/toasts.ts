// The Toasts port: how screens raise transient notices (spec §3, §4, §9) without knowing how
// they are timed or drawn. `usePorts().toasts.show({ type: 'success', title, message })`.
import { serviceToken } from './service-token';

/** The spec's toast types; `promise` becomes `promise-resolve` or `promise-reject` when it settles. */
export const TOAST_TYPES = ['success', 'error', 'warning', 'info', 'promise', 'promise-resolve', 'promise-reject'] as const;
export type ToastType = (typeof TOAST_TYPES)[number];

/** The types a screen may show directly; promise toasts go through `promise()`. */
export type PlainToastType = 'success' | 'error' | 'warning' | 'info';

/** What a toast says, already in the interface language. */
export interface ToastContent {
  readonly title: string;
  readonly message?: string;
}

export interface ToastRequest extends ToastContent {
  readonly type: PlainToastType;
  /** Milliseconds on screen; TOAST_DEFAULTS.durationMs unless given. */
  readonly duration?: number;
}

/** What a promise toast says while waiting, and once the work has succeeded or failed. */
export interface PromiseToastContent<T> {
  readonly pending: ToastContent;
  readonly resolved: ToastContent | ((value: T) => ToastContent);
  readonly rejected: ToastContent | ((error: unknown) => ToastContent);
}

export interface Toasts {
  /** Shows a toast and answers its id (for `clear`). */
  show(toast: ToastRequest): string;
  /**
   * Shows a toast with no time-out and no close button while `work` runs, then the resolved or
   * rejected content for the normal duration. Answers `work`'s own outcome.
   */
  promise<T>(work: Promise<T>, content: PromiseToastContent<T>): Promise<T>;
  clear(id: string): void;
  clearAll(): void;
}

/** Spec §9. Unlimited count and duplicate avoidance off: every toast is shown, duplicates are counted. */
export const TOAST_DEFAULTS = {
  durationMs: 6000,
  position: 'top-center',
  widthPx: 350,
  touchResumeMs: 2000,
} as const;

export const TOASTS = serviceToken<Toasts>('Toasts');
