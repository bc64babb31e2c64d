import { describe, expect, it } from 'vitest';
import { DeferredContainer, lazily, type ServiceLookup } from './deferred-container';

const FRAME = Symbol('Frame');
const GATEWAY = Symbol('Gateway');

interface Gateway {
  greet(name: string): Promise<string>;
}

/** A container that counts its loads and answers GATEWAY with an adapter. */
function countedContainer() {
  const counts = { loads: 0 };
  const load = async (): Promise<ServiceLookup> => {
    counts.loads += 1;
    const adapter: Gateway = { greet: async (name) => `hello ${name}` };
    return { get: <T,>(token: symbol) => (token === GATEWAY ? adapter : undefined) as T };
  };
  return { counts, load };
}

describe('the deferred container', () => {
  it('answers the frame at once and loads nothing for it', () => {
    const { counts, load } = countedContainer();
    const session = { signedIn: false };
    const services = new DeferredContainer(new Map([[FRAME, session]]), load);
    expect(services.get(FRAME)).toBe(session);
    expect(counts.loads).toBe(0);
  });

  it('answers a gateway with one stand-in that loads the container on its first call, once', async () => {
    const { counts, load } = countedContainer();
    const services = new DeferredContainer(new Map(), load);
    const gateway = services.get<Gateway>(GATEWAY);
    expect(services.get(GATEWAY)).toBe(gateway);
    expect(counts.loads).toBe(0);
    expect(await gateway.greet('Noura')).toBe('hello Noura');
    expect(await gateway.greet('Omar')).toBe('hello Omar');
    expect(counts.loads).toBe(1);
  });

  it('loads the container when asked to be ready, and a gateway then uses it', async () => {
    const { counts, load } = countedContainer();
    const services = new DeferredContainer(new Map(), load);
    await services.ready();
    expect(await services.get<Gateway>(GATEWAY).greet('Sara')).toBe('hello Sara');
    expect(counts.loads).toBe(1);
  });

  it('tries to load the container again after a load failed', async () => {
    let attempts = 0;
    const services = new DeferredContainer(new Map(), async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('chunk failed');
      return countedContainer().load();
    });
    await expect(services.get<Gateway>(GATEWAY).greet('Lina')).rejects.toThrow('chunk failed');
    expect(await services.get<Gateway>(GATEWAY).greet('Lina')).toBe('hello Lina');
  });
});

describe('lazily', () => {
  it('loads the adapter on the first call only, forwards every call, and is never taken for a promise', async () => {
    let loads = 0;
    const port = lazily(async () => {
      loads += 1;
      return { twice: async (value: number) => value * 2, name: async () => 'adapter' };
    });
    expect(loads).toBe(0);
    expect(await port.twice(21)).toBe(42);
    expect(await port.name()).toBe('adapter');
    expect(loads).toBe(1);
    expect(await Promise.resolve(port)).toBe(port);
  });

  it('tries the load again after it failed', async () => {
    let attempts = 0;
    const port = lazily(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('chunk failed');
      return { ping: async () => 'pong' };
    });
    await expect(port.ping()).rejects.toThrow('chunk failed');
    expect(await port.ping()).toBe('pong');
  });

});
