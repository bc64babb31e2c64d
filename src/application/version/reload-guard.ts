// Reloading the page to pick up a new build, without ever looping: a marker with an expiry is
// kept in the tab's storage, and while it is fresh (10 s by default, spec §9) another reload is
// refused. A page that keeps failing after a reload then shows its error instead of flashing.

export const RELOAD_GUARD_MS = 10_000;

/** Where the marker lives: the tab's sessionStorage in the browser. */
export interface MarkerStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export const RELOAD_MARKER_KEY = 'herfa:reload';

export class ReloadGuard {
  constructor(
    private readonly storage: MarkerStorage,
    private readonly now: () => number,
    private readonly guardMs: number = RELOAD_GUARD_MS,
  ) {}

  /** Whether a reload would be allowed now. */
  canReload(): boolean {
    const expiresAt = Number(this.storage.getItem(RELOAD_MARKER_KEY));
    return !Number.isFinite(expiresAt) || expiresAt <= this.now();
  }

  /** Runs `reload` unless one ran within the guard time; answers whether it ran. */
  reload(reload: () => void): boolean {
    if (!this.canReload()) return false;
    try {
      this.storage.setItem(RELOAD_MARKER_KEY, String(this.now() + this.guardMs));
    } catch {
      // Storage full or blocked: without a marker a loop cannot be ruled out, so do not reload.
      return false;
    }
    reload();
    return true;
  }
}
