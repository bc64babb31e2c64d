// A seller's photos and logo through real HTTP over a real (PGlite) database, with real image
// bytes drawn by sharp here: an upload is checked (extension, real type from the bytes, pixel
// limit, damaged data, size, the smallest size, eight per product) and refused with the spec's
// message, leaving no row and no file behind; an accepted one is turned upright, stripped of its
// metadata (GPS included) and served as AVIF, WebP and JPEG at each width, cacheable for good;
// the product's images follow the photos' order. One store never sees or changes another's.
import { deflateSync, crc32 } from 'node:zlib';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../../src/contract/common';
import { ProductPhotos, StoreLogo } from '../../src/contract/seller-media';
import { MAX_PRODUCT_PHOTOS } from '../../src/domain/upload-rules';
import { mediaObjects, productPhotos, products, sellers } from '../persistence/schema';
import { aBuyer, insertShop, type Buyer } from '../testing/checkout-fixtures';
import { aSellerAccount, buy, type SellerAccount } from '../testing/order-fixtures';
import { startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
let hejaz: SellerAccount;
let najd: SellerAccount;
let shopper: Buyer;

beforeAll(async () => {
  server = await startTestServer({ prepare: async ({ db }) => insertShop(db) });
  hejaz = await aSellerAccount(server.database.db, 'hejaz-pottery');
  najd = await aSellerAccount(server.database.db, 'najd-weavers');
  shopper = await aBuyer(server.database.db);
}, 60_000);
afterAll(() => server?.close());

const db = () => server.database.db;
type Answer = ProductPhotos & ErrorBody & { fields?: Record<string, string[]> };

// ── Images ────────────────────────────────────────────────────────────────────────────────────

/** A photo with detail (so the encoders have work to do), EXIF with GPS, and orientation 6 (turn 90° clockwise to view). */
async function aPhoto(width = 1600, height = 1200, format: 'jpeg' | 'png' | 'webp' | 'gif' = 'jpeg'): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let index = 0; index < pixels.length; index++) pixels[index] = ((index * 2654435761) >>> 24) & 0xff;
  const drawn = sharp(pixels, { raw: { width, height, channels: 3 } }).blur(2);
  if (format !== 'jpeg') return drawn.toFormat(format).toBuffer();
  return drawn
    .jpeg({ quality: 85 })
    .withExif({ IFD0: { Make: 'HerfaCam', Copyright: 'A secret owner' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '24/1 42/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '46/1 40/1 0/1' } })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** A PNG whose header declares width × height but whose data is a few bytes: a decompression bomb. */
function aBomb(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // 8 bits
  header.writeUInt8(0, 9); // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(width + 1))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A 24-bit bottom-up BMP, which sharp cannot read but the spec accepts. */
function aBmp(width: number, height: number): Buffer {
  const rowBytes = Math.ceil((width * 3) / 4) * 4;
  const file = Buffer.alloc(54 + rowBytes * height);
  file.write('BM', 0, 'ascii');
  file.writeUInt32LE(file.length, 2);
  file.writeUInt32LE(54, 10);
  file.writeUInt32LE(40, 14);
  file.writeInt32LE(width, 18);
  file.writeInt32LE(height, 22);
  file.writeUInt16LE(1, 26);
  file.writeUInt16LE(24, 28);
  for (let row = 0; row < height; row++) {
    for (let column = 0; column < width; column++) {
      const at = 54 + row * rowBytes + column * 3;
      file[at] = 200; // blue
      file[at + 1] = (column * 255) / width; // green
      file[at + 2] = 40; // red
    }
  }
  return file;
}

const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800"><script>alert(document.cookie)</script><rect width="800" height="800"/></svg>');

// ── Requests ──────────────────────────────────────────────────────────────────────────────────

async function upload(path: string, field: string, name: string, bytes: Buffer, headers: Record<string, string>, type = 'image/jpeg'): Promise<{ status: number; body: Answer }> {
  const form = new FormData();
  form.set(field, new File([new Uint8Array(bytes)], name, { type }));
  const response = await server.request(path, { method: 'POST', body: form, headers });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as Answer };
}
const uploadPhoto = (seller: SellerAccount, product: string, name: string, bytes: Buffer, type?: string) =>
  upload(`/api/seller/products/${product}/photos`, 'photo', name, bytes, seller.auth, type);
const listPhotos = (seller: { auth: Record<string, string> }, product: string) => server.json<Answer>('GET', `/api/seller/products/${product}/photos`, undefined, seller.auth);
const deletePhoto = (seller: { auth: Record<string, string> }, product: string, id: string) =>
  server.json<Answer>('DELETE', `/api/seller/products/${product}/photos/${id}`, undefined, seller.auth);
const reorder = (seller: { auth: Record<string, string> }, product: string, ids: string[]) =>
  server.json<Answer>('PUT', `/api/seller/products/${product}/photos`, { ids }, seller.auth);

const imagesOf = async (product: string) => (await db().select({ images: products.images }).from(products).where(eq(products.slug, product)))[0]?.images;
const counts = async () => ({
  photos: (await db().select({ n: count() }).from(productPhotos))[0]?.n,
  files: (await db().select({ n: count() }).from(mediaObjects))[0]?.n,
});

async function clearPhotos(product: string): Promise<void> {
  const { body } = await listPhotos(hejaz, product);
  for (const photo of body.items) await deletePhoto(hejaz, product, photo.id);
}

// ── Tests ─────────────────────────────────────────────────────────────────────────────────────

describe('uploading a product photo', () => {
  it('accepts a photo, turns it upright and serves every width as AVIF, WebP and JPEG without its metadata', async () => {
    const input = await aPhoto();
    const before = await sharp(input).metadata();
    expect(before.exif?.includes(Buffer.from('HerfaCam'))).toBe(true);
    expect(before.exif?.includes(Buffer.from([0x25, 0x88])) || before.exif?.includes(Buffer.from([0x88, 0x25]))).toBe(true); // the GPS IFD pointer

    const started = Date.now();
    const { status, body } = await uploadPhoto(hejaz, 'clay-pot', 'kiln.JPG', input);
    const took = Date.now() - started;
    expect(status, JSON.stringify(body)).toBe(201);
    v.parse(ProductPhotos, body);
    const [photo] = body.items;
    // Stored 1600 × 1200 with orientation 6: upright it is 1200 × 1600, served no wider than it is.
    expect(photo).toMatchObject({ width: 1200, height: 1600, url: `/media/photos/${photo!.id}/1200.jpg` });
    expect(await imagesOf('clay-pot')).toEqual([photo!.url]);
    expect(took).toBeLessThan(10_000);

    for (const width of [320, 640, 1200]) {
      for (const [format, type, sharpFormat] of [
        ['avif', 'image/avif', 'heif'],
        ['webp', 'image/webp', 'webp'],
        ['jpg', 'image/jpeg', 'jpeg'],
      ] as const) {
        const response = await server.request(`/media/photos/${photo!.id}/${width}.${format}`);
        expect(response.status).toBe(200);
        expect(response.headers.get('Content-Type')).toBe(type);
        expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
        expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
        expect(response.headers.get('ETag')).toMatch(/^"[\w-]+"$/);
        const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
        expect(metadata.format).toBe(sharpFormat);
        expect(metadata.width).toBe(width);
        expect(metadata.height).toBe(Math.round((width * 1600) / 1200));
        expect(metadata.exif, `${width}.${format}`).toBeUndefined();
        expect(metadata.xmp).toBeUndefined();
        expect(metadata.iptc).toBeUndefined();
        expect(metadata.orientation ?? 1).toBe(1);
      }
    }
    await clearPhotos('clay-pot');
  }, 60_000);

  it('answers 304 to a browser that has the file, and 404 in the error shape for a file there is not', async () => {
    const { body } = await uploadPhoto(hejaz, 'clay-pot', 'pot.png', await aPhoto(500, 450, 'png'));
    const [photo] = body.items;
    expect(photo).toMatchObject({ width: 500, height: 450, url: `/media/photos/${photo!.id}/500.jpg` });
    const first = await server.request(photo!.url);
    const again = await server.request(photo!.url, { headers: { 'If-None-Match': first.headers.get('ETag')! } });
    expect(again.status).toBe(304);
    for (const path of [
      `/media/photos/${photo!.id}/1280.jpg`, // never drawn: wider than the photo
      `/media/photos/${photo!.id}/500.png`,
      `/media/photos/${photo!.id}/500.svg`,
      `/media/photos/00000000-0000-4000-8000-000000000000/500.jpg`,
      `/media/photos/not-an-id/500.jpg`,
      `/media/logos/${photo!.id}/500.jpg`,
    ]) {
      const answer = await server.json<ErrorBody>('GET', path, undefined, { 'Accept-Language': 'ar' });
      expect(answer.status, path).toBe(404);
      expect(answer.body.code).toBe('http.notFound');
      expect(answer.body.message).toBe('لا يوجد شيء هنا.');
    }
    await clearPhotos('clay-pot');
  });

  it('reads BMP, GIF and WebP too', async () => {
    for (const [name, bytes] of [
      ['scan.bmp', aBmp(420, 410)],
      ['loop.gif', await aPhoto(600, 400, 'gif')],
      ['web.webp', await aPhoto(700, 500, 'webp')],
    ] as const) {
      const { status, body } = await uploadPhoto(hejaz, 'clay-pot', name, bytes);
      expect(status, `${name}: ${JSON.stringify(body)}`).toBe(201);
    }
    const { body } = await listPhotos(hejaz, 'clay-pot');
    expect(body.items.map((photo) => [photo.width, photo.height])).toEqual([
      [420, 410],
      [600, 400],
      [700, 500],
    ]);
    await clearPhotos('clay-pot');
  });

  it('re-encodes a polyglot: nothing appended to the picture reaches any served file', async () => {
    const payload = Buffer.concat([Buffer.from('PK\u0003\u0004hidden.zip'), Buffer.from('<html><script>alert(1)</script></html>')]);
    const { status, body } = await uploadPhoto(hejaz, 'clay-pot', 'polyglot.jpg', Buffer.concat([await aPhoto(800, 800), payload]));
    expect(status).toBe(201);
    const [photo] = body.items;
    const [files] = [await db().select().from(mediaObjects)];
    const mine = files.filter((file) => file.key.startsWith(`photos/${photo!.id}/`));
    expect(mine.map((file) => file.key.split('/')[2]).sort()).toEqual(
      ['320', '640', '800'].flatMap((width) => ['avif', 'jpg', 'webp'].map((format) => `${width}.${format}`)).sort(),
    );
    for (const file of mine) {
      const bytes = Buffer.from(file.bytes);
      expect(bytes.includes(Buffer.from('<script'))).toBe(false);
      expect(bytes.includes(Buffer.from('PK\u0003\u0004'))).toBe(false);
      expect(bytes.includes(Buffer.from('HerfaCam'))).toBe(false);
    }
    await clearPhotos('clay-pot');
  });

  it.each([
    ['a photo smaller than 400 × 400', 'small.jpg', () => aPhoto(399, 800), 'image/jpeg', 400, 'The photo must be at least 400 pixels wide and 400 pixels high'],
    ['an SVG named .svg', 'logo.svg', async () => SVG, 'image/svg+xml', 400, 'The photo field is not a valid file'],
    ['an SVG named .png', 'logo.png', async () => SVG, 'image/png', 400, 'The photo field must have a valid file type'],
    ['PNG bytes named .jpg', 'photo.jpg', () => aPhoto(600, 600, 'png'), 'image/jpeg', 400, 'The photo field must have a valid file type'],
    ['a decompression bomb (30000 × 30000 declared)', 'bomb.png', async () => aBomb(30_000, 30_000), 'image/png', 400, 'The photo field must be an image'],
    ['a truncated JPEG', 'cut.jpg', async () => (await aPhoto(800, 800)).subarray(0, 4000), 'image/jpeg', 400, 'The photo field must be an image'],
    ['garbage named .jpg', 'noise.jpg', async () => Buffer.from('this is not a picture at all, only text'.repeat(50)), 'image/jpeg', 400, 'The photo field must be an image'],
    ['a file without an extension', 'photo', () => aPhoto(600, 600), 'image/jpeg', 400, 'The photo field is not a valid file'],
    ['a file over 5120 KB', 'huge.jpg', async () => Buffer.concat([await aPhoto(600, 600), Buffer.alloc(5120 * 1024)]), 'image/jpeg', 400, 'The photo field size must be less than 5120KB'],
    // Cut off by the HTTP layer before the body is read to its end.
    ['a body far over the limit', 'huge.jpg', async () => Buffer.alloc(8 * 1024 * 1024), 'image/jpeg', 413, 'The photo field size must be less than 5120KB'],
  ])('refuses %s with the spec’s message, leaving nothing behind', async (_, name, bytes, type, status, message) => {
    const before = await counts();
    const imagesBefore = await imagesOf('clay-pot');
    const answer = await uploadPhoto(hejaz, 'clay-pot', name, await bytes(), type);
    expect(answer.status, JSON.stringify(answer.body)).toBe(status);
    expect(answer.body.fields?.photo).toEqual([message]);
    expect(await counts()).toEqual(before);
    expect(await imagesOf('clay-pot')).toEqual(imagesBefore);
  }, 30_000);

  it('says the size message in Arabic too', async () => {
    const form = new FormData();
    form.set('photo', new File([new Uint8Array(await aPhoto(300, 300))], 'small.jpg', { type: 'image/jpeg' }));
    const response = await server.request('/api/seller/products/clay-pot/photos', { method: 'POST', body: form, headers: { ...hejaz.auth, 'Accept-Language': 'ar' } });
    const body = (await response.json()) as Answer;
    expect(body.fields?.photo).toEqual(['يجب ألا يقل عرض صورة حقل الصورة عن ٤٠٠ بكسل وارتفاعها عن ٤٠٠ بكسل']);
  });

  it('refuses a body that is not multipart, and a form without the photo', async () => {
    const json = await server.json<Answer>('POST', '/api/seller/products/clay-pot/photos', { photo: 'x' }, hejaz.auth);
    expect(json.status).toBe(415);
    expect(json.body.code).toBe('media.multipartRequired');
    const form = new FormData();
    form.set('picture', new File([new Uint8Array(await aPhoto(500, 500))], 'a.jpg'));
    const response = await server.request('/api/seller/products/clay-pot/photos', { method: 'POST', body: form, headers: hejaz.auth });
    expect(response.status).toBe(400);
    expect(((await response.json()) as Answer).fields?.photo).toEqual(['The photo field is required']);
    const malformed = await uploadPhoto(hejaz, 'Not_A_Slug', 'a.jpg', await aPhoto(400, 400));
    expect(malformed.status).toBe(400);
    expect(malformed.body.code).toBe('http.invalidInput');
  });

  it(`takes ${MAX_PRODUCT_PHOTOS} photos and refuses the next with a clear message, leaving nothing behind`, async () => {
    const photo = await aPhoto(400, 400);
    for (let index = 0; index < MAX_PRODUCT_PHOTOS; index++) expect((await uploadPhoto(hejaz, 'incense-burner', `p${index}.jpg`, photo)).status).toBe(201);
    const before = await counts();
    const ninth = await uploadPhoto(hejaz, 'incense-burner', 'p9.jpg', photo);
    expect(ninth.status).toBe(409);
    expect(ninth.body).toMatchObject({ code: 'media.photosFull', message: 'A product can have up to 8 photos. Delete one to add another.' });
    expect(await counts()).toEqual(before);
    expect(await imagesOf('incense-burner')).toHaveLength(MAX_PRODUCT_PHOTOS);
    await clearPhotos('incense-burner');
  }, 60_000);
});

describe('the order of a product’s photos', () => {
  it('keeps the product’s images in the photos’ order after a reorder and a delete, and removes a deleted photo’s files', async () => {
    const ids: string[] = [];
    for (const name of ['a.jpg', 'b.jpg', 'c.jpg']) {
      const { body } = await uploadPhoto(hejaz, 'clay-pot', name, await aPhoto(400, 400));
      ids.push(body.items.at(-1)!.id);
    }
    const url = (id: string) => `/media/photos/${id}/400.jpg`;
    expect(await imagesOf('clay-pot')).toEqual(ids.map(url));

    const reordered = await reorder(hejaz, 'clay-pot', [ids[2]!, ids[0]!, ids[1]!]);
    expect(reordered.status).toBe(200);
    expect(reordered.body.items.map((photo) => photo.id)).toEqual([ids[2], ids[0], ids[1]]);
    expect(await imagesOf('clay-pot')).toEqual([ids[2]!, ids[0]!, ids[1]!].map(url));
    expect((await listPhotos(hejaz, 'clay-pot')).body.items.map((photo) => photo.id)).toEqual([ids[2], ids[0], ids[1]]);

    const deleted = await deletePhoto(hejaz, 'clay-pot', ids[0]!);
    expect(deleted.body.items.map((photo) => photo.id)).toEqual([ids[2], ids[1]]);
    expect(await imagesOf('clay-pot')).toEqual([ids[2]!, ids[1]!].map(url));
    expect((await server.request(url(ids[0]!))).status).toBe(404);
    const left = await db().select({ key: mediaObjects.key }).from(mediaObjects);
    expect(left.filter(({ key }) => key.includes(ids[0]!))).toEqual([]);

    // The storefront shows them in that order.
    const product = await server.json<{ images: string[] }>('GET', '/api/products/clay-pot');
    expect(product.body.images).toEqual([ids[2]!, ids[1]!].map(url));
    await clearPhotos('clay-pot');
    expect(await imagesOf('clay-pot')).toEqual([]);
  }, 30_000);

  it('keeps a deleted photo’s files while an order shows it, so past orders keep their picture', async () => {
    const { body } = await uploadPhoto(hejaz, 'clay-pot', 'a.jpg', await aPhoto(400, 400));
    const [photo] = body.items;
    const buyer = await aBuyer(db(), { wallet: 100_000 });
    const [code] = await buy(server, buyer, [{ product: 'clay-pot' }]);
    const order = await server.json<{ items: { image: string | null }[] }>('GET', `/api/orders/${code}`, undefined, buyer.auth);
    expect(order.body.items[0]?.image).toBe(photo!.url);

    await deletePhoto(hejaz, 'clay-pot', photo!.id);
    expect(await imagesOf('clay-pot')).toEqual([]);
    expect((await listPhotos(hejaz, 'clay-pot')).body.items).toEqual([]);
    expect((await server.request(photo!.url)).status).toBe(200);
  });

  it('refuses an order that does not name every photo once', async () => {
    const { body } = await uploadPhoto(hejaz, 'clay-pot', 'a.jpg', await aPhoto(400, 400));
    const [photo] = body.items;
    const second = (await uploadPhoto(hejaz, 'clay-pot', 'b.jpg', await aPhoto(400, 400))).body.items[1]!;
    for (const ids of [[photo!.id], [photo!.id, photo!.id], [photo!.id, second.id, '00000000-0000-4000-8000-000000000000']]) {
      const answer = await reorder(hejaz, 'clay-pot', ids);
      expect(answer.status).toBe(409);
      expect(answer.body.code).toBe('media.photoOrderChanged');
    }
    await clearPhotos('clay-pot');
  });
});

describe('who may touch a product’s photos', () => {
  it('answers another store’s product, or another product’s photo, exactly like one that does not exist', async () => {
    const { body } = await uploadPhoto(hejaz, 'clay-pot', 'a.jpg', await aPhoto(400, 400));
    const [photo] = body.items;
    const missing = await listPhotos(najd, 'no-such-product');
    expect(missing.status).toBe(404);
    const answers = [
      await listPhotos(najd, 'clay-pot'),
      await uploadPhoto(najd, 'clay-pot', 'a.jpg', await aPhoto(400, 400)),
      await deletePhoto(najd, 'clay-pot', photo!.id),
      await reorder(najd, 'clay-pot', [photo!.id]),
      await deletePhoto(hejaz, 'incense-burner', photo!.id),
      await deletePhoto(hejaz, 'clay-pot', '00000000-0000-4000-8000-000000000000'),
    ];
    for (const answer of answers) expect({ status: answer.status, body: answer.body }).toEqual({ status: missing.status, body: missing.body });
    expect((await listPhotos(hejaz, 'clay-pot')).body.items).toHaveLength(1);
    await clearPhotos('clay-pot');
  });

  it('refuses shoppers (403) and guests (401) on every route', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    for (const [who, headers, status] of [
      ['a shopper', shopper.auth, 403],
      ['a guest', {}, 401],
    ] as const) {
      const answers = [
        await listPhotos({ auth: headers }, 'clay-pot'),
        await upload('/api/seller/products/clay-pot/photos', 'photo', 'a.jpg', await aPhoto(400, 400), headers),
        await deletePhoto({ auth: headers }, 'clay-pot', id),
        await reorder({ auth: headers }, 'clay-pot', [id]),
        await upload('/api/seller/store/logo', 'logo', 'a.jpg', await aPhoto(400, 400), headers),
      ];
      expect(answers.map((answer) => answer.status), who).toEqual(answers.map(() => status));
    }
  });
});

describe('the store’s logo', () => {
  it('crops an upload square at 96, 192 and 384, sets it as the logo and removes the uploaded logo it replaces', async () => {
    const first = await upload('/api/seller/store/logo', 'logo', 'logo.png', await aPhoto(900, 500, 'png'), najd.auth);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const { logo } = v.parse(StoreLogo, first.body);
    expect(logo).toMatch(/^\/media\/logos\/[0-9a-f-]{36}\/384\.jpg$/);
    const [row] = await db().select({ logo: sellers.logo }).from(sellers).where(eq(sellers.slug, 'najd-weavers'));
    expect(row?.logo).toBe(logo);
    for (const size of [96, 192, 384]) {
      for (const format of ['avif', 'webp', 'jpg']) {
        const response = await server.request(logo.replace('384.jpg', `${size}.${format}`));
        expect(response.status).toBe(200);
        const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
        expect([metadata.width, metadata.height]).toEqual([size, size]);
      }
    }

    const second = await upload('/api/seller/store/logo', 'logo', 'logo.jpg', await aPhoto(500, 500), najd.auth);
    const replaced = v.parse(StoreLogo, second.body).logo;
    expect(replaced).not.toBe(logo);
    expect((await server.request(logo)).status).toBe(404);
    expect((await server.request(replaced)).status).toBe(200);
    const oldId = logo.split('/')[3]!;
    expect((await db().select({ key: mediaObjects.key }).from(mediaObjects)).filter(({ key }) => key.includes(oldId))).toEqual([]);
  });

  it('refuses a hostile logo with the spec’s message, keeping the logo it has', async () => {
    const [before] = await db().select({ logo: sellers.logo }).from(sellers).where(eq(sellers.slug, 'hejaz-pottery'));
    const files = await counts();
    const answer = await upload('/api/seller/store/logo', 'logo', 'logo.svg', SVG, hejaz.auth, 'image/svg+xml');
    expect(answer.status).toBe(400);
    expect(answer.body.fields?.logo).toEqual(['The logo field is not a valid file']);
    const [after] = await db().select({ logo: sellers.logo }).from(sellers).where(eq(sellers.slug, 'hejaz-pottery'));
    expect(after?.logo).toBe(before?.logo);
    expect(await counts()).toEqual(files);
  });
});

describe('the uploads in the OpenAPI document', () => {
  it('describe their multipart bodies, with the file in the field the routes read', async () => {
    type Document = { paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: { required: string[] } }> } }>> };
    const { body } = await server.json<Document>('GET', '/api/openapi.json');
    for (const [path, field] of [
      ['/api/seller/products/{slug}/photos', 'photo'],
      ['/api/seller/store/logo', 'logo'],
    ]) {
      expect(body.paths[path!]?.post?.requestBody?.content['multipart/form-data']?.schema.required).toEqual([field]);
    }
  });
});
