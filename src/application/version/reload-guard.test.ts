import { describe, expect, it } from 'vitest';
import { RELOAD_GUARD_MS, RELOAD_MARKER_KEY, ReloadGuard, type MarkerStorage } from './reload-guard';

class TabStorage implements MarkerStorage {
  readonly items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
}

describe('the reload guard', () => {
  it('allows one reload, then refuses others for 10 seconds', () => {
    let now = 1_000_000;
    const guard = new ReloadGuard(new TabStorage(), () => now);
    let reloads = 0;
    expect(guard.reload(() => reloads++)).toBe(true);
    now += RELOAD_GUARD_MS - 1;
    expect(guard.reload(() => reloads++)).toBe(false);
    now += 1;
    expect(guard.reload(() => reloads++)).toBe(true);
    expect(reloads).toBe(2);
  });

  it('survives the reload itself: the marker is in the tab storage, read by the next page', () => {
    const storage = new TabStorage();
    const now = 5_000;
    new ReloadGuard(storage, () => now).reload(() => {});
    expect(storage.items.get(RELOAD_MARKER_KEY)).toBe(String(now + RELOAD_GUARD_MS));
    expect(new ReloadGuard(storage, () => now + 1).canReload()).toBe(false);
  });

  it('does not reload when the marker cannot be written, since a loop could not be ruled out', () => {
    const guard = new ReloadGuard({ getItem: () => null, setItem: () => { throw new Error('QuotaExceededError'); } }, () => 0);
    let reloads = 0;
    expect(guard.reload(() => reloads++)).toBe(false);
    expect(reloads).toBe(0);
  });

  it('reads a garbled marker as no marker', () => {
    const storage = new TabStorage();
    storage.items.set(RELOAD_MARKER_KEY, 'not a time');
    expect(new ReloadGuard(storage, () => 0).canReload()).toBe(true);
  });
});
