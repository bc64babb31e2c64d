// Reviews, in English and Arabic, against the real server and a fresh database: a new shopper
// buys a product; before it is delivered the product page says a review comes after delivery;
// once the seller has delivered it, the shopper rates it with the stars and writes a text (one
// is `<script>alert(1)</script>`, shown as text, no dialog opening), the review heads the list and
// the product's rating count goes up; a second review is not offered. A guest gets a hint to sign in.
import { expect, test, type Page } from './support/test';
import { fundedShopper, moveThroughApi, placeOrderThroughApi, sellerSession } from './support/after-sale';

const SCRIPT = '<script>alert(1)</script>';

const TEXT = {
  en: {
    reviews: (count: string) => `Reviews (${count})`,
    digits: (count: number) => String(count),
    form: 'Write a review',
    rating: 'Your rating',
    star: (stars: number) => `${stars} out of 5`,
    body: 'Your review',
    submit: 'Post review',
    ratingRequired: 'Choose a rating from 1 to 5 stars.',
    bodyRequired: 'Please write your review.',
    posted: 'Thank you! Your review is posted.',
    already: 'You have already reviewed this product. Thank you for sharing your thoughts!',
    notReceived: 'You can review this product once an order with it has been delivered to you.',
    guest: 'Received this product? Sign in to review it.',
    text: SCRIPT,
  },
  ar: {
    reviews: (count: string) => `المراجعات (${count})`,
    digits: (count: number) => new Intl.NumberFormat('ar-SA-u-nu-arab').format(count),
    form: 'اكتب مراجعة',
    rating: 'تقييمك',
    star: (stars: number) => `${new Intl.NumberFormat('ar-SA-u-nu-arab').format(stars)} من ${new Intl.NumberFormat('ar-SA-u-nu-arab').format(5)}`,
    body: 'مراجعتك',
    submit: 'نشر المراجعة',
    ratingRequired: 'اختر تقييمًا من نجمة واحدة إلى ٥ نجوم.',
    bodyRequired: 'يرجى كتابة مراجعتك.',
    posted: 'شكرًا لك! نُشرت مراجعتك.',
    already: 'سبق أن راجعت هذا المنتج. شكرًا لمشاركتنا رأيك!',
    notReceived: 'يمكنك مراجعة هذا المنتج بعد توصيل طلب يحتويه إليك.',
    guest: 'استلمت هذا المنتج؟ سجّل الدخول لتكتب مراجعتك.',
    text: `${SCRIPT} صنعة متقنة وتغليف ممتاز.`,
  },
} as const;

async function ratingCount(page: Page, slug: string): Promise<number> {
  const response = await page.request.get(`/api/products/${slug}`);
  return ((await response.json()) as { ratingSummary: { count: number } }).ratingSummary.count;
}

for (const language of ['en', 'ar'] as const) {
  const t = TEXT[language];
  const index = language === 'en' ? 0 : 1;

  test(`${language}: a shopper reviews a delivered product once; the text shows as text and the count goes up`, async ({ page, request, baseURL }) => {
    test.setTimeout(90_000);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const { shopper, addressId } = await fundedShopper(page, request, `reviewer-${language}`, baseURL!, 100_000);
    const order = await placeOrderThroughApi(request, shopper, addressId, 14 + index);
    const productPage = `/${language}/products/details/${order.productSlug}`;
    const main = page.getByRole('main');
    const section = main.getByRole('region', { name: t.form });

    // Not delivered yet: no form, a word on when.
    await page.goto(productPage);
    await expect(section).toContainText(t.notReceived);
    await expect(section.getByRole('button', { name: t.submit })).toHaveCount(0);

    const seller = await sellerSession(request, order);
    for (const to of ['inprogress', 'shipped', 'delivered'] as const) await moveThroughApi(request, seller, order.code, to);
    const before = await ratingCount(page, order.productSlug);

    // Arriving from the order's "Write a review" link: a fresh load scrolled to the form.
    await page.goto(`/${language}`);
    await page.goto(`${productPage}#write-review`);
    await expect(section).toBeInViewport();
    const stars = section.getByRole('group', { name: t.rating });
    await expect(stars.getByRole('radio')).toHaveCount(5);
    await section.getByRole('button', { name: t.submit }).click();
    await expect(section).toContainText(t.ratingRequired);
    await expect(section).toContainText(t.bodyRequired);

    await stars.getByRole('radio', { name: t.star(4) }).check();
    await expect(stars.getByRole('radio', { name: t.star(4) })).toBeChecked();
    await section.getByRole('textbox', { name: t.body }).fill(t.text);
    await section.getByRole('button', { name: t.submit }).click();
    await expect(section.getByRole('status')).toHaveText(t.posted);

    const reviews = main.getByRole('region', { name: t.reviews(t.digits(before + 1)) });
    await expect(reviews).toBeVisible();
    await expect(reviews.getByRole('listitem').filter({ hasText: SCRIPT }).first().locator('p')).toHaveText(t.text);
    expect(await ratingCount(page, order.productSlug)).toBe(before + 1);

    // Once is enough, and nothing ran.
    await page.reload();
    await expect(section).toContainText(t.already);
    await expect(reviews.getByText(t.text, { exact: true }).first()).toBeVisible();
    expect(dialogs).toEqual([]);
  });

  test(`${language}: a guest is offered to sign in to review`, async ({ page, request }) => {
    const products = (await (await request.get('/api/products?pageSize=1')).json()) as { items: { slug: string }[] };
    await page.goto(`/${language}/products/details/${products.items[0]!.slug}`);
    const section = page.getByRole('main').getByRole('region', { name: t.form });
    await expect(section).toContainText(t.guest);
    await expect(section.getByRole('link')).toHaveAttribute('href', new RegExp(`^/${language}/auth/login\\?redirect=`));
  });
}
