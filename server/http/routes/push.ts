// Routes of Web Push: the public VAPID key, and the signed-in shopper's browser subscriptions,
// registered (or refreshed) and deleted. The deliveries themselves run beside the server
// (server/use-cases/push), after the transactions that create notifications commit.
import type { Hono } from 'hono';
import { pushOperations } from '../../../src/contract/push';
import type { AppEnv } from '../env';
import { mount } from '../operation';

export function registerPushRoutes(app: Hono<AppEnv>): void {
  mount(app, pushOperations.key, async (_, { services }) => ({ publicKey: services.push.publicKey }));

  mount(app, pushOperations.subscribe, async ({ body }, { services, user }) => {
    await services.repositories.pushSubscriptions.save(user.id, body, services.clock.now());
    return { ok: true as const };
  });

  mount(app, pushOperations.unsubscribe, async ({ body }, { services, user }) => {
    await services.repositories.pushSubscriptions.remove(user.id, body.endpoint);
    return { ok: true as const };
  });
}
