// One toast's machine: its workflows one by one under fake timers, every shortest path replayed
// on a live actor, and a property holding a live toast to a model of its countdown under random
// pauses, touches, settling, dismissal and time passing.
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, type Actor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { TOAST_DEFAULTS } from '../ports/toasts';
import { ToastCountdown, viewOf } from '../testing/toast-countdown';
import { toastMachine, type HeldPauseReason, type Toast, type ToastEvent, type ToastInput } from './toast-machine';

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

describe('laws of a toast', () => {
  interface Model {
    now: number;
    readonly countdown: ToastCountdown;
  }
  type Real = Actor<typeof toastMachine>;

  /** A step done to the model and to the live toast alike, after which the two must agree; none once it has left. */
  const step = (name: string, act: (model: Model, toast: Real) => void): fc.Command<Model, Real> => ({
    check: (model) => !model.countdown.isClosed,
    run: (model, toast) => {
      act(model, toast);
      expect(Date.now()).toBe(model.now);
      expect(viewOf(toast.getSnapshot(), model.now), `after ${name}`).toEqual(model.countdown.view(model.now));
    },
    toString: () => name,
  });

  const reason = fc.constantFrom<HeldPauseReason>('hover', 'focus', 'blur');
  const outcome = fc.constantFrom('resolve' as const, 'reject' as const);
  /** Mostly short waits, so that much happens before the toast leaves; sometimes the lengths that matter. */
  const wait = fc.oneof(
    { arbitrary: fc.integer({ min: 1, max: 1200 }), weight: 3 },
    fc.constantFrom(999, 1000, TOAST_DEFAULTS.touchResumeMs, 2500, TOAST_DEFAULTS.durationMs),
  );
  const waitStep = wait.map((ms) =>
    step(`wait ${ms} ms`, (model) => {
      model.countdown.pass(model.now, model.now + ms);
      model.now += ms;
      vi.advanceTimersByTime(ms);
    }),
  );
  const steps = [
    reason.map((held) =>
      step(`PAUSE ${held}`, (model, toast) => {
        model.countdown.pause(held);
        toast.send({ type: 'PAUSE', reason: held });
      }),
    ),
    reason.map((held) =>
      step(`RESUME ${held}`, (model, toast) => {
        model.countdown.resume(held);
        toast.send({ type: 'RESUME', reason: held });
      }),
    ),
    fc.constant(
      step('TOUCH', (model, toast) => {
        model.countdown.touch(model.now);
        toast.send({ type: 'TOUCH' });
      }),
    ),
    outcome.map((settled) =>
      step(`SETTLE ${settled}`, (model, toast) => {
        model.countdown.settle(settled);
        toast.send({ type: 'SETTLE', outcome: settled, title: settled === 'resolve' ? 'Sent' : 'Not sent' });
      }),
    ),
    fc.constant(
      step('DISMISS', (model, toast) => {
        model.countdown.dismiss();
        toast.send({ type: 'DISMISS' });
      }),
    ),
    // Time passes more often than anything else happens.
    waitStep,
    waitStep,
    waitStep,
  ];

  /** Mostly a toast that starts counting at once; sometimes one in a blurred or hovered stack, or one that lasts 1 ms. */
  const aNewToast = fc.record({
    type: fc.constantFrom('info' as const, 'promise' as const),
    duration: fc.oneof({ arbitrary: fc.constantFrom(1000, 2500, TOAST_DEFAULTS.durationMs), weight: 4 }, fc.constant(1)),
    pausedBy: fc.oneof({ arbitrary: fc.constant([]), weight: 3 }, fc.subarray<HeldPauseReason>(['hover', 'focus', 'blur'])),
  });

  it('law: a toast leaves exactly when it has counted down its whole duration with nothing holding it, or is dismissed: holds and a pending promise neither cost it time nor add any', () => {
    fc.assert(
      fc.property(aNewToast, fc.commands(steps, { maxCommands: 30, size: '+1' }), ({ type, duration, pausedBy }, commands) => {
        const toast = createActor(toastMachine, { input: { toast: aToast({ type, duration }), pausedBy } }).start();
        const model: Model = { now: Date.now(), countdown: new ToastCountdown(type, duration, pausedBy) };
        try {
          expect(viewOf(toast.getSnapshot(), model.now)).toEqual(model.countdown.view(model.now));
          fc.modelRun(() => ({ model, real: toast }), commands);
        } finally {
          toast.stop();
          vi.clearAllTimers();
        }
      }),
    );
  });
});
