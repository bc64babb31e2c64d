// How the browser reaches its services before the container has loaded. A page the server
// rendered hydrates with the frame's services (frame-services.ts), built without inversify; every
// other port is a gateway whose methods all return promises, so until the container is there it
// is answered by a stand-in that loads the container (and the adapter) on its first call. The
// container, inversify and the adapters are then not part of what a phone fetches to show the
// first page (DESIGN.md, "Rendering").

/** What is asked of a container: inversify's Container satisfies it. */
export interface ServiceLookup {
  get<T>(token: symbol): T;
}

export class DeferredContainer implements ServiceLookup {
  private container: Promise<ServiceLookup> | undefined;
  private readonly standIns = new Map<symbol, unknown>();

  constructor(
    private readonly frame: ReadonlyMap<symbol, unknown>,
    private readonly load: () => Promise<ServiceLookup>,
  ) {}

  /** The container, loading it if needed (with the prefetch, or on a gateway's first call). */
  ready(): Promise<ServiceLookup> {
    this.container ??= this.load().catch((error: unknown) => {
      this.container = undefined; // a failed chunk load is tried again on the next call
      throw error;
    });
    return this.container;
  }

  /** The same object for a token every time, so that it can sit in a hook's dependencies. */
  get<T>(token: symbol): T {
    if (this.frame.has(token)) return this.frame.get(token) as T;
    let standIn = this.standIns.get(token);
    if (standIn === undefined) {
      standIn = lazily(async () => (await this.ready()).get<object>(token));
      this.standIns.set(token, standIn);
    }
    return standIn as T;
  }
}

/**
 * A port whose adapter (and the contract schemas it imports) loads on its first call, not with
 * the first page: every method of the port returns a promise, so each call awaits the adapter
 * and forwards to it. `then` is left undefined so the stand-in is never taken for a promise.
 */
export function lazily<T extends object>(load: () => Promise<T>): T {
  let adapter: Promise<T> | undefined;
  return new Proxy({} as T, {
    get: (_target, method) =>
      method === 'then' || typeof method === 'symbol'
        ? undefined
        : async (...args: unknown[]) => {
            adapter ??= load().catch((error: unknown) => {
              adapter = undefined; // a failed chunk load is tried again on the next call
              throw error;
            });
            const instance = (await adapter) as Record<string, (...parameters: unknown[]) => unknown>;
            return instance[method]!(...args);
          },
  });
}
