// A push service on a local port for the Web Push tests, as a browser's (FCM's, Mozilla's) is:
// HTTPS (a certificate of its own, server/testing/fixtures, trusted through the agent it hands
// out), one endpoint per subscription it makes with real P-256 keys and an auth secret. It checks
// each request's VAPID signature (RFC 8292), decrypts the payload with the subscription's private
// key (RFC 8291, aes128gcm, the http_ece library) and keeps it; an endpoint it was told is gone
// answers 410, as a push service does for a browser that unsubscribed.
import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Agent, createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import ece from 'http_ece';
import { decodeProtectedHeader, importJWK, jwtVerify } from 'jose';

const certificate = readFileSync(new URL('./fixtures/push-service.crt', import.meta.url));
const privateKey = readFileSync(new URL('./fixtures/push-service.key', import.meta.url));

export interface ReceivedPush {
  readonly endpoint: string;
  /** The decrypted payload. */
  readonly payload: string;
  /** The VAPID claims the push was signed with (aud, exp, sub). */
  readonly claims: Record<string, unknown>;
  readonly ttl: string | undefined;
}

export interface LocalSubscription {
  readonly endpoint: string;
  readonly keys: { readonly p256dh: string; readonly auth: string };
}

export interface LocalPushService {
  readonly origin: string;
  /** Trusts the service's certificate: hand it to the sender. */
  readonly agent: Agent;
  readonly received: ReceivedPush[];
  /** A new subscription, as a browser's PushSubscription.toJSON() gives it. */
  subscribe(): LocalSubscription;
  /** The endpoint answers 410 Gone from now on. */
  unsubscribe(endpoint: string): void;
  /** Every push to the endpoint fails with 500 from now on (or, with false, no longer). */
  failing(endpoint: string, failing?: boolean): void;
  close(): Promise<void>;
}

const base64url = (bytes: Buffer) => bytes.toString('base64url');

async function readBody(request: import('node:http').IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The claims of a `vapid t=<jwt>, k=<public key>` Authorization, checked against the key it names. */
async function verifiedVapid(authorization: string | undefined): Promise<Record<string, unknown>> {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`not a VAPID authorization: ${authorization}`);
  const [, token, key] = match as unknown as [string, string, string];
  const point = Buffer.from(key, 'base64url');
  const jwk = { kty: 'EC', crv: 'P-256', x: base64url(point.subarray(1, 33)), y: base64url(point.subarray(33, 65)) };
  const { alg } = decodeProtectedHeader(token);
  const { payload } = await jwtVerify(token, await importJWK(jwk, alg ?? 'ES256'));
  return payload;
}

export async function startPushService(): Promise<LocalPushService> {
  const subscriptions = new Map<string, { ecdh: ReturnType<typeof createECDH>; auth: string }>();
  const gone = new Set<string>();
  const broken = new Set<string>();
  const received: ReceivedPush[] = [];
  let origin = '';

  const server: Server = createServer({ cert: certificate, key: privateKey }, (request, response) => {
    void (async () => {
      const endpoint = `${origin}${request.url ?? ''}`;
      const body = await readBody(request);
      const subscription = subscriptions.get(endpoint);
      if (request.method !== 'POST' || subscription === undefined) return response.writeHead(404).end();
      if (gone.has(endpoint)) return response.writeHead(410).end();
      if (broken.has(endpoint)) return response.writeHead(500).end('push service unavailable');
      try {
        if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error(`content-encoding ${request.headers['content-encoding']}`);
        const claims = await verifiedVapid(request.headers.authorization);
        const payload = ece.decrypt(body, { version: 'aes128gcm', privateKey: subscription.ecdh, authSecret: subscription.auth }).toString('utf8');
        received.push({ endpoint, payload, claims, ttl: request.headers.ttl as string | undefined });
        response.writeHead(201).end();
      } catch (error) {
        response.writeHead(400).end(error instanceof Error ? error.message : String(error));
      }
    })();
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    agent: new Agent({ ca: certificate }),
    received,
    subscribe() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = base64url(randomBytes(16));
      const endpoint = `${origin}/push/${randomUUID()}`;
      subscriptions.set(endpoint, { ecdh, auth });
      return { endpoint, keys: { p256dh: base64url(ecdh.getPublicKey()), auth } };
    },
    unsubscribe: (endpoint) => void gone.add(endpoint),
    failing: (endpoint, failing = true) => void (failing ? broken.add(endpoint) : broken.delete(endpoint)),
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
