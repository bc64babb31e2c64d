// The Toasts port over the toaster actor: screens call show/promise/clear/clearAll, and the
// renderer reads `toaster` and reports pauses (hover, focus, touch, tab blur) back to it.
import { createActor, type Actor } from 'xstate';
import type { PromiseToastContent, ToastContent, ToastRequest, Toasts } from '../ports/toasts';
import type { HeldPauseReason } from './toast-machine';
import { toasterMachine } from './toaster-machine';

export class MachineToasts implements Toasts {
  readonly toaster: Actor<typeof toasterMachine>;
  private count = 0;

  constructor(options: { readonly now?: () => number } = {}) {
    this.toaster = createActor(toasterMachine, { input: { now: options.now } }).start();
  }

  /** Shows a toast; `id` is given when the caller has already promised one (DeferredToasts). */
  show(toast: ToastRequest, id: string = this.nextId()): string {
    this.toaster.send({ type: 'SHOW', toast: { ...toast, id } });
    return id;
  }

  async promise<T>(work: Promise<T>, content: PromiseToastContent<T>): Promise<T> {
    const id = this.nextId();
    this.toaster.send({ type: 'SHOW', toast: { ...content.pending, id, type: 'promise' } });
    try {
      const value = await work;
      this.settle(id, 'resolve', typeof content.resolved === 'function' ? content.resolved(value) : content.resolved);
      return value;
    } catch (error) {
      this.settle(id, 'reject', typeof content.rejected === 'function' ? content.rejected(error) : content.rejected);
      throw error;
    }
  }

  clear(id: string): void {
    this.toaster.send({ type: 'DISMISS', id });
  }

  clearAll(): void {
    this.toaster.send({ type: 'DISMISS_ALL' });
  }

  pause(reason: HeldPauseReason): void {
    this.toaster.send({ type: 'PAUSE', reason });
  }

  resume(reason: HeldPauseReason): void {
    this.toaster.send({ type: 'RESUME', reason });
  }

  touch(): void {
    this.toaster.send({ type: 'TOUCH' });
  }

  private settle(id: string, outcome: 'resolve' | 'reject', content: ToastContent): void {
    this.toaster.send({ type: 'SETTLE', id, outcome, title: content.title, message: content.message });
  }

  private nextId(): string {
    this.count += 1;
    return `toast-${this.count}`;
  }
}
