// The BuildManifest adapter: reads /latest.json past every cache, with a timestamp query
// parameter as spec §7 describes.
import type { BuildManifest } from '../application/version/version-check';

export class HttpBuildManifest implements BuildManifest {
  constructor(
    private readonly fetchManifest: typeof fetch = (input, init) => fetch(input, init),
    private readonly now: () => number = Date.now,
  ) {}

  async latestId(): Promise<string | null> {
    const response = await this.fetchManifest(`/latest.json?t=${this.now()}`, { cache: 'no-store', headers: { Accept: 'application/json' } });
    if (!response.ok) return null;
    const body: unknown = await response.json().catch(() => null);
    const id = typeof body === 'object' && body !== null ? (body as { id?: unknown }).id : undefined;
    return typeof id === 'string' && id !== '' ? id : null;
  }
}
