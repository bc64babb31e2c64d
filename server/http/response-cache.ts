// A small in-process cache of answers that are the same for every guest (operations with
// `cacheSeconds`): a storefront's listing is read far more often than it changes. Bounded in
// entries (least recently used go first) and in age; `clear()` drops everything after a change
// that must show at once (stock after a sale), and tells the other server processes on this
// machine to drop theirs (server/cluster.ts).
import type { Clock } from '../use-cases/ports';

interface Entry {
  readonly body: string;
  readonly expiresAt: number;
}

export class ResponseCache {
  private readonly entries = new Map<string, Entry>();
  private announce: () => void = () => {};

  constructor(
    private readonly clock: Clock,
    private readonly maxEntries = 2_000,
  ) {}

  get(key: string): string | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.clock.now().getTime()) {
      this.entries.delete(key);
      return undefined;
    }
    // Re-inserting keeps the Map in least-recently-used order.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.body;
  }

  set(key: string, body: string, seconds: number): void {
    this.entries.delete(key);
    this.entries.set(key, { body, expiresAt: this.clock.now().getTime() + seconds * 1000 });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  clear(): void {
    this.entries.clear();
    this.announce();
  }

  /** Whom `clear()` tells besides: the other processes of a cluster. */
  announceClearsTo(announce: () => void): void {
    this.announce = announce;
  }

  /** Drops everything because another process cleared its answers: not announced again. */
  clearAnnounced(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
