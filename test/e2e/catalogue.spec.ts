// The catalogue as a shopper meets it, in English and Arabic, against the seeded database: the
// home feed, listings whose filters and sort live in the URL, product and gift pages that put
// the chosen options in the guest's cart, stores, store deals, search (Arabic spelling
// variants included) and the header's suggestions. Expected figures come from the API itself,
// so the seed may grow.
import { registerAndConfirm } from './support/mail';
import { expect, test, type APIRequestContext, type Page } from './support/test';

const SANDALS = 'camel-leather-sandals-najdi-now';
const CANVAS_GIFT = 'personalised-diwani-canvas-on-indigo-7lj';
const STORE = 'taif-rose-house';

interface PageAnswer {
  readonly total: number;
  readonly items: readonly { readonly name: string; readonly salePrice: number }[];
}

async function api<T>(request: APIRequestContext, path: string, language: 'en' | 'ar' = 'en'): Promise<T> {
  const response = await request.get(path, { headers: { 'Accept-Language': language } });
  expect(response.ok(), `${path} answers`).toBe(true);
  return (await response.json()) as T;
}

interface Suggestions {
  readonly products: readonly { readonly name: string }[];
  readonly categories: readonly { readonly name: string }[];
  readonly stores: readonly { readonly name: string }[];
}

/** The listing's count of results, as the English page says it. */
const productsFound = (total: number) => (total === 1 ? '1 product found' : `${total} products found`);

const tempCart = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('herfa:tempCart') ?? '[]') as Record<string, unknown>[]);

/** The names of the product cards on screen, in order. */
// Text content, not innerText: a card far below the fold is not laid out until it comes near the
// screen (content-visibility), and an element that is not laid out has no innerText.
const cardNames = (page: Page) => page.locator('main article h2').allTextContents().then((names) => names.map((name) => name.trim()));

test.describe('home', () => {
  test('shows the feed from the seed: crafts, featured, deals, new arrivals, stores', async ({ page, request }) => {
    const feed = await api<{ featured: { name: string }[]; sellers: { name: string }[] }>(request, '/api/home');
    await page.goto('/en');
    await expect(page.getByRole('heading', { level: 1, name: 'Handmade in Saudi Arabia' })).toBeVisible();
    for (const name of ['Shop by craft', 'Featured pieces', 'Best deals', 'New arrivals', 'Featured stores']) {
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    const featured = page.getByRole('region', { name: 'Featured pieces' });
    await expect(featured.getByRole('article')).toHaveCount(feed.featured.length);
    await expect(featured.getByRole('link', { name: feed.featured[0]!.name, exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Featured stores' }).getByRole('link', { name: feed.sellers[0]!.name })).toBeVisible();

    await page.getByRole('region', { name: 'Shop by craft' }).getByRole('link', { name: /^Pottery/ }).click();
    await expect(page).toHaveURL(/\/en\/products\/pottery$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Pottery' })).toBeVisible();
  });

  test('speaks Arabic, with Arabic digits and the riyal', async ({ page, request }) => {
    const feed = await api<{ featured: { name: string }[] }>(request, '/api/home', 'ar');
    await page.goto('/ar');
    for (const name of ['تسوّق حسب الحرفة', 'قطع مختارة', 'أفضل العروض', 'وصل حديثًا', 'متاجر مميزة']) {
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    const featured = page.getByRole('region', { name: 'قطع مختارة' });
    await expect(featured.getByRole('link', { name: feed.featured[0]!.name, exact: true })).toBeVisible();
    await expect(featured.getByRole('article').first()).toContainText(/[٠-٩]+٫[٠-٩]{2}\s?\u20c1/);
    // The sign is drawn from the bundled riyal font, in the weights the prices use (the page's own font has no glyph for it).
    await expect
      .poll(() => page.evaluate(() => [...document.fonts].filter((face) => face.unicodeRange.includes('20C1') && face.status === 'loaded').map((face) => face.weight)))
      .toEqual(expect.arrayContaining(['400', '500 700']));
  });
});

test.describe('product listing', () => {
  test('the categories dropdown\'s code loads when the shopper reaches for the filters, not with the page', async ({ page }) => {
    const dropdownCode: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/multi-select-field-/.test(request.url())) dropdownCode.push(request.url());
    });
    await page.goto('/en/products/all');
    await expect(page.getByRole('checkbox', { name: 'Free shipping' })).toBeEnabled();
    // Long after the page (and each of its parts) is hydrated, nobody has asked for it.
    await page.waitForTimeout(1500);
    expect(dropdownCode).toEqual([]);

    await page.getByRole('checkbox', { name: 'Free shipping' }).hover();
    await expect.poll(() => dropdownCode.length).toBe(1);
    await page.getByRole('combobox', { name: 'Categories' }).click();
    await expect(page.getByRole('option', { name: 'Pottery' })).toBeVisible();
  });

  test('filters and sort change the results and the URL; a reload keeps them; Back undoes them', async ({ page, request }) => {
    const all = await api<PageAnswer>(request, '/api/products');
    await page.goto('/en/products/all');
    await expect(page.getByText(productsFound(all.total))).toBeVisible();

    await page.getByRole('checkbox', { name: 'Free shipping' }).click();
    await expect(page).toHaveURL(/\/en\/products\/all\?freeShipping=1$/);
    await expect(page.getByRole('checkbox', { name: 'Free shipping' })).toBeChecked();
    const free = await api<PageAnswer>(request, '/api/products?freeShipping=true');
    await expect(page.getByText(productsFound(free.total))).toBeVisible();
    expect(free.total).toBeLessThan(all.total);

    await page.getByLabel('Sort by').selectOption({ label: 'Lowest price' });
    await expect(page).toHaveURL(/freeShipping=1&sort=price-asc$/);
    const cheapest = await api<PageAnswer>(request, '/api/products?freeShipping=true&sort=price-asc');
    await expect.poll(() => cardNames(page).then((names) => names.slice(0, 3))).toEqual(cheapest.items.slice(0, 3).map((item) => item.name));

    await page.getByRole('combobox', { name: 'Categories' }).click();
    await page.getByRole('option', { name: 'Pottery' }).click();
    await expect(page).toHaveURL(/\/en\/products\/pottery\?freeShipping=1&sort=price-asc$/);
    await expect(page.locator('.mantine-Pill-root')).toHaveText(['Pottery']);
    await page.getByRole('option', { name: 'Leather Goods' }).click();
    await expect(page).toHaveURL(/\/en\/products\/all\?category=pottery%2Cleather&freeShipping=1&sort=price-asc$/);
    await page.keyboard.press('Escape');

    await page.getByLabel('From', { exact: true }).fill('300');
    await page.getByLabel('To', { exact: true }).fill('100');
    await page.getByRole('button', { name: 'Apply price' }).click();
    await expect(page.getByText('The price to field must be 300 or more')).toBeVisible();
    await page.getByLabel('To', { exact: true }).fill('1000');
    await page.getByRole('button', { name: 'Apply price' }).click();
    await expect(page).toHaveURL(/priceFrom=300&priceTo=1000/);
    const narrowed = await api<PageAnswer>(request, '/api/products?category=pottery,leather&freeShipping=true&priceFrom=30000&priceTo=100000');
    await expect(page.getByText(productsFound(narrowed.total))).toBeVisible();

    await page.reload();
    await expect(page.getByText(productsFound(narrowed.total))).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Free shipping' })).toBeChecked();
    await expect(page.getByLabel('Sort by')).toHaveValue('price-asc');
    await expect(page.getByLabel('From', { exact: true })).toHaveValue('300');
    await expect(page.locator('.mantine-Pill-root')).toHaveText(['Pottery', 'Leather Goods']);

    await page.goBack();
    await expect(page).toHaveURL(/\/en\/products\/all\?category=pottery%2Cleather&freeShipping=1&sort=price-asc$/);
    await expect(page.getByLabel('From', { exact: true })).toHaveValue('');
  });

  test('pages through the results, the page in the URL', async ({ page }) => {
    await page.goto('/en/products/all');
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\/en\/products\/all\?page=2$/);
    await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await page.getByRole('checkbox', { name: 'Discounted' }).click();
    await expect(page).toHaveURL(/\/en\/products\/all\?discounted=1$/);
  });

  test('says so when nothing matches, and offers to clear the filters', async ({ page }) => {
    await page.goto('/en/products/all?priceFrom=9000000');
    await expect(page.getByRole('heading', { name: 'No products found' })).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: 'Clear all filters' }).last().click();
    await expect(page).toHaveURL(/\/en\/products\/all$/);
  });

  test('works in Arabic', async ({ page, request }) => {
    const discounted = await api<PageAnswer>(request, '/api/products?discounted=true&sort=price-desc', 'ar');
    await page.goto('/ar/products/all');
    await page.getByRole('checkbox', { name: 'مخفّض' }).click();
    await expect(page).toHaveURL(/\/ar\/products\/all\?discounted=1$/);
    // The screen follows the URL in a React transition: act on what it shows, not on the URL alone.
    await expect(page.getByRole('checkbox', { name: 'مخفّض' })).toBeChecked();
    await page.getByLabel('الترتيب حسب').selectOption({ label: 'الأعلى سعرًا' });
    await expect(page).toHaveURL(/\/ar\/products\/all\?discounted=1&sort=price-desc$/);
    await expect.poll(() => cardNames(page).then((names) => names[0])).toBe(discounted.items[0]!.name);
    await expect(page.getByRole('combobox', { name: 'الفئات' })).toHaveAttribute('placeholder', 'اختر خيارًا');
  });
});

test.describe('pages past the numbered ones', () => {
  // The seed is smaller than the count's cap, but the API gives the cursor of the next page on
  // every page but the last: enough to walk a page by cursor as a shopper past page 42 would.
  interface CursorPage extends PageAnswer {
    readonly next: string | null;
  }

  test('a page reached by cursor is the page after, survives a reload, and leads on and back', async ({ page, request }) => {
    const first = await api<CursorPage>(request, '/api/products?sort=oldest&discounted=true');
    const second = await api<CursorPage>(request, `/api/products?sort=oldest&discounted=true&after=${first.next}`);
    const names = second.items.map((item) => item.name);
    const pages = page.getByRole('navigation', { name: 'Pages' });

    await page.goto(`/en/products/all?discounted=1&sort=oldest&after=${first.next}`);
    await expect.poll(() => cardNames(page)).toEqual(names);
    await expect(pages.getByRole('button', { name: /^Page / })).toHaveCount(0);
    expect(second.next, 'the seed has more than two pages of discounted products').not.toBeNull();
    await expect(pages.getByRole('link', { name: 'More products' })).toHaveAttribute('href', `/en/products/all?discounted=1&sort=oldest&after=${second.next}`);

    await page.reload();
    await expect.poll(() => cardNames(page)).toEqual(names);

    await pages.getByRole('link', { name: 'Back to the first page' }).click();
    await expect(page).toHaveURL(/\/en\/products\/all\?discounted=1&sort=oldest$/);
    await expect.poll(() => cardNames(page)).toEqual(first.items.map((item) => item.name));
    await expect(pages.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  });

  for (const { language, message, back } of [
    { language: 'en', message: 'This page link is not valid. Start again from the first page.', back: 'Back to the first page' },
    { language: 'ar', message: 'رابط هذه الصفحة غير صالح. ابدأ من الصفحة الأولى.', back: 'العودة إلى الصفحة الأولى' },
  ]) {
    test(`a cursor the API refuses says so, with the way back to the first page (${language})`, async ({ page }) => {
      await page.goto(`/${language}/products/all?sort=price-asc&after=not-a-cursor`);
      await expect(page.getByRole('main').getByText(message)).toBeVisible();
      await page.getByRole('main').getByRole('link', { name: back }).click();
      await expect(page).toHaveURL(new RegExp(`/${language}/products/all\\?sort=price-asc$`));
      await expect(page.locator('main article').first()).toBeVisible();
    });
  }
});

test.describe('product detail', () => {
  test('shows the options and puts the chosen ones in the guest’s cart', async ({ page }) => {
    await page.goto(`/en/products/details/${SANDALS}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Camel-Leather Sandals — Najdi Style' })).toBeVisible();
    await expect(page).toHaveTitle('Camel-Leather Sandals — Najdi Style · Herfa');
    await expect(page.getByRole('group', { name: 'Colour' }).getByRole('radio')).toHaveCount(3);
    await expect(page.getByRole('group', { name: 'Size' }).getByRole('radio')).toHaveCount(6);
    await expect(page.getByText('In stock')).toBeVisible();
    await expect(page.getByRole('heading', { name: /^Reviews/ })).toBeVisible();

    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByText('The colour field is required')).toBeVisible();
    await expect(page.getByText('The size field is required')).toBeVisible();

    await page.getByRole('radio', { name: 'Dark brown' }).check();
    await page.getByRole('radio', { name: 'EU 42' }).check();
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByText('Added to your cart')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
    expect(await tempCart(page)).toEqual([{ productSlug: SANDALS, quantity: 2, colour: 'dark-brown', size: 'eu-42' }]);
  });

  test('in Arabic too, and a guest’s heart leads to the login page', async ({ page }) => {
    await page.goto(`/ar/products/details/${SANDALS}`);
    await expect(page).toHaveTitle('نعال من جلد الإبل — الطراز النجدي · حِرفة');
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', new RegExp(`/media/products/${SANDALS}-1\\.svg$`));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /جلد الإبل/);
    await page.getByRole('radio', { name: 'أسود' }).check();
    // The seller counts each colour and size apart, and black has none left in size 40.
    await expect(page.getByRole('radio', { name: /^مقاس ٤٠/ })).toBeDisabled();
    await page.getByRole('radio', { name: /^مقاس ٤٢/ }).check();
    await page.getByRole('button', { name: 'أضف إلى السلة' }).click();
    await expect(page.getByText('تمت الإضافة إلى سلتك')).toBeVisible();
    await expect(page.getByRole('link', { name: 'السلة، منتج واحد' })).toBeVisible();
    expect(await tempCart(page)).toEqual([{ productSlug: SANDALS, quantity: 1, colour: 'black', size: 'eu-42' }]);

    await page.getByRole('button', { name: /^أضف .* إلى المفضلة$/ }).last().click();
    await expect(page).toHaveURL(/\/ar\/auth\/login\?redirect=/);
  });

  test('a signed-in shopper’s heart adds a favourite, remembers it, and removes it', async ({ page, context, request, baseURL }) => {
    const unique = Date.now() % 100_000_000;
    const registered = await registerAndConfirm(request, {
      fullName: 'Huda Qahtani',
      email: `hearts-${unique}@herfa.test`,
      phone: `05${String(unique).padStart(8, '0')}`,
      password: 'Herfa@2026',
      passwordConfirmation: 'Herfa@2026',
      termsAccepted: true,
    });
    expect(registered.status()).toBe(201);
    const session = (await registered.json()) as { token: string; user: { id: string } };
    await context.addCookies([{ name: 'userData', value: session.user.id, url: baseURL! }]);
    await page.addInitScript(({ token, user }) => {
      localStorage.setItem('herfa:token', JSON.stringify(token));
      localStorage.setItem('herfa:user', JSON.stringify(user));
    }, session);
    const favourites = async () => {
      const answer = await request.get('/api/favourites', { headers: { Authorization: `Bearer ${session.token}` } });
      return ((await answer.json()) as { items: { slug: string }[] }).items.map((item) => item.slug);
    };

    await page.goto(`/en/products/details/${SANDALS}`);
    const heart = page.getByRole('button', { name: 'Add Camel-Leather Sandals — Najdi Style to favourites' });
    await heart.click();
    await expect(page.getByRole('button', { name: 'Remove Camel-Leather Sandals — Najdi Style from favourites' })).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(favourites).toEqual([SANDALS]);

    await page.reload();
    const pressed = page.getByRole('button', { name: 'Remove Camel-Leather Sandals — Najdi Style from favourites' });
    await expect(pressed).toHaveAttribute('aria-pressed', 'true');
    await pressed.click();
    await expect(page.getByRole('button', { name: 'Add Camel-Leather Sandals — Najdi Style to favourites' })).toHaveAttribute('aria-pressed', 'false');
    await expect.poll(favourites).toEqual([]);
  });

  test('says so for a product that does not exist', async ({ page }) => {
    await page.goto('/en/products/details/no-such-product');
    await expect(page.getByRole('heading', { name: 'This product was not found.' })).toBeVisible();
  });
});

test.describe('gifts', () => {
  test('a gift takes the text to write on it', async ({ page }) => {
    await page.goto('/en/gift-products');
    await expect(page.getByRole('heading', { level: 1, name: 'Gift products' })).toBeVisible();
    await page.goto(`/en/gift-products/${CANVAS_GIFT}`);
    await page.getByRole('radio', { name: /^50 × 70/ }).check();
    await page.getByLabel('Name on product').fill('Noura');
    await page.getByLabel('Text to write on the gift').fill('Happy Eid, with love');
    await expect(page.getByText('20 of 200 characters')).toBeVisible();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByText('Added to your cart')).toBeVisible();
    const [item] = await tempCart(page);
    expect(item).toMatchObject({ productSlug: CANVAS_GIFT, quantity: 1, nameOnProduct: 'Noura', giftText: 'Happy Eid, with love' });
  });

  test('in Arabic', async ({ page }) => {
    await page.goto(`/ar/gift-products/${CANVAS_GIFT}`);
    await page.getByRole('radio', { name: /^٣٠ × ٤٠/ }).check();
    await page.getByLabel('النص المكتوب على الهدية').fill('كل عام وأنتِ بخير');
    await page.getByRole('button', { name: 'أضف إلى السلة' }).click();
    await expect(page.getByText('تمت الإضافة إلى سلتك')).toBeVisible();
    expect((await tempCart(page))[0]).toMatchObject({ productSlug: CANVAS_GIFT, giftText: 'كل عام وأنتِ بخير' });
  });
});

test.describe('stores', () => {
  test('the list of stores leads to a store’s products, filtered in the URL', async ({ page, request }) => {
    const store = await api<{ name: string; productCount: number }>(request, `/api/sellers/${STORE}`);
    await page.goto('/en/sellers');
    await expect(page.getByRole('heading', { level: 1, name: 'Stores' })).toBeVisible();
    await page.getByRole('link', { name: store.name }).click();
    await expect(page).toHaveURL(new RegExp(`/en/sellers/products\\?seller=${STORE}$`));
    await expect(page.getByRole('heading', { level: 1, name: store.name })).toBeVisible();
    await expect(page.getByText(productsFound(store.productCount))).toBeVisible();

    await page.getByRole('checkbox', { name: 'Discounted' }).click();
    await expect(page).toHaveURL(new RegExp(`seller=${STORE}&discounted=1$`));
    const discounted = await api<PageAnswer>(request, `/api/sellers/${STORE}/products?discounted=true`);
    await expect(page.getByText(productsFound(discounted.total))).toBeVisible();

    await page.goto(`/en/sellers/products?seller=${STORE}&priceFrom=9000000`);
    await expect(page.getByRole('heading', { name: 'No seller products' })).toBeVisible();
  });

  test('in Arabic', async ({ page, request }) => {
    const store = await api<{ name: string }>(request, `/api/sellers/${STORE}`, 'ar');
    await page.goto('/ar/sellers');
    await page.getByRole('link', { name: store.name }).click();
    await expect(page.getByRole('heading', { level: 1, name: store.name })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'منتجات هذا المتجر' })).toBeVisible();
  });
});

test('store deals show each running deal with its store and products, in both languages', async ({ page, request }) => {
  for (const language of ['en', 'ar'] as const) {
    const deals = await api<{ items: { title: string; seller: { name: string }; products: { name: string }[] }[] }>(request, '/api/store-deals', language);
    await page.goto(`/${language}/stores-deals`);
    await expect(page.getByRole('heading', { level: 1, name: language === 'en' ? 'Store deals' : 'عروض المتاجر' })).toBeVisible();
    const first = deals.items[0]!;
    const section = page.getByRole('region', { name: first.title });
    await expect(section.getByRole('link', { name: first.seller.name }).first()).toBeVisible();
    await expect(section.getByRole('article')).toHaveCount(first.products.length);
  }
});

test.describe('search', () => {
  test('finds Arabic products whatever the alef is written as', async ({ page, request }) => {
    const expected = await api<PageAnswer>(request, `/api/search/products?q=${encodeURIComponent('أقراط')}`, 'ar');
    expect(expected.total).toBeGreaterThan(0);
    await page.goto('/ar');
    const search = page.getByRole('combobox', { name: 'ابحث في المنتجات' });
    await search.fill('اقراط');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/ar\/search-results\/products\?q=/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('اقراط');
    await expect(page.getByRole('link', { name: expected.items[0]!.name, exact: true })).toBeVisible();
    await expect(page.getByText(/^(منتج واحد|منتجان|[٠-٩٬]+ (منتجات|منتجًا|منتج))$/)).toBeVisible();
  });

  test('finds stores, and keeps the query when switching between products and stores', async ({ page }) => {
    await page.goto('/en/search-results/products?q=taif');
    await page.getByRole('navigation', { name: 'Search in' }).getByRole('link', { name: 'Stores' }).click();
    await expect(page).toHaveURL(/\/en\/search-results\/sellers\?q=taif$/);
    // The store's card (its name is its heading); the product cards, shown until the stores arrive, link to it too.
    await expect(page.getByRole('heading', { name: 'Taif Rose House — Taif' })).toBeVisible();
  });

  test('an empty query asks for one, in both languages', async ({ page }) => {
    await page.goto('/en/search-results/products?q=');
    await expect(page.getByText('Please enter your search query')).toBeVisible();
    await page.goto('/ar/search-results/sellers');
    await expect(page.getByText('يرجى إدخال كلمة البحث')).toBeVisible();
  });

  test('no results show the empty state', async ({ page }) => {
    await page.goto('/en/search-results/products?q=zzqxv');
    await expect(page.getByRole('heading', { name: 'No search results' })).toBeVisible();
    await page.goto('/ar/search-results/sellers?q=zzqxv');
    await expect(page.getByRole('heading', { name: 'لا توجد نتائج بحث' })).toBeVisible();
  });

  test('suggests products, categories and stores as the shopper types, and opens one from the keyboard', async ({ page, request }) => {
    const expected = await api<Suggestions>(request, '/api/search/suggestions?q=sadu');
    expect([expected.products.length, expected.categories.length, expected.stores.length].every((count) => count > 0)).toBe(true);
    await page.goto('/en');
    const search = page.getByRole('combobox', { name: 'Search products' });
    await search.fill('sadu');
    const suggestions = page.getByRole('listbox', { name: 'Search suggestions' });
    await expect(suggestions.getByRole('group', { name: 'Categories' }).getByRole('option', { name: expected.categories[0]!.name })).toBeVisible();
    await expect(suggestions.getByRole('group', { name: 'Stores' }).getByRole('option', { name: expected.stores[0]!.name })).toBeVisible();
    await search.press('Escape');
    await expect(suggestions).toBeHidden();
    await expect(search).toHaveValue('sadu');

    await search.press('ArrowDown');
    await expect(suggestions.getByRole('option', { name: expected.products[0]!.name, exact: true })).toHaveAttribute('aria-selected', 'true');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/en\/(products\/details|gift-products)\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(expected.products[0]!.name);
  });

  test('suggests in Arabic under Arabic headings', async ({ page, request }) => {
    const expected = await api<Suggestions>(request, `/api/search/suggestions?q=${encodeURIComponent('السدو')}`, 'ar');
    await page.goto('/ar');
    await page.getByRole('combobox', { name: 'ابحث في المنتجات' }).fill('السدو');
    const suggestions = page.getByRole('listbox', { name: 'اقتراحات البحث' });
    await expect(suggestions.getByRole('group', { name: 'الفئات' }).getByRole('option', { name: expected.categories[0]!.name })).toBeVisible();
    await expect(suggestions.getByRole('group', { name: 'المنتجات' }).getByRole('option')).toHaveCount(expected.products.length);
  });
});
