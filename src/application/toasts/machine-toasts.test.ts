import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MachineToasts } from './machine-toasts';

let toasts: MachineToasts;

const onScreen = () =>
  toasts.toaster.getSnapshot().context.toasts.map((entry) => {
    const { toast } = entry.ref.getSnapshot().context;
    return { id: toast.id, type: toast.type, title: toast.title, duplicates: toast.duplicates };
  });

beforeEach(() => {
  vi.useFakeTimers();
  toasts = new MachineToasts();
});
afterEach(() => {
  toasts.toaster.stop();
  vi.useRealTimers();
});

describe('the toaster', () => {
  it('shows toasts in order, without a limit, each leaving after 6000 ms', () => {
    for (let index = 0; index < 25; index += 1) {
      toasts.show({ type: 'info', title: `Notice ${index}` });
      vi.advanceTimersByTime(100);
    }
    expect(onScreen()).toHaveLength(25);
    expect(onScreen()[0]).toMatchObject({ id: 'toast-1', title: 'Notice 0' });

    vi.advanceTimersByTime(6000 - 2500);
    expect(onScreen()).toHaveLength(24);
    vi.advanceTimersByTime(2400);
    expect(onScreen()).toHaveLength(0);
  });

  it('shows duplicates (avoidance is off) and counts them', () => {
    toasts.show({ type: 'error', title: 'Failed', message: 'Try again' });
    toasts.show({ type: 'error', title: 'Failed', message: 'Try again' });
    toasts.show({ type: 'error', title: 'Failed', message: 'Another reason' });
    toasts.show({ type: 'warning', title: 'Failed', message: 'Try again' });
    toasts.show({ type: 'error', title: 'Failed', message: 'Try again' });
    expect(onScreen().map((toast) => toast.duplicates)).toEqual([0, 1, 0, 0, 2]);
  });

  it('counts only duplicates still on screen', () => {
    const first = toasts.show({ type: 'success', title: 'Saved' });
    toasts.clear(first);
    toasts.show({ type: 'success', title: 'Saved' });
    expect(onScreen()).toEqual([{ id: 'toast-2', type: 'success', title: 'Saved', duplicates: 0 }]);
  });

  it('clears one toast, or all of them', () => {
    const first = toasts.show({ type: 'success', title: 'One' });
    toasts.show({ type: 'info', title: 'Two' });
    toasts.show({ type: 'warning', title: 'Three' });
    toasts.clear(first);
    expect(onScreen().map((toast) => toast.title)).toEqual(['Two', 'Three']);
    toasts.clearAll();
    expect(onScreen()).toEqual([]);
  });

  it('takes a toast’s own duration', () => {
    toasts.show({ type: 'info', title: 'Short', duration: 1000 });
    vi.advanceTimersByTime(1000);
    expect(onScreen()).toEqual([]);
  });

  it('pauses and resumes every toast, and a toast shown in a blurred tab starts paused', () => {
    toasts.show({ type: 'info', title: 'Before' });
    toasts.pause('blur');
    toasts.show({ type: 'info', title: 'During' });
    vi.advanceTimersByTime(60_000);
    expect(onScreen()).toHaveLength(2);
    toasts.resume('blur');
    vi.advanceTimersByTime(6000);
    expect(onScreen()).toEqual([]);
  });

  it('releases a touch after 2000 ms for every toast', () => {
    toasts.show({ type: 'info', title: 'Touched' });
    toasts.touch();
    vi.advanceTimersByTime(2000 + 5999);
    expect(onScreen()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(onScreen()).toEqual([]);
  });

  describe('promise toasts', () => {
    it('wait without a time-out, then show the outcome for the normal duration', async () => {
      let finish: (value: string) => void = () => {};
      const work = new Promise<string>((resolve) => {
        finish = resolve;
      });
      const done = toasts.promise(work, {
        pending: { title: 'Sending' },
        resolved: (value) => ({ title: 'Sent', message: value }),
        rejected: { title: 'Not sent' },
      });
      vi.advanceTimersByTime(60_000);
      expect(onScreen()).toEqual([{ id: 'toast-1', type: 'promise', title: 'Sending', duplicates: 0 }]);

      finish('to sara@herfa.test');
      await expect(done).resolves.toBe('to sara@herfa.test');
      expect(onScreen()[0]).toMatchObject({ type: 'promise-resolve', title: 'Sent' });
      expect(toasts.toaster.getSnapshot().context.toasts[0]?.ref.getSnapshot().context.toast.message).toBe('to sara@herfa.test');
      vi.advanceTimersByTime(6000);
      expect(onScreen()).toEqual([]);
    });

    it('turn into promise-reject and pass the failure on', async () => {
      const failure = new Error('offline');
      const done = toasts.promise(Promise.reject(failure), {
        pending: { title: 'Sending' },
        resolved: { title: 'Sent' },
        rejected: (error) => ({ title: 'Not sent', message: (error as Error).message }),
      });
      await expect(done).rejects.toBe(failure);
      expect(onScreen()[0]).toMatchObject({ type: 'promise-reject', title: 'Not sent' });
    });
  });
});
