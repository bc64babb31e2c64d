// PushServer over the API's push operations (src/contract/push.ts): the VAPID key to subscribe
// with, and this browser's subscription registered, refreshed and deleted.
import type { PushRegistration, PushServer } from '../application/ports/push-notifications';
import { pushOperations } from '../contract/push';
import type { ApiClient } from './api-client';

export class HttpPushServer implements PushServer {
  constructor(private readonly api: ApiClient) {}

  async publicKey(): Promise<string> {
    return (await this.api.call(pushOperations.key)).publicKey;
  }

  async register({ endpoint, keys, applicationPubKey }: PushRegistration): Promise<void> {
    await this.api.call(pushOperations.subscribe, {
      body: { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth }, ...(applicationPubKey === undefined ? {} : { applicationPubKey }) },
    });
  }

  async unregister(endpoint: string): Promise<void> {
    await this.api.call(pushOperations.unsubscribe, { body: { endpoint } });
  }
}
