// A product's photos on the PostgreSQL server, where uploads truly race (PGlite runs one
// statement at a time): the files round-trip through bytea with node-postgres, and uploads
// arriving together for the last free place fill it once, the others refused with nothing left.
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../../src/contract/common';
import type { ProductPhotos } from '../../src/contract/seller-media';
import { MAX_PRODUCT_PHOTOS } from '../../src/domain/upload-rules';
import { mediaObjects, productPhotos, products } from '../persistence/schema';
import { insertShop } from '../testing/checkout-fixtures';
import { aSellerAccount, type SellerAccount } from '../testing/order-fixtures';
import { startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
let hejaz: SellerAccount;
let photo: Buffer;
beforeAll(async () => {
  server = await startTestServer({ postgres: true, prepare: ({ db }) => insertShop(db) });
  hejaz = await aSellerAccount(server.database.db, 'hejaz-pottery');
  photo = await sharp({ create: { width: 600, height: 450, channels: 3, background: '#a0522d' } }).jpeg().toBuffer();
}, 60_000);
afterAll(() => server?.close());

async function upload(product: string): Promise<{ status: number; body: ProductPhotos & ErrorBody }> {
  const form = new FormData();
  form.set('photo', new File([new Uint8Array(photo)], 'pot.jpg', { type: 'image/jpeg' }));
  const response = await server.request(`/api/seller/products/${product}/photos`, { method: 'POST', body: form, headers: hejaz.auth });
  return { status: response.status, body: (await response.json()) as ProductPhotos & ErrorBody };
}

describe('product photos on PostgreSQL', () => {
  it('stores the files as bytea and serves them back whole', async () => {
    const { status, body } = await upload('clay-pot');
    expect(status).toBe(201);
    const [added] = body.items;
    const response = await server.request(added!.url);
    expect(response.headers.get('Content-Type')).toBe('image/jpeg');
    const served = Buffer.from(await response.arrayBuffer());
    const [stored] = await server.database.db.select({ bytes: mediaObjects.bytes }).from(mediaObjects).where(eq(mediaObjects.key, `photos/${added!.id}/600.jpg`));
    expect(served.equals(Buffer.from(stored!.bytes))).toBe(true);
    expect(await sharp(served).metadata()).toMatchObject({ format: 'jpeg', width: 600, height: 450 });
  });

  it('fills the last free place once when uploads arrive together', async () => {
    while ((await upload('incense-burner')).body.items.length < MAX_PRODUCT_PHOTOS - 1);
    const answers = await Promise.all([1, 2, 3, 4].map(() => upload('incense-burner')));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409]);
    const db = server.database.db;
    const [rows] = await db.select({ n: count() }).from(productPhotos).where(eq(productPhotos.productSlug, 'incense-burner'));
    expect(rows?.n).toBe(MAX_PRODUCT_PHOTOS);
    const photos = await db.select({ id: productPhotos.id }).from(productPhotos).where(eq(productPhotos.productSlug, 'incense-burner'));
    const [files] = await db.select({ n: count() }).from(mediaObjects);
    // Every file belongs to a photo kept (these and clay-pot's): 6 each, at 320 and 600 pixels in 3 formats.
    expect(files?.n).toBe((photos.length + 1) * 6);
    const [product] = await db.select({ images: products.images }).from(products).where(eq(products.slug, 'incense-burner'));
    expect(product?.images).toHaveLength(MAX_PRODUCT_PHOTOS);
  }, 60_000);
});
