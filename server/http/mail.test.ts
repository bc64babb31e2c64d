// The mails the screens promise, end to end on the server: real HTTP over a real (PGlite)
// database, each event queued in the turn of what it reports and delivered by the real SMTP
// mailer to a real SMTP server on a local port (smtp-server), where each mail is read as its
// reader's mail program shows it, in English and in Arabic: the order confirmation, a failed
// payment, shipped, delivered, cancelled and rejected with the refund, a wallet top-up, the
// welcome, a changed password, the reset code and the contact form.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutOutcome } from '../../src/contract/checkout';
import type { Language } from '../../src/domain/locale';
import { formatMoney } from '../../src/domain/money-format';
import { SmtpMailer } from '../adapters/smtp-mailer';
import { mailDeskOf } from '../composition';
import { users } from '../persistence/schema';
import { aRegistration, registerThroughApi, TEST_PASSWORD } from '../testing/account-fixtures';
import { CARDS, aBuyer, addToCart, insertShop, payAndReturn, resetStock, type Buyer } from '../testing/checkout-fixtures';
import { aSellerAccount, buy, type SellerAccount } from '../testing/order-fixtures';
import { startSmtpInbox, type ReceivedMail, type SmtpInbox } from '../testing/smtp-inbox';
import { startTestServer, type TestServer } from '../testing/test-server';
import { deliverDueMails } from '../use-cases/mail/mail-delivery';
import { translatorFor } from '../use-cases/messages';

const PUBLIC_URL = 'https://herfa.test';

let inbox: SmtpInbox;
let server: TestServer;
let najd: SellerAccount;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  server = await startTestServer({
    prepare: ({ db }) => insertShop(db),
    services: () => ({ mailer: new SmtpMailer(inbox.url, 'Herfa <no-reply@herfa.sa>'), publicUrl: PUBLIC_URL }),
  });
  najd = await aSellerAccount(server.database.db, 'najd-weavers');
}, 60_000);
afterAll(async () => {
  await server?.close();
  await inbox?.close();
});
afterEach(() => resetStock(server.database.db));

/** Delivers what is due, as the running server does every second, and answers the mails that reached `address`, oldest first. */
async function mailsTo(address: string): Promise<ReceivedMail[]> {
  await deliverDueMails(mailDeskOf(server.services));
  return inbox.received.filter((mail) => mail.envelope.to.includes(address));
}

const emailOf = (buyer: Buyer) => `buyer-${buyer.id}@herfa.test`;

/** A buyer who reads Herfa in `language`, with `wallet` halalas. */
async function aReader(language: Language, wallet = 100_000): Promise<Buyer> {
  const buyer = await aBuyer(server.database.db, { wallet });
  await server.database.db.update(users).set({ language }).where(eq(users.id, buyer.id));
  return buyer;
}

/** The one mail to `address` whose subject is `subject` (failing when there is none, or more than one). */
async function theMail(address: string, subject: string): Promise<ReceivedMail> {
  const found = (await mailsTo(address)).filter((mail) => mail.subject === subject);
  expect(found.map((mail) => mail.subject)).toEqual([subject]);
  return found[0]!;
}

/** What every mail to a shopper carries in their language: the brand, the direction, a link back to `path`. */
function expectWrittenFor(mail: ReceivedMail, language: Language, path: string) {
  const link = `${PUBLIC_URL}/${language}${path}`;
  expect(mail.contentType).toBe('multipart/alternative');
  expect(mail.from).toBe('"Herfa" <no-reply@herfa.sa>');
  expect(mail.html).toContain(`<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">`);
  expect(mail.html).toContain(`href="${link}"`);
  expect(mail.text).toContain(link);
  expect(mail.text).toContain(translatorFor(language)('common.brand'));
}

describe.each(['en', 'ar'] as const)('the mails of an order, in %s', (language) => {
  const t = translatorFor(language);
  const money = (halalas: number) => formatMoney(halalas, language);

  it('confirms the order with its items, amounts and address, then tells when it ships and arrives', async () => {
    const buyer = await aReader(language);
    const [code] = await buy(server, buyer, [{ product: 'sadu-cushion', quantity: 2 }]);

    const confirmation = await theMail(emailOf(buyer), t('mail.orderPlaced.subject', { code }));
    expectWrittenFor(confirmation, language, `/orders/${code}`);
    // 2 × 200.00 (250.00 less 20 %) + 25.00 shipping to Riyadh, all from the wallet.
    for (const part of [code!, language === 'ar' ? 'وسادة سدو' : 'Sadu cushion', money(40_000), money(2_500), money(42_500), 'King Fahd Road 1']) {
      expect(confirmation.text).toContain(part);
      expect(confirmation.html).toContain(part);
    }

    for (const to of ['inprogress', 'shipped', 'delivered'] as const) {
      expect((await server.json('POST', `/api/seller/orders/${code}/status`, { to }, najd.auth)).status).toBe(200);
    }
    const subjects = (await mailsTo(emailOf(buyer))).map((mail) => mail.subject);
    // Being prepared is only a notification; shipping and delivery are mailed.
    expect(subjects).toEqual([
      t('mail.orderPlaced.subject', { code }),
      t('mail.orderStatus.shipped.subject', { code }),
      t('mail.orderStatus.delivered.subject', { code }),
    ]);
    expectWrittenFor(await theMail(emailOf(buyer), t('mail.orderStatus.delivered.subject', { code })), language, `/orders/${code}`);
  });

  it('tells a shopper who cancels, and one whose order the store rejects, what went back to the wallet', async () => {
    const buyer = await aReader(language);
    const [cancelled, rejected] = await Promise.all([
      buy(server, buyer, [{ product: 'palm-basket' }]).then(([code]) => code!),
      aReader(language).then(async (other) => ({ other, code: (await buy(server, other, [{ product: 'kilim-rug', options: { colour: 'red' } }]))[0]! })),
    ]);

    expect((await server.json('POST', `/api/orders/${cancelled}/cancel`, { reason: 'Ordered by mistake' }, buyer.auth)).status).toBe(200);
    const cancellation = await theMail(emailOf(buyer), t('mail.orderStatus.cancelled.subject', { code: cancelled }));
    expectWrittenFor(cancellation, language, `/orders/${cancelled}`);
    // 80.00 + 25.00 shipping back to the wallet.
    expect(cancellation.text).toContain(money(10_500));
    expect(cancellation.html).toContain(`href="${PUBLIC_URL}/${language}/profile/wallet"`);

    const reason = 'The red rug sold out at the market';
    expect((await server.json('POST', `/api/seller/orders/${rejected.code}/status`, { to: 'rejected', reason }, najd.auth)).status).toBe(200);
    const rejection = await theMail(emailOf(rejected.other), t('mail.orderStatus.rejected.subject', { code: rejected.code }));
    expect(rejection.text).toContain(reason);
    expect(rejection.text).toContain(money(42_500));
  });

  it('tells a shopper whose card was declined why, and that their wallet is as it was', async () => {
    const buyer = await aReader(language, 0);
    await addToCart(server, buyer, 'palm-basket');
    const placed = await server.json<CheckoutOutcome>('POST', '/api/checkout', { addressId: buyer.addressId, idempotencyKey: randomUUID(), cardConfirmed: true }, buyer.auth);
    await payAndReturn(server, placed.body.redirectUrl!, CARDS.insufficientFunds);

    const failure = await theMail(emailOf(buyer), t('mail.paymentFailed.subject'));
    expectWrittenFor(failure, language, '/cart');
    expect(failure.text).toContain(t('payment.declined.insufficientFunds'));
    expect(failure.text).toContain(money(10_500));
  });

  it('confirms a wallet top-up by card', async () => {
    const buyer = await aReader(language, 0);
    const started = await server.json<{ redirectUrl: string }>('POST', '/api/wallet/topups', { amount: 15_000, idempotencyKey: randomUUID() }, buyer.auth);
    await payAndReturn(server, started.body.redirectUrl);

    const topUp = await theMail(emailOf(buyer), t('mail.walletToppedUp.subject', { amount: money(15_000) }));
    expectWrittenFor(topUp, language, '/profile/wallet');
    expect(topUp.text).toContain(money(15_000));
  });
});

describe.each(['en', 'ar'] as const)('the mails of an account, in %s', (language) => {
  const t = translatorFor(language);

  it('welcomes a new shopper, tells them when their password changes, and mails a reset code that works', async () => {
    const email = `mail-${randomUUID()}@herfa.test`;
    const registered = await registerThroughApi<{ token: string }>(server, aRegistration(email, { language }));
    expect(registered.status).toBe(201);
    expectWrittenFor(await theMail(email, t('mail.welcome.subject')), language, '');

    const newPassword = 'Sadu#Weave9';
    const changed = await server.json(
      'POST',
      '/api/profile/password',
      { currentPassword: TEST_PASSWORD, newPassword, newPasswordConfirmation: newPassword },
      { Authorization: `Bearer ${registered.body.token}` },
    );
    expect(changed.status).toBe(200);
    expectWrittenFor(await theMail(email, t('mail.passwordChanged.subject')), language, '/auth/forget-password');

    await server.json('POST', '/api/auth/forgot-password', { email });
    const resets = (await mailsTo(email)).filter((mail) => mail.subject.replace(/\d{6}/, '000000') === t('auth.resetMail.subject', { code: '000000' }));
    expect(resets).toHaveLength(1);
    const reset = resets[0]!;
    const code = /\b(\d{6})\b/.exec(reset.text)?.[1];
    expect(reset.subject).toContain(code);
    expect(reset.html).toContain(`>${code}<`);
    const password = 'Palm#Frond7';
    expect((await server.json('POST', '/api/auth/forgot-password/reset', { email, code, password, passwordConfirmation: password })).status).toBe(200);
    expect((await mailsTo(email)).filter((mail) => mail.subject === t('mail.passwordChanged.subject'))).toHaveLength(2);
  });
});

describe('the contact form', () => {
  it('mails customer care in English, the sender to reply to, whatever the sender’s language', async () => {
    const subject = `Custom order ${randomUUID().slice(0, 8)}`;
    const message = 'هل يمكن نسج وسادة سدو بألوان مختلفة؟';
    const sent = await server.json('POST', '/api/contact', { name: 'Sara Al-Harbi', email: 'sara@example.sa', subject, message }, { 'Accept-Language': 'ar' });
    expect(sent.status).toBe(201);
    const mail = await theMail('care@herfa.sa', `[Herfa contact] ${subject}`);
    expect(mail.replyTo).toBe('sara@example.sa');
    expect(mail.html).toContain('<html lang="en" dir="ltr">');
    expect(mail.text).toContain(message);
  });
});
