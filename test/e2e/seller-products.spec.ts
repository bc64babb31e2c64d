// A seller lists a product of its own and a shopper buys it, in English and Arabic, against the
// real server and a fresh database: the seller writes a product in both languages with two
// colours in the console's editor, each counted apart (the second has one piece), saves it as a
// draft (which no shopper finds), finds its numbers written in the page's digits when the editor
// reloads it and more pieces in all than a product may hold refused, adds two photos and publishes it; a shopper finds it with the
// header's search in Arabic, sees its photos, buys the second colour from the wallet, which then
// shows sold out; the seller sees the order with that colour, ships it, and the colour's count,
// the product's stock and the store's sales follow. Elements are found by role and label.
import sharp from 'sharp';
import { fundedShopper, SELLER_PASSWORD } from './support/after-sale';
import { auth, loginThroughApi, plain, signIn, type Session } from './support/shopping';
import { expect, test, type APIRequestContext, type Page } from './support/test';

const TEXT = {
  en: {
    store: 'najran-mabakhir',
    product: { nameEn: 'Oasis Lantern of Palm Fronds', nameAr: 'فانوس الواحة من سعف النخيل', colours: [['Amber', 'كهرماني'], ['Indigo', 'نيلي']] },
    newProduct: 'Add a product',
    nameEn: 'Name in English',
    nameAr: 'Name in Arabic',
    descriptionEn: 'Description in English',
    descriptionAr: 'Description in Arabic',
    category: 'Category',
    price: 'Price',
    stock: 'Pieces in stock',
    perOption: 'Count stock for each colour and size',
    cell: (option: string) => `Pieces of ${option}`,
    addColour: 'Add a colour',
    colour: (n: number) => `Colour ${n}`,
    optionEn: 'English name',
    optionAr: 'Arabic name',
    create: 'Save as a draft',
    save: 'Save changes',
    totalAbove: 'The total stock field must be 100,000 or less',
    addPhoto: 'Add a photo',
    photoCount: (n: number) => `${n} of 8`,
    publish: 'Publish',
    published: 'Published',
    search: 'Search products',
    colourGroup: 'Colour',
    add: 'Add to cart',
    checkoutTitle: 'Checkout',
    continue: 'Continue to the summary',
    placeWithWallet: /^Place order and pay .* from my wallet$/,
    succeeded: 'Your payment was successful',
    ordersTitle: 'Seller orders',
    order: (code: string) => `Order ${code}`,
    start: 'Start preparing',
    ship: 'Mark shipped',
    shipped: 'Shipped',
    details: 'Details and shipping address',
    products: 'Products',
    dashboard: 'Dashboard',
    today: 'Today',
    bestSellers: 'Best sellers this month',
  },
  ar: {
    store: 'taif-rose-house',
    product: { nameEn: 'Dune Lantern of Palm Fronds', nameAr: 'فانوس الكثبان من سعف النخيل', colours: [['Sand', 'رملي'], ['Rose', 'وردي']] },
    newProduct: 'إضافة منتج',
    nameEn: 'الاسم بالإنجليزية',
    nameAr: 'الاسم بالعربية',
    descriptionEn: 'الوصف بالإنجليزية',
    descriptionAr: 'الوصف بالعربية',
    category: 'التصنيف',
    price: 'السعر',
    stock: 'القطع في المخزون',
    perOption: 'عدّ المخزون لكل لون ومقاس',
    cell: (option: string) => `قطع ${option}`,
    addColour: 'إضافة لون',
    colour: (n: number) => `اللون ${n.toLocaleString('ar-SA')}`,
    optionEn: 'الاسم بالإنجليزية',
    optionAr: 'الاسم بالعربية',
    create: 'حفظ كمسودة',
    save: 'حفظ التغييرات',
    totalAbove: 'يجب أن تكون قيمة حقل إجمالي المخزون ١٠٠٬٠٠٠ أو أقل',
    addPhoto: 'أضف صورة',
    photoCount: (n: number) => `${n.toLocaleString('ar-SA')} من ${(8).toLocaleString('ar-SA')}`,
    publish: 'نشر',
    published: 'منشور',
    search: 'ابحث في المنتجات',
    colourGroup: 'اللون',
    add: 'أضف إلى السلة',
    checkoutTitle: 'إتمام الطلب',
    continue: 'المتابعة إلى الملخص',
    placeWithWallet: /^تأكيد الطلب ودفع .* من محفظتي$/,
    succeeded: 'تمت عملية الدفع بنجاح',
    ordersTitle: 'طلبات المتجر',
    order: (code: string) => `الطلب ${code}`,
    start: 'بدء التجهيز',
    ship: 'تأكيد الشحن',
    shipped: 'تم الشحن',
    details: 'التفاصيل وعنوان الشحن',
    products: 'المنتجات',
    dashboard: 'الملخص',
    today: 'اليوم',
    bestSellers: 'الأكثر مبيعًا هذا الشهر',
  },
} as const;

const DESCRIPTION = {
  en: 'A lantern woven by hand from young palm fronds, its light falling through the weave in a pattern of small diamonds.',
  ar: 'فانوس منسوج يدويًا من سعف النخيل الغض، يتسلل ضوؤه من بين الجدائل في نقش من المعينات الصغيرة.',
};

/** A whole number as the page writes it: Arabic-Indic digits in Arabic. */
const digitsOf = (language: 'en' | 'ar', value: number) => (language === 'en' ? String(value) : String(value).replace(/\d/g, (digit) => '٠١٢٣٤٥٦٧٨٩'[Number(digit)]!));

/** The pieces of each colour, counted apart. */
const PIECES = [5, 1] as const;
const STOCK = PIECES[0] + PIECES[1];

interface SalesSummary {
  readonly today: { readonly orders: number; readonly revenue: number };
  readonly bestSellers: readonly { readonly slug: string; readonly quantity: number }[];
}

/** A photo as a camera would give it: a JPEG of 900 × 900 in one colour with a band across it. */
async function photo(colour: string, name: string) {
  const band = Buffer.from(`<svg width="900" height="900"><rect y="380" width="900" height="140" fill="#fff"/></svg>`);
  const buffer = await sharp({ create: { width: 900, height: 900, channels: 3, background: colour } })
    .composite([{ input: band }])
    .jpeg()
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

async function sellerOf(request: APIRequestContext, store: string): Promise<Session> {
  return loginThroughApi(request, { email: `${store}@sellers.herfa.test`, password: SELLER_PASSWORD });
}

async function apiGet<T>(request: APIRequestContext, session: Session, path: string): Promise<T> {
  const response = await request.get(path, { headers: auth(session) });
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

/** The seller console on a page of its own (another browser context than the shopper's). */
async function consolePage(page: Page, seller: Session, baseURL: string): Promise<Page> {
  const sellerPage = await page.context().browser()!.newPage();
  await signIn(sellerPage, sellerPage.context(), seller, baseURL);
  return sellerPage;
}

for (const language of ['en', 'ar'] as const) {
  const t = TEXT[language];

  test(`${language}: a seller lists a product with photos and colours, a shopper finds it in Arabic and buys a colour, the seller ships it`, async ({
    page,
    request,
    baseURL,
  }) => {
    test.slow(); // two sessions, uploads and a purchase
    const seller = await sellerOf(request, t.store);
    const console = await consolePage(page, seller, baseURL!);
    const main = console.getByRole('main');

    // The editor: both languages, a category, a price, two colours and the pieces of each; saved as a draft.
    await console.goto(`/${language}/seller/products`);
    await main.getByRole('link', { name: t.newProduct }).first().click();
    await expect(console).toHaveURL(new RegExp(`/${language}/seller/products/new$`));
    await main.getByRole('textbox', { name: t.nameEn, exact: true }).fill(t.product.nameEn);
    await main.getByRole('textbox', { name: t.nameAr, exact: true }).fill(t.product.nameAr);
    await main.getByRole('textbox', { name: t.descriptionEn, exact: true }).fill(DESCRIPTION.en);
    await main.getByRole('textbox', { name: t.descriptionAr, exact: true }).fill(DESCRIPTION.ar);
    await main.getByRole('combobox', { name: t.category, exact: true }).selectOption('palm-crafts');
    await main.getByRole('textbox', { name: t.price, exact: true }).fill(digitsOf(language, 145));
    for (const [index, [en, ar]] of t.product.colours.entries()) {
      await main.getByRole('button', { name: t.addColour }).click();
      const row = main.getByRole('group', { name: t.colour(index + 1), exact: true });
      await row.getByRole('textbox', { name: t.optionEn, exact: true }).fill(en);
      await row.getByRole('textbox', { name: t.optionAr, exact: true }).fill(ar);
    }
    await main.getByRole('checkbox', { name: t.perOption }).check();
    const cellOf = (index: number) => main.getByRole('textbox', { name: t.cell(t.product.colours[index]![language === 'en' ? 0 : 1]), exact: true });
    for (const index of t.product.colours.keys()) await cellOf(index).fill(digitsOf(language, PIECES[index]!));
    await main.getByRole('button', { name: t.create }).click();
    await expect(console).toHaveURL(new RegExp(`/${language}/seller/products/(?!new$)[a-z0-9-]+$`));
    const slug = new URL(console.url()).pathname.split('/').pop()!;

    // Reloaded from the server, the editor writes the product's numbers in the page's digits; cells
    // that each fit but together hold more than a product may are refused before anything is sent.
    await expect(main.getByRole('textbox', { name: t.price, exact: true })).toHaveValue(digitsOf(language, 145));
    for (const index of t.product.colours.keys()) await expect(cellOf(index)).toHaveValue(digitsOf(language, PIECES[index]!));
    await cellOf(0).fill(digitsOf(language, 100_000));
    await main.getByRole('button', { name: t.save }).click();
    await expect(main.getByText(t.totalAbove, { exact: true })).toBeVisible();
    await cellOf(0).fill(digitsOf(language, PIECES[0]));
    await expect(main.getByText(t.totalAbove, { exact: true })).toBeHidden();
    await expect(main.getByRole('button', { name: t.save })).toBeDisabled();

    // A draft is the seller's alone.
    const draftSearch = await request.get(`/api/search/products?q=${encodeURIComponent(t.product.nameAr)}`);
    expect(((await draftSearch.json()) as { items: { slug: string }[] }).items.map((item) => item.slug)).not.toContain(slug);
    expect((await request.get(`/api/products/${slug}`)).status()).toBe(404);

    // Two photos, then published.
    const fileInput = main.getByLabel(t.addPhoto);
    await fileInput.setInputFiles(await photo('#b5651d', 'lantern-front.jpg'));
    await expect(main.getByText(t.photoCount(1), { exact: true })).toBeVisible();
    await fileInput.setInputFiles(await photo('#1d4e89', 'lantern-side.jpg'));
    await expect(main.getByText(t.photoCount(2), { exact: true })).toBeVisible();
    await main.getByRole('button', { name: t.publish, exact: true }).click();
    await expect(main.getByText(t.published, { exact: true }).first()).toBeVisible();
    const listed = await apiGet<{ images: string[]; stock: number; optionStock: { stock: number }[] }>(request, seller, `/api/seller/products/${slug}`);
    expect(listed.images).toHaveLength(2);
    expect(listed.optionStock.map((count) => count.stock)).toEqual([...PIECES]);
    expect(listed.stock).toBe(STOCK);
    const salesBefore = await apiGet<SalesSummary>(request, seller, '/api/seller/sales');

    // The shopper finds it with the header's search, in Arabic, and buys the second colour from the wallet.
    await fundedShopper(page, request, `seller-products-${language}`, baseURL!, 100_000);
    await page.goto(`/${language}`);
    const search = page.getByRole('search').getByRole('combobox', { name: t.search });
    await search.fill(t.product.nameAr);
    await search.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/${language}/search-results/products\\?q=`));
    await page.getByRole('main').locator(`a[href$="/${slug}"]`).first().click();
    const productMain = page.getByRole('main');
    await expect(productMain.getByRole('heading', { level: 1, name: language === 'en' ? t.product.nameEn : t.product.nameAr })).toBeVisible();
    await expect(productMain.locator(`picture source[type="image/avif"]`).first()).toHaveAttribute('srcset', /\/media\/photos\/[0-9a-f-]+\/320\.avif 320w/);
    const [secondEn, secondAr] = t.product.colours[1];
    await productMain.getByRole('group', { name: t.colourGroup }).getByRole('radio', { name: language === 'en' ? secondEn : secondAr }).check();
    await productMain.getByRole('button', { name: t.add }).click();
    await page.goto(`/${language}/checkout`);
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: t.checkoutTitle })).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: t.continue }).click();
    await page.getByRole('main').getByRole('button', { name: t.placeWithWallet }).click();
    await expect(page.getByRole('main').getByRole('status').filter({ hasText: t.succeeded })).toBeVisible();
    // Its one piece sold, the second colour is sold out on the product page; the first is not.
    await page.goto(`/${language}/products/details/${slug}`);
    const colours = page.getByRole('main').getByRole('group', { name: t.colourGroup });
    await expect(colours.getByRole('radio', { name: new RegExp(`^${language === 'en' ? secondEn : secondAr}`) })).toBeDisabled();
    await expect(colours.getByRole('radio', { name: language === 'en' ? t.product.colours[0][0] : t.product.colours[0][1], exact: true })).toBeEnabled();

    // The seller sees the order with the colour bought, and ships it.
    const orders = await apiGet<{ items: { code: string; total: number }[] }>(request, seller, '/api/seller/orders?status=new');
    const order = orders.items[0]!;
    await console.goto(`/${language}/seller/orders?status=new`);
    const card = main.getByRole('article', { name: t.order(order.code) });
    await card.getByRole('button', { name: t.details }).click();
    await expect(card).toContainText(language === 'en' ? secondEn : secondAr);
    await card.getByRole('button', { name: t.start }).click();
    await console.goto(`/${language}/seller/orders?status=inprogress`);
    await main.getByRole('article', { name: t.order(order.code) }).getByRole('button', { name: t.ship }).click();
    await expect(main.getByRole('article', { name: t.order(order.code) })).toContainText(t.shipped);

    // Stock and sales follow: one piece fewer, of the second colour; today's orders and revenue grew by
    // the order at least (other specs may buy from the store at the same time), and it is this
    // month's best seller by one piece.
    const after = await apiGet<{ stock: number; optionStock: { stock: number }[] }>(request, seller, `/api/seller/products/${slug}`);
    expect(after.optionStock.map((count) => count.stock)).toEqual([PIECES[0], PIECES[1] - 1]);
    expect(after.stock).toBe(STOCK - 1);
    const salesAfter = await apiGet<SalesSummary>(request, seller, '/api/seller/sales');
    expect(salesAfter.today.orders).toBeGreaterThanOrEqual(salesBefore.today.orders + 1);
    expect(salesAfter.today.revenue).toBeGreaterThanOrEqual(salesBefore.today.revenue + order.total);
    expect(salesAfter.bestSellers.find((best) => best.slug === slug)?.quantity).toBe(1);

    await console.goto(`/${language}/seller/products`);
    const row = main.getByRole('row').filter({ hasText: language === 'en' ? t.product.nameEn : t.product.nameAr });
    await expect(row).toContainText(plain(digitsOf(language, STOCK - 1)));
    await console.goto(`/${language}/seller`);
    await expect(main.getByRole('region', { name: t.bestSellers })).toContainText(language === 'en' ? t.product.nameEn : t.product.nameAr);
    await console.close();
  });
}
