import { describe, expect, it, vi } from 'vitest';
import { DeferredToasts } from './deferred-toasts';
import { MachineToasts } from './machine-toasts';

const titlesOn = (toaster: MachineToasts) =>
  toaster.toaster.getSnapshot().context.toasts.map((entry) => entry.ref.getSnapshot().context.toast.title);

describe('DeferredToasts', () => {
  it('loads nothing until it is used', () => {
    const load = vi.fn(async () => new MachineToasts());
    new DeferredToasts(load);
    expect(load).not.toHaveBeenCalled();
  });

  it('keeps calls made while loading and replays them in order', async () => {
    const toasts = new DeferredToasts(async () => new MachineToasts());
    const first = toasts.show({ type: 'info', title: 'One' });
    toasts.show({ type: 'info', title: 'Two' });
    toasts.clear(first);
    const toaster = await toasts.ready();
    expect(titlesOn(toaster)).toEqual(['Two']);
  });

  it('loads once, tells its listeners, then forwards at once', async () => {
    const load = vi.fn(async () => new MachineToasts());
    const toasts = new DeferredToasts(load);
    const listener = vi.fn();
    toasts.subscribe(listener);
    expect(toasts.current()).toBeUndefined();
    const toaster = await toasts.ready();
    await toasts.ready();
    expect(load).toHaveBeenCalledOnce();
    expect(listener).toHaveBeenCalledOnce();
    expect(toasts.current()).toBe(toaster);

    toasts.show({ type: 'success', title: 'Now' });
    expect(titlesOn(toaster)).toEqual(['Now']);
    toasts.clearAll();
    expect(titlesOn(toaster)).toEqual([]);
  });

  it('passes promise toasts through', async () => {
    const toasts = new DeferredToasts(async () => new MachineToasts());
    await expect(
      toasts.promise(Promise.resolve(7), { pending: { title: 'Wait' }, resolved: { title: 'Done' }, rejected: { title: 'Failed' } }),
    ).resolves.toBe(7);
  });
});
