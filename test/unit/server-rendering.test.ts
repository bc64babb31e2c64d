// The storefront rendered by the real server: the rendering entry (src/ui/entry-server.tsx)
// mounted on the real app over the seeded embedded database, its gateways calling the API
// in-process, exactly as `npm start` composes them.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { seedDatabase } from '../../server/persistence/seed';
import { useTestServer } from '../../server/testing/use-test-server';
import { createPageRenderer } from '../../src/ui/entry-server';

const staticDir = mkdtempSync(join(tmpdir(), 'herfa-ssr-'));
const template = readFileSync('index.html', 'utf8');
writeFileSync(join(staticDir, 'index.html'), template);

const server = useTestServer({
  prepare: async (database) => {
    await seedDatabase(database.db);
  },
  storefront: {
    staticDir,
    pages: (api) =>
      createPageRenderer({
        template,
        api,
        manifest: {
          'src/ui/main.tsx': { file: 'assets/main-1.js', imports: ['_Box.js'] },
          '_Box.js': { file: 'assets/Box-2.js' },
          'src/ui/pages/home-page.tsx': { file: 'assets/home-3.js', imports: ['_Box.js'] },
          'src/ui/pages/catalogue/products-page.tsx': { file: 'assets/products-4.js', css: ['assets/products-4.css'], imports: ['_Box.js', '_grid.js'] },
          '_grid.js': { file: 'assets/grid-5.js' },
        },
        assets: ['/assets/index-abc.css', '/assets/ibm-plex-sans-arabic-arabic-400-normal-CyU-ddYS.woff2', '/assets/ibm-plex-sans-arabic-latin-400-normal-Bo5KPYvw.woff2'],
      }),
  },
});

interface Page {
  readonly status: number;
  readonly html: string;
  readonly location: string | null;
}

async function page(path: string, headers: Record<string, string> = {}): Promise<Page> {
  const response = await server.request(path, { headers, redirect: 'manual' });
  return { status: response.status, html: await response.text(), location: response.headers.get('Location') };
}

const jsonLd = (html: string): Record<string, unknown>[] =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((match) => JSON.parse(match[1] as string) as Record<string, unknown>);

const meta = (html: string, key: string): string | undefined =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];

const pageState = (html: string): { answers: Record<string, unknown> } =>
  JSON.parse(/<script type="application\/json" id="herfa-state"[^>]*>(.*?)<\/script>/s.exec(html)?.[1] ?? 'null') as { answers: Record<string, unknown> };

async function aProduct(): Promise<{ slug: string; name: string; salePrice: number }> {
  const { body } = await server.json<{ items: { slug: string; name: string; salePrice: number; isGift: boolean }[] }>('GET', '/api/products?pageSize=20');
  const product = body.items.find((item) => !item.isGift);
  if (!product) throw new Error('the seed has no product that is not a gift');
  return product;
}

describe('server rendering', () => {
  it('answers an Arabic page right to left from the first byte, with its content rendered', async () => {
    const { status, html } = await page('/ar');
    expect(status).toBe(200);
    expect(html).toMatch(/^<!doctype html>\s*<html lang="ar" dir="rtl"[ >]/);
    expect(html).toContain('<title>حِرفة · صُنع يدويًا في السعودية</title>');
    // The feed is in the HTML, not fetched by a script: a category's Arabic name is there.
    expect(html).toContain('السدو والنسيج');
    expect(jsonLd(html)).toContainEqual(expect.objectContaining({ '@type': 'Organization', name: 'حِرفة' }));
    // The body font of the page's script is on its way before the stylesheet asks for it.
    expect(html).toContain('<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/ibm-plex-sans-arabic-arabic-400-normal-CyU-ddYS.woff2">');
    expect(html).not.toContain('latin-400-normal');
  });

  it('writes a product page for link previews and crawlers: name, price, absolute image, Product and BreadcrumbList', async () => {
    const product = await aProduct();
    const { status, html } = await page(`/en/products/details/${product.slug}`);
    expect(status).toBe(200);
    expect(html).toContain(`<title>${product.name.replace(/&/g, '&amp;')} · Herfa</title>`);
    expect(meta(html, 'og:type')).toBe('product');
    expect(meta(html, 'product:price:amount')).toBe((product.salePrice / 100).toFixed(2));
    expect(meta(html, 'product:price:currency')).toBe('SAR');
    expect(meta(html, 'og:image')).toMatch(new RegExp(`^${server.url}/media/products/`));
    expect(html).toContain(`<link rel="canonical" href="${server.url}/en/products/details/${product.slug}">`);
    expect(html).toContain(`<link rel="alternate" hreflang="ar" href="${server.url}/ar/products/details/${product.slug}">`);
    expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${server.url}/en/products/details/${product.slug}">`);

    const [productData, breadcrumbs] = jsonLd(html);
    expect(productData).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      offers: { '@type': 'Offer', priceCurrency: 'SAR', price: (product.salePrice / 100).toFixed(2) },
    });
    expect(String((productData?.offers as { availability: string }).availability)).toMatch(/^https:\/\/schema\.org\/(InStock|LimitedAvailability|OutOfStock)$/);
    expect(breadcrumbs).toMatchObject({ '@type': 'BreadcrumbList' });
    // The body has the name and the price as a shopper reads them, and the picture.
    expect(html).toContain(`>${product.name.replace(/&/g, '&amp;')}</h1>`);
    expect(html).toMatch(/SAR|﷼|ر\.س/);
    expect(html).toMatch(/<img[^>]+src="\/media\/products\//);
  });

  it('hands the browser what the page fetched, so hydration asks nothing again', async () => {
    const product = await aProduct();
    const { html } = await page(`/ar/products/details/${product.slug}`);
    const answers = Object.keys(pageState(html).answers);
    expect(answers).toContainEqual(expect.stringMatching(new RegExp(`^ar\\nproduct:${product.slug}:`)));
  });

  it('names the files of the screen a shopper most likely opens next, for the one prefetch, leaving out what the page has', async () => {
    const { html } = await page('/en');
    const state = /<script type="application\/json" id="herfa-state" data-preload="([^"]*)" data-prefetch="([^"]*)">/.exec(html);
    expect(state?.[1]?.split(' ')).toEqual(['/assets/main-1.js', '/assets/Box-2.js', '/assets/home-3.js']);
    expect(state?.[2]?.split(' ')).toEqual(['/assets/products-4.js', '/assets/grid-5.js', '/assets/products-4.css']);
  });

  it('answers 404 for a missing product and an unknown language, with the not-found page', async () => {
    const missing = await page('/en/products/details/no-such-product');
    expect(missing.status).toBe(404);
    expect(missing.html).toMatch(/<html lang="en" dir="ltr"[ >]/);
    const unknown = await page('/xx/products/all');
    expect(unknown.status).toBe(404);
    expect(unknown.html).toContain('Page Not Found');
  });

  it('titles a page whose screen is drawn in the browser with the site’s name until the screen names itself', async () => {
    // The cart is drawn in the browser (a guest's lives in localStorage): its frame still has a title from the first byte.
    expect((await page('/en/cart')).html).toMatch(/<title>Herfa<\/title>/);
    expect((await page('/ar/cart')).html).toMatch(/<title>حِرفة<\/title>/);
  });

  it('runs the guards on the server: a redirect is an HTTP redirect before any HTML', async () => {
    const guest = await page('/en/profile');
    expect(guest.status).toBe(302);
    expect(guest.location).toBe('/en');
    expect(guest.html).toBe('');
    const signedIn = await page('/en/auth/login', { Cookie: 'userData=1' });
    expect(signedIn.status).toBe(302);
    expect(signedIn.location).toBe('/en');
    const rule = await page('/ar/wallet');
    expect(rule.status).toBe(302);
    expect(rule.location).toBe('/ar/profile/wallet');
  });

  it('keeps every request to itself: two languages and two sessions rendered at once', async () => {
    const product = await aProduct();
    const [english, arabic, guest, shopper] = await Promise.all([
      page(`/en/products/details/${product.slug}`),
      page(`/ar/products/details/${product.slug}`),
      page('/en/profile/edit'),
      page('/ar/profile/edit', { Cookie: 'userData=1; locale=ar' }),
      ...Array.from({ length: 6 }, (_, index) => page(index % 2 === 0 ? '/ar' : '/en/products/all')),
    ]);
    expect(english?.html).toMatch(/<html lang="en" dir="ltr"[ >]/);
    expect(english?.html).not.toMatch(/[\u0600-\u06FF]{4,}<\/h1>/);
    expect(arabic?.html).toMatch(/<html lang="ar" dir="rtl"[ >]/);
    expect(arabic?.html).toMatch(/<h1[^>]*>[^<]*[\u0600-\u06FF][^<]*<\/h1>/);
    expect(guest?.status).toBe(302);
    expect(shopper?.status).toBe(200);
    expect(shopper?.html).toMatch(/<html lang="ar" dir="rtl"[ >]/);
  });

  it("draws the colour scheme the shopper's cookie keeps, and leaves the system's to the head script", async () => {
    const [dark, light, system] = await Promise.all([
      page('/en', { Cookie: 'colour-scheme=dark' }),
      page('/ar', { Cookie: 'locale=ar; colour-scheme=light' }),
      page('/en/products/all'),
    ]);
    expect(dark.html).toMatch(/^<!doctype html>\s*<html lang="en" dir="ltr" data-mantine-color-scheme="dark">/);
    expect(light.html).toMatch(/^<!doctype html>\s*<html lang="ar" dir="rtl" data-mantine-color-scheme="light">/);
    for (const chosen of [dark, light]) expect(chosen.html).not.toContain('<script>matchMedia');
    expect(system.html).toMatch(/<html lang="en" dir="ltr" data-mantine-color-scheme="light">/);
    expect(system.html).toContain("<script>matchMedia('(prefers-color-scheme: dark)')");
  });

  it('answers the page compressed when the browser accepts it', async () => {
    const response = await server.request('/en', { headers: { 'Accept-Encoding': 'br' } });
    expect(response.headers.get('Content-Encoding')).toBe('br');
  });
});
