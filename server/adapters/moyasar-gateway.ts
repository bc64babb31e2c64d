// The production PaymentGateway: Moyasar (https://docs.moyasar.com), chosen by PAYMENT_GATEWAY=moyasar.
// Card data never reaches this server: `start` sends the shopper to our own page
// (moyasar-gateway-pages.ts) whose script tokenizes the card directly with Moyasar using the
// publishable key; the token comes back to us, and `createPayment` charges it with the secret
// key. Our paymentId is the payment's `given_id`, which Moyasar makes the payment's own id, so
// creating it twice never charges twice, and `status` asks Moyasar with the secret key.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { Clock, GatewayPayment, GatewayPaymentStatus, PaymentGateway, StartPayment, StartedPayment } from '../use-cases/ports';
import { systemClock } from '../use-cases/ports';
import type { MoyasarConfig } from '../config';

/** Where the page that tokenizes the card lives: `${MOYASAR_PAGES_PATH}/{paymentId}`. */
export const MOYASAR_PAGES_PATH = '/moyasar/payments';

/** How long the link to the card page stays valid: a checkout's reservation lasts 30 minutes. */
export const MOYASAR_LINK_LIFETIME_MS = 30 * 60 * 1000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const REQUEST_TIMEOUT_MS = 15_000;

/** A payment as Moyasar's API answers it (the fields we read). */
export interface MoyasarPayment {
  readonly id: string;
  readonly status: 'initiated' | 'paid' | 'authorized' | 'captured' | 'failed' | 'refunded' | 'voided' | 'verified' | (string & {});
  /** Halalas. */
  readonly amount: number;
  readonly currency: string;
  readonly description?: string | null;
  readonly callback_url?: string | null;
  readonly given_id?: string | null;
  readonly metadata?: Readonly<Record<string, string>> | null;
  readonly source?: {
    readonly type?: string;
    readonly message?: string | null;
    readonly transaction_url?: string | null;
  } | null;
}

/** Moyasar's error body: `{ type, message, errors }`. */
export class MoyasarError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    /** Moyasar's own words ("Validation Failed"). */
    readonly moyasarMessage: string,
    readonly errors: Readonly<Record<string, readonly string[]>> | null = null,
  ) {
    super(`Moyasar answered ${status} ${type}: ${moyasarMessage}`);
    this.name = 'MoyasarError';
  }

  /** "Validation Failed (source.token: is invalid or expired)": for the shopper's page and logs. */
  get details(): string {
    const fields = Object.entries(this.errors ?? {}).map(([field, messages]) => `${field}: ${messages.join(', ')}`);
    return fields.length > 0 ? `${this.moyasarMessage} (${fields.join('; ')})` : this.moyasarMessage;
  }
}

/** What the card page needs to know of a payment before Moyasar has it: carried in the page's signed link. */
export interface PaymentLink {
  readonly paymentId: string;
  readonly amount: number;
  readonly description: string;
  readonly callbackUrl: string;
  readonly language: 'en' | 'ar';
  /** Epoch ms. */
  readonly issuedAt: number;
}

export interface MoyasarGatewayOptions {
  readonly fetch?: typeof fetch;
  readonly clock?: Clock;
}

export class MoyasarGateway implements PaymentGateway {
  readonly name = 'moyasar';
  private readonly fetch: typeof fetch;
  private readonly clock: Clock;
  /** Signs card-page links; derived from the secret key, so every server process agrees on it. */
  private readonly linkKey: Buffer;

  constructor(
    readonly config: MoyasarConfig,
    { fetch: fetchImpl = globalThis.fetch, clock = systemClock }: MoyasarGatewayOptions = {},
  ) {
    this.fetch = fetchImpl;
    this.clock = clock;
    this.linkKey = createHash('sha256').update(`herfa/moyasar-payment-link\0${config.secretKey}`).digest();
  }

  /** Nothing is created at Moyasar yet: the shopper's card is needed first. The page link carries the payment, signed. */
  async start(payment: StartPayment): Promise<StartedPayment> {
    if (!UUID.test(payment.paymentId)) throw new Error(`Moyasar's given_id must be a UUID; got "${payment.paymentId}"`);
    if (!/^https?:\/\//.test(payment.callbackUrl)) {
      throw new Error(`Moyasar needs an absolute callback URL (set PUBLIC_URL); got "${payment.callbackUrl}"`);
    }
    if (!Number.isSafeInteger(payment.amount) || payment.amount <= 0) throw new Error(`Not an amount in halalas: ${payment.amount}`);
    const link = this.signLink({ ...payment, issuedAt: this.clock.now().getTime() });
    const query = new URLSearchParams({ lang: payment.language, link });
    return { redirectUrl: `${MOYASAR_PAGES_PATH}/${payment.paymentId}?${query}`, gatewayPaymentId: payment.paymentId };
  }

  async status(gatewayPaymentId: string): Promise<GatewayPayment | null> {
    const payment = await this.fetchPayment(gatewayPaymentId);
    return payment && toGatewayPayment(payment);
  }

  /** GET /v1/payments/{id} with the secret key; null when Moyasar knows no such payment. */
  async fetchPayment(id: string): Promise<MoyasarPayment | null> {
    // Moyasar's ids are UUIDs; anything else is not asked for (and never reaches the URL path).
    if (!UUID.test(id)) return null;
    try {
      return await this.request<MoyasarPayment>('GET', `/v1/payments/${id}`);
    } catch (error) {
      if (error instanceof MoyasarError && error.status === 404) return null;
      throw error;
    }
  }

  /**
   * Charges a card token for the linked payment (POST /v1/payments, `given_id` = our paymentId).
   * A second call for the same payment answers the first payment: Moyasar returns the existing
   * payment for a repeated given_id, or refuses it, and then the existing one is fetched.
   */
  async createPayment(link: PaymentLink, token: string): Promise<MoyasarPayment> {
    const body = {
      given_id: link.paymentId,
      amount: link.amount,
      currency: 'SAR',
      description: link.description,
      callback_url: link.callbackUrl,
      metadata: { payment_id: link.paymentId },
      source: { type: 'token', token, '3ds': true, manual: false },
    };
    try {
      return await this.request<MoyasarPayment>('POST', '/v1/payments', body);
    } catch (error) {
      if (error instanceof MoyasarError && error.status < 500) {
        // A repeated given_id that Moyasar refused instead of answering: the payment exists.
        const existing = await this.fetchPayment(link.paymentId);
        if (existing) return existing;
      }
      throw error;
    }
  }

  signLink(link: PaymentLink): string {
    const payload = Buffer.from(JSON.stringify(link)).toString('base64url');
    return `${payload}.${this.mac(payload)}`;
  }

  /** The link's payment when it is ours, unaltered, for this paymentId and recent enough; otherwise null. */
  verifyLink(token: string, paymentId: string): PaymentLink | null {
    const [payload = '', signature = ''] = token.split('.');
    const expected = Buffer.from(this.mac(payload));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    let link: PaymentLink;
    try {
      link = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as PaymentLink;
    } catch {
      return null;
    }
    if (link.paymentId !== paymentId) return null;
    const age = this.clock.now().getTime() - link.issuedAt;
    return age >= 0 && age <= MOYASAR_LINK_LIFETIME_MS ? link : null;
  }

  private mac(payload: string): string {
    return createHmac('sha256', this.linkKey).update(payload).digest('base64url');
  }

  private async request<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const response = await this.fetch(`${this.config.apiUrl}${path}`, {
      method,
      headers: {
        // HTTP Basic with the secret key as the user name and no password, as Moyasar documents.
        Authorization: `Basic ${Buffer.from(`${this.config.secretKey}:`).toString('base64')}`,
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const text = await response.text();
    let parsed: unknown = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // A proxy's HTML error page, say: reported below with the status.
    }
    if (!response.ok) {
      const error = (parsed ?? {}) as { type?: unknown; message?: unknown; errors?: unknown };
      throw new MoyasarError(
        response.status,
        typeof error.type === 'string' ? error.type : 'api_error',
        typeof error.message === 'string' ? error.message : response.statusText || 'no message',
        isErrorFields(error.errors) ? error.errors : null,
      );
    }
    if (!isPayment(parsed)) throw new MoyasarError(response.status, 'api_error', 'The answer is not a payment');
    return parsed as T;
  }
}

function isErrorFields(value: unknown): value is Record<string, string[]> {
  return typeof value === 'object' && value !== null && Object.values(value).every((messages) => Array.isArray(messages));
}

function isPayment(value: unknown): value is MoyasarPayment {
  if (typeof value !== 'object' || value === null) return false;
  const payment = value as Record<string, unknown>;
  return typeof payment.id === 'string' && typeof payment.status === 'string' && Number.isSafeInteger(payment.amount) && typeof payment.currency === 'string';
}

/**
 * Moyasar's statuses as the port's three: money taken (paid, or captured after an authorisation)
 * is paid; failed, voided and refunded payments took nothing; the rest (initiated while 3-D
 * Secure runs, authorized awaiting capture) is still pending.
 */
export function statusOf(payment: Pick<MoyasarPayment, 'status'>): GatewayPaymentStatus {
  switch (payment.status) {
    case 'paid':
    case 'captured':
      return 'paid';
    case 'failed':
    case 'voided':
    case 'refunded':
      return 'failed';
    default:
      return 'pending';
  }
}

export function toGatewayPayment(payment: MoyasarPayment): GatewayPayment {
  return {
    gatewayPaymentId: payment.id,
    // given_id becomes the payment's id; the metadata says it again in our own words.
    paymentId: payment.metadata?.payment_id ?? payment.given_id ?? payment.id,
    status: statusOf(payment),
    amount: payment.amount,
    currency: payment.currency,
    message: payment.source?.message ?? null,
  };
}
