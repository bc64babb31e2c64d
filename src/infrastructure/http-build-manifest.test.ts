import { describe, expect, it } from 'vitest';
import { HttpBuildManifest } from './http-build-manifest';

const answering = (status: number, body: string, seen: string[] = []): typeof fetch =>
  async (input) => {
    seen.push(String(input));
    return new Response(body, { status, headers: { 'Content-Type': 'application/json' } });
  };

describe('the build manifest read over HTTP', () => {
  it('asks for latest.json with a timestamp and answers its id', async () => {
    const seen: string[] = [];
    const manifest = new HttpBuildManifest(answering(200, '{"id":"b-2","builtAt":"2026-11-22T00:00:00Z"}', seen), () => 1234);
    expect(await manifest.latestId()).toBe('b-2');
    expect(seen).toEqual(['/latest.json?t=1234']);
  });

  it('answers null for a missing manifest, a broken one or one without an id', async () => {
    expect(await new HttpBuildManifest(answering(404, 'Not Found')).latestId()).toBeNull();
    expect(await new HttpBuildManifest(answering(200, '<html>')).latestId()).toBeNull();
    expect(await new HttpBuildManifest(answering(200, '{"id":42}')).latestId()).toBeNull();
  });
});
