// The card page of the Moyasar gateway, served by this server at /moyasar/payments/{paymentId}.
// Its script (/moyasar/tokenize.js) sends the card straight from the browser to Moyasar's
// POST /v1/tokens with the publishable key; the card inputs have no `name`, so the form that
// reaches us carries only the token. We then create the payment with the secret key and send
// the shopper to Moyasar's 3-D Secure page (source.transaction_url), which returns to the
// payment's callback URL.
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { formatMoney } from '../../src/domain/money-format';
import { MOYASAR_PAGES_PATH, MoyasarError, type MoyasarGateway, type MoyasarPayment, type PaymentLink } from './moyasar-gateway';
import type { Logger } from '../logging/logger';
import type { RequestLogVariables } from '../logging/request-log';

type Language = 'en' | 'ar';

export const MOYASAR_SCRIPT_PATH = '/moyasar/tokenize.js';

/** `logger` is for requests that arrive without the app's request logger (the pages on their own, in tests). */
export function moyasarGatewayPages(gateway: MoyasarGateway, logger: Logger): Hono<{ Variables: Partial<RequestLogVariables> }> {
  const pages = new Hono<{ Variables: Partial<RequestLogVariables> }>();
  const apiOrigin = new URL(gateway.config.apiUrl).origin;

  pages.use(`${MOYASAR_PAGES_PATH}/*`, async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });
  pages.post(`${MOYASAR_PAGES_PATH}/*`, bodyLimit({ maxSize: 8 * 1024, onError: (c) => c.text('Payload too large', 413) }));

  pages.get(MOYASAR_SCRIPT_PATH, (c) => {
    c.header('Content-Type', 'text/javascript; charset=utf-8');
    c.header('Cache-Control', 'no-cache');
    return c.body(TOKENIZE_SCRIPT);
  });

  const render = (c: Context, body: string, status: 200 | 400 | 422 | 502 = 200) => {
    // The page may talk to Moyasar (tokenize) and be sent on to its 3-D Secure page; nothing else.
    c.header(
      'Content-Security-Policy',
      `default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self' ${apiOrigin}; form-action 'self' ${apiOrigin} https:; frame-ancestors 'self'; base-uri 'self'; object-src 'none'`,
    );
    return c.html(body, status);
  };

  /** Where a payment that Moyasar already has sends the shopper: its 3-D Secure page, or back with the outcome. */
  const onward = (payment: MoyasarPayment, link: PaymentLink): string => {
    const transactionUrl = payment.source?.transaction_url;
    if (payment.status === 'initiated' && transactionUrl) return transactionUrl;
    const back = new URL(link.callbackUrl);
    back.searchParams.set('id', payment.id);
    back.searchParams.set('status', payment.status);
    if (payment.source?.message) back.searchParams.set('message', payment.source.message);
    return back.href;
  };

  pages.get(`${MOYASAR_PAGES_PATH}/:paymentId`, async (c) => {
    const language = languageOf(c.req.query('lang'));
    const link = gateway.verifyLink(c.req.query('link') ?? '', c.req.param('paymentId'));
    if (!link) return render(c, expiredPage(language), 400);
    const existing = await gateway.fetchPayment(link.paymentId).catch(() => null);
    if (existing) return c.redirect(onward(existing, link), 302);
    return render(c, cardPage(gateway, link, c.req.query('link') ?? '', language, null));
  });

  pages.post(`${MOYASAR_PAGES_PATH}/:paymentId`, async (c) => {
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const field = (name: string) => (typeof form[name] === 'string' ? form[name] : '');
    const language = languageOf(field('lang'));
    const link = gateway.verifyLink(field('link'), c.req.param('paymentId'));
    if (!link) return render(c, expiredPage(language), 400);
    const token = field('token');
    if (!/^token_[A-Za-z0-9]{1,200}$/.test(token)) {
      return render(c, cardPage(gateway, link, field('link'), language, text[language].noToken), 422);
    }
    try {
      const payment = await gateway.createPayment(link, token);
      return c.redirect(onward(payment, link), 302);
    } catch (error) {
      if (error instanceof MoyasarError && error.status < 500) {
        return render(c, cardPage(gateway, link, field('link'), language, text[language].refused(error.details)), 422);
      }
      (c.get('log') ?? logger).error({ err: error, paymentId: link.paymentId }, 'Moyasar: creating the payment failed');
      return render(c, cardPage(gateway, link, field('link'), language, text[language].unavailable), 502);
    }
  });

  return pages;
}

const languageOf = (value: string | undefined): Language => (value === 'ar' ? 'ar' : 'en');

const text = {
  en: {
    title: 'Card payment',
    merchant: 'Merchant',
    merchantName: 'Herfa',
    amount: 'Amount',
    description: 'Description',
    number: 'Card number',
    name: 'Name on card',
    expiry: 'Expiry (MM/YY)',
    cvc: 'CVC',
    pay: (amount: string) => `Pay ${amount}`,
    cancel: 'Cancel payment',
    secured: 'Your card details go directly to Moyasar, our payment provider; Herfa never sees them.',
    needsScript: 'This payment page needs JavaScript to send your card securely to Moyasar.',
    noToken: 'The card could not be sent to Moyasar. Check the details and try again.',
    refused: (message: string) => `Moyasar refused the payment: ${message}`,
    unavailable: 'Moyasar is not answering right now. Try again in a moment.',
    networkError: 'Moyasar could not be reached. Check your connection and try again.',
    expiredHeading: 'This payment link has expired',
    expiredText: 'Start the payment again from Herfa.',
  },
  ar: {
    title: 'الدفع بالبطاقة',
    merchant: 'التاجر',
    merchantName: 'حِرفة',
    amount: 'المبلغ',
    description: 'الوصف',
    number: 'رقم البطاقة',
    name: 'الاسم على البطاقة',
    expiry: 'تاريخ الانتهاء (شهر/سنة)',
    cvc: 'رمز التحقق CVC',
    pay: (amount: string) => `ادفع ${amount}`,
    cancel: 'إلغاء الدفع',
    secured: 'تُرسل بيانات بطاقتك مباشرةً إلى ميسّر، مزوّد الدفع لدينا، ولا تطّلع عليها حِرفة.',
    needsScript: 'تحتاج صفحة الدفع هذه إلى JavaScript لإرسال بطاقتك بأمان إلى ميسّر.',
    noToken: 'تعذّر إرسال البطاقة إلى ميسّر. تحقّق من البيانات وحاول مرة أخرى.',
    refused: (message: string) => `رفض ميسّر عملية الدفع: ${message}`,
    unavailable: 'لا يستجيب ميسّر حاليًا. حاول مرة أخرى بعد قليل.',
    networkError: 'تعذّر الاتصال بميسّر. تحقّق من اتصالك وحاول مرة أخرى.',
    expiredHeading: 'انتهت صلاحية رابط الدفع هذا',
    expiredText: 'ابدأ الدفع من جديد في حِرفة.',
  },
} as const;


const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const STYLE = `*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Tahoma,sans-serif;color:#1f1d1a;background:#f6f1ea}
main{max-width:28rem;margin:2rem auto;padding:1.5rem;background:#fff;border:1px solid #ddd3c5;border-radius:.75rem}h1{font-size:1.4rem;margin:.25rem 0 1rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:0 0 1rem}dt{color:#5a544c}dd{margin:0;font-weight:600}
.field{margin:0 0 1rem}label{display:block;font-weight:600;margin-bottom:.25rem}input{width:100%;padding:.6rem .7rem;font:inherit;border:1px solid #8a8177;border-radius:.4rem}
input:focus,button:focus,a:focus{outline:3px solid #1f5fbf;outline-offset:2px}.error{color:#b3261e;font-weight:600}.note{font-size:.9rem;color:#5a544c}
button{width:100%;padding:.75rem 1rem;font:inherit;font-weight:700;color:#fff;background:#8a3b12;border:0;border-radius:.5rem;cursor:pointer}a{color:#1f4f9a}.actions{margin-top:1rem;text-align:center}`;

function layout(language: Language, title: string, body: string): string {
  return `<!doctype html>
<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(title)} · ${escapeHtml(text[language].merchantName)}</title><style>${STYLE}</style></head>
<body><main>${body}</main></body></html>`;
}

function cardPage(gateway: MoyasarGateway, link: PaymentLink, signedLink: string, language: Language, error: string | null): string {
  const t = text[language];
  const amount = formatMoney(link.amount, language);
  // Moyasar has no payment yet: the return finds none there, and nothing is charged.
  const cancelUrl = new URL(link.callbackUrl);
  cancelUrl.searchParams.set('id', link.paymentId);
  cancelUrl.searchParams.set('status', 'failed');
  cancelUrl.searchParams.set('message', 'Cancelled by the shopper');
  // No `name` on the card inputs: without the script nothing of the card is ever posted.
  const input = (id: string, label: string, autocomplete: string, extra = '') =>
    `<div class="field"><label for="${id}">${escapeHtml(label)}</label><input id="${id}" type="text" autocomplete="${autocomplete}" dir="ltr" required${extra}></div>`;
  return layout(
    language,
    t.title,
    `<h1>${escapeHtml(t.title)}</h1>
<dl><dt>${escapeHtml(t.merchant)}</dt><dd>${escapeHtml(t.merchantName)}</dd><dt>${escapeHtml(t.amount)}</dt><dd>${escapeHtml(amount)}</dd><dt>${escapeHtml(t.description)}</dt><dd>${escapeHtml(link.description)}</dd></dl>
<p id="form-status" class="error" role="alert">${error ? escapeHtml(error) : ''}</p>
<noscript><p class="error">${escapeHtml(t.needsScript)}</p></noscript>
<form id="card-form" method="post" action="${MOYASAR_PAGES_PATH}/${escapeHtml(link.paymentId)}" novalidate data-api="${escapeHtml(gateway.config.apiUrl)}" data-key="${escapeHtml(gateway.config.publishableKey)}" data-callback="${escapeHtml(link.callbackUrl)}" data-network-error="${escapeHtml(t.networkError)}" data-refused="${escapeHtml(t.noToken)}">
<input type="hidden" name="lang" value="${language}"><input type="hidden" name="link" value="${escapeHtml(signedLink)}"><input type="hidden" name="token" id="token" value="">
${input('number', t.number, 'cc-number', ' inputmode="numeric" maxlength="23"')}
${input('name', t.name, 'cc-name', ' maxlength="100"')}
${input('expiry', t.expiry, 'cc-exp', ' inputmode="numeric" maxlength="7"')}
${input('cvc', t.cvc, 'cc-csc', ' inputmode="numeric" maxlength="4"')}
<button type="submit">${escapeHtml(t.pay(amount))}</button>
</form>
<p class="note">${escapeHtml(t.secured)}</p>
<p class="actions"><a href="${escapeHtml(cancelUrl.href)}">${escapeHtml(t.cancel)}</a></p>
<script src="${MOYASAR_SCRIPT_PATH}" defer></script>`,
  );
}

function expiredPage(language: Language): string {
  const t = text[language];
  return layout(language, t.expiredHeading, `<h1>${escapeHtml(t.expiredHeading)}</h1><p>${escapeHtml(t.expiredText)}</p>`);
}

/** Runs in the shopper's browser: card → Moyasar token (publishable key) → our form, token only. */
const TOKENIZE_SCRIPT = `'use strict';
(function () {
  var form = document.getElementById('card-form');
  if (!form) return;
  var status = document.getElementById('form-status');
  var busy = false;
  function value(id) { return document.getElementById(id).value.trim(); }
  function latin(text) {
    return text.replace(/[\\u0660-\\u0669]/g, function (d) { return String(d.charCodeAt(0) - 0x0660); })
      .replace(/[\\u06f0-\\u06f9]/g, function (d) { return String(d.charCodeAt(0) - 0x06f0); });
  }
  function fail(message) { busy = false; status.textContent = message; }
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    if (busy) return;
    busy = true;
    status.textContent = '';
    var expiry = latin(value('expiry')).replace(/\\s/g, '').split('/');
    var year = expiry[1] || '';
    var card = {
      name: value('name'),
      number: latin(value('number')).replace(/[\\s-]/g, ''),
      month: Number(expiry[0]),
      // Two digits, as Moyasar's Create Token reference writes it ("year": 30).
      year: Number(year.length === 4 ? year.slice(2) : year),
      cvc: latin(value('cvc')),
      save_only: true,
      callback_url: form.dataset.callback
    };
    fetch(form.dataset.api + '/v1/tokens', {
      method: 'POST',
      headers: { 'Authorization': 'Basic ' + btoa(form.dataset.key + ':'), 'Content-Type': 'application/json' },
      body: JSON.stringify(card)
    }).then(function (response) {
      return response.json().catch(function () { return {}; }).then(function (body) {
        if (!response.ok || typeof body.id !== 'string') {
          var details = body && body.errors ? Object.keys(body.errors).map(function (k) { return body.errors[k].join(', '); }).join('; ') : '';
          return fail((body && body.message ? body.message + (details ? ': ' + details : '') : form.dataset.refused));
        }
        document.getElementById('token').value = body.id;
        form.submit();
      });
    }, function () { fail(form.dataset.networkError); });
  });
})();
`;
