// The toaster, walked transition by transition: its own state is which toasts are on screen, in
// which order, counted as duplicates of which, and what holds them all; every such state is
// reached by its shortest path, then left by each transition out of it, replayed on a live
// toaster whose toasts are live actors. Then two properties hold a live toaster to a model of
// what the shopper should see, under random toasts, clicks, pauses, touches and time passing.
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, type Actor, type AnyEventObject, type SnapshotFrom } from 'xstate';
import { getShortestPaths, type StatePath } from 'xstate/graph';
import { TOAST_DEFAULTS } from '../ports/toasts';
import { everyTransition } from '../testing/machine-paths';
import { ToastCountdown, viewOf } from '../testing/toast-countdown';
import type { HeldPauseReason } from './toast-machine';
import { duplicateKey, toasterMachine, type NewToast, type ToasterEvent } from './toaster-machine';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

type Snapshot = SnapshotFrom<typeof toasterMachine>;
type Path = StatePath<Snapshot, ToasterEvent>;

const SAVED: NewToast = { id: 'toast-1', type: 'success', title: 'Saved' };
const SAVED_AGAIN: NewToast = { id: 'toast-2', type: 'success', title: 'Saved' };
const SENDING: NewToast = { id: 'toast-3', type: 'promise', title: 'Sending…' };
const TOASTS = [SAVED, SAVED_AGAIN, SENDING];
const REASONS: readonly HeldPauseReason[] = ['hover', 'blur'];

/** A toast's actor closing, as the toaster hears of it. */
const closed = (id: string) => ({ type: `xstate.done.actor.${id}`, output: { id }, actorId: id });

/**
 * What changes the toaster's own state: a toast shown (each at most once at a time: ids are
 * unique on screen), a toast closing, a pause or its end. Dismissing, settling and touching only
 * pass the word on to the toasts; the properties below follow them.
 */
const eventsIn = ({ context }: Snapshot): AnyEventObject[] => [
  ...TOASTS.filter((toast) => !context.toasts.some((entry) => entry.id === toast.id)).map((toast) => ({ type: 'SHOW', toast })),
  ...context.toasts.map((entry) => closed(entry.id)),
  ...REASONS.flatMap((reason) => [
    { type: 'PAUSE', reason },
    { type: 'RESUME', reason },
  ]),
];

/**
 * The toasts on screen, oldest first, each with its duplicate count, and what holds them. (In the
 * graph the toasts' own actors never run, so their states are read only on the live toaster.)
 */
const serialize = ({ context }: Snapshot) =>
  JSON.stringify([
    context.toasts.map((entry) => `${entry.id}#${entry.ref.getSnapshot().context.toast.duplicates}`),
    [...context.pausedBy].sort(),
  ]);

const traversal = { events: eventsIn as unknown as (snapshot: Snapshot) => ToasterEvent[], serializeState: serialize };

const describeEvent = (event: AnyEventObject) => {
  if (event.type === 'SHOW') return `show ${String(event.toast.id)}`;
  if (event.type.startsWith('xstate.done.actor.')) return `${String(event.actorId)} closes`;
  return `${event.type} ${String(event.reason)}`;
};
const describePath = (path: Path) =>
  path.steps
    .slice(1)
    .map((step) => describeEvent(step.event))
    .join(' → ') || '(start)';

/** Each toast on the live toaster is held by exactly what holds the toaster, and counts down unless held. */
function expectToastsFollow(toaster: Actor<typeof toasterMachine>): void {
  const { toasts, pausedBy } = toaster.getSnapshot().context;
  for (const entry of toasts) {
    const toast = entry.ref.getSnapshot();
    expect([...toast.context.pausedBy].sort(), entry.id).toEqual([...pausedBy].sort());
    const expected = toast.context.toast.type === 'promise' ? 'pending' : pausedBy.length > 0 ? { counting: 'paused' } : { counting: 'running' };
    expect(toast.value, entry.id).toEqual(expected);
  }
}

describe('a toast shown twice under one id', () => {
  it('is one toast: the second SHOW changes nothing, and one dismissal closes it for good', () => {
    const toaster = createActor(toasterMachine, { input: {} }).start();
    toaster.send({ type: 'SHOW', toast: SAVED });
    const first = toaster.getSnapshot().context.toasts[0]!.ref;
    toaster.send({ type: 'SHOW', toast: { ...SAVED, type: 'error', title: 'Not saved' } });
    const { toasts } = toaster.getSnapshot().context;
    expect(toasts.map((entry) => [entry.id, entry.key])).toEqual([[SAVED.id, duplicateKey(SAVED)]]);
    expect(toasts[0]!.ref).toBe(first);
    toaster.send({ type: 'DISMISS', id: SAVED.id });
    vi.runAllTimers();
    expect(toaster.getSnapshot().context.toasts).toEqual([]);
    toaster.stop();
  });
});

describe('every path of the toaster', () => {
  it.each(everyTransition(toasterMachine, traversal).map((path) => [describePath(path), path] as const))('walks %s', (_name, path) => {
    const toaster = createActor(toasterMachine, { input: {} }).start();
    for (const step of path.steps.slice(1)) {
      const event = step.event as AnyEventObject;
      // A toast closes here because the shopper dismisses it; the properties let them time out.
      if (event.type.startsWith('xstate.done.actor.')) toaster.send({ type: 'DISMISS', id: String(event.actorId) });
      else toaster.send(event as ToasterEvent);
      expect(serialize(toaster.getSnapshot())).toBe(serialize(step.state));
      expectToastsFollow(toaster);
    }
    const onScreen = toaster.getSnapshot().context.toasts;
    expect(onScreen.map((entry) => entry.id)).toEqual(path.state.context.toasts.map((entry) => entry.id));
    expect(onScreen.every((entry) => entry.ref.getSnapshot().status === 'active')).toBe(true);
    expect(toaster.getSnapshot().status).toBe('active');
    toaster.stop();
  });

  it('reaches every order of the three toasts under every combination of holds', () => {
    const reached = getShortestPaths(toasterMachine, traversal).map((path) => path.state.context);
    // 16 orders of up to three toasts (none, 3 alone, 6 pairs, 6 triples) times 4 sets of holds.
    expect(new Set(reached.map((context) => JSON.stringify([context.toasts.map((entry) => entry.id), [...context.pausedBy].sort()]))).size).toBe(64);
  });
});

describe('laws of the toaster', () => {
  interface Shown {
    readonly id: string;
    readonly key: string;
    /** Identical toasts on screen when it appeared. */
    readonly duplicates: number;
    readonly countdown: ToastCountdown;
  }
  interface Model {
    now: number;
    readonly held: Set<HeldPauseReason>;
    /** Every toast shown, oldest first, including those gone. */
    readonly shown: Shown[];
  }
  interface Real {
    readonly toaster: Actor<typeof toasterMachine>;
    /** The law, checked after every step. */
    readonly law: (model: Model, toaster: Actor<typeof toasterMachine>) => void;
  }

  const onScreen = (model: Model) => model.shown.filter((toast) => !toast.countdown.isClosed);

  /** A step done to the model and to the live toaster alike, after which the law must hold; `check` says when it may be taken. */
  const step = (
    name: string,
    act: (model: Model, toaster: Actor<typeof toasterMachine>) => void,
    check: (model: Readonly<Model>) => boolean = () => true,
  ): fc.Command<Model, Real> => ({
    check,
    run: (model: Model, real: Real) => {
      act(model, real.toaster);
      expect(Date.now()).toBe(model.now);
      real.law(model, real.toaster);
    },
    toString: () => name,
  });

  const CONTENTS = [
    { type: 'success', title: 'Saved' },
    { type: 'success', title: 'Saved', message: 'Your address is kept.' },
    { type: 'error', title: 'Saved' },
    { type: 'promise', title: 'Sending…' },
  ] as const;

  const show = fc
    .record({ content: fc.constantFrom(...CONTENTS), duration: fc.constantFrom(undefined, 1, 1000, 2500) })
    .map(({ content, duration }) =>
      step(`SHOW ${content.type} "${content.title}"${'message' in content ? ' with a message' : ''}${duration === undefined ? '' : ` for ${duration} ms`}`, (model, toaster) => {
        const id = `toast-${model.shown.length + 1}`;
        const key = duplicateKey(content);
        const duplicates = onScreen(model).filter((toast) => toast.key === key).length;
        model.shown.push({ id, key, duplicates, countdown: new ToastCountdown(content.type, duration ?? TOAST_DEFAULTS.durationMs, model.held) });
        toaster.send({ type: 'SHOW', toast: { ...content, id, ...(duration === undefined ? {} : { duration }) } });
      }),
    );
  /** Picks any toast ever shown, gone or not: the screen may well ask to dismiss one that has just left. */
  const pick = (model: Readonly<Model>, index: number) => model.shown[index % model.shown.length]!;
  const anyShown = (model: Readonly<Model>) => model.shown.length > 0;

  const dismiss = fc.nat().map((index) =>
    step(`DISMISS #${index}`, (model, toaster) => {
      const toast = pick(model, index);
      toast.countdown.dismiss();
      toaster.send({ type: 'DISMISS', id: toast.id });
    }, anyShown),
  );
  const settle = fc.tuple(fc.nat(), fc.constantFrom('resolve' as const, 'reject' as const)).map(([index, outcome]) =>
    step(`SETTLE #${index} ${outcome}`, (model, toaster) => {
      const toast = pick(model, index);
      toast.countdown.settle(outcome);
      toaster.send({ type: 'SETTLE', id: toast.id, outcome, title: outcome === 'resolve' ? 'Sent' : 'Not sent' });
    }, anyShown),
  );
  const dismissAll = fc.constant(
    step('DISMISS_ALL', (model, toaster) => {
      for (const toast of model.shown) toast.countdown.dismiss();
      toaster.send({ type: 'DISMISS_ALL' });
    }),
  );
  const reason = fc.constantFrom<HeldPauseReason>('hover', 'focus', 'blur');
  const pause = reason.map((held) =>
    step(`PAUSE ${held}`, (model, toaster) => {
      model.held.add(held);
      for (const toast of model.shown) toast.countdown.pause(held);
      toaster.send({ type: 'PAUSE', reason: held });
    }),
  );
  const resume = reason.map((held) =>
    step(`RESUME ${held}`, (model, toaster) => {
      model.held.delete(held);
      for (const toast of model.shown) toast.countdown.resume(held);
      toaster.send({ type: 'RESUME', reason: held });
    }),
  );
  const touch = fc.constant(
    step('TOUCH', (model, toaster) => {
      for (const toast of onScreen(model)) toast.countdown.touch(model.now);
      toaster.send({ type: 'TOUCH' });
    }),
  );
  const wait = fc
    .oneof({ arbitrary: fc.integer({ min: 1, max: 1200 }), weight: 3 }, fc.constantFrom(999, 1000, TOAST_DEFAULTS.touchResumeMs, 2500, TOAST_DEFAULTS.durationMs))
    .map((ms) =>
      step(`wait ${ms} ms`, (model) => {
        for (const toast of model.shown) toast.countdown.pass(model.now, model.now + ms);
        model.now += ms;
        vi.advanceTimersByTime(ms);
      }),
    );
  // Toasts appear and time passes more often than anything else happens.
  const steps = fc.commands([show, show, show, dismiss, settle, dismissAll, pause, resume, touch, wait, wait, wait], { maxCommands: 40, size: '+1' });

  const run = (law: Real['law']) =>
    fc.assert(
      fc.property(steps, (commands) => {
        const toaster = createActor(toasterMachine, { input: {} }).start();
        try {
          fc.modelRun(() => ({ model: { now: Date.now(), held: new Set<HeldPauseReason>(), shown: [] }, real: { toaster, law } }), commands);
        } finally {
          toaster.stop();
          vi.clearAllTimers();
        }
      }),
    );

  it('law: no toast is lost, held too long or shown twice: each stays on screen, in the order shown, until it is dismissed or has counted down its whole duration with nothing holding it, then leaves for good', () => {
    run((model, toaster) => {
      const { toasts, pausedBy } = toaster.getSnapshot().context;
      expect(toasts.map((entry) => entry.id)).toEqual(onScreen(model).map((toast) => toast.id));
      expect([...pausedBy].sort()).toEqual([...model.held].sort());
      for (const entry of toasts) {
        const toast = model.shown.find((shown) => shown.id === entry.id)!;
        expect(viewOf(entry.ref.getSnapshot(), model.now), entry.id).toEqual(toast.countdown.view(model.now));
      }
    });
  });

  it('law: identical toasts are all shown and counted: each says how many identical ones were on screen when it appeared', () => {
    run((model, toaster) => {
      for (const entry of toaster.getSnapshot().context.toasts) {
        const toast = model.shown.find((shown) => shown.id === entry.id);
        expect(toast, `${entry.id} was shown`).toBeDefined();
        expect(entry.key).toBe(toast!.key);
        expect(entry.ref.getSnapshot().context.toast.duplicates, entry.id).toBe(toast!.duplicates);
      }
    });
  });
});
