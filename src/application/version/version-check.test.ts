import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VERSION_CHECK, VersionCheck, type BuildManifest, type IntervalScheduler } from './version-check';

const timers: IntervalScheduler = {
  every: (intervalMs, tick) => {
    const id = setInterval(tick, intervalMs);
    return () => clearInterval(id);
  },
};

class ManifestOnServer implements BuildManifest {
  reads = 0;
  constructor(public id: string | null | Error) {}
  async latestId(): Promise<string | null> {
    this.reads += 1;
    if (this.id instanceof Error) throw this.id;
    return this.id;
  }
}

describe('the version check', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reads the manifest every 60 minutes, not before', async () => {
    const manifest = new ManifestOnServer('build-1');
    new VersionCheck('build-1', manifest, timers, () => {}).start();
    await vi.advanceTimersByTimeAsync(VERSION_CHECK.intervalMs - 1);
    expect(manifest.reads).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(manifest.reads).toBe(1);
    await vi.advanceTimersByTimeAsync(2 * VERSION_CHECK.intervalMs);
    expect(manifest.reads).toBe(3);
  });

  it('fires the update hook once when the id changes, and stops reading', async () => {
    const manifest = new ManifestOnServer('build-1');
    const updates: string[] = [];
    new VersionCheck('build-1', manifest, timers, (id) => updates.push(id)).start();
    await vi.advanceTimersByTimeAsync(VERSION_CHECK.intervalMs);
    expect(updates).toEqual([]);
    manifest.id = 'build-2';
    await vi.advanceTimersByTimeAsync(VERSION_CHECK.intervalMs);
    expect(updates).toEqual(['build-2']);
    await vi.advanceTimersByTimeAsync(3 * VERSION_CHECK.intervalMs);
    expect(updates).toEqual(['build-2']);
    expect(manifest.reads).toBe(2);
  });

  it('takes a manifest that cannot be read for no update', async () => {
    const updates: string[] = [];
    const offline = new VersionCheck('build-1', new ManifestOnServer(new Error('offline')), timers, (id) => updates.push(id));
    const missing = new VersionCheck('build-1', new ManifestOnServer(null), timers, (id) => updates.push(id));
    expect(await offline.check()).toBe(false);
    expect(await missing.check()).toBe(false);
    expect(updates).toEqual([]);
  });

  it('starting twice runs one timer; stopping ends the reads', async () => {
    const manifest = new ManifestOnServer('build-1');
    const check = new VersionCheck('build-1', manifest, timers, () => {});
    check.start();
    check.start();
    await vi.advanceTimersByTimeAsync(VERSION_CHECK.intervalMs);
    expect(manifest.reads).toBe(1);
    check.stop();
    await vi.advanceTimersByTimeAsync(5 * VERSION_CHECK.intervalMs);
    expect(manifest.reads).toBe(1);
  });
});
