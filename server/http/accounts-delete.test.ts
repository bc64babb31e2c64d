// Deleting an account through real HTTP over a real (PGlite) database: confirmed by the password,
// or for a Google account by a sign-in of the last five minutes (tokens signed with a local key
// pair and checked by the real FirebaseTokenVerifier); refused while an order is open, a card
// payment is under way or the wallet holds money, and for sellers; and afterwards, the personal
// data erased in every table while orders, the ledger and reviews stay, the old sessions and email
// signed out for good, the email free to register again, and the seller still reading the order.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountUser } from '../../src/contract/accounts';
import type { ErrorBody } from '../../src/contract/common';
import type { SellerOrder } from '../../src/contract/orders';
import { formatMoney } from '../../src/domain/money-format';
import { Argon2PasswordHasher } from '../adapters/argon2-password-hasher';
import { mailDeskOf } from '../composition';
import {
  addresses,
  cartLines,
  favourites,
  mailOutbox,
  newsletterSubscriptions,
  notifications,
  orders,
  passwordResets,
  pushSubscriptions,
  reviews,
  sessions,
  users,
  walletEntries,
} from '../persistence/schema';
import { AccountClosed } from '../use-cases/accounts/accounts-repository';
import { CLOSED_ACCOUNT_NAME, RECENT_SIGN_IN_MS } from '../use-cases/accounts/accounts';
import { deliverDueMails } from '../use-cases/mail/mail-delivery';
import { aBuyer, addToCart, insertShop, resetStock, type Buyer } from '../testing/checkout-fixtures';
import { localFirebase, type LocalFirebase } from '../testing/firebase-tokens';
import { aSellerAccount, buy, putInStatus, type SellerAccount } from '../testing/order-fixtures';
import { registerThroughApi } from '../testing/account-fixtures';
import { startTestServer, type TestServer } from '../testing/test-server';

const PASSWORD = 'Herfa#2025';

let firebase: LocalFirebase;
let server: TestServer;
let najd: SellerAccount;
let passwordHash: string;
let uids = 0;

beforeAll(async () => {
  firebase = await localFirebase();
  server = await startTestServer({
    services: () => ({ identity: firebase.verifier() }),
    prepare: async ({ db }) => {
      await insertShop(db);
      await resetStock(db, { 'palm-basket': 1_000, 'clay-pot': 1_000, 'incense-burner': 1_000 });
    },
  });
  najd = await aSellerAccount(server.database.db, 'najd-weavers');
  passwordHash = await new Argon2PasswordHasher().hash(PASSWORD);
}, 60_000);
afterAll(async () => {
  await server?.close();
  await firebase?.close();
});

const db = () => server.database.db;

interface Shopper extends Buyer {
  readonly email: string;
}

/** A signed-in shopper with a password, a default address in Riyadh and `wallet` halalas. */
async function aShopper({ wallet = 0 } = {}): Promise<Shopper> {
  const buyer = await aBuyer(db(), { wallet });
  const [row] = await db().update(users).set({ passwordHash }).where(eq(users.id, buyer.id)).returning({ email: users.email });
  return { ...buyer, email: row!.email };
}

const remove = (auth: Record<string, string>, body: { password?: string; idToken?: string }) =>
  server.json<{ ok: true } & ErrorBody & { fields?: Record<string, string[]> }>('DELETE', '/api/auth/me', body, auth);
const me = (auth: Record<string, string>) => server.json<AccountUser & ErrorBody>('GET', '/api/auth/me', undefined, auth);
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const count = async (rows: Promise<unknown[]>) => (await rows).length;

/** How many rows of the shopper's personal data each table holds. */
async function personalData(shopper: Shopper): Promise<Record<string, number>> {
  const mine = { id: shopper.id };
  return {
    sessions: await count(db().select().from(sessions).where(eq(sessions.userId, mine.id))),
    resetCodes: await count(db().select().from(passwordResets).where(eq(passwordResets.userId, mine.id))),
    addresses: await count(db().select().from(addresses).where(eq(addresses.userId, mine.id))),
    favourites: await count(db().select().from(favourites).where(eq(favourites.userId, mine.id))),
    cart: await count(db().select().from(cartLines).where(eq(cartLines.userId, mine.id))),
    pushSubscriptions: await count(db().select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, mine.id))),
    notifications: await count(db().select().from(notifications).where(eq(notifications.userId, mine.id))),
    mail: await count(db().select().from(mailOutbox).where(eq(mailOutbox.userId, mine.id))),
    newsletter: await count(db().select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, shopper.email))),
  };
}

describe('deleting an account confirmed by its password', () => {
  it('erases the personal data everywhere, keeps the order, the ledger and the review, and frees the email', async () => {
    // Exactly the palm basket (80.00) and its shipping to Riyadh (25.00): the wallet ends empty.
    const shopper = await aShopper({ wallet: 10_500 });
    const [code] = await buy(server, shopper, [{ product: 'palm-basket' }]);
    await putInStatus(db(), code!, ['inprogress', 'shipped', 'delivered']);
    expect((await server.json<{ balance: number }>('GET', '/api/wallet', undefined, shopper.auth)).body.balance).toBe(0);
    await server.json('POST', '/api/products/palm-basket/reviews', { rating: 5, body: 'Beautifully woven, sturdy basket.' }, shopper.auth);
    await server.json('PUT', '/api/favourites/clay-pot', undefined, shopper.auth);
    await addToCart(server, shopper, 'incense-burner');
    await server.json('POST', '/api/newsletter', { email: shopper.email });
    await db().insert(pushSubscriptions).values({ userId: shopper.id, endpoint: `https://push.test/${shopper.id}`, p256dh: 'key', auth: 'secret' });
    await server.json('POST', '/api/auth/forgot-password', { email: shopper.email });
    const other = await server.json<{ token: string }>('POST', '/api/auth/login', { email: shopper.email, password: PASSWORD });
    expect(other.status).toBe(200);
    expect(await count(db().select().from(reviews).where(eq(reviews.userId, shopper.id)))).toBe(1);
    const personalBefore = await personalData(shopper);
    for (const [name, rows] of Object.entries(personalBefore)) expect(rows, name).toBeGreaterThan(0);

    const { status, body } = await remove(shopper.auth, { password: PASSWORD });
    expect({ status, body }).toEqual({ status: 200, body: { ok: true } });

    // Every session of the account is gone, this one and the other device's.
    expect(await me(shopper.auth)).toMatchObject({ status: 401, body: { code: 'auth.required' } });
    expect(await me(bearer(other.body.token))).toMatchObject({ status: 401, body: { code: 'auth.required' } });
    const [row] = await db().select().from(users).where(eq(users.id, shopper.id));
    expect(row).toMatchObject({
      fullName: CLOSED_ACCOUNT_NAME,
      email: `deleted+${shopper.id}@deleted.invalid`,
      phone: null,
      passwordHash: null,
      firebaseUid: null,
      deletedAt: expect.any(Date),
    });
    expect(await personalData(shopper)).toEqual(Object.fromEntries(Object.keys(personalBefore).map((name) => [name, 0])));
    // What the books need stays: the order (its address snapshot), the ledger and the review.
    const [order] = await db().select().from(orders).where(eq(orders.code, code!));
    expect(order).toMatchObject({ userId: shopper.id, status: 'delivered', shippedTo: expect.objectContaining({ addressText: 'King Fahd Road 1' }) });
    expect(await count(db().select().from(reviews).where(eq(reviews.userId, shopper.id)))).toBe(1);
    expect((await db().select({ kind: walletEntries.kind }).from(walletEntries).where(eq(walletEntries.userId, shopper.id))).map((entry) => entry.kind)).toEqual([
      'topup',
      'payment',
    ]);

    // The seller still reads the order, without the shopper's name or phone.
    const sold = await server.json<SellerOrder>('GET', `/api/seller/orders/${code}`, undefined, najd.auth);
    expect(sold).toMatchObject({ status: 200, body: { code, status: 'delivered', shopper: { name: CLOSED_ACCOUNT_NAME, phone: null } } });
    // The review stays, by a former shopper, in each language.
    const english = await server.json<{ items: { author: string; body: string }[] }>('GET', '/api/products/palm-basket/reviews', undefined, { 'Accept-Language': 'en' });
    const arabic = await server.json<{ items: { author: string; body: string }[] }>('GET', '/api/products/palm-basket/reviews', undefined, { 'Accept-Language': 'ar' });
    expect(english.body.items.find((review) => review.body === 'Beautifully woven, sturdy basket.')?.author).toBe('Former shopper');
    expect(arabic.body.items.find((review) => review.body === 'Beautifully woven, sturdy basket.')?.author).toBe('متسوّق سابق');

    // The old email signs nothing in, and registers a new account.
    const login = await server.json<ErrorBody>('POST', '/api/auth/login', { email: shopper.email, password: PASSWORD });
    expect(login).toMatchObject({ status: 401, body: { code: 'auth.invalidCredentials' } });
    const again = await registerThroughApi<{ user: AccountUser }>(server, {
      fullName: 'Sara Al-Qahtani',
      email: shopper.email,
      phone: '0551234567',
      password: PASSWORD,
      passwordConfirmation: PASSWORD,
      termsAccepted: true,
    });
    expect(again.status).toBe(201);
    expect(again.body.user).toMatchObject({ email: shopper.email, hasPassword: true, hasSocialSignIn: false });
    expect(again.body.user.id).not.toBe(shopper.id);
  });

  it('refuses a wrong password on the password field, and asks for a missing one, deleting nothing', async () => {
    const shopper = await aShopper();
    const wrong = await remove(shopper.auth, { password: 'Wrong#2025' });
    expect(wrong).toMatchObject({
      status: 400,
      body: { code: 'auth.currentPasswordWrong', message: 'The current password is incorrect.', fields: { password: ['The current password is incorrect.'] } },
    });
    const missing = await remove(shopper.auth, {});
    expect(missing.status).toBe(400);
    expect(missing.body.code).toBe('http.invalidInput');
    expect(Object.keys(missing.body.fields ?? {})).toEqual(['password']);
    expect((await me(shopper.auth)).status).toBe(200);
  });

  it('is for signed-in accounts only', async () => {
    expect(await remove({}, { password: PASSWORD })).toMatchObject({ status: 401, body: { code: 'auth.required' } });
  });
});

describe('deleting a Google account', () => {
  /** A shopper who signed up with Google: their token and Firebase uid. */
  async function aGoogleShopper(): Promise<{ auth: Record<string, string>; uid: string; user: AccountUser }> {
    const uid = `google-delete-${++uids}`;
    const signedIn = await server.json<{ token: string; user: AccountUser }>('POST', '/api/auth/social', { idToken: await firebase.idToken(uid), provider: 'google' });
    expect(signedIn.body.user).toMatchObject({ hasPassword: false, hasSocialSignIn: true });
    return { auth: bearer(signedIn.body.token), uid, user: signedIn.body.user };
  }
  const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

  it('is confirmed by a sign-in of the last five minutes by the same Firebase user; the same Google user then starts afresh', async () => {
    const { auth, uid, user } = await aGoogleShopper();
    expect(await remove(auth, { idToken: await firebase.idToken(uid, { signedInAt: minutesAgo(1) }) })).toEqual({ status: 200, body: { ok: true }, headers: expect.anything() });
    expect((await me(auth)).status).toBe(401);
    const back = await server.json<{ created: boolean; user: AccountUser }>('POST', '/api/auth/social', { idToken: await firebase.idToken(uid), provider: 'google' });
    expect(back.body.created).toBe(true);
    expect(back.body.user.id).not.toBe(user.id);
  });

  it('asks for a fresh sign-in, naming Google, when the token is older than five minutes, in both languages', async () => {
    const { auth, uid } = await aGoogleShopper();
    const stale = await firebase.idToken(uid, { signedInAt: minutesAgo(RECENT_SIGN_IN_MS / 60_000 + 1) });
    expect(await remove(auth, { idToken: stale })).toMatchObject({
      status: 401,
      body: { code: 'auth.recentSignInRequired', message: 'For your safety, sign in again with Google and then delete your account.' },
    });
    const arabic = await remove({ ...auth, 'Accept-Language': 'ar' }, { idToken: stale });
    expect(arabic.body.message).toBe('حفاظًا على أمان حسابك، سجّل الدخول مجددًا عبر Google ثم احذف حسابك.');
    // No token at all (a password does not do for a Google account): the provider is not known.
    expect(await remove(auth, { password: PASSWORD })).toMatchObject({
      status: 401,
      body: { code: 'auth.recentSignInRequired', message: 'Please sign in again, then delete your account.' },
    });
    expect((await me(auth)).status).toBe(200);
  });

  it('refuses another Firebase user’s token, or one that is not valid', async () => {
    const { auth } = await aGoogleShopper();
    const someoneElse = await firebase.idToken(`google-someone-${++uids}`, { signedInAt: minutesAgo(0) });
    expect(await remove(auth, { idToken: someoneElse })).toMatchObject({ status: 401, body: { code: 'auth.socialTokenInvalid' } });
    expect(await remove(auth, { idToken: 'not-a-token' })).toMatchObject({ status: 401, body: { code: 'auth.socialTokenInvalid' } });
    expect((await me(auth)).status).toBe(200);
  });
});

describe('what keeps an account from being deleted', () => {
  it('an open order, until it is delivered', async () => {
    const shopper = await aShopper();
    const [code] = await buy(server, shopper, [{ product: 'clay-pot' }]);
    const refused = await remove(shopper.auth, { password: PASSWORD });
    expect(refused).toMatchObject({
      status: 409,
      body: {
        code: 'account.deleteOpenOrders',
        message: 'You have orders that are not finished yet. You can delete your account once they are delivered or cancelled.',
      },
    });
    await putInStatus(db(), code!, ['inprogress', 'shipped']);
    expect((await remove(shopper.auth, { password: PASSWORD })).body.code).toBe('account.deleteOpenOrders');
    await putInStatus(db(), code!, ['delivered']);
    expect((await remove(shopper.auth, { password: PASSWORD })).status).toBe(200);
  });

  it('a card payment still awaiting the gateway', async () => {
    const shopper = await aShopper();
    await addToCart(server, shopper, 'incense-burner');
    const placed = await server.json<{ state: string }>('POST', '/api/checkout', { addressId: shopper.addressId, idempotencyKey: randomUUID(), cardConfirmed: true }, shopper.auth);
    expect(placed.body.state).toBe('awaiting-payment');
    expect(await remove(shopper.auth, { password: PASSWORD })).toMatchObject({ status: 409, body: { code: 'account.deletePaymentPending' } });
  });

  it('money in the wallet, named in the shopper’s language', async () => {
    const shopper = await aShopper({ wallet: 12_350 });
    expect(await remove(shopper.auth, { password: PASSWORD })).toMatchObject({
      status: 409,
      body: {
        code: 'account.deleteWalletBalance',
        message: `Your wallet still holds ${formatMoney(12_350, 'en')}. Spend it or contact customer care before deleting your account.`,
      },
    });
    const arabic = await remove({ ...shopper.auth, 'Accept-Language': 'ar' }, { password: PASSWORD });
    expect(arabic.body.message).toBe(`لا يزال في محفظتك ${formatMoney(12_350, 'ar', { riyal: 'sign' })}. استخدم رصيدك أو تواصل مع خدمة العملاء قبل حذف حسابك.`);
    expect((await me(shopper.auth)).status).toBe(200);
  });

  it('a seller account: customer care closes those', async () => {
    expect(await remove(najd.auth, { password: PASSWORD })).toMatchObject({
      status: 409,
      body: { code: 'account.deleteSeller', message: 'Seller accounts are closed by customer care. Please contact us.' },
    });
  });
});

describe('a closed account', () => {
  it('refuses what a shopper adds (a request signed in before the deletion), keeps the books, and is mailed nothing', async () => {
    const shopper = await aShopper();
    expect((await remove(shopper.auth, { password: PASSWORD })).status).toBe(200);
    const { checkout, payments } = server.services.repositories;
    await expect(checkout.inShopperTurn(shopper.id, async () => 'placed')).rejects.toBeInstanceOf(AccountClosed);
    // Settling a payment the gateway took still records it.
    expect(await payments.inShopperTurn(shopper.id, async () => 'settled')).toBe('settled');
    // A mail queued for it all the same is given up, never sent to the erased address.
    const [queued] = await db().insert(mailOutbox).values({ userId: shopper.id, kind: 'welcome' }).returning({ id: mailOutbox.id });
    await deliverDueMails(mailDeskOf(server.services));
    const [mail] = await db().select().from(mailOutbox).where(eq(mailOutbox.id, queued!.id));
    expect(mail).toMatchObject({ sentAt: null, failedAt: expect.any(Date), lastError: 'the account it was for no longer exists' });
  });
});
