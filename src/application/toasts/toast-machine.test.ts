import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { TOAST_DEFAULTS } from '../ports/toasts';
import { toastMachine, type Toast, type ToastEvent, type ToastInput } from './toast-machine';

const aToast = (overrides: Partial<Toast> = {}): Toast => ({
  id: 'toast-1',
  type: 'success',
  title: 'Subscribed',
  message: 'Thank you',
  duration: TOAST_DEFAULTS.durationMs,
  duplicates: 0,
  ...overrides,
});

function start(input: Partial<ToastInput> & { toast?: Toast } = {}) {
  const actor = createActor(toastMachine, { input: { toast: aToast(), ...input } });
  actor.start();
  return actor;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('a toast', () => {
  it('leaves by itself after the default 6000 ms', () => {
    const actor = start();
    expect(actor.getSnapshot().matches({ counting: 'running' })).toBe(true);
    vi.advanceTimersByTime(5999);
    expect(actor.getSnapshot().status).toBe('active');
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().output).toEqual({ id: 'toast-1' });
  });

  it('honours its own duration', () => {
    const actor = start({ toast: aToast({ duration: 1500 }) });
    vi.advanceTimersByTime(1500);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('can be cleared before its time', () => {
    const actor = start();
    actor.send({ type: 'DISMISS' });
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('keeps its remaining time while paused by hovering', () => {
    const actor = start();
    vi.advanceTimersByTime(2000);
    actor.send({ type: 'PAUSE', reason: 'hover' });
    expect(actor.getSnapshot().matches({ counting: 'paused' })).toBe(true);
    vi.advanceTimersByTime(60_000);
    expect(actor.getSnapshot().status).toBe('active');

    actor.send({ type: 'RESUME', reason: 'hover' });
    vi.advanceTimersByTime(3999);
    expect(actor.getSnapshot().status).toBe('active');
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('runs again only when every reason to pause is gone (hover and a blurred tab)', () => {
    const actor = start();
    actor.send({ type: 'PAUSE', reason: 'hover' });
    actor.send({ type: 'PAUSE', reason: 'blur' });
    actor.send({ type: 'RESUME', reason: 'hover' });
    expect(actor.getSnapshot().matches({ counting: 'paused' })).toBe(true);
    vi.advanceTimersByTime(10_000);
    actor.send({ type: 'RESUME', reason: 'blur' });
    expect(actor.getSnapshot().matches({ counting: 'running' })).toBe(true);
    vi.advanceTimersByTime(6000);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('ignores a second pause for the same reason', () => {
    const actor = start();
    actor.send({ type: 'PAUSE', reason: 'focus' });
    actor.send({ type: 'PAUSE', reason: 'focus' });
    actor.send({ type: 'RESUME', reason: 'focus' });
    expect(actor.getSnapshot().matches({ counting: 'running' })).toBe(true);
  });

  it('starts paused in a blurred tab', () => {
    const actor = start({ pausedBy: ['blur'] });
    vi.advanceTimersByTime(60_000);
    expect(actor.getSnapshot().matches({ counting: 'paused' })).toBe(true);
    actor.send({ type: 'RESUME', reason: 'blur' });
    vi.advanceTimersByTime(6000);
    expect(actor.getSnapshot().status).toBe('done');
  });

  describe('touched', () => {
    it('pauses, and resumes by itself 2000 ms after the touch', () => {
      const actor = start();
      vi.advanceTimersByTime(1000);
      actor.send({ type: 'TOUCH' });
      vi.advanceTimersByTime(1999);
      expect(actor.getSnapshot().matches({ counting: 'paused' })).toBe(true);
      vi.advanceTimersByTime(1);
      expect(actor.getSnapshot().matches({ counting: 'running' })).toBe(true);
      vi.advanceTimersByTime(4999);
      expect(actor.getSnapshot().status).toBe('active');
      vi.advanceTimersByTime(1);
      expect(actor.getSnapshot().status).toBe('done');
    });

    it('counts the 2000 ms from the last touch', () => {
      const actor = start();
      actor.send({ type: 'TOUCH' });
      vi.advanceTimersByTime(1500);
      actor.send({ type: 'TOUCH' });
      vi.advanceTimersByTime(1500);
      expect(actor.getSnapshot().matches({ counting: 'paused' })).toBe(true);
      vi.advanceTimersByTime(500);
      expect(actor.getSnapshot().matches({ counting: 'running' })).toBe(true);
    });

    it('stays paused after the touch is released while still hovered', () => {
      const actor = start();
      actor.send({ type: 'PAUSE', reason: 'hover' });
      actor.send({ type: 'TOUCH' });
      vi.advanceTimersByTime(TOAST_DEFAULTS.touchResumeMs);
      expect(actor.getSnapshot().matches({ counting: 'paused' })).toBe(true);
      expect(actor.getSnapshot().context.pausedBy).toEqual(['hover']);
    });
  });

  describe('of a promise', () => {
    const promised = () => start({ toast: aToast({ type: 'promise', title: 'Sending…', message: undefined }) });

    it('has no time-out while the work runs', () => {
      const actor = promised();
      vi.advanceTimersByTime(10 * 60_000);
      expect(actor.getSnapshot().value).toBe('pending');
    });

    it('becomes promise-resolve with the normal duration', () => {
      const actor = promised();
      vi.advanceTimersByTime(30_000);
      actor.send({ type: 'SETTLE', outcome: 'resolve', title: 'Sent', message: 'We will reply soon' });
      expect(actor.getSnapshot().context.toast).toMatchObject({ type: 'promise-resolve', title: 'Sent', message: 'We will reply soon' });
      vi.advanceTimersByTime(5999);
      expect(actor.getSnapshot().status).toBe('active');
      vi.advanceTimersByTime(1);
      expect(actor.getSnapshot().status).toBe('done');
    });

    it('becomes promise-reject when the work fails', () => {
      const actor = promised();
      actor.send({ type: 'SETTLE', outcome: 'reject', title: 'Not sent' });
      expect(actor.getSnapshot().context.toast.type).toBe('promise-reject');
      expect(actor.getSnapshot().matches({ counting: 'running' })).toBe(true);
    });

    it('settles into a paused countdown when hovered meanwhile', () => {
      const actor = promised();
      actor.send({ type: 'PAUSE', reason: 'hover' });
      actor.send({ type: 'SETTLE', outcome: 'resolve', title: 'Sent' });
      expect(actor.getSnapshot().matches({ counting: 'paused' })).toBe(true);
    });

    it('can still be cleared (clear all) while it waits', () => {
      const actor = promised();
      actor.send({ type: 'DISMISS' });
      expect(actor.getSnapshot().status).toBe('done');
    });
  });
});

describe('every path of the toast machine', () => {
  const events: ToastEvent[] = [
    { type: 'PAUSE', reason: 'hover' },
    { type: 'RESUME', reason: 'hover' },
    { type: 'TOUCH' },
    { type: 'TOUCH_RELEASED' },
    { type: 'SETTLE', outcome: 'resolve', title: 'Done' },
    { type: 'SETTLE', outcome: 'reject', title: 'Failed' },
    { type: 'DISMISS' },
  ];
  // A state is its place in the chart, its toast type and what holds it; the clock is left out.
  const serializeState = (snapshot: ReturnType<typeof toastMachine.transition>) =>
    JSON.stringify([snapshot.value, snapshot.context.toast.type, [...snapshot.context.pausedBy].sort()]);

  for (const type of ['info', 'promise'] as const) {
    it(`are walked, and replayed on a live actor, for a ${type} toast`, () => {
      const input = { toast: aToast({ type }) };
      const paths = getShortestPaths(toastMachine, { input, events, serializeState });
      const reached = new Set(paths.map((path) => JSON.stringify(path.state.value)));

      expect(reached).toContain(JSON.stringify({ counting: 'running' }));
      expect(reached).toContain(JSON.stringify({ counting: 'paused' }));
      expect(reached).toContain(JSON.stringify('closed'));
      if (type === 'promise') expect(reached).toContain(JSON.stringify('pending'));

      for (const path of paths) {
        const actor = createActor(toastMachine, { input }).start();
        for (const step of path.steps) actor.send(step.event);
        expect(serializeState(actor.getSnapshot()), path.steps.map((step) => step.event.type).join(' → ')).toBe(
          serializeState(path.state),
        );
        actor.stop();
      }
    });
  }
});
