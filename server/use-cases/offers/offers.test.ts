import { describe, expect, it, vi } from 'vitest';
import { applyOfferWindows, type OffersDesk } from './offers';

function deskChanging(changed: number): OffersDesk & { cleared: () => number; asked: Date[] } {
  let clears = 0;
  const asked: Date[] = [];
  return {
    repositories: { offers: { applyOfferWindows: async (now) => (asked.push(now), changed) } },
    clock: { now: () => new Date('2026-12-01T00:00:00Z') },
    log: { info: vi.fn(), error: vi.fn() },
    responseCache: { clear: () => void clears++ },
    cleared: () => clears,
    asked,
  };
}

describe('moving offers on', () => {
  it('asks for the discounts in force at the clock’s time, and drops guests’ answers when a price changed', async () => {
    const desk = deskChanging(3);
    expect(await applyOfferWindows(desk)).toBe(3);
    expect(desk.asked).toEqual([new Date('2026-12-01T00:00:00Z')]);
    expect(desk.cleared()).toBe(1);
  });

  it('keeps guests’ answers when no price changed', async () => {
    const desk = deskChanging(0);
    await applyOfferWindows(desk);
    expect(desk.cleared()).toBe(0);
  });
});
