// The Clock port's test twin: a time that only moves when the test moves it.
import type { Clock } from '../use-cases/ports';

export interface HandClock extends Clock {
  advance(ms: number): void;
}

export function handClock(start: Date | number = new Date('2025-03-01T09:00:00Z')): HandClock {
  let now = typeof start === 'number' ? start : start.getTime();
  return { now: () => new Date(now), advance: (ms) => void (now += ms) };
}
