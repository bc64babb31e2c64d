// Web Push (spec §1, §7): the server's public VAPID key for the browser to subscribe with, and the
// browser's subscription — its endpoint, auth and p256dh keys, and optionally the application key
// it was made with — registered (or refreshed, every 7 days), and deleted when the shopper turns
// push off. One push then goes out for each notification the server creates for the shopper.
import * as v from 'valibot';
import { Done } from './common';
import { defineOperation } from './operation';

/** Unpadded base64url, as PushSubscription.toJSON() writes keys. */
const Base64Url = (bytes: number) => v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]+={0,2}$/), v.length(Math.ceil((bytes * 4) / 3)));

/** A push service's endpoint: always https (the browser's push service), of a sane length. */
const Endpoint = v.pipe(v.string(), v.maxLength(2048), v.url(), v.startsWith('https://'));

export const PushSubscriptionBody = v.object({
  endpoint: Endpoint,
  keys: v.object({
    /** The browser's P-256 public key, uncompressed (65 bytes). */
    p256dh: Base64Url(65),
    /** The shared authentication secret (16 bytes). */
    auth: Base64Url(16),
  }),
  /** The application server key the subscription was made with (spec §7's applicationPubKey). */
  applicationPubKey: v.optional(Base64Url(65)),
});
export type PushSubscriptionBody = v.InferOutput<typeof PushSubscriptionBody>;

export const PushEndpointBody = v.object({ endpoint: Endpoint });

export const PushKey = v.object({ publicKey: Base64Url(65) });

/** What a push carries to the service worker: the notification in the shopper's language, and where a click leads. */
export interface PushPayload {
  readonly title: string;
  readonly body: string;
  /** A storefront path with the language prefix: /ar/orders/HRF-001001. */
  readonly url: string;
  /** One notification per tag: a newer push about the same thing replaces the older. */
  readonly tag: string;
  readonly lang: string;
  readonly dir: 'ltr' | 'rtl';
}

export const pushOperations = {
  key: defineOperation({
    id: 'getPushKey',
    method: 'get',
    path: '/api/push/key',
    summary: 'The server’s public VAPID key, to subscribe this browser with',
    tag: 'notifications',
    access: 'user',
    response: PushKey,
  }),
  subscribe: defineOperation({
    id: 'registerPushSubscription',
    method: 'put',
    path: '/api/push/subscription',
    summary: 'Register this browser’s push subscription, or refresh it (the same endpoint)',
    tag: 'notifications',
    access: 'user',
    body: PushSubscriptionBody,
    response: Done,
  }),
  unsubscribe: defineOperation({
    id: 'deletePushSubscription',
    method: 'delete',
    path: '/api/push/subscription',
    summary: 'Stop pushing to this browser',
    tag: 'notifications',
    access: 'user',
    body: PushEndpointBody,
    response: Done,
  }),
};
