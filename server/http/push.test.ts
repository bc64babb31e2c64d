// Web Push on the server, end to end: real HTTP over a real (PGlite) database, the real sender
// (web-push, VAPID-signed, aes128gcm) to a push service on a local port that checks the signature
// and decrypts each payload with the subscription's own keys. A shopper's browsers are registered,
// refreshed and deleted through the API; each notification the server creates is pushed once, in
// the shopper's language, leading to the order; a gone subscription (410) is removed; a failing
// push service is tried again later; a shopper without a subscription queues no push.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../../src/contract/common';
import { PushKey, type PushPayload } from '../../src/contract/push';
import { generateVapidKeys, WebPushSender } from '../adapters/web-push-sender';
import { pushDeskOf, vapidKeysOf } from '../composition';
import { loadConfig } from '../config';
import { pushOutbox, pushSubscriptions, users } from '../persistence/schema';
import { aBuyer, insertShop, type Buyer } from '../testing/checkout-fixtures';
import { handClock } from '../testing/hand-clock';
import { aSellerAccount, buy, type SellerAccount } from '../testing/order-fixtures';
import { startPushService, type LocalPushService, type LocalSubscription } from '../testing/push-service';
import { startTestServer, type TestServer } from '../testing/test-server';
import { pauseAfter } from '../use-cases/outbox';
import { deliverDuePushes } from '../use-cases/push/push';
import { translatorFor } from '../use-cases/messages';

const vapid = generateVapidKeys('mailto:care@herfa.test');
const clock = handClock(new Date('2026-06-01T09:00:00Z'));

let push: LocalPushService;
let server: TestServer;
let najd: SellerAccount;
beforeAll(async () => {
  push = await startPushService();
  server = await startTestServer({
    prepare: ({ db }) => insertShop(db),
    services: () => ({ clock, push: { publicKey: vapid.publicKey, sender: new WebPushSender(vapid, push.agent) } }),
  });
  najd = await aSellerAccount(server.database.db, 'najd-weavers');
}, 60_000);
afterAll(async () => {
  await server?.close();
  await push?.close();
});

const db = () => server.database.db;
const deliver = () => deliverDuePushes(pushDeskOf(server.services));
const subscribe = (buyer: Buyer, subscription: LocalSubscription & { applicationPubKey?: string }) =>
  server.json<ErrorBody>('PUT', '/api/push/subscription', subscription, buyer.auth);
const pushesTo = (endpoint: string) => push.received.filter((received) => received.endpoint === endpoint).map((received) => JSON.parse(received.payload) as PushPayload);

describe('subscriptions', () => {
  it('hands a signed-in shopper the public key, and refuses a guest', async () => {
    const buyer = await aBuyer(db());
    const { status, body } = await server.json('GET', '/api/push/key', undefined, buyer.auth);
    expect(status).toBe(200);
    expect(v.parse(PushKey, body)).toEqual({ publicKey: vapid.publicKey });
    expect((await server.json('GET', '/api/push/key')).status).toBe(401);
  });

  it('registers a browser once, refreshes it in place, moves it to whoever registers it last, and deletes it', async () => {
    const [noura, salem] = await Promise.all([aBuyer(db()), aBuyer(db())]);
    const browser = push.subscribe();
    const rows = () => db().select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, browser.endpoint));

    expect((await subscribe(noura, { ...browser, applicationPubKey: vapid.publicKey })).status).toBe(200);
    const [first] = await rows();
    expect(first).toMatchObject({ userId: noura.id, p256dh: browser.keys.p256dh, auth: browser.keys.auth, applicationPubKey: vapid.publicKey });

    clock.advance(7 * 24 * 60 * 60 * 1000);
    await subscribe(noura, browser);
    const [refreshed] = await rows();
    expect(refreshed).toMatchObject({ id: first!.id, applicationPubKey: null, updatedAt: clock.now() });

    await subscribe(salem, browser);
    expect((await rows()).map((row) => row.userId)).toEqual([salem.id]);
    // Noura deleting what is no longer hers changes nothing; Salem's deletion does.
    await server.json('DELETE', '/api/push/subscription', { endpoint: browser.endpoint }, noura.auth);
    expect(await rows()).toHaveLength(1);
    expect((await server.json('DELETE', '/api/push/subscription', { endpoint: browser.endpoint }, salem.auth)).status).toBe(200);
    expect(await rows()).toEqual([]);
  });

  it.each([
    ['a plain-http endpoint', { endpoint: 'http://push.example/abc', keys: { p256dh: 'A'.repeat(87), auth: 'B'.repeat(22) } }],
    ['a short p256dh key', { endpoint: 'https://push.example/abc', keys: { p256dh: 'A'.repeat(20), auth: 'B'.repeat(22) } }],
    ['no auth secret', { endpoint: 'https://push.example/abc', keys: { p256dh: 'A'.repeat(87) } }],
  ])('refuses %s with 400, keeping nothing', async (_, body) => {
    const buyer = await aBuyer(db());
    const { status } = await server.json('PUT', '/api/push/subscription', body, buyer.auth);
    expect(status).toBe(400);
    expect(await db().select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, buyer.id))).toEqual([]);
  });
});

describe('pushes', () => {
  it('pushes each notification once, in the shopper’s language, to each of their browsers, leading to the order', async () => {
    const buyer = await aBuyer(db(), { wallet: 100_000 });
    await db().update(users).set({ language: 'ar' }).where(eq(users.id, buyer.id));
    const [phone, laptop] = [push.subscribe(), push.subscribe()];
    await subscribe(buyer, phone);
    await subscribe(buyer, laptop);

    const [code] = await buy(server, buyer, [{ product: 'palm-basket' }]);
    await server.json('POST', `/api/seller/orders/${code}/status`, { to: 'inprogress' }, najd.auth);
    expect(await deliver()).toEqual({ sent: 2, putOff: 0, givenUp: 0 });
    expect(await deliver()).toEqual({ sent: 0, putOff: 0, givenUp: 0 });

    const t = translatorFor('ar');
    const placed = t('notifications.orderPlaced.title');
    for (const browser of [phone, laptop]) {
      const pushes = pushesTo(browser.endpoint);
      expect(pushes.map((payload) => payload.title)).toEqual([placed, expect.stringContaining(code!)]);
      expect(pushes[0]).toMatchObject({ url: `/ar/orders/${code}`, lang: 'ar', dir: 'rtl', body: expect.stringContaining(code!) });
    }
    const signed = push.received.find((received) => received.endpoint === phone.endpoint)!;
    expect(signed.claims).toMatchObject({ aud: push.origin, sub: 'mailto:care@herfa.test' });
    expect(Number(signed.ttl)).toBeGreaterThan(0);
  });

  it('queues no push for a shopper without a browser subscribed', async () => {
    const buyer = await aBuyer(db(), { wallet: 100_000 });
    const before = (await db().select().from(pushOutbox)).length;
    await buy(server, buyer, [{ product: 'incense-burner' }]);
    expect(await db().select().from(pushOutbox)).toHaveLength(before);
  });

  it('forgets a browser the push service says is gone, and tries a failing one again later', async () => {
    const buyer = await aBuyer(db(), { wallet: 100_000 });
    const [gone, flaky] = [push.subscribe(), push.subscribe()];
    await subscribe(buyer, gone);
    await subscribe(buyer, flaky);
    push.unsubscribe(gone.endpoint);
    push.failing(flaky.endpoint);

    await buy(server, buyer, [{ product: 'clay-pot' }]);
    expect(await deliver()).toEqual({ sent: 0, putOff: 1, givenUp: 0 });
    expect((await db().select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, buyer.id))).map((row) => row.endpoint)).toEqual([flaky.endpoint]);

    push.failing(flaky.endpoint, false);
    expect(await deliver()).toEqual({ sent: 0, putOff: 0, givenUp: 0 });
    clock.advance(pauseAfter(1));
    expect(await deliver()).toEqual({ sent: 1, putOff: 0, givenUp: 0 });
    expect(pushesTo(flaky.endpoint)).toHaveLength(1);
    expect(pushesTo(gone.endpoint)).toEqual([]);
  });
});

describe('the VAPID keys', () => {
  it('are made on first start, kept in the database and read back after; configured keys win', async () => {
    const kept = await vapidKeysOf(server.database, { keys: null, subject: 'mailto:care@herfa.test' });
    expect(kept.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(kept.privateKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await vapidKeysOf(server.database, { keys: null, subject: 'https://herfa.test' })).toEqual({ ...kept, subject: 'https://herfa.test' });
    const configured = { publicKey: vapid.publicKey, privateKey: vapid.privateKey };
    expect(await vapidKeysOf(server.database, { keys: configured, subject: 'mailto:care@herfa.test' })).toEqual({ ...configured, subject: 'mailto:care@herfa.test' });
  });

  it('are read from the environment in pairs, as web-push prints them', () => {
    const env = (extra: Record<string, string>) => ({ ...extra });
    expect(loadConfig(env({})).push).toEqual({ keys: null, subject: 'mailto:care@herfa.sa' });
    expect(loadConfig(env({ VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey, VAPID_SUBJECT: 'https://herfa.sa' })).push).toEqual({
      keys: { publicKey: vapid.publicKey, privateKey: vapid.privateKey },
      subject: 'https://herfa.sa',
    });
    expect(() => loadConfig(env({ VAPID_PUBLIC_KEY: vapid.publicKey }))).toThrow('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together');
    expect(() => loadConfig(env({ VAPID_PUBLIC_KEY: 'short', VAPID_PRIVATE_KEY: 'short' }))).toThrow('must be unpadded base64url keys');
    expect(() => loadConfig(env({ VAPID_SUBJECT: 'care@herfa.sa' }))).toThrow('VAPID_SUBJECT must be a mailto: address or an https:// URL');
  });
});

it('sends nothing a push service could read without the subscription’s keys', async () => {
  // The same push to a subscription with other keys does not decrypt: the payload is encrypted for its browser alone.
  const real = push.subscribe();
  const other = push.subscribe();
  const sender = new WebPushSender(vapid, push.agent);
  await expect(sender.send({ endpoint: real.endpoint, p256dh: other.keys.p256dh, auth: other.keys.auth }, JSON.stringify({ id: randomUUID() }))).rejects.toThrow();
  expect(pushesTo(real.endpoint)).toEqual([]);
});
