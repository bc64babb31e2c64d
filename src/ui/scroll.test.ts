import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  anchorScrollTop,
  animateScrollTo,
  debounce,
  easeInOutCubic,
  SCROLL,
  scrollPositionAt,
  throttle,
  type ScrollEnvironment,
} from './scroll';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the spec’s scroll constants (§9)', () => {
  it('are offset 120, duration 400, throttle 99 ms and debounce 50 ms', () => {
    expect(SCROLL).toEqual({ offsetPx: 120, durationMs: 400, throttleMs: 99, debounceMs: 50 });
  });
});

describe('throttle', () => {
  it('runs at once, then at most once per 99 ms, ending with the latest call', () => {
    const calls: number[] = [];
    const throttled = throttle((y: number) => calls.push(y), SCROLL.throttleMs);
    throttled(1);
    throttled(2);
    throttled(3);
    expect(calls).toEqual([1]);
    vi.advanceTimersByTime(98);
    expect(calls).toEqual([1]);
    vi.advanceTimersByTime(1);
    expect(calls).toEqual([1, 3]);
    vi.advanceTimersByTime(200);
    throttled(4);
    expect(calls).toEqual([1, 3, 4]);
  });

  it('can be cancelled', () => {
    const action = vi.fn();
    const throttled = throttle(action, 99);
    throttled();
    throttled();
    throttled.cancel();
    vi.advanceTimersByTime(500);
    expect(action).toHaveBeenCalledTimes(1);
  });
});

describe('debounce', () => {
  it('runs once, 50 ms after the last call', () => {
    const action = vi.fn();
    const debounced = debounce(action, SCROLL.debounceMs);
    debounced('a');
    vi.advanceTimersByTime(40);
    debounced('b');
    vi.advanceTimersByTime(49);
    expect(action).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(action).toHaveBeenCalledOnce();
    expect(action).toHaveBeenCalledWith('b');
  });
});

describe('the scroll animation', () => {
  it('eases in and out', () => {
    expect(easeInOutCubic(0)).toBe(0);
    expect(easeInOutCubic(0.5)).toBe(0.5);
    expect(easeInOutCubic(1)).toBe(1);
    expect(easeInOutCubic(0.25)).toBeLessThan(0.25);
    expect(easeInOutCubic(0.75)).toBeGreaterThan(0.75);
  });

  it('goes from start to target in 400 ms', () => {
    expect(scrollPositionAt(2000, 0, 0)).toBe(2000);
    expect(scrollPositionAt(2000, 0, 200)).toBe(1000);
    expect(scrollPositionAt(2000, 0, 400)).toBe(0);
    expect(scrollPositionAt(2000, 0, 1000)).toBe(0);
  });

  it('lands 120 px above an anchor, never above the page', () => {
    expect(anchorScrollTop(500, 1000)).toBe(1380);
    expect(anchorScrollTop(50, 0)).toBe(0);
  });

  it('animates frame by frame, or jumps when reduced motion is asked for', () => {
    let clock = 0;
    const frames: FrameRequestCallback[] = [];
    const positions: number[] = [];
    const reducedMotion = (matches: boolean) => () => ({ matches });
    const view: ScrollEnvironment['window'] = {
      scrollY: 800,
      scrollTo: (_x, y) => void positions.push(y),
      requestAnimationFrame: (callback) => frames.push(callback),
      cancelAnimationFrame: () => {},
      matchMedia: reducedMotion(false),
    };
    animateScrollTo(0, { window: view, now: () => clock });
    for (const time of [100, 200, 300, 400]) {
      clock = time;
      frames.shift()?.(time);
    }
    expect(positions.at(-1)).toBe(0);
    expect(positions[1]).toBe(400);
    expect(frames).toHaveLength(0);

    const jumps: number[] = [];
    animateScrollTo(0, {
      window: { ...view, scrollTo: (_x, y) => void jumps.push(y), matchMedia: reducedMotion(true) },
      now: () => 0,
    });
    expect(jumps).toEqual([0]);
  });
});
