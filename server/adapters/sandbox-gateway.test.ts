// The sandbox gateway as a shopper and the server meet it: started by the server, paid through
// its real hosted pages over HTTP (card form, 3-D Secure, redirect back), and then asked for the
// payment's status server to server. Every documented test card, bad input, cancelling, and a
// payment that is already settled.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StartPayment } from '../use-cases/ports';
import { sandboxPayments } from '../persistence/schema';
import { handClock } from '../testing/hand-clock';
import { startTestServer, type TestServer } from '../testing/test-server';
import type { SandboxGateway } from './sandbox-gateway';
import { formatMoney } from '../../src/domain/money-format';
import { callbackWithOutcome, passesLuhn } from './sandbox-gateway-pages';

let server: TestServer;
let gateway: SandboxGateway;
beforeAll(async () => {
  // 1 March 2025: "02/25" has expired, "03/25" has not.
  server = await startTestServer({ services: () => ({ clock: handClock(new Date('2025-03-01T09:00:00Z')) }) });
  gateway = server.services.paymentGateway as SandboxGateway;
}, 60_000);
afterAll(() => server.close());

const APPROVED = '4111 1111 1111 1111';
const INSUFFICIENT_FUNDS = '4000 0000 0000 9995';
const FAILS_3DS = '4000 0000 0000 3063';
const OTHER_VALID = '5555 5555 5555 4444';

function aPayment(overrides: Partial<StartPayment> = {}): StartPayment {
  const paymentId = randomUUID();
  return {
    paymentId,
    amount: 1234,
    description: 'Herfa order',
    callbackUrl: `/api/payments/${paymentId}/return`,
    language: 'en',
    ...overrides,
  };
}

/** The page's HTML, with the no-break spaces of formatted amounts ("SAR 12.34") as plain spaces. */
const textOf = async (response: Response) => (await response.text()).replace(/\u00a0/g, ' ');
const page = async (path: string) => {
  const response = await server.request(path, { redirect: 'manual' });
  return { status: response.status, html: await textOf(response), location: response.headers.get('Location'), headers: response.headers };
};
const post = async (path: string, fields: Record<string, string>) => {
  const response = await server.request(path, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' });
  return { status: response.status, html: await textOf(response), location: response.headers.get('Location') };
};
const pathOf = (redirectUrl: string) => redirectUrl.split('?')[0]!;
const hiddenState = (html: string) => /name="state" value="([^"]+)"/.exec(html)?.[1] ?? '';

const validCard = (number: string) => ({ lang: 'en', number, name: 'Sara Al-Harbi', expiry: '03/25', cvc: '123' });

/** The card form then the 3-D Secure form, as a browser would post them. */
async function pay(start: StartPayment, number: string, codes: readonly string[] = ['1234']) {
  const started = await gateway.start(start);
  const path = pathOf(started.redirectUrl);
  let step = await post(path, validCard(number));
  expect(step.status).toBe(200);
  expect(step.html).toContain('3-D Secure verification');
  for (const code of codes) {
    step = await post(`${path}/verify`, { lang: 'en', state: hiddenState(step.html), code });
    if (step.status === 302) break;
  }
  return { started, last: step };
}

const returned = (location: string | null) => {
  const url = new URL(location ?? '', 'http://x.invalid');
  return { path: url.pathname, id: url.searchParams.get('id'), status: url.searchParams.get('status'), message: url.searchParams.get('message') };
};

describe('starting a payment and asking for its status', () => {
  it('records the payment and answers its hosted page and its id', async () => {
    const payment = aPayment({ language: 'ar' });
    const started = await gateway.start(payment);
    expect(started.gatewayPaymentId).toMatch(/^sbx_[0-9a-f]{24}$/);
    expect(started.redirectUrl).toBe(`/sandbox-gateway/payments/${started.gatewayPaymentId}?lang=ar`);
    expect(await gateway.status(started.gatewayPaymentId!)).toEqual({
      gatewayPaymentId: started.gatewayPaymentId,
      paymentId: payment.paymentId,
      status: 'pending',
      amount: 1234,
      currency: 'SAR',
      message: null,
    });
  });

  it('starts once per paymentId: starting again answers the same payment', async () => {
    const payment = aPayment();
    const [first, second] = await Promise.all([gateway.start(payment), gateway.start(payment)]);
    const third = await gateway.start({ ...payment, amount: 999_999 });
    expect(second.gatewayPaymentId).toBe(first.gatewayPaymentId);
    expect(third.gatewayPaymentId).toBe(first.gatewayPaymentId);
    const rows = await server.database.db.select().from(sandboxPayments).where(eq(sandboxPayments.givenId, payment.paymentId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.amount).toBe(1234);
  });

  it('knows nothing of a payment it never started', async () => {
    expect(await gateway.status('sbx_000000000000000000000000')).toBeNull();
    expect((await page('/sandbox-gateway/payments/sbx_000000000000000000000000')).status).toBe(404);
  });
});

describe('the hosted card page', () => {
  it('shows the merchant, the amount and a labelled card form, in English', async () => {
    const started = await gateway.start(aPayment());
    const { status, html, headers } = await page(started.redirectUrl);
    expect(status).toBe(200);
    expect(headers.get('Cache-Control')).toBe('no-store');
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toContain('<dd>Herfa</dd>');
    expect(html).toContain('<dd>SAR 12.34</dd>');
    for (const [id, label] of [['number', 'Card number'], ['name', 'Name on card'], ['expiry', 'Expiry (MM/YY)'], ['cvc', 'CVC']]) {
      expect(html).toContain(`<label for="${id}">${label}</label>`);
      expect(html).toContain(`<input id="${id}" name="${id}"`);
    }
    expect(html).toContain('<button type="submit">Pay SAR 12.34</button>');
    expect(html).toContain(`<a href="/sandbox-gateway/payments/${started.gatewayPaymentId}/cancel?lang=en">Cancel payment</a>`);
    expect(html).not.toContain('<script');
  });

  it('speaks Arabic, right to left, with the riyal abbreviation', async () => {
    const started = await gateway.start(aPayment({ language: 'ar' }));
    const { html } = await page(started.redirectUrl);
    expect(html).toContain('<html lang="ar" dir="rtl">');
    const amount = formatMoney(1234, 'ar').replace(/\u00a0/g, ' ');
    expect(amount).toMatch(/^\u200f?١٢٫٣٤ ر\.س\.\u200f?$/);
    expect(html).toContain(amount);
    for (const label of ['رقم البطاقة', 'الاسم على البطاقة', 'تاريخ الانتهاء (شهر/سنة)', 'رمز التحقق CVC', 'إلغاء الدفع', `ادفع ${amount}`]) {
      expect(html).toContain(label);
    }
    expect(html).not.toMatch(/Card number|Pay SAR|Cancel payment/);
  });

  it('escapes what it shows', async () => {
    const started = await gateway.start(aPayment({ description: '<script>alert(1)</script>' }));
    const { html } = await page(started.redirectUrl);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>');
  });

  it('refuses bad card input with a message per field, and changes nothing', async () => {
    const started = await gateway.start(aPayment());
    const path = pathOf(started.redirectUrl);
    const empty = await post(path, { lang: 'en' });
    expect(empty.status).toBe(422);
    for (const message of ['Enter the card number.', 'Enter the name on the card.', 'Enter the expiry date as MM/YY.', 'Enter the 3-digit CVC.']) {
      expect(empty.html).toContain(message);
    }
    expect(empty.html).toContain('role="alert"');
    expect(empty.html).toMatch(/<input id="number"[^>]*aria-describedby="number-error"[^>]*aria-invalid="true"/);

    const wrong = await post(path, { lang: 'en', number: '4111 1111 1111 1112', name: 'Sara', expiry: '02/25', cvc: '12' });
    expect(wrong.status).toBe(422);
    expect(wrong.html).toContain('This card number is not valid.');
    expect(wrong.html).toContain('This card has expired.');
    expect(wrong.html).toContain('Enter the 3-digit CVC.');
    expect(wrong.html).not.toContain('Enter the name on the card.');
    // What was typed stays in the form, except the CVC.
    expect(wrong.html).toContain('value="4111 1111 1111 1112"');

    const badMonth = await post(path, { ...validCard(APPROVED), expiry: '13/30' });
    expect(badMonth.html).toContain('Enter the expiry date as MM/YY, for example 12/30.');

    const arabic = await post(path, { lang: 'ar' });
    expect(arabic.html).toContain('أدخل رقم البطاقة.');
    expect((await gateway.status(started.gatewayPaymentId!))?.status).toBe('pending');
  });

  it('knows a valid card number by its Luhn check digit', () => {
    for (const number of [APPROVED, INSUFFICIENT_FUNDS, FAILS_3DS, OTHER_VALID]) expect(passesLuhn(number.replace(/ /g, ''))).toBe(true);
    expect(passesLuhn('4111111111111112')).toBe(false);
  });
});

describe('paying with each test card', () => {
  it('4111 1111 1111 1111 is approved after 3-D Secure, and the shopper is sent back to the callback', async () => {
    const start = aPayment();
    const { started, last } = await pay(start, APPROVED);
    expect(last.status).toBe(302);
    expect(last.location).toBe(`/api/payments/${start.paymentId}/return?id=${started.gatewayPaymentId}&status=paid`);
    expect(await gateway.status(started.gatewayPaymentId!)).toMatchObject({ status: 'paid', amount: 1234, currency: 'SAR', paymentId: start.paymentId, message: null });
  });

  it('4000 0000 0000 9995 is declined for insufficient funds', async () => {
    const { started, last } = await pay(aPayment(), INSUFFICIENT_FUNDS);
    expect(returned(last.location)).toMatchObject({ status: 'failed', message: 'INSUFFICIENT_FUNDS', id: started.gatewayPaymentId });
    expect(await gateway.status(started.gatewayPaymentId!)).toMatchObject({ status: 'failed', message: 'INSUFFICIENT_FUNDS' });
  });

  it('4000 0000 0000 3063 fails 3-D Secure whatever code is typed', async () => {
    const { started, last } = await pay(aPayment(), FAILS_3DS, ['1234']);
    expect(returned(last.location)).toMatchObject({ status: 'failed', message: '3-D Secure authentication failed' });
    expect((await gateway.status(started.gatewayPaymentId!))?.status).toBe('failed');
  });

  it('any other valid card is not supported', async () => {
    const { last } = await pay(aPayment(), OTHER_VALID);
    expect(returned(last.location)).toMatchObject({ status: 'failed', message: 'Card not supported in the sandbox' });
  });

  it('asks again after a wrong verification code, then pays with the right one', async () => {
    const { started, last } = await pay(aPayment(), APPROVED, ['0000', '1234']);
    expect(returned(last.location).status).toBe('paid');
    expect((await gateway.status(started.gatewayPaymentId!))?.status).toBe('paid');
  });

  it('says how many attempts are left, and fails after three wrong codes', async () => {
    const started = await gateway.start(aPayment());
    const path = pathOf(started.redirectUrl);
    let step = await post(path, validCard(APPROVED));
    step = await post(`${path}/verify`, { lang: 'en', state: hiddenState(step.html), code: '1111' });
    expect(step.status).toBe(422);
    expect(step.html).toContain('The verification code is not correct. 2 attempts are left.');
    step = await post(`${path}/verify`, { lang: 'en', state: hiddenState(step.html), code: '2222' });
    expect(step.html).toContain('1 attempt is left.');
    step = await post(`${path}/verify`, { lang: 'en', state: hiddenState(step.html), code: '3333' });
    expect(returned(step.location)).toMatchObject({ status: 'failed', message: '3-D Secure authentication failed' });
  });

  it('accepts the code in Arabic-Indic digits on the Arabic page', async () => {
    const started = await gateway.start(aPayment({ language: 'ar' }));
    const path = pathOf(started.redirectUrl);
    const step = await post(path, { ...validCard('٤١١١ ١١١١ ١١١١ ١١١١'), lang: 'ar', expiry: '٠٣/٢٥' });
    expect(step.html).toContain('التحقق الآمن ثلاثي الأبعاد');
    expect(step.html).toContain('<label for="code">رمز التحقق</label>');
    expect(step.html).toContain('١٢٣٤');
    const done = await post(`${path}/verify`, { lang: 'ar', state: hiddenState(step.html), code: '١٢٣٤' });
    expect(returned(done.location).status).toBe('paid');
  });

  it('keeps only the last four digits of the card', async () => {
    const { started } = await pay(aPayment(), APPROVED);
    const [row] = await server.database.db.select().from(sandboxPayments).where(eq(sandboxPayments.id, started.gatewayPaymentId!));
    expect(row!.cardLast4).toBe('1111');
    expect(JSON.stringify(row)).not.toContain('4111111111111111');
  });

  it('refuses a 3-D Secure step that was not signed by the card form, or that belongs to another payment', async () => {
    const other = await pay(aPayment(), APPROVED, []);
    const started = await gateway.start(aPayment());
    const path = pathOf(started.redirectUrl);
    const forged = await post(`${path}/verify`, { lang: 'en', state: 'eyJ9.bad', code: '1234' });
    expect(forged.status).toBe(422);
    expect(forged.html).toContain('This verification has expired. Enter the card again.');
    const borrowed = await post(`${path}/verify`, { lang: 'en', state: hiddenState(other.last.html), code: '1234' });
    expect(borrowed.status).toBe(422);
    expect((await gateway.status(started.gatewayPaymentId!))?.status).toBe('pending');
  });
});

describe('cancelling and settled payments', () => {
  it('"Cancel payment" fails the payment and sends the shopper back', async () => {
    const start = aPayment();
    const started = await gateway.start(start);
    const { status, location } = await page(`/sandbox-gateway/payments/${started.gatewayPaymentId}/cancel?lang=en`);
    expect(status).toBe(302);
    expect(returned(location)).toEqual({ path: `/api/payments/${start.paymentId}/return`, id: started.gatewayPaymentId, status: 'failed', message: 'Cancelled by the shopper' });
    expect(await gateway.status(started.gatewayPaymentId!)).toMatchObject({ status: 'failed', message: 'Cancelled by the shopper' });
  });

  it('a settled payment never changes again: its page says so and links back', async () => {
    const { started } = await pay(aPayment(), APPROVED);
    const path = pathOf(started.redirectUrl);
    const shown = await page(started.redirectUrl);
    expect(shown.status).toBe(200);
    expect(shown.html).toContain('This payment is complete');
    expect(shown.html).toMatch(/<a href="\/api\/payments\/[^"]+\/return\?id=sbx_[0-9a-f]+&amp;status=paid">Return to Herfa<\/a>/);

    const again = await post(path, validCard(INSUFFICIENT_FUNDS));
    expect(again.status).toBe(409);
    const cancelled = await page(`${path}/cancel`);
    expect(returned(cancelled.location).status).toBe('paid');
    expect((await gateway.status(started.gatewayPaymentId!))?.status).toBe('paid');
  });

  it('a failed payment says why, in the page language', async () => {
    const { started } = await pay(aPayment(), INSUFFICIENT_FUNDS);
    expect((await page(started.redirectUrl)).html).toContain('Reason: insufficient funds.');
    expect((await page(`${pathOf(started.redirectUrl)}?lang=ar`)).html).toContain('السبب: الرصيد غير كافٍ.');
  });

  it('replays of the 3-D Secure form after settling change nothing', async () => {
    const started = await gateway.start(aPayment());
    const path = pathOf(started.redirectUrl);
    const card = await post(path, validCard(APPROVED));
    const state = hiddenState(card.html);
    await post(`${path}/verify`, { lang: 'en', state, code: '1234' });
    const replay = await post(`${path}/verify`, { lang: 'en', state, code: '0000' });
    expect(replay.status).toBe(409);
    expect((await gateway.status(started.gatewayPaymentId!))?.status).toBe('paid');
  });
});

describe('where the shopper is sent back', () => {
  it('keeps an absolute callback on another origin, and makes one on PUBLIC_URL relative', () => {
    const row = { id: 'sbx_1', status: 'paid', message: null } as const;
    expect(callbackWithOutcome({ ...row, callbackUrl: 'https://shop.example/api/payments/p/return' } as never, 'http://localhost:3000')).toBe(
      'https://shop.example/api/payments/p/return?id=sbx_1&status=paid',
    );
    expect(callbackWithOutcome({ ...row, callbackUrl: 'http://localhost:3000/api/payments/p/return' } as never, 'http://localhost:3000')).toBe(
      '/api/payments/p/return?id=sbx_1&status=paid',
    );
  });
});
