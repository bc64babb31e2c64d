// The Moyasar adapter against a local HTTP server that answers as Moyasar's API documents
// (docs.moyasar.com: POST/GET /v1/payments with HTTP Basic and the secret key, amounts in
// halalas, given_id as the payment's id, source.transaction_url for 3-D Secure, error bodies
// { type, message, errors }). It checks what the adapter sends, how it reads the answers, the
// card page that tokenizes in the browser, and that the configuration chooses it.
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { StartPayment } from '../use-cases/ports';
import { ConfigError, loadConfig, type MoyasarConfig } from '../config';
import { createServices, EMBEDDED_ADAPTERS } from '../composition';
import { memoryLog } from '../logging/memory-log';
import { handClock } from '../testing/hand-clock';
import { startTestServer, type TestServer } from '../testing/test-server';
import { MOYASAR_LINK_LIFETIME_MS, MoyasarError, MoyasarGateway, statusOf, type MoyasarPayment } from './moyasar-gateway';
import { moyasarGatewayPages } from './moyasar-gateway-pages';
import { SandboxGateway } from './sandbox-gateway';

const SECRET_KEY = 'sk_test_herfaSecret123';
const PUBLISHABLE_KEY = 'pk_test_herfaPublic456';
const basic = (key: string) => `Basic ${Buffer.from(`${key}:`).toString('base64')}`;

interface Recorded {
  readonly method: string;
  readonly path: string;
  readonly authorization: string | undefined;
  readonly body: Record<string, unknown> | null;
}

/** Moyasar as its API reference describes it, in memory. */
class FakeMoyasar {
  readonly requests: Recorded[] = [];
  readonly payments = new Map<string, Record<string, unknown>>();
  /** How a repeated given_id is answered: the existing payment (documented), or a validation error. */
  repeatedGivenId: 'answer-existing' | 'refuse' = 'answer-existing';
  failNext: { status: number; body: unknown } | null = null;
  private server!: Server;
  url = '';

  async start(): Promise<void> {
    this.server = createServer((request, response) => {
      void this.handle(request).then(({ status, body }) => {
        response.writeHead(status, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify(body));
      });
    });
    await new Promise<void>((ready) => this.server.listen(0, '127.0.0.1', ready));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    return new Promise((done) => this.server.close(() => done()));
  }

  /** What the 3-D Secure page does when the shopper finishes it. */
  settle(id: string, status: 'paid' | 'failed', message: string) {
    const payment = this.payments.get(id)!;
    this.payments.set(id, { ...payment, status, source: { ...(payment.source as object), message, transaction_url: null } });
  }

  private async handle(request: IncomingMessage): Promise<{ status: number; body: unknown }> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const body = text ? (JSON.parse(text) as Record<string, unknown>) : null;
    const path = request.url ?? '';
    this.requests.push({ method: request.method ?? '', path, authorization: request.headers.authorization, body });

    if (this.failNext) {
      const failure = this.failNext;
      this.failNext = null;
      return failure;
    }
    if (request.headers.authorization !== basic(SECRET_KEY)) {
      return { status: 401, body: { type: 'authentication_error', message: 'Invalid authorization credentials', errors: null } };
    }
    const fetched = /^\/v1\/payments\/([^/]+)$/.exec(path);
    if (request.method === 'GET' && fetched) {
      const payment = this.payments.get(fetched[1]!);
      return payment ? { status: 200, body: payment } : { status: 404, body: { type: 'invalid_request_error', message: 'Object not found', errors: null } };
    }
    if (request.method === 'POST' && path === '/v1/payments' && body) return this.create(body);
    return { status: 404, body: { type: 'invalid_request_error', message: 'Not found', errors: null } };
  }

  private create(body: Record<string, unknown>): { status: number; body: unknown } {
    const errors: Record<string, string[]> = {};
    const source = body.source as Record<string, unknown> | undefined;
    if (!Number.isInteger(body.amount) || (body.amount as number) < 100) errors.amount = ['must be greater than or equal to 100'];
    if (body.currency !== 'SAR') errors.currency = ['is not supported'];
    if (typeof body.callback_url !== 'string' || !/^https?:\/\//.test(body.callback_url)) errors.callback_url = ['is invalid'];
    if (source?.type !== 'token' || typeof source.token !== 'string') errors['source.type'] = ['is invalid'];
    else if (source.token === 'token_expired') errors['source.token'] = ['is invalid or expired'];
    if (Object.keys(errors).length > 0) return { status: 400, body: { type: 'invalid_request_error', message: 'Validation Failed', errors } };

    const id = String(body.given_id ?? randomUUID());
    const existing = this.payments.get(id);
    if (existing) {
      return this.repeatedGivenId === 'answer-existing'
        ? { status: 201, body: existing }
        : { status: 400, body: { type: 'invalid_request_error', message: 'Validation Failed', errors: { given_id: ['has already been taken'] } } };
    }
    const payment = {
      id,
      status: 'initiated',
      amount: body.amount,
      fee: 0,
      currency: 'SAR',
      refunded: 0,
      captured: 0,
      description: body.description ?? null,
      amount_format: `${((body.amount as number) / 100).toFixed(2)} SAR`,
      callback_url: body.callback_url,
      metadata: body.metadata ?? null,
      source: {
        type: 'creditcard',
        company: 'visa',
        name: 'Sara Al-Harbi',
        number: '4111-11XX-XXXX-1111',
        message: null,
        transaction_url: `https://3ds.moyasar.test/v1/transaction_auths/${id}/form?token=abc`,
      },
    };
    this.payments.set(id, payment);
    return { status: 201, body: payment };
  }
}

const moyasar = new FakeMoyasar();
const clock = handClock(new Date('2026-03-01T09:00:00Z'));
let config: MoyasarConfig;
let gateway: MoyasarGateway;
let server: TestServer;

beforeAll(async () => {
  await moyasar.start();
  config = { secretKey: SECRET_KEY, publishableKey: PUBLISHABLE_KEY, apiUrl: moyasar.url };
  gateway = new MoyasarGateway(config, { clock });
  server = await startTestServer({ services: () => ({ paymentGateway: gateway, clock, publicUrl: 'https://herfa.test' }) });
}, 60_000);
afterAll(async () => {
  await server.close();
  await moyasar.stop();
});
afterEach(() => {
  moyasar.repeatedGivenId = 'answer-existing';
  moyasar.failNext = null;
});

function aPayment(overrides: Partial<StartPayment> = {}): StartPayment {
  const paymentId = randomUUID();
  return {
    paymentId,
    amount: 12_345,
    description: 'Herfa order HRF-001001',
    callbackUrl: `https://herfa.test/api/payments/${paymentId}/return`,
    language: 'en',
    ...overrides,
  };
}

const linkOf = (redirectUrl: string) => new URL(redirectUrl, 'https://herfa.test').searchParams.get('link') ?? '';
const postToken = (paymentId: string, fields: Record<string, string>) =>
  server.request(`/moyasar/payments/${paymentId}`, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' });
const requestsFor = (paymentId: string) => moyasar.requests.filter((r) => r.path.includes(paymentId) || r.body?.given_id === paymentId);

describe('starting a payment', () => {
  it('sends the shopper to our card page, with the payment signed into the link; Moyasar is not called yet', async () => {
    const payment = aPayment({ language: 'ar' });
    const before = moyasar.requests.length;
    const started = await gateway.start(payment);
    expect(started.gatewayPaymentId).toBe(payment.paymentId);
    expect(started.redirectUrl).toMatch(new RegExp(`^/moyasar/payments/${payment.paymentId}\\?lang=ar&link=[\\w-]+\\.[\\w-]+$`));
    expect(moyasar.requests.length).toBe(before);
  });

  it('refuses what Moyasar would refuse: a given_id that is not a UUID, a relative callback', async () => {
    await expect(gateway.start(aPayment({ paymentId: 'order-1' }))).rejects.toThrow(/UUID/);
    await expect(gateway.start(aPayment({ callbackUrl: '/api/payments/x/return' }))).rejects.toThrow(/PUBLIC_URL/);
  });
});

describe('the card page', () => {
  it('tokenizes in the browser with the publishable key only; card inputs are never posted to us', async () => {
    const payment = aPayment();
    const started = await gateway.start(payment);
    const response = await server.request(started.redirectUrl);
    const html = (await response.text()).replace(/\u00a0/g, ' ');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Security-Policy')).toContain(`connect-src 'self' ${moyasar.url}`);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(html).toContain(`data-key="${PUBLISHABLE_KEY}"`);
    expect(html).not.toContain(SECRET_KEY);
    expect(html).toContain('<dd>SAR 123.45</dd>');
    expect(html).toContain('<button type="submit">Pay SAR 123.45</button>');
    for (const [id, label] of [['number', 'Card number'], ['name', 'Name on card'], ['expiry', 'Expiry (MM/YY)'], ['cvc', 'CVC']]) {
      expect(html).toContain(`<label for="${id}">${label}</label><input id="${id}" type="text"`);
    }
    // The only named fields are ours: the card's stay in the browser.
    expect([...html.matchAll(/name="([^"]+)"/g)].map((m) => m[1]).filter((n) => n !== 'viewport' && n !== 'robots')).toEqual(['lang', 'link', 'token']);
    expect(html).toContain('<script src="/moyasar/tokenize.js" defer></script>');

    const script = await server.request('/moyasar/tokenize.js');
    expect(script.headers.get('Content-Type')).toContain('text/javascript');
    const code = await script.text();
    expect(code).toContain("'/v1/tokens'");
    expect(code).toContain('save_only: true');
  });

  it('speaks Arabic, right to left', async () => {
    const started = await gateway.start(aPayment({ language: 'ar' }));
    const html = await (await server.request(started.redirectUrl)).text();
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('رقم البطاقة');
    expect(html).toContain('إلغاء الدفع');
  });

  it('refuses an altered, borrowed or expired link', async () => {
    const payment = aPayment();
    const started = await gateway.start(payment);
    const link = linkOf(started.redirectUrl);
    const [payload, signature] = link.split('.');
    const altered = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), amount: 100 })).toString('base64url');
    expect((await server.request(`/moyasar/payments/${payment.paymentId}?link=${altered}.${signature}`)).status).toBe(400);
    expect((await server.request(`/moyasar/payments/${randomUUID()}?link=${link}`)).status).toBe(400);
    const stale = new MoyasarGateway(config, { clock: handClock(clock.now().getTime() + MOYASAR_LINK_LIFETIME_MS + 1) });
    expect(stale.verifyLink(link, payment.paymentId)).toBeNull();
    expect(gateway.verifyLink(link, payment.paymentId)).toMatchObject({ amount: 12_345, paymentId: payment.paymentId });
  });
});

describe('creating the payment with the token', () => {
  it('sends Moyasar the documented request and redirects to source.transaction_url', async () => {
    const payment = aPayment();
    const started = await gateway.start(payment);
    const response = await postToken(payment.paymentId, { lang: 'en', link: linkOf(started.redirectUrl), token: 'token_x6okRgkZJrhgDHyqJ9zztW2X1k' });
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe(`https://3ds.moyasar.test/v1/transaction_auths/${payment.paymentId}/form?token=abc`);

    const [created] = requestsFor(payment.paymentId).filter((r) => r.method === 'POST');
    expect(created).toEqual({
      method: 'POST',
      path: '/v1/payments',
      authorization: basic(SECRET_KEY),
      body: {
        given_id: payment.paymentId,
        amount: 12_345,
        currency: 'SAR',
        description: 'Herfa order HRF-001001',
        callback_url: payment.callbackUrl,
        metadata: { payment_id: payment.paymentId },
        source: { type: 'token', token: 'token_x6okRgkZJrhgDHyqJ9zztW2X1k', '3ds': true, manual: false },
      },
    });
  });

  it('never charges twice: a second token for the same payment gets the first payment back', async () => {
    const payment = aPayment();
    const link = linkOf((await gateway.start(payment)).redirectUrl);
    const first = await postToken(payment.paymentId, { link, token: 'token_first' });
    const second = await postToken(payment.paymentId, { link, token: 'token_second' });
    expect(second.headers.get('Location')).toBe(first.headers.get('Location'));
    expect([...moyasar.payments.values()].filter((p) => p.id === payment.paymentId)).toHaveLength(1);
    expect((moyasar.payments.get(payment.paymentId)!.source as { number: string }).number).toBe('4111-11XX-XXXX-1111');
  });

  it('also when Moyasar refuses the repeated given_id instead of answering it: the existing payment is fetched', async () => {
    const payment = aPayment();
    const link = linkOf((await gateway.start(payment)).redirectUrl);
    await postToken(payment.paymentId, { link, token: 'token_first' });
    moyasar.repeatedGivenId = 'refuse';
    const again = await postToken(payment.paymentId, { link, token: 'token_again' });
    expect(again.status).toBe(302);
    expect(again.headers.get('Location')).toContain('transaction_auths');
    expect(requestsFor(payment.paymentId).map((r) => r.method)).toEqual(['POST', 'POST', 'GET']);
  });

  it('a payment Moyasar already settled sends the shopper back with its outcome, from the form or the page', async () => {
    const payment = aPayment();
    const started = await gateway.start(payment);
    const link = linkOf(started.redirectUrl);
    await postToken(payment.paymentId, { link, token: 'token_first' });
    moyasar.settle(payment.paymentId, 'failed', 'INSUFFICIENT_FUNDS');
    const back = `${payment.callbackUrl}?id=${payment.paymentId}&status=failed&message=INSUFFICIENT_FUNDS`;
    expect((await postToken(payment.paymentId, { link, token: 'token_again' })).headers.get('Location')).toBe(back);
    expect((await server.request(started.redirectUrl, { redirect: 'manual' })).headers.get('Location')).toBe(back);
  });

  it('shows Moyasar\'s refusal of the token on the page, and a missing token', async () => {
    const payment = aPayment();
    const link = linkOf((await gateway.start(payment)).redirectUrl);
    const refused = await postToken(payment.paymentId, { link, token: 'token_expired' });
    expect(refused.status).toBe(422);
    expect(await refused.text()).toContain('Moyasar refused the payment: Validation Failed (source.token: is invalid or expired)');
    const missing = await postToken(payment.paymentId, { link });
    expect(missing.status).toBe(422);
    expect(moyasar.payments.has(payment.paymentId)).toBe(false);
  });

  it('says Moyasar is unavailable when it answers 5xx', async () => {
    const payment = aPayment();
    const link = linkOf((await gateway.start(payment)).redirectUrl);
    moyasar.failNext = { status: 503, body: { type: 'api_error', message: 'Service Unavailable' } };
    const log = memoryLog();
    const pages = moyasarGatewayPages(gateway, log.logger);
    const response = await pages.request(`/moyasar/payments/${payment.paymentId}`, { method: 'POST', body: new URLSearchParams({ link, token: 'token_ok' }) });
    expect(response.status).toBe(502);
    expect(await response.text()).toContain('Moyasar is not answering right now.');
    expect(log.lines()).toEqual([expect.objectContaining({ level: 'error', paymentId: payment.paymentId, msg: 'Moyasar: creating the payment failed' })]);
  });
});

describe('asking Moyasar for the status, with the secret key', () => {
  async function created(): Promise<StartPayment> {
    const payment = aPayment();
    await postToken(payment.paymentId, { link: linkOf((await gateway.start(payment)).redirectUrl), token: 'token_ok' });
    return payment;
  }

  it('initiated (3-D Secure under way) is pending; then paid with the exact amount and currency', async () => {
    const payment = await created();
    expect(await gateway.status(payment.paymentId)).toEqual({
      gatewayPaymentId: payment.paymentId,
      paymentId: payment.paymentId,
      status: 'pending',
      amount: 12_345,
      currency: 'SAR',
      message: null,
    });
    moyasar.settle(payment.paymentId, 'paid', 'APPROVED');
    expect(await gateway.status(payment.paymentId)).toMatchObject({ status: 'paid', amount: 12_345, currency: 'SAR', message: 'APPROVED' });
    const [get] = requestsFor(payment.paymentId).filter((r) => r.method === 'GET');
    expect(get).toMatchObject({ path: `/v1/payments/${payment.paymentId}`, authorization: basic(SECRET_KEY) });
  });

  it('failed carries source.message', async () => {
    const payment = await created();
    moyasar.settle(payment.paymentId, 'failed', '3-D Secure transaction attempt failed (Authentication Failed)');
    expect(await gateway.status(payment.paymentId)).toMatchObject({ status: 'failed', message: '3-D Secure transaction attempt failed (Authentication Failed)' });
  });

  it('reports what Moyasar recorded, not what we asked: a different amount or payment id shows', async () => {
    const payment = await created();
    const stored = moyasar.payments.get(payment.paymentId)!;
    moyasar.payments.set(payment.paymentId, { ...stored, status: 'paid', amount: 100, currency: 'USD', metadata: { payment_id: 'someone-else' } });
    expect(await gateway.status(payment.paymentId)).toMatchObject({ status: 'paid', amount: 100, currency: 'USD', paymentId: 'someone-else' });
  });

  it('knows nothing of a payment Moyasar does not have (404), nor of an id that is not Moyasar\'s', async () => {
    expect(await gateway.status(randomUUID())).toBeNull();
    const before = moyasar.requests.length;
    expect(await gateway.status('../v1/tokens')).toBeNull();
    expect(moyasar.requests.length).toBe(before);
  });

  it('fails loudly on a wrong secret key or an outage, never guessing a status', async () => {
    const wrongKey = new MoyasarGateway({ ...config, secretKey: 'sk_test_wrong' });
    await expect(wrongKey.status(randomUUID())).rejects.toMatchObject({ status: 401, type: 'authentication_error' });
    moyasar.failNext = { status: 500, body: { type: 'api_error', message: 'Internal Server Error' } };
    await expect(gateway.status(randomUUID())).rejects.toBeInstanceOf(MoyasarError);
  });

  it('maps every Moyasar status to the port\'s three', () => {
    const cases: Record<MoyasarPayment['status'], string> = {
      initiated: 'pending',
      authorized: 'pending',
      verified: 'pending',
      paid: 'paid',
      captured: 'paid',
      failed: 'failed',
      voided: 'failed',
      refunded: 'failed',
    };
    for (const [status, expected] of Object.entries(cases)) expect(statusOf({ status })).toBe(expected);
  });
});

describe('choosing the gateway by configuration', () => {
  const keys = { PAYMENT_GATEWAY: 'moyasar', MOYASAR_SECRET_KEY: SECRET_KEY, MOYASAR_PUBLISHABLE_KEY: PUBLISHABLE_KEY };

  it('is the sandbox by default, with PUBLIC_URL defaulting to localhost on the port', () => {
    expect(loadConfig({})).toMatchObject({ payments: { gateway: 'sandbox' }, publicUrl: 'http://localhost:3000' });
    expect(loadConfig({ PORT: '4321', PUBLIC_URL: 'https://herfa.sa/' }).publicUrl).toBe('https://herfa.sa');
    expect(createServices(server.database).paymentGateway).toBeInstanceOf(SandboxGateway);
    expect(createServices(server.database).publicUrl).toBe('');
  });

  it('is Moyasar when asked, with both keys and the API address', () => {
    expect(loadConfig(keys).payments).toEqual({
      gateway: 'moyasar',
      moyasar: { secretKey: SECRET_KEY, publishableKey: PUBLISHABLE_KEY, apiUrl: 'https://api.moyasar.com' },
    });
    const services = createServices(server.database, {}, { ...EMBEDDED_ADAPTERS, ...loadConfig({ ...keys, MOYASAR_API_URL: moyasar.url }) });
    expect(services.paymentGateway).toBeInstanceOf(MoyasarGateway);
    expect(services.publicUrl).toBe('http://localhost:3000');
  });

  it('stops the start with a clear message when Moyasar lacks its keys, without echoing them', () => {
    const problems = (env: Record<string, string>) => {
      try {
        loadConfig(env);
        return [];
      } catch (error) {
        return error instanceof ConfigError ? error.problems : [String(error)];
      }
    };
    expect(problems({ PAYMENT_GATEWAY: 'moyasar' }).join('\n')).toMatch(/MOYASAR_SECRET_KEY[\s\S]*MOYASAR_PUBLISHABLE_KEY/);
    expect(problems({ ...keys, MOYASAR_SECRET_KEY: 'pk_test_swapped' }).join('\n')).not.toContain('pk_test_swapped');
    expect(problems({ PAYMENT_GATEWAY: 'paypal' })).toEqual(['PAYMENT_GATEWAY must be sandbox or moyasar; got "paypal".']);
    expect(problems({ PUBLIC_URL: 'herfa.sa' })[0]).toMatch(/^PUBLIC_URL must be/);
    expect(problems({ PUBLIC_URL: 'https://herfa.sa/shop' })[0]).toMatch(/^PUBLIC_URL must be/);
  });
});
