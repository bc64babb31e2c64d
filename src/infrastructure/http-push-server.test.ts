import { describe, expect, it } from 'vitest';
import { HttpPushServer } from './http-push-server';
import { recordingApi } from './testing/recording-api';

const KEY = `B${'A'.repeat(86)}`;

describe('HttpPushServer', () => {
  it('asks for the key, registers a subscription with its keys and application key, and deletes it by endpoint', async () => {
    const { api, calls } = recordingApi({ publicKey: KEY, ok: true });
    const server = new HttpPushServer(api);
    expect(await server.publicKey()).toBe(KEY);
    await server.register({ endpoint: 'https://push.example/abc', keys: { p256dh: 'p256', auth: 'secret' }, applicationPubKey: KEY });
    await server.register({ endpoint: 'https://push.example/abc', keys: { p256dh: 'p256', auth: 'secret' } });
    await expect(server.unregister('https://push.example/abc')).resolves.toBeUndefined();
    expect(calls).toEqual([
      { id: 'getPushKey', request: {} },
      { id: 'registerPushSubscription', request: { body: { endpoint: 'https://push.example/abc', keys: { p256dh: 'p256', auth: 'secret' }, applicationPubKey: KEY } } },
      { id: 'registerPushSubscription', request: { body: { endpoint: 'https://push.example/abc', keys: { p256dh: 'p256', auth: 'secret' } } } },
      { id: 'deletePushSubscription', request: { body: { endpoint: 'https://push.example/abc' } } },
    ]);
  });
});
