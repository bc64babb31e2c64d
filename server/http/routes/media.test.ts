// GET /media/{kind}/{file} over real HTTP: the pictures the seeded catalogue links to come back
// as cacheable SVG; anything that is not a picture's name is a translated 404.
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../../../src/contract/common';
import { products, sellers, storeDeals } from '../../persistence/schema';
import { seedDatabase } from '../../persistence/seed';
import { startTestServer, type TestServer } from '../../testing/test-server';

let server: TestServer;
let productImages: string[];
let logo: string;
let banner: string;

beforeAll(async () => {
  server = await startTestServer({ prepare: async (database) => void (await seedDatabase(database.db)) });
  const [product] = await server.database.db.select().from(products).orderBy(asc(products.slug)).limit(1);
  productImages = product?.images ?? [];
  logo = (await server.database.db.select().from(sellers).limit(1))[0]?.logo ?? '';
  banner = (await server.database.db.select().from(storeDeals).limit(1))[0]?.banner ?? '';
}, 60_000);

afterAll(() => server?.close());

describe('GET /media/{kind}/{file}', () => {
  it('answers a seeded product photo as SVG that browsers may keep for a day', async () => {
    expect(productImages.length).toBeGreaterThanOrEqual(2);
    const response = await server.request(productImages[0] as string);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^image\/svg\+xml/);
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=86400');
    const body = await response.text();
    expect(body.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800"')).toBe(true);
    expect(body.endsWith('</svg>')).toBe(true);
  });

  it('draws each photo of a product differently, and the same photo identically every time', async () => {
    const [first, second] = await Promise.all(productImages.slice(0, 2).map(async (path) => (await server.request(path)).text()));
    expect(first).not.toBe(second);
    expect(await (await server.request(productImages[0] as string)).text()).toBe(first);
  });

  it('answers store logos (400 × 400) and deal banners (1200 × 400)', async () => {
    const logoSvg = await (await server.request(logo)).text();
    expect(logoSvg).toContain('width="400" height="400"');
    const bannerSvg = await (await server.request(banner)).text();
    expect(bannerSvg).toContain('width="1200" height="400"');
  });

  it('answers 304 when the browser already has the picture', async () => {
    const first = await server.request(productImages[0] as string);
    const etag = first.headers.get('ETag');
    expect(etag).toBeTruthy();
    const again = await server.request(productImages[0] as string, { headers: { 'If-None-Match': etag as string } });
    expect(again.status).toBe(304);
  });

  it('answers 404 in the error shape for an unknown kind, in the request’s language', async () => {
    const en = await server.json<ErrorBody>('GET', '/media/posters/sadu-house-hail.svg');
    expect(en.status).toBe(404);
    expect(en.body.code).toBe('http.notFound');
    const ar = await server.json<ErrorBody>('GET', '/media/posters/sadu-house-hail.svg', undefined, { 'Accept-Language': 'ar' });
    expect(ar.status).toBe(404);
    expect(ar.body.message).not.toBe(en.body.message);
  });

  it.each([
    ['a product photo without its number', '/media/products/sadu-cushion-cover.svg'],
    ['a number out of range', '/media/products/sadu-cushion-cover-0.svg'],
    ['capital letters', '/media/sellers/Sadu-House.svg'],
    ['another file type', '/media/sellers/sadu-house-hail.png'],
    ['a doubled hyphen', '/media/categories/sadu--weaving.svg'],
    ['an encoded path', '/media/sellers/..%2Fsecret.svg'],
    ['a very long slug', `/media/sellers/${'a'.repeat(121)}.svg`],
  ])('answers 404 for %s', async (_, path) => {
    const response = await server.json<ErrorBody>('GET', path);
    expect(response.status).toBe(404);
    expect(response.body.code).toBe('http.notFound');
  });
});
