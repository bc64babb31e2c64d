// The sandbox gateway's hosted pages, what a shopper sees "at the gateway": the card form, the
// 3-D Secure step, then a redirect back to the payment's callback URL. Plain server-rendered
// HTML in English or Arabic (?lang=), no scripts. Cards decide the outcome (README "Payments"):
// only the last four digits are ever kept. Forms change nothing but a payment still 'initiated',
// and the step between the two forms is carried by a signed hidden field, not by the database.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { formatMoney } from '../../src/domain/money-format';
import type { Clock } from '../use-cases/ports';
import { SANDBOX_PAGES_PATH, type SandboxGateway, type SandboxPayment } from './sandbox-gateway';

type Language = 'en' | 'ar';

/** The code every 3-D Secure step of the sandbox accepts. */
export const SANDBOX_3DS_CODE = '1234';
/** Wrong codes allowed before the bank gives up. */
export const SANDBOX_3DS_ATTEMPTS = 3;

/** What a card does in the sandbox, decided once its number is known. */
type Scenario = 'approve' | 'insufficient-funds' | '3ds-fails' | 'unsupported';

export const SANDBOX_TEST_CARDS: Readonly<Record<string, Scenario>> = {
  '4111111111111111': 'approve',
  '4000000000009995': 'insufficient-funds',
  '4000000000003063': '3ds-fails',
};

/** The gateway messages a failed payment carries back (English: logs and the failure's details). */
export const SANDBOX_MESSAGES = {
  insufficientFunds: 'INSUFFICIENT_FUNDS',
  threeDSecureFailed: '3-D Secure authentication failed',
  unsupported: 'Card not supported in the sandbox',
  cancelled: 'Cancelled by the shopper',
} as const;

export interface SandboxPagesOptions {
  readonly clock: Clock;
  /** The storefront's origin (PUBLIC_URL): callbacks on it are followed as relative URLs, keeping the shopper's own origin. */
  readonly publicUrl?: string;
  /** Signs the step between the card form and the 3-D Secure form; one per process unless given. */
  readonly secret?: Buffer;
}

export function sandboxGatewayPages(gateway: SandboxGateway, { clock, publicUrl = '', secret = randomBytes(32) }: SandboxPagesOptions): Hono {
  const pages = new Hono();
  const step = stepSigner(secret);

  pages.use(`${SANDBOX_PAGES_PATH}/*`, async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });
  pages.post(`${SANDBOX_PAGES_PATH}/*`, bodyLimit({ maxSize: 8 * 1024, onError: (c) => c.text('Payload too large', 413) }));

  const backTo = (payment: SandboxPayment) => callbackWithOutcome(payment, publicUrl);

  pages.get(`${SANDBOX_PAGES_PATH}/:id`, async (c) => {
    const language = languageOf(c.req.query('lang'));
    const payment = await gateway.find(c.req.param('id'));
    if (!payment) return c.html(notFoundPage(language), 404);
    if (payment.status !== 'initiated') return c.html(settledPage(payment, backTo(payment), language));
    return c.html(cardPage(payment, language, {}, {}));
  });

  pages.post(`${SANDBOX_PAGES_PATH}/:id`, async (c) => {
    const form = await formOf(c);
    const language = languageOf(form.lang);
    const payment = await gateway.find(c.req.param('id'));
    if (!payment) return c.html(notFoundPage(language), 404);
    if (payment.status !== 'initiated') return c.html(settledPage(payment, backTo(payment), language), 409);
    const card = readCard(form, clock.now());
    if (!card.ok) return c.html(cardPage(payment, language, card.values, card.errors), 422);
    const state = step.sign({ paymentId: payment.id, scenario: card.scenario, last4: card.last4, attempts: 0 });
    return c.html(verificationPage(payment, language, state, null));
  });

  pages.post(`${SANDBOX_PAGES_PATH}/:id/verify`, async (c) => {
    const form = await formOf(c);
    const language = languageOf(form.lang);
    const payment = await gateway.find(c.req.param('id'));
    if (!payment) return c.html(notFoundPage(language), 404);
    if (payment.status !== 'initiated') return c.html(settledPage(payment, backTo(payment), language), 409);
    const state = step.verify(form.state ?? '');
    if (!state || state.paymentId !== payment.id) {
      return c.html(cardPage(payment, language, {}, {}, text[language].stepExpired), 422);
    }
    const codeIsRight = toLatinDigits(form.code ?? '').trim() === SANDBOX_3DS_CODE;
    const attempts = state.attempts + 1;
    if (!codeIsRight && state.scenario !== '3ds-fails' && attempts < SANDBOX_3DS_ATTEMPTS) {
      const again = step.sign({ ...state, attempts });
      return c.html(verificationPage(payment, language, again, text[language].wrongCode(SANDBOX_3DS_ATTEMPTS - attempts)), 422);
    }
    const settled = await gateway.settle(payment.id, { ...outcomeOf(state.scenario, codeIsRight), cardLast4: state.last4 });
    return redirectBack(c, settled ?? (await gateway.find(payment.id)) ?? payment, backTo);
  });

  // A link (the brief's "Cancel payment"), so a GET: it only ever turns an 'initiated' payment into a failed one.
  pages.get(`${SANDBOX_PAGES_PATH}/:id/cancel`, async (c) => {
    const language = languageOf(c.req.query('lang'));
    const payment = await gateway.find(c.req.param('id'));
    if (!payment) return c.html(notFoundPage(language), 404);
    const settled = await gateway.settle(payment.id, { status: 'failed', message: SANDBOX_MESSAGES.cancelled, cardLast4: null });
    return redirectBack(c, settled ?? (await gateway.find(payment.id)) ?? payment, backTo);
  });

  return pages;
}

function outcomeOf(scenario: Scenario, codeIsRight: boolean): { status: 'paid' | 'failed'; message: string | null } {
  if (scenario === '3ds-fails' || !codeIsRight) return { status: 'failed', message: SANDBOX_MESSAGES.threeDSecureFailed };
  if (scenario === 'insufficient-funds') return { status: 'failed', message: SANDBOX_MESSAGES.insufficientFunds };
  if (scenario === 'unsupported') return { status: 'failed', message: SANDBOX_MESSAGES.unsupported };
  return { status: 'paid', message: null };
}

function redirectBack(c: Context, payment: SandboxPayment, backTo: (payment: SandboxPayment) => string): Response {
  return c.redirect(backTo(payment), 302);
}

/** The callback URL with the gateway's report, as Moyasar sends it: `?id=…&status=paid|failed&message=…`. */
export function callbackWithOutcome(payment: SandboxPayment, publicUrl = ''): string {
  const base = 'http://sandbox.invalid';
  const url = new URL(payment.callbackUrl, base);
  url.searchParams.set('id', payment.id);
  url.searchParams.set('status', payment.status === 'initiated' ? 'initiated' : payment.status);
  if (payment.message) url.searchParams.set('message', payment.message);
  const ownOrigin = url.origin === base || (publicUrl !== '' && url.origin === new URL(publicUrl).origin);
  return ownOrigin ? `${url.pathname}${url.search}` : url.href;
}

// ── The card form ──────────────────────────────────────────────────────────────────────────

type CardField = 'number' | 'name' | 'expiry' | 'cvc';
type CardErrors = Partial<Record<CardField, ErrorKey>>;
type CardValues = Partial<Record<Exclude<CardField, 'cvc'>, string>>;
type Form = Partial<Record<string, string>>;

type CardReading =
  | { readonly ok: true; readonly scenario: Scenario; readonly last4: string }
  | { readonly ok: false; readonly values: CardValues; readonly errors: CardErrors };

type ErrorKey = keyof (typeof text)['en']['errors'];

async function formOf(c: Context): Promise<Form> {
  const body = await c.req.parseBody().catch(() => ({}));
  return Object.fromEntries(Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/** Arabic-Indic and Persian digits typed on an Arabic keyboard count as the same digits. */
function toLatinDigits(value: string): string {
  return value.replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660)).replace(/[۰-۹]/g, (d) => String(d.charCodeAt(0) - 0x06f0));
}

export function passesLuhn(digits: string): boolean {
  let total = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    total += digit;
  }
  return digits.length > 0 && total % 10 === 0;
}

function readCard(form: Form, now: Date): CardReading {
  const values: CardValues = { number: form.number ?? '', name: form.name ?? '', expiry: form.expiry ?? '' };
  const number = toLatinDigits(values.number ?? '').replace(/[\s-]/g, '');
  const name = (values.name ?? '').trim();
  const expiry = toLatinDigits(values.expiry ?? '').replace(/\s/g, '');
  const cvc = toLatinDigits(form.cvc ?? '').trim();

  const errors: CardErrors = {
    number: number === '' ? 'numberMissing' : !/^\d{12,19}$/.test(number) || !passesLuhn(number) ? 'numberInvalid' : undefined,
    name: name === '' ? 'nameMissing' : name.length > 100 ? 'nameTooLong' : undefined,
    expiry: expiryError(expiry, now),
    cvc: /^\d{3}$/.test(cvc) ? undefined : 'cvcInvalid',
  };
  if (Object.values(errors).some(Boolean)) return { ok: false, values, errors };
  return { ok: true, scenario: SANDBOX_TEST_CARDS[number] ?? 'unsupported', last4: number.slice(-4) };
}

function expiryError(expiry: string, now: Date): ErrorKey | undefined {
  const match = /^(\d{1,2})\/(\d{2}|\d{4})$/.exec(expiry);
  if (!match) return expiry === '' ? 'expiryMissing' : 'expiryInvalid';
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return 'expiryInvalid';
  // A card is valid to the end of its expiry month.
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
  return year * 12 + (month - 1) < current ? 'expired' : undefined;
}

// ── The step between the forms ─────────────────────────────────────────────────────────────

interface Step {
  readonly paymentId: string;
  readonly scenario: Scenario;
  readonly last4: string;
  readonly attempts: number;
}

function stepSigner(secret: Buffer) {
  const mac = (payload: string) => createHmac('sha256', secret).update(payload).digest('base64url');
  return {
    sign(state: Step): string {
      const payload = Buffer.from(JSON.stringify(state)).toString('base64url');
      return `${payload}.${mac(payload)}`;
    },
    verify(token: string): Step | null {
      const [payload = '', signature = ''] = token.split('.');
      const expected = Buffer.from(mac(payload));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      try {
        return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Step;
      } catch {
        return null;
      }
    },
  };
}

// ── Words ──────────────────────────────────────────────────────────────────────────────────

const text = {
  en: {
    pageTitle: 'Herfa sandbox gateway',
    merchantName: 'Herfa',
    sandboxNotice: 'Sandbox gateway: test cards only, no real money moves.',
    cardHeading: 'Card payment',
    merchant: 'Merchant',
    amount: 'Amount',
    description: 'Description',
    number: 'Card number',
    name: 'Name on card',
    expiry: 'Expiry (MM/YY)',
    cvc: 'CVC',
    expiryHint: 'For example 12/30.',
    cvcHint: 'The 3 digits on the back of the card.',
    pay: (amount: string) => `Pay ${amount}`,
    cancel: 'Cancel payment',
    errorSummary: 'Please correct the following:',
    errors: {
      numberMissing: 'Enter the card number.',
      numberInvalid: 'This card number is not valid.',
      nameMissing: 'Enter the name on the card.',
      nameTooLong: 'The name on the card is too long.',
      expiryMissing: 'Enter the expiry date as MM/YY.',
      expiryInvalid: 'Enter the expiry date as MM/YY, for example 12/30.',
      expired: 'This card has expired.',
      cvcInvalid: 'Enter the 3-digit CVC.',
    },
    stepExpired: 'This verification has expired. Enter the card again.',
    testCardsHeading: 'Test cards',
    testCards: [
      ['4111 1111 1111 1111', 'approved'],
      ['4000 0000 0000 9995', 'declined: insufficient funds'],
      ['4000 0000 0000 3063', 'fails 3-D Secure'],
    ],
    testCardsNote: 'Any future expiry date, any 3-digit CVC and any name.',
    verifyHeading: '3-D Secure verification',
    verifyIntro: (amount: string) => `Your bank asks you to confirm the payment of ${amount} to Herfa.`,
    verifyCode: (code: string) => `This is the sandbox: the verification code is ${code}.`,
    codeLabel: 'Verification code',
    verify: 'Verify',
    wrongCode: (left: number) => `The verification code is not correct. ${left === 1 ? '1 attempt is' : `${left} attempts are`} left.`,
    paidHeading: 'This payment is complete',
    failedHeading: 'This payment did not go through',
    paidText: 'The card was charged. Nothing more is needed here.',
    failedText: (message: string) => `Reason: ${message}.`,
    back: 'Return to Herfa',
    notFoundHeading: 'Payment not found',
    notFoundText: 'This payment does not exist. Start the payment again from Herfa.',
    digits: (value: string) => value,
  },
  ar: {
    pageTitle: 'بوابة الدفع التجريبية لحِرفة',
    merchantName: 'حِرفة',
    sandboxNotice: 'بوابة دفع تجريبية: بطاقات الاختبار فقط، ولا تُنقل أي أموال حقيقية.',
    cardHeading: 'الدفع بالبطاقة',
    merchant: 'التاجر',
    amount: 'المبلغ',
    description: 'الوصف',
    number: 'رقم البطاقة',
    name: 'الاسم على البطاقة',
    expiry: 'تاريخ الانتهاء (شهر/سنة)',
    cvc: 'رمز التحقق CVC',
    expiryHint: 'مثال: ١٢/٣٠.',
    cvcHint: 'الأرقام الثلاثة على ظهر البطاقة.',
    pay: (amount: string) => `ادفع ${amount}`,
    cancel: 'إلغاء الدفع',
    errorSummary: 'يرجى تصحيح ما يلي:',
    errors: {
      numberMissing: 'أدخل رقم البطاقة.',
      numberInvalid: 'رقم البطاقة غير صحيح.',
      nameMissing: 'أدخل الاسم على البطاقة.',
      nameTooLong: 'الاسم على البطاقة طويل جدًا.',
      expiryMissing: 'أدخل تاريخ الانتهاء بالصيغة شهر/سنة.',
      expiryInvalid: 'أدخل تاريخ الانتهاء بالصيغة شهر/سنة، مثل ١٢/٣٠.',
      expired: 'انتهت صلاحية هذه البطاقة.',
      cvcInvalid: 'أدخل رمز التحقق المكوّن من ٣ أرقام.',
    },
    stepExpired: 'انتهت صلاحية هذا التحقق. أدخل بيانات البطاقة مرة أخرى.',
    testCardsHeading: 'بطاقات الاختبار',
    testCards: [
      ['٤١١١ ١١١١ ١١١١ ١١١١', 'مقبولة'],
      ['٤٠٠٠ ٠٠٠٠ ٠٠٠٠ ٩٩٩٥', 'مرفوضة: الرصيد غير كافٍ'],
      ['٤٠٠٠ ٠٠٠٠ ٠٠٠٠ ٣٠٦٣', 'يفشل التحقق الآمن ثلاثي الأبعاد'],
    ],
    testCardsNote: 'أي تاريخ انتهاء في المستقبل، وأي رمز تحقق من ٣ أرقام، وأي اسم.',
    verifyHeading: 'التحقق الآمن ثلاثي الأبعاد',
    verifyIntro: (amount: string) => `يطلب منك البنك تأكيد دفع ${amount} إلى حِرفة.`,
    verifyCode: (code: string) => `هذه بيئة اختبار: رمز التحقق هو ${code}.`,
    codeLabel: 'رمز التحقق',
    verify: 'تحقّق',
    wrongCode: (left: number) => `رمز التحقق غير صحيح. المحاولات المتبقية: ${arabicDigits(String(left))}.`,
    paidHeading: 'تمت عملية الدفع هذه',
    failedHeading: 'لم تتم عملية الدفع هذه',
    paidText: 'خُصم المبلغ من البطاقة، ولا حاجة إلى أي إجراء آخر هنا.',
    failedText: (message: string) => `السبب: ${arabicReason(message)}.`,
    back: 'العودة إلى حِرفة',
    notFoundHeading: 'لم يُعثر على عملية الدفع',
    notFoundText: 'عملية الدفع هذه غير موجودة. ابدأ الدفع من جديد في حِرفة.',
    digits: (value: string) => arabicDigits(value),
  },
} as const;

function arabicDigits(value: string): string {
  return value.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));
}

const arabicReasons: Readonly<Record<string, string>> = {
  [SANDBOX_MESSAGES.insufficientFunds]: 'الرصيد غير كافٍ',
  [SANDBOX_MESSAGES.threeDSecureFailed]: 'فشل التحقق الآمن ثلاثي الأبعاد',
  [SANDBOX_MESSAGES.unsupported]: 'البطاقة غير مدعومة في بيئة الاختبار',
  [SANDBOX_MESSAGES.cancelled]: 'ألغى المتسوّق الدفع',
};
const englishReasons: Readonly<Record<string, string>> = {
  [SANDBOX_MESSAGES.insufficientFunds]: 'insufficient funds',
};
const arabicReason = (message: string) => arabicReasons[message] ?? 'رفض البنك الدفع';


const languageOf = (value: string | undefined): Language => (value === 'ar' ? 'ar' : 'en');

// ── HTML ───────────────────────────────────────────────────────────────────────────────────

const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Marks text that is already HTML, so `html` does not escape it twice. */
class Html {
  constructor(readonly value: string) {}
}
type Part = string | number | Html | null | undefined | false | readonly Part[];

function html(strings: TemplateStringsArray, ...parts: Part[]): Html {
  const render = (part: Part): string =>
    part instanceof Html ? part.value : Array.isArray(part) ? part.map(render).join('') : part === null || part === undefined || part === false ? '' : escapeHtml(String(part));
  return new Html(strings.reduce((out, chunk, i) => out + chunk + (i < parts.length ? render(parts[i] as Part) : ''), ''));
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Tahoma,sans-serif;color:#1f1d1a;background:#f6f1ea}
main{max-width:28rem;margin:2rem auto;padding:1.5rem;background:#fff;border:1px solid #ddd3c5;border-radius:.75rem}
h1{font-size:1.4rem;margin:.25rem 0 1rem}h2{font-size:1.05rem;margin:1.25rem 0 .5rem}
.notice{margin:0 0 1rem;padding:.5rem .75rem;background:#fff4d6;border:1px solid #e0c070;border-radius:.5rem;font-size:.9rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:0 0 1rem}dt{color:#5a544c}dd{margin:0;font-weight:600}
.field{margin:0 0 1rem}label{display:block;font-weight:600;margin-bottom:.25rem}
input{width:100%;padding:.6rem .7rem;font:inherit;border:1px solid #8a8177;border-radius:.4rem}
input:focus,button:focus,a:focus{outline:3px solid #1f5fbf;outline-offset:2px}
input[aria-invalid=true]{border-color:#b3261e;border-width:2px}
.hint{margin:.25rem 0 0;font-size:.875rem;color:#5a544c}.error{margin:.25rem 0 0;color:#b3261e;font-weight:600}
.summary{border:2px solid #b3261e;border-radius:.5rem;padding:.5rem 1rem;margin:0 0 1rem}.summary ul{margin:.25rem 0;padding-inline-start:1.25rem}
button{width:100%;padding:.75rem 1rem;font:inherit;font-weight:700;color:#fff;background:#8a3b12;border:0;border-radius:.5rem;cursor:pointer}
button:hover{background:#6f2f0e}a{color:#1f4f9a}.actions{margin-top:1rem;text-align:center}
.cards{font-size:.9rem;color:#3d3935}.cards ul{padding-inline-start:1.25rem;margin:.25rem 0}.num{unicode-bidi:isolate;direction:ltr;white-space:nowrap}
`;

function layout(language: Language, title: string, body: Html): string {
  const t = text[language];
  return html`<!doctype html>
<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title} · ${t.pageTitle}</title>
<style>${new Html(STYLE)}</style>
</head>
<body>
<main>
<p class="notice">${t.sandboxNotice}</p>
${body}
</main>
</body>
</html>`.value;
}

function summary(payment: SandboxPayment, language: Language): Html {
  const t = text[language];
  return html`<dl>
<dt>${t.merchant}</dt><dd>${t.merchantName}</dd>
<dt>${t.amount}</dt><dd>${formatMoney(payment.amount, language)}</dd>
<dt>${t.description}</dt><dd>${payment.description}</dd>
</dl>`;
}

const pagePath = (payment: SandboxPayment, suffix = '') => `${SANDBOX_PAGES_PATH}/${encodeURIComponent(payment.id)}${suffix}`;

function cardPage(payment: SandboxPayment, language: Language, values: CardValues, errors: CardErrors, formError?: string): string {
  const t = text[language];
  const messageOf = (field: CardField): string | undefined => {
    const key = errors[field];
    return key === undefined ? undefined : t.errors[key];
  };
  const fieldErrors = (['number', 'name', 'expiry', 'cvc'] as const).flatMap((field) => {
    const message = messageOf(field);
    return message ? [{ field, message }] : [];
  });
  const firstInvalid = fieldErrors[0]?.field;
  const amount = formatMoney(payment.amount, language);

  const field = (name: CardField, options: { autocomplete: string; inputmode?: string; hint?: string; value?: string; maxlength: number }) => {
    const error = messageOf(name);
    const describedBy = [options.hint ? `${name}-hint` : '', error ? `${name}-error` : ''].filter(Boolean).join(' ');
    return html`<div class="field">
<label for="${name}">${t[name]}</label>
<input id="${name}" name="${name}" type="text" autocomplete="${options.autocomplete}"${options.inputmode ? html` inputmode="${options.inputmode}"` : ''} maxlength="${options.maxlength}" dir="ltr" required value="${options.value ?? ''}"${describedBy ? html` aria-describedby="${describedBy}"` : ''}${error ? html` aria-invalid="true"` : ''}${firstInvalid === name ? html` autofocus` : ''}>
${options.hint ? html`<p class="hint" id="${name}-hint">${options.hint}</p>` : ''}
${error ? html`<p class="error" id="${name}-error">${error}</p>` : ''}
</div>`;
  };

  return layout(
    language,
    t.cardHeading,
    html`<h1>${t.cardHeading}</h1>
${summary(payment, language)}
${formError ? html`<div class="summary" role="alert"><p>${formError}</p></div>` : ''}
${fieldErrors.length > 0 ? html`<div class="summary" role="alert"><p>${t.errorSummary}</p><ul>${fieldErrors.map(({ field: name, message }) => html`<li><a href="#${name}">${message}</a></li>`)}</ul></div>` : ''}
<form method="post" action="${pagePath(payment)}" novalidate>
<input type="hidden" name="lang" value="${language}">
${field('number', { autocomplete: 'cc-number', inputmode: 'numeric', value: values.number, maxlength: 23 })}
${field('name', { autocomplete: 'cc-name', value: values.name, maxlength: 100 })}
${field('expiry', { autocomplete: 'cc-exp', inputmode: 'numeric', hint: t.expiryHint, value: values.expiry, maxlength: 7 })}
${field('cvc', { autocomplete: 'cc-csc', inputmode: 'numeric', hint: t.cvcHint, maxlength: 3 })}
<button type="submit">${t.pay(amount)}</button>
</form>
<p class="actions"><a href="${pagePath(payment, `/cancel?lang=${language}`)}">${t.cancel}</a></p>
<section class="cards" aria-labelledby="test-cards">
<h2 id="test-cards">${t.testCardsHeading}</h2>
<ul>${t.testCards.map(([number, outcome]) => html`<li><span class="num">${number}</span>: ${outcome}</li>`)}</ul>
<p>${t.testCardsNote}</p>
</section>`,
  );
}

function verificationPage(payment: SandboxPayment, language: Language, state: string, error: string | null): string {
  const t = text[language];
  const amount = formatMoney(payment.amount, language);
  return layout(
    language,
    t.verifyHeading,
    html`<h1>${t.verifyHeading}</h1>
<p>${t.verifyIntro(amount)}</p>
<p>${t.verifyCode(t.digits(SANDBOX_3DS_CODE))}</p>
<form method="post" action="${pagePath(payment, '/verify')}" novalidate>
<input type="hidden" name="lang" value="${language}">
<input type="hidden" name="state" value="${state}">
<div class="field">
<label for="code">${t.codeLabel}</label>
<input id="code" name="code" type="text" inputmode="numeric" autocomplete="one-time-code" maxlength="8" dir="ltr" required autofocus${error ? html` aria-invalid="true" aria-describedby="code-error"` : ''}>
${error ? html`<p class="error" id="code-error" role="alert">${error}</p>` : ''}
</div>
<button type="submit">${t.verify}</button>
</form>`,
  );
}

function settledPage(payment: SandboxPayment, back: string, language: Language): string {
  const t = text[language];
  const paid = payment.status === 'paid';
  const heading = paid ? t.paidHeading : t.failedHeading;
  const reason = language === 'ar' ? (payment.message ?? '') : (englishReasons[payment.message ?? ''] ?? payment.message ?? '');
  return layout(
    language,
    heading,
    html`<h1>${heading}</h1>
${summary(payment, language)}
<p>${paid ? t.paidText : payment.message ? t.failedText(reason) : ''}</p>
<p class="actions"><a href="${back}">${t.back}</a></p>`,
  );
}

function notFoundPage(language: Language): string {
  const t = text[language];
  return layout(language, t.notFoundHeading, html`<h1>${t.notFoundHeading}</h1><p>${t.notFoundText}</p>`);
}
