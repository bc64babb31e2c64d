// Noticing that a newer storefront has been deployed (spec §7, §9): every 60 minutes the build
// manifest (latest.json) is read with a timestamp query parameter, and when its id differs from
// the build this page was loaded from, the update hook fires, once.

export const VERSION_CHECK = {
  /** How often the manifest is read. */
  intervalMs: 60 * 60 * 1000,
} as const;

/** Reads the id of the build the server now serves; null when it cannot be read (offline, no manifest). */
export interface BuildManifest {
  latestId(): Promise<string | null>;
}

/** The timer functions, so that tests drive time. */
export interface IntervalScheduler {
  every(intervalMs: number, tick: () => void): () => void;
}

export class VersionCheck {
  private stopTimer: (() => void) | null = null;
  private updated = false;

  constructor(
    private readonly currentId: string,
    private readonly manifest: BuildManifest,
    private readonly scheduler: IntervalScheduler,
    /** Fires once, with the new build's id. */
    private readonly onUpdate: (latestId: string) => void,
  ) {}

  start(): void {
    if (this.stopTimer !== null) return;
    this.stopTimer = this.scheduler.every(VERSION_CHECK.intervalMs, () => void this.check());
  }

  stop(): void {
    this.stopTimer?.();
    this.stopTimer = null;
  }

  /** Reads the manifest now; answers whether a newer build is out. A failed read is not an update. */
  async check(): Promise<boolean> {
    if (this.updated) return true;
    const latest = await this.manifest.latestId().catch(() => null);
    if (latest === null || latest === this.currentId || this.updated) return this.updated;
    this.updated = true;
    this.stop();
    this.onUpdate(latest);
    return true;
  }
}
