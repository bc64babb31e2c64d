// The Toasts port before the toaster's code has arrived: the first page does not carry XState
// and the toast renderer, so calls made meanwhile are kept in order and replayed once the
// toaster has loaded. Loading starts on the first call, or earlier when `ready()` is asked.
import type { PromiseToastContent, ToastRequest, Toasts } from '../ports/toasts';
import type { MachineToasts } from './machine-toasts';
import { serviceToken } from '../ports/service-token';

/** The toaster's own token, for the renderer that draws what the Toasts port was asked to show. */
export const TOASTER = serviceToken<DeferredToasts>('Toaster');

export class DeferredToasts implements Toasts {
  private toaster: MachineToasts | undefined;
  private loading: Promise<MachineToasts> | undefined;
  private readonly listeners = new Set<() => void>();
  private count = 0;

  constructor(private readonly load: () => Promise<MachineToasts>) {}

  /** The toaster, loading it if needed. */
  ready(): Promise<MachineToasts> {
    this.loading ??= this.load().then((toaster) => {
      this.toaster = toaster;
      for (const listener of this.listeners) listener();
      return toaster;
    });
    return this.loading;
  }

  /** The toaster once loaded (for the renderer); undefined until then. */
  current = (): MachineToasts | undefined => this.toaster;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  show(toast: ToastRequest): string {
    // Its own prefix: the toaster numbers the promise toasts it creates itself.
    this.count += 1;
    const id = `deferred-toast-${this.count}`;
    this.use((toaster) => toaster.show(toast, id));
    return id;
  }

  async promise<T>(work: Promise<T>, content: PromiseToastContent<T>): Promise<T> {
    return (await this.ready()).promise(work, content);
  }

  clear(id: string): void {
    this.use((toaster) => toaster.clear(id));
  }

  clearAll(): void {
    this.use((toaster) => toaster.clearAll());
  }

  private use(call: (toaster: MachineToasts) => void): void {
    if (this.toaster !== undefined) call(this.toaster);
    else void this.ready().then(call);
  }
}
