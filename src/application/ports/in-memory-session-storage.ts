// A test twin of the SessionStorage port: values are copied through JSON, as the real store does,
// so a test cannot pass by sharing an object with the code under test.
import type { JsonValue, SessionKey, SessionStorage } from './session-storage';

export class InMemorySessionStorage implements SessionStorage {
  private readonly values = new Map<SessionKey, string>();

  get(key: SessionKey): JsonValue | undefined {
    const raw = this.values.get(key);
    return raw === undefined ? undefined : (JSON.parse(raw) as JsonValue);
  }

  set(key: SessionKey, value: JsonValue): void {
    this.values.set(key, JSON.stringify(value));
  }

  remove(key: SessionKey): void {
    this.values.delete(key);
  }
}
