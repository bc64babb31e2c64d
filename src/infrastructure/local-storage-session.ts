// SessionStorage over window.localStorage: each session value is one JSON entry under a
// "herfa:" key, so other scripts on the origin cannot collide with ours.
import type { JsonValue, SessionKey, SessionStorage } from '../application/ports/session-storage';

const KEY_PREFIX = 'herfa:';

export class LocalStorageSession implements SessionStorage {
  constructor(private readonly storage: Storage) {}

  get(key: SessionKey): JsonValue | undefined {
    let raw: string | null;
    try {
      raw = this.storage.getItem(KEY_PREFIX + key);
    } catch {
      // Storage can be disabled by the browser; the session then simply starts empty.
      return undefined;
    }
    if (raw === null) return undefined;
    try {
      return JSON.parse(raw) as JsonValue;
    } catch {
      // A value edited by hand or cut short by a full disk reads as absent, not as a crash.
      return undefined;
    }
  }

  set(key: SessionKey, value: JsonValue): void {
    try {
      this.storage.setItem(KEY_PREFIX + key, JSON.stringify(value));
    } catch (error) {
      // Quota exceeded or storage disabled: the in-memory session still works for this visit.
      if (!(error instanceof DOMException)) throw error;
    }
  }

  remove(key: SessionKey): void {
    try {
      this.storage.removeItem(KEY_PREFIX + key);
    } catch (error) {
      if (!(error instanceof DOMException)) throw error;
    }
  }
}
