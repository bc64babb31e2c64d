// The wallet as a shopper meets it, in English and Arabic, against the real server and the
// sandbox card gateway: a fresh shopper tops up by card (card page, 3-D Secure step, back to the
// wallet) and sees the new balance and the top-up transaction; a declined card shows the failure
// and leaves the balance as it was. Elements are found by role and label.
import { pageMoney } from './support/money';
import { expect, test } from './support/test';
import { APPROVED, DECLINED, payOnSandbox, plain, registerThroughApi, signIn, walletBalance } from './support/shopping';


const TEXT = {
  en: {
    title: 'Wallet',
    balance: 'Balance',
    amount: 'Amount (SAR)',
    topUp: (amount: string) => `Top up ${amount}`,
    topUpPlain: 'Top up',
    required: 'Enter the amount to top up.',
    range: 'Enter an amount from SAR 10.00 to SAR 10,000.00.',
    paid: (amount: string) => `${amount} was added to your wallet.`,
    failedTitle: 'Top-up failed',
    insufficientFunds: 'The card was declined for insufficient funds: another card, or a wallet top-up, will do.',
    kind: 'Top-up',
    noTransactions: 'No transactions yet',
    money: (riyals: number) => pageMoney('en', riyals),
    signed: (riyals: number) => pageMoney('en', riyals, 'exceptZero'),
  },
  ar: {
    title: 'المحفظة',
    balance: 'الرصيد',
    amount: 'المبلغ (ريال سعودي)',
    topUp: (amount: string) => `اشحن ${amount}`,
    topUpPlain: 'اشحن',
    required: 'أدخل المبلغ المراد شحنه.',
    range: null,
    paid: (amount: string) => `أُضيف ${amount} إلى محفظتك.`,
    failedTitle: 'فشل الشحن',
    insufficientFunds: 'رُفضت البطاقة لعدم كفاية الرصيد: جرّب بطاقة أخرى، أو اشحن محفظتك.',
    kind: 'شحن الرصيد',
    noTransactions: 'لا توجد عمليات بعد',
    money: (riyals: number) => pageMoney('ar', riyals),
    signed: (riyals: number) => pageMoney('ar', riyals, 'exceptZero'),
  },
} as const;

for (const language of ['en', 'ar'] as const) {
  const t = TEXT[language];

  test(`${language}: a shopper tops up the wallet by card and sees the balance and the transaction`, async ({ page, context, request, baseURL }) => {
    const shopper = await registerThroughApi(request, 'wallet');
    await signIn(page, context, shopper, baseURL!);
    await page.goto(`/${language}/profile/wallet`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    const balance = main.getByRole('region', { name: t.balance });
    await expect(balance).toContainText(plain(t.money(0)));
    await expect(main.getByText(t.noTransactions)).toBeVisible();

    // The amount is checked in the page's language first.
    const amount = main.getByRole('textbox', { name: t.amount });
    await main.getByRole('button', { name: t.topUpPlain, exact: true }).click();
    await expect(amount).toHaveAccessibleDescription(new RegExp(t.required));
    await amount.fill('5');
    if (t.range !== null) await expect(amount).toHaveAccessibleDescription(new RegExp(t.range.replace(/[.$()]/g, '\\$&').replace(/ /g, '\\s')));

    await amount.fill('150');
    await main.getByRole('button', { name: plain(t.topUp(t.money(150))) }).click();

    await payOnSandbox(page, APPROVED);

    // Back in the wallet: the outcome, the new balance and the transaction.
    await expect(page).toHaveURL(new RegExp(`/${language}/profile/wallet\\?topup=`));
    await expect(main.getByRole('status').filter({ hasText: plain(t.paid(t.money(150))) })).toBeVisible();
    await expect.poll(async () => plain((await balance.textContent()) ?? '')).toContain(plain(t.money(150)));
    const transactions = main.getByRole('region', { name: language === 'en' ? 'Transactions' : 'العمليات' });
    await expect(transactions.getByRole('listitem')).toHaveCount(1);
    await expect(transactions.getByRole('listitem').first()).toContainText(t.kind);
    expect(plain((await transactions.getByRole('listitem').first().textContent()) ?? '')).toContain(plain(t.signed(150)));
    expect(await walletBalance(request, shopper)).toBe(15_000);
  });

  test(`${language}: a declined card shows the failure and leaves the balance`, async ({ page, context, request, baseURL }) => {
    const shopper = await registerThroughApi(request, 'wallet');
    await signIn(page, context, shopper, baseURL!);
    await page.goto(`/${language}/profile/wallet`);
    const main = page.getByRole('main');
    await main.getByRole('textbox', { name: t.amount }).fill('75');
    await main.getByRole('button', { name: plain(t.topUp(t.money(75))) }).click();

    await payOnSandbox(page, DECLINED);
    await expect(page).toHaveURL(new RegExp(`/${language}/profile/wallet\\?topup=`));

    await expect(main.getByRole('alert').filter({ hasText: t.failedTitle })).toContainText(t.insufficientFunds);
    await expect(main.getByRole('region', { name: t.balance })).toContainText(plain(t.money(0)));
    expect(await walletBalance(request, shopper)).toBe(0);
  });
}
