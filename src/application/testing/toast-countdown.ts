// What a toast on screen should be doing, worked out only from what happened to it (pauses,
// touches, settling, dismissal, time passing): the model the toast and toaster properties hold
// each live toast actor to.
import type { SnapshotFrom } from 'xstate';
import { TOAST_DEFAULTS, type ToastType } from '../ports/toasts';
import type { HeldPauseReason, PauseReason, toastMachine } from '../toasts/toast-machine';

/** A toast as the shopper meets it: whether it is there, counting or held, and how long it has left. */
export type ToastView =
  | { readonly state: 'closed' }
  | {
      readonly state: 'pending' | 'running' | 'paused';
      readonly type: ToastType;
      readonly heldBy: readonly PauseReason[];
      /** Milliseconds before it leaves by itself if nothing holds it; its whole duration while pending. */
      readonly timeLeft: number;
    };

export class ToastCountdown {
  private type: ToastType;
  private readonly held: Set<HeldPauseReason>;
  private touchedUntil = -Infinity;
  /** How long it has counted down, unheld, since it started counting. */
  private ran = 0;
  private closed = false;

  constructor(
    type: ToastType,
    private readonly duration: number,
    heldBy: Iterable<HeldPauseReason> = [],
  ) {
    this.type = type;
    this.held = new Set(heldBy);
  }

  get isClosed(): boolean {
    return this.closed;
  }

  pause(reason: HeldPauseReason): void {
    this.held.add(reason);
  }

  resume(reason: HeldPauseReason): void {
    this.held.delete(reason);
  }

  /** A touch holds it for TOAST_DEFAULTS.touchResumeMs from the last touch. */
  touch(now: number): void {
    this.touchedUntil = now + TOAST_DEFAULTS.touchResumeMs;
  }

  /** A promise toast takes its outcome once, and counts down its whole duration from then. */
  settle(outcome: 'resolve' | 'reject'): void {
    if (this.closed || this.type !== 'promise') return;
    this.type = outcome === 'resolve' ? 'promise-resolve' : 'promise-reject';
    this.ran = 0;
  }

  dismiss(): void {
    this.closed = true;
  }

  /** The clock moves from `from` to `to`: the countdown runs for the part of it that nothing held. */
  pass(from: number, to: number): void {
    if (this.closed || this.type === 'promise' || this.held.size > 0) return;
    const runningFrom = Math.max(from, this.touchedUntil);
    if (runningFrom >= to) return;
    this.ran = Math.min(this.duration, this.ran + (to - runningFrom));
    if (this.ran === this.duration) this.closed = true;
  }

  view(now: number): ToastView {
    if (this.closed) return { state: 'closed' };
    const heldBy: PauseReason[] = [...this.held, ...(now < this.touchedUntil ? ['touch' as const] : [])];
    return {
      state: this.type === 'promise' ? 'pending' : heldBy.length > 0 ? 'paused' : 'running',
      type: this.type,
      heldBy: heldBy.sort(),
      timeLeft: this.duration - this.ran,
    };
  }
}

/** What a live toast actor shows at `now`, in the model's terms. */
export function viewOf(snapshot: SnapshotFrom<typeof toastMachine>, now: number): ToastView {
  if (snapshot.status === 'done') return { state: 'closed' };
  const { toast, pausedBy, remainingMs, runningSince } = snapshot.context;
  const running = snapshot.matches({ counting: 'running' });
  return {
    state: snapshot.matches('pending') ? 'pending' : running ? 'running' : 'paused',
    type: toast.type,
    heldBy: [...pausedBy].sort(),
    timeLeft: running ? remainingMs - (now - runningSince) : remainingMs,
  };
}
