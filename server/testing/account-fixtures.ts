// Small, explicit rows for the account-area tests (addresses, favourites, content): signed-in
// shoppers made directly in the database (a user and a session token), two regions with their
// cities, one store with a few products, static pages and FAQs. Independent of the seed, so a
// test states exactly the data it relies on.
import { randomBytes, randomUUID } from 'node:crypto';
import { hashSessionToken } from '../use-cases/accounts/session-tokens';
import type { Db } from '../persistence/database';
import { categories, cities, faqs, products, regions, sellers, sessions, staticPages, users } from '../persistence/schema';
import { indexSearchDocuments } from '../persistence/catalogue/search-index';
import type { TestServer } from './test-server';

export interface SignedInShopper {
  readonly id: string;
  readonly email: string;
  readonly token: string;
  /** Headers that sign a request in as this shopper. */
  readonly auth: Record<string, string>;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** A shopper account with a live session. */
export async function signedInShopper(db: Db, name = 'Noura Al-Qahtani'): Promise<SignedInShopper> {
  const id = randomUUID();
  const email = `shopper-${id.slice(0, 8)}@example.sa`;
  await db.insert(users).values({ id, fullName: name, email });
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({ tokenHash: hashSessionToken(token), userId: id, expiresAt: new Date(Date.now() + DAY_MS) });
  return { id, email, token, auth: { Authorization: `Bearer ${token}` } };
}

/** Riyadh (Riyadh, Diriyah) and Makkah (Jeddah, Makkah), in that display order. */
export const PLACES = {
  riyadh: { id: 'riyadh', cities: { riyadh: 'riyadh-city', diriyah: 'diriyah' } },
  makkah: { id: 'makkah', cities: { jeddah: 'jeddah', makkah: 'makkah-city' } },
} as const;

export async function insertPlaces(db: Db): Promise<void> {
  await db.insert(regions).values([
    { id: 'riyadh', nameEn: 'Riyadh', nameAr: 'الرياض', sortOrder: 1 },
    { id: 'makkah', nameEn: 'Makkah', nameAr: 'مكة المكرمة', sortOrder: 2 },
  ]);
  await db.insert(cities).values([
    { id: 'riyadh-city', regionId: 'riyadh', nameEn: 'Riyadh', nameAr: 'الرياض' },
    { id: 'diriyah', regionId: 'riyadh', nameEn: 'Diriyah', nameAr: 'الدرعية' },
    { id: 'jeddah', regionId: 'makkah', nameEn: 'Jeddah', nameAr: 'جدة' },
    { id: 'makkah-city', regionId: 'makkah', nameEn: 'Makkah', nameAr: 'مكة المكرمة' },
  ]);
}

/** A product row of najd-crafts in the home category, made by hand; `extra` sets anything else. */
export const aStoreProduct = (slug: string, nameEn: string, nameAr: string, price: number, stock: number, extra: Partial<typeof products.$inferInsert> = {}) => ({
  slug,
  sellerSlug: 'najd-crafts',
  categorySlug: 'home',
  nameEn,
  nameAr,
  descriptionEn: `${nameEn}, made by hand.`,
  descriptionAr: `${nameAr}، صنع يدوي.`,
  price,
  stock,
  images: [`/images/products/${slug}.svg`],
  ...extra,
});

/**
 * One store in Riyadh with three products (needs insertPlaces first):
 * - sadu-cushion: 250.00 SAR, 20 % off, 12 in stock;
 * - palm-basket: 80.00 SAR, no discount, 3 in stock (low);
 * - incense-burner: 175.50 SAR, no discount, none in stock, no image.
 */
export async function insertProducts(db: Db): Promise<void> {
  await db.insert(sellers).values(STORE_SELLER);
  await db.insert(categories).values({ slug: 'home', nameEn: 'Home', nameAr: 'المنزل', image: '/images/categories/home.svg' });
  await db.insert(products).values([...STORE_PRODUCTS]);
  await indexSearchDocuments(db);
}

/** The store's seller as insertProducts writes it. */
export const STORE_SELLER = {
  slug: 'najd-crafts',
  nameEn: 'Najd Crafts',
  nameAr: 'حرف نجد',
  descriptionEn: 'Weaving and palm work from Najd.',
  descriptionAr: 'نسيج وسعفيات من نجد.',
  cityId: 'riyadh-city',
  logo: '/images/sellers/najd-crafts.svg',
  vatNumber: '300000000000003',
} as const;

/** The store's three products as insertProducts writes them. */
export const STORE_PRODUCTS = [
  aStoreProduct('sadu-cushion', 'Sadu cushion', 'وسادة سدو', 25_000, 12, { discountBasisPoints: 2000 }),
  aStoreProduct('palm-basket', 'Palm-frond basket', 'سلة خوص', 8_000, 3),
  aStoreProduct('incense-burner', 'Incense burner', 'مبخرة', 17_550, 0, { images: [] }),
] as const;

/** The two regions and the one store with its products: insertPlaces, then insertProducts. */
export async function insertStore(db: Db): Promise<void> {
  await insertPlaces(db);
  await insertProducts(db);
}

/** The about-us and terms pages, and two FAQs stored out of display order. */
export async function insertContent(db: Db): Promise<void> {
  await db.insert(staticPages).values([
    {
      slug: 'about-us',
      titleEn: 'About Herfa',
      titleAr: 'عن حرفة',
      bodyEn: 'Herfa brings Saudi crafts to you.\n\n  Every piece is handmade.  \r\n\r\n\n\nWe ship across the Kingdom.',
      bodyAr: 'حرفة تقرّب الحرف السعودية إليك.\n\nكل قطعة مصنوعة يدويًا.',
    },
    { slug: 'terms', titleEn: 'Terms and conditions', titleAr: 'الشروط والأحكام', bodyEn: 'Be kind.', bodyAr: 'كن لطيفًا.' },
  ]);
  await db.insert(faqs).values([
    { id: 2, questionEn: 'How long is delivery?', questionAr: 'كم تستغرق مدة التوصيل؟', answerEn: 'Three to five days.', answerAr: 'من ثلاثة إلى خمسة أيام.', sortOrder: 2 },
    { id: 1, questionEn: 'Is every piece handmade?', questionAr: 'هل كل القطع مصنوعة يدويًا؟', answerEn: 'Yes.', answerAr: 'نعم.', sortOrder: 1 },
  ]);
}

/** A password that meets the spec's rule. */
export const TEST_PASSWORD = 'Herfa#2025';

/** A complete, valid registration body for POST /api/auth/register. */
export const aRegistration = (email: string, overrides: Record<string, unknown> = {}) => ({
  fullName: 'Noura Alharbi',
  email,
  phone: '0551234567',
  password: TEST_PASSWORD,
  passwordConfirmation: TEST_PASSWORD,
  termsAccepted: true,
  ...overrides,
});

/** The code of the newest registration mail to `address`, as its reader finds it (the subject opens with it). */
export async function mailedRegistrationCode(server: Pick<TestServer, 'mailsTo'>, address: string): Promise<string> {
  const mail = (await server.mailsTo(address)).find((sent) => sent.kind === 'registrationCode');
  const code = mail === undefined ? undefined : /\d{6}/.exec(mail.subject)?.[0];
  if (code === undefined) throw new Error(`No registration code was mailed to ${address}`);
  return code;
}

/**
 * Registers as the storefront does: POST /api/auth/register (202), the code from the mail, then
 * POST /api/auth/register/confirm; answers the confirmation (201 with the session).
 */
export async function registerThroughApi<T = unknown>(
  server: Pick<TestServer, 'json' | 'mailsTo'>,
  registration: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: T; headers: Headers }> {
  const started = await server.json<{ email: string }>('POST', '/api/auth/register', registration, headers);
  if (started.status !== 202) throw new Error(`Registering answered ${started.status}: ${JSON.stringify(started.body)}`);
  const code = await mailedRegistrationCode(server, started.body.email);
  return server.json<T>('POST', '/api/auth/register/confirm', { email: started.body.email, code }, headers);
}
