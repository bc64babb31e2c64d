// Every mail reads whole in both languages (nothing left untranslated, Arabic right to left),
// says what its kind promises (an order's items and total, a refund and where it went), and
// never lets what a user typed into its HTML unescaped.
import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '../../../src/domain/locale';
import { formatMoney } from '../../../src/domain/money-format';
import { translatorFor } from '../messages';
import type { OrderRecord } from '../orders/order-views';
import { MAIL_KINDS, type MailKind, type MailParams, type OutgoingMail } from './mail';
import { renderMail, type MailContext } from './mail-templates';

const PUBLIC_URL = 'https://herfa.example';

/** A delivered-to-Riyadh order of two items, paid partly from the wallet and partly by card, in English. */
function anOrderRecord(overrides: Partial<OrderRecord> = {}): OrderRecord {
  return {
    code: 'HRF-001001',
    createdAt: '2026-11-20T09:30:00.000Z',
    updatedAt: '2026-11-20T09:30:00.000Z',
    status: 'new',
    seller: { slug: 'sadu-house', name: 'Sadu House' },
    items: [
      {
        productSlug: 'sadu-cushion',
        name: 'Sadu cushion',
        image: null,
        isGift: false,
        colour: 'Red',
        size: 'Large',
        nameOnProduct: null,
        giftText: null,
        quantity: 2,
        unitPrice: 12_500,
        unitDiscount: 0,
        total: 25_000,
        reviewable: false,
      },
      {
        productSlug: 'palm-basket',
        name: 'Palm-frond basket',
        image: null,
        isGift: false,
        colour: null,
        size: null,
        nameOnProduct: null,
        giftText: null,
        quantity: 1,
        unitPrice: 8_000,
        unitDiscount: 0,
        total: 8_000,
        reviewable: false,
      },
    ],
    subtotal: 33_000,
    discount: 0,
    shippingFee: 2_500,
    total: 35_500,
    walletPart: 20_000,
    cardPart: 15_500,
    shippedTo: { region: 'Riyadh Region', city: 'Riyadh', country: 'SA', addressText: 'Olaya Street, Building 3' },
    history: [{ status: 'new', actor: 'shopper', reason: null, at: '2026-11-20T09:30:00.000Z' }],
    reason: null,
    refund: null,
    shopper: { name: 'Sara Al-Qahtani', phone: '+966500000001' },
    ...overrides,
  };
}

const contactParams: MailParams['contactMessage'] = {
  id: 'c0ffee00-0000-4000-8000-000000000001',
  name: 'Sara Al-Qahtani',
  email: 'sara@example.com',
  phone: '+966500000001',
  userId: null,
  language: 'ar',
  subject: 'Where is\r\nmy order?',
  message: 'Hello,\nMy order has not arrived yet.',
};

/** One mail of each kind, as a use case would ask for it. */
const SAMPLES: { readonly [K in MailKind]: MailParams[K] } = {
  orderPlaced: { code: 'HRF-001001' },
  orderStatus: { code: 'HRF-001001', status: 'cancelled', refunded: 12_500 },
  paymentFailed: { amount: 15_500, reason: 'payment.declined.insufficientFunds' },
  walletToppedUp: { amount: 50_000 },
  welcome: {},
  passwordChanged: {},
  passwordResetCode: { code: '482913', minutes: 15 },
  registrationCode: { code: '305716', minutes: 15, name: 'Sara Al-Qahtani', language: 'ar' },
  registrationAttempt: {},
  contactMessage: contactParams,
};

const sample = (kind: MailKind): OutgoingMail => ({ kind, params: SAMPLES[kind] }) as OutgoingMail;

const contextIn = (language: Language, overrides: Partial<MailContext> = {}): MailContext => ({
  language,
  recipientName: 'Sara Al-Qahtani',
  publicUrl: PUBLIC_URL,
  order: anOrderRecord(),
  ...overrides,
});

/** A message key i18next answered with because it found no text (mail.orderPlaced.title). */
const LEAKED_KEY = /\b(?:mail|auth|payment|common|orders)\.[A-Za-z]+/;

describe('every mail, in both languages', () => {
  const cases = MAIL_KINDS.flatMap((kind) => LANGUAGES.map((language) => [kind, language] as const));

  it.each(cases)('%s in %s is written out whole', (kind, language) => {
    const mail = renderMail(sample(kind), contextIn(language));
    for (const part of [mail.subject, mail.text, mail.html]) {
      expect(part.trim()).not.toBe('');
      expect(part).not.toContain('{{');
      expect(part).not.toMatch(LEAKED_KEY);
    }
    // Values are isolated with <bdi> in HTML; the plain text carries no invisible marks.
    expect(`${mail.subject}${mail.text}`).not.toMatch(/[\u2066-\u2069]/);
    // Customer care reads English whatever the sender's language.
    const written = kind === 'contactMessage' ? 'en' : language;
    expect(mail.html).toMatch(/^<!doctype html>\n/);
    expect(mail.html).toContain(written === 'ar' ? '<html lang="ar" dir="rtl">' : '<html lang="en" dir="ltr">');
    expect(mail.html).toContain('<meta charset="utf-8">');
  });
});

describe('orderPlaced', () => {
  const order = anOrderRecord();

  it.each(LANGUAGES)('lists the code, items, total, address and the link to the order (%s)', (language) => {
    const mail = renderMail({ kind: 'orderPlaced', params: { code: order.code } }, contextIn(language));
    const link = `${PUBLIC_URL}/${language}/orders/HRF-001001`;
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('HRF-001001');
      expect(part).toContain('Sadu cushion');
      expect(part).toContain('Palm-frond basket');
      expect(part).toContain('Sadu House');
      expect(part).toContain(formatMoney(35_500, language));
      expect(part).toContain(formatMoney(20_000, language));
      expect(part).toContain(formatMoney(15_500, language));
      expect(part).toContain('Olaya Street, Building 3');
      expect(part).toContain(link);
    }
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.html).toContain('<bdi>HRF-001001</bdi>');
  });

  it('greets the shopper by first name and names each item’s options', () => {
    const { text } = renderMail({ kind: 'orderPlaced', params: { code: order.code } }, contextIn('en'));
    expect(text).toContain('Hello Sara,');
    expect(text).not.toContain('Al-Qahtani');
    expect(text).toContain('Colour: Red · Size: Large · Quantity: 2');
    expect(text).toContain(`Sadu cushion: ${formatMoney(25_000, 'en')}`);
  });

  it('shows a discount only when there is one, and a free shipping as free', () => {
    const t = translatorFor('en');
    const plain = renderMail({ kind: 'orderPlaced', params: { code: order.code } }, contextIn('en')).text;
    expect(plain).not.toContain(`${t('mail.order.discount')}:`);

    const discounted = anOrderRecord({ discount: 3_000, shippingFee: 0, total: 30_000, walletPart: 30_000, cardPart: 0 });
    const { text } = renderMail({ kind: 'orderPlaced', params: { code: order.code } }, contextIn('en', { order: discounted }));
    expect(text).toContain(`${t('mail.order.discount')}: ${formatMoney(-3_000, 'en', { sign: 'always' })}`);
    expect(text).toContain(`${t('mail.order.shippingFee')}: ${t('mail.order.freeShipping')}`);
    expect(text).not.toContain(`${t('mail.order.cardPart')}:`);
  });

  it('still confirms the code with a link when the order can no longer be read', () => {
    const { text, html } = renderMail({ kind: 'orderPlaced', params: { code: 'HRF-001001' } }, contextIn('ar', { order: null }));
    expect(text).toContain('HRF-001001');
    expect(text).toContain(`${PUBLIC_URL}/ar/orders/HRF-001001`);
    expect(html).toContain(`href="${PUBLIC_URL}/ar/orders/HRF-001001"`);
  });

  it('writes Arabic amounts in Arabic-Indic digits, as the storefront does', () => {
    const { text } = renderMail({ kind: 'orderPlaced', params: { code: order.code } }, contextIn('ar'));
    expect(formatMoney(35_500, 'ar')).toMatch(/[٠-٩]/);
    expect(text).toContain(formatMoney(35_500, 'ar'));
    expect(text).not.toContain('355.00');
  });
});

describe('orderStatus', () => {
  const walletLink = (language: Language) => `${PUBLIC_URL}/${language}/profile/wallet`;

  it.each(LANGUAGES)('a cancelled order says what went back to the wallet, and why (%s)', (language) => {
    const mail = renderMail(
      { kind: 'orderStatus', params: { code: 'HRF-001001', status: 'cancelled', refunded: 12_500 } },
      contextIn(language, { order: anOrderRecord({ status: 'cancelled', reason: 'Ordered twice by mistake' }) }),
    );
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain(formatMoney(12_500, language));
      expect(part).toContain(walletLink(language));
      expect(part).toContain('Ordered twice by mistake');
      expect(part).toContain(`${PUBLIC_URL}/${language}/orders/HRF-001001`);
    }
  });

  it('a shipped order without a refund has no wallet link', () => {
    const mail = renderMail({ kind: 'orderStatus', params: { code: 'HRF-001001', status: 'shipped', refunded: null } }, contextIn('en'));
    expect(mail.subject).toBe(translatorFor('en')('mail.orderStatus.shipped.subject', { code: 'HRF-001001' }));
    for (const part of [mail.text, mail.html]) {
      expect(part).not.toContain(walletLink('en'));
      expect(part).toContain(`${PUBLIC_URL}/en/orders/HRF-001001`);
    }
  });
});

describe('paymentFailed', () => {
  it.each(LANGUAGES)('gives the decline in the payment messages’ words and links to the cart (%s)', (language) => {
    const t = translatorFor(language);
    const mail = renderMail({ kind: 'paymentFailed', params: { amount: 15_500, reason: 'payment.declined.threeDSecure' } }, contextIn(language));
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain(formatMoney(15_500, language));
      expect(part).toContain(`${PUBLIC_URL}/${language}/cart`);
    }
    expect(mail.text).toContain(t('payment.declined.threeDSecure'));
    expect(mail.text).toContain(t('mail.paymentFailed.walletIntact'));
  });

  it('says nothing more for a code without its own words', () => {
    const t = translatorFor('en');
    const mail = renderMail({ kind: 'paymentFailed', params: { amount: 15_500, reason: 'payment.failed' } }, contextIn('en'));
    expect(mail.text).not.toContain(t('payment.failed'));
    expect(mail.text).not.toContain('payment.failed');
  });
});

describe('passwordResetCode', () => {
  it.each(LANGUAGES)('keeps the subject and text of auth.resetMail word for word, and shows the code in HTML (%s)', (language) => {
    const t = translatorFor(language);
    const params = { name: 'Sara Al-Qahtani', code: '482913', minutes: 15 };
    const mail = renderMail({ kind: 'passwordResetCode', params: { code: '482913', minutes: 15 } }, contextIn(language, { order: null }));
    expect(mail.subject).toBe(t('auth.resetMail.subject', params));
    expect(mail.text).toBe(t('auth.resetMail.text', params));
    expect(mail.html).toMatch(/<p dir="ltr"[^>]*>482913<\/p>/);
  });
});

describe('registrationCode', () => {
  it.each(LANGUAGES)('shows the code and how long it lasts, greeting the name registered with (%s)', (language) => {
    const mail = renderMail(
      { kind: 'registrationCode', params: { code: '305716', minutes: 15, name: 'Sara Al-Qahtani', language } },
      contextIn(language, { order: null }),
    );
    expect(mail.subject).toContain('305716');
    expect(mail.text).toContain('305716');
    expect(mail.text).toContain('Sara');
    expect(mail.text).toContain(language === 'en' ? 'valid for 15 minutes' : '١٥ دقيقة');
    expect(mail.html).toMatch(/<p dir="ltr"[^>]*>305716<\/p>/);
    // No account yet: the footer does not say there is one.
    expect(mail.text).toContain(language === 'en' ? 'this address was used to create a Herfa account' : 'استُخدم لإنشاء حساب في حِرفة');
    expect(mail.text).not.toContain(translatorFor(language)('mail.footer'));
  });
});

describe('registrationAttempt', () => {
  it.each(LANGUAGES)('tells the owner no account was made and links to log in and to reset the password (%s)', (language) => {
    const mail = renderMail({ kind: 'registrationAttempt', params: {} }, contextIn(language, { order: null }));
    expect(mail.text).toContain(`${PUBLIC_URL}/${language}/auth/login`);
    expect(mail.text).toContain(`${PUBLIC_URL}/${language}/auth/forget-password`);
    expect(mail.html).toContain(`href="${PUBLIC_URL}/${language}/auth/login"`);
    expect(mail.subject).toBe(language === 'en' ? 'Someone tried to create a Herfa account with your email' : 'حاول أحدهم إنشاء حساب في حِرفة ببريدك الإلكتروني');
  });
});

describe('contactMessage', () => {
  it('goes to customer care in English, with the lines the contact form has always sent', () => {
    const mail = renderMail({ kind: 'contactMessage', params: contactParams }, contextIn('ar', { recipientName: null, order: null }));
    expect(mail.subject).toBe('[Herfa contact] Where is my order?');
    expect(mail.text).toBe(
      [
        'A message from the contact form (c0ffee00-0000-4000-8000-000000000001).',
        '',
        'From: Sara Al-Qahtani <sara@example.com>',
        'Reply to: sara@example.com',
        'Phone: +966500000001',
        'Account: not signed in',
        'Language: ar',
        'Subject: Where is my order?',
        '',
        'Hello,\nMy order has not arrived yet.',
      ].join('\n'),
    );
    expect(mail.html).toContain('<html lang="en" dir="ltr">');
    expect(mail.html).toContain('Hello,<br>My order has not arrived yet.');
  });

  it('writes a missing phone as a dash and names the account', () => {
    const { text } = renderMail({ kind: 'contactMessage', params: { ...contactParams, phone: null, userId: 'user-42' } }, contextIn('en'));
    expect(text).toContain('\nPhone: -\n');
    expect(text).toContain('\nAccount: user-42\n');
  });
});

describe('HTML escaping', () => {
  const hostile = '<script>alert(1)</script> & "x"';
  const image = '<img src=x onerror=alert(1)>';

  it.each(MAIL_KINDS)('%s never writes a hostile name or text as markup', (kind) => {
    const order = anOrderRecord({
      status: 'cancelled',
      reason: image,
      seller: { slug: 'sadu-house', name: hostile },
      shippedTo: { region: 'Riyadh Region', city: 'Riyadh', country: 'SA', addressText: image },
    });
    const mail = renderMail(kind === 'contactMessage' ? { kind, params: { ...contactParams, name: hostile, subject: hostile, message: image } } : sample(kind), contextIn('en', { recipientName: hostile, order }));
    expect(mail.html).not.toContain('<script');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).not.toContain('"x"');
  });

  it('writes what was typed as text: escaped in HTML, as typed in the plain text', () => {
    const mail = renderMail({ kind: 'contactMessage', params: { ...contactParams, message: `${image}\n${hostile}` } }, contextIn('en'));
    expect(mail.html).toContain('&#60;img src=x onerror=alert(1)&#62;<br>&#60;script&#62;alert(1)&#60;/script&#62; &#38; &#34;x&#34;');
    expect(mail.text).toContain(`${image}\n${hostile}`);
  });

  it('keeps <bdi> balanced whatever isolate marks a value carries', () => {
    const mail = renderMail({ kind: 'orderPlaced', params: { code: 'HRF-001001' } }, contextIn('ar', { recipientName: '\u2069</bdi>\u2068Sara' }));
    expect(mail.html).toContain('<bdi>&#60;/bdi&#62;Sara</bdi>');
    expect(mail.html.match(/<bdi>/g)?.length).toBe(mail.html.match(/<\/bdi>/g)?.length);
    expect(mail.html).not.toMatch(/[\u2066-\u2069]/);
  });

  it('escapes a link’s address in its href', () => {
    const mail = renderMail({ kind: 'welcome', params: {} }, contextIn('en', { publicUrl: 'https://herfa.example/"><b>' }));
    expect(mail.html).not.toContain('"><b>');
    expect(mail.html).toContain('href="https://herfa.example/&#34;&#62;&#60;b&#62;/en"');
  });
});
