// Small, deterministic catalogues for the catalogue and search tests, written as real rows:
// fluent builders (aSeller(), aCategory(), aProduct(), aDeal(), aReview()) and one inserter.
// Independent of the seed, so each test states exactly the data it relies on. Products are
// added one hour apart in the order given (the last is the newest) unless a test says when.
import { randomBytes, randomUUID } from 'node:crypto';
import { hashSessionToken } from '../use-cases/accounts/session-tokens';
import type { Db } from '../persistence/database';
import {
  addresses,
  categories,
  cities,
  products,
  regions,
  reviews,
  sellers,
  sessions,
  shippingRates,
  storeDeals,
  users,
  type Bilingual,
  type ProductOption,
} from '../persistence/schema';
import { indexSearchDocuments } from '../persistence/catalogue/search-index';

/** Three regions with a city each. */
export const REGIONS = [
  { id: 'riyadh', nameEn: 'Riyadh', nameAr: 'الرياض', city: { id: 'riyadh-city', nameEn: 'Riyadh', nameAr: 'الرياض' } },
  { id: 'eastern', nameEn: 'Eastern Province', nameAr: 'المنطقة الشرقية', city: { id: 'al-ahsa', nameEn: 'Al-Ahsa', nameAr: 'الأحساء' } },
  { id: 'hail', nameEn: 'Hail', nameAr: 'حائل', city: { id: 'hail-city', nameEn: 'Hail', nameAr: 'حائل' } },
] as const;
export type RegionId = (typeof REGIONS)[number]['id'];
type CityId = (typeof REGIONS)[number]['city']['id'];

/** The first product's date; each later product is an hour newer. */
export const FIRST_ADDED = new Date('2025-01-01T00:00:00.000Z');
const HOUR_MS = 3_600_000;

abstract class Builder<T, Self> {
  constructor(readonly value: T) {}
  protected abstract make(value: T): Self;
  protected with(changes: Partial<T>): Self {
    return this.make({ ...this.value, ...changes });
  }
}

interface SellerValue {
  slug: string;
  name: Bilingual;
  description: Bilingual;
  city: CityId;
  featured: boolean;
  banner: string | null;
}
export class SellerBuilder extends Builder<SellerValue, SellerBuilder> {
  protected make(value: SellerValue) { return new SellerBuilder(value); }
  named(en: string, ar: string) { return this.with({ name: { en, ar } }); }
  describedAs(en: string, ar: string) { return this.with({ description: { en, ar } }); }
  in(city: CityId) { return this.with({ city }); }
  featured() { return this.with({ featured: true }); }
  withBanner(banner: string) { return this.with({ banner }); }
}
export const aSeller = (slug: string) =>
  new SellerBuilder({
    slug,
    name: { en: `Store ${slug}`, ar: `متجر ${slug}` },
    description: { en: 'Handmade in Saudi Arabia.', ar: 'صنع يدويا في السعودية.' },
    city: 'riyadh-city',
    featured: false,
    banner: null,
  });

interface CategoryValue {
  slug: string;
  name: Bilingual;
  sortOrder: number;
}
export class CategoryBuilder extends Builder<CategoryValue, CategoryBuilder> {
  protected make(value: CategoryValue) { return new CategoryBuilder(value); }
  named(en: string, ar: string) { return this.with({ name: { en, ar } }); }
  sortedAt(sortOrder: number) { return this.with({ sortOrder }); }
}
export const aCategory = (slug: string) => new CategoryBuilder({ slug, name: { en: `Category ${slug}`, ar: `تصنيف ${slug}` }, sortOrder: 0 });

interface ProductValue {
  slug: string;
  seller: string;
  category: string;
  name: Bilingual;
  description: Bilingual;
  price: number;
  discountBasisPoints: number | null;
  freeShipping: boolean;
  customisable: boolean;
  isGift: boolean;
  featured: boolean;
  stock: number;
  colours: ProductOption[];
  sizes: ProductOption[];
  images: string[];
  rating: { sum: number; count: number };
  addedAt: Date | null;
}
export class ProductBuilder extends Builder<ProductValue, ProductBuilder> {
  protected make(value: ProductValue) { return new ProductBuilder(value); }
  named(en: string, ar: string) { return this.with({ name: { en, ar } }); }
  describedAs(en: string, ar: string) { return this.with({ description: { en, ar } }); }
  from(seller: string) { return this.with({ seller }); }
  in(category: string) { return this.with({ category }); }
  /** Halalas. */
  priced(price: number) { return this.with({ price }); }
  /** Basis points: 2500 is 25 %. */
  discounted(discountBasisPoints: number) { return this.with({ discountBasisPoints }); }
  withFreeShipping() { return this.with({ freeShipping: true }); }
  customisable() { return this.with({ customisable: true }); }
  gift() { return this.with({ isGift: true }); }
  featured() { return this.with({ featured: true }); }
  inStock(stock: number) { return this.with({ stock }); }
  outOfStock() { return this.with({ stock: 0 }); }
  withColours(...colours: ProductOption[]) { return this.with({ colours }); }
  withSizes(...sizes: ProductOption[]) { return this.with({ sizes }); }
  withImages(...images: string[]) { return this.with({ images }); }
  /** Ratings without review rows (reviews given with aReview() are added to these). */
  rated(sum: number, count: number) { return this.with({ rating: { sum, count } }); }
  addedAt(addedAt: Date) { return this.with({ addedAt }); }
}
export const aProduct = (slug: string) =>
  new ProductBuilder({
    slug,
    seller: 'najd-weavers',
    category: 'sadu',
    name: { en: `Product ${slug}`, ar: `منتج ${slug}` },
    description: { en: 'Made by hand.', ar: 'مصنوع يدويا.' },
    price: 10_000,
    discountBasisPoints: null,
    freeShipping: false,
    customisable: false,
    isGift: false,
    featured: false,
    stock: 10,
    colours: [],
    sizes: [],
    images: [`/images/products/${slug}.svg`],
    rating: { sum: 0, count: 0 },
    addedAt: null,
  });

interface DealValue {
  slug: string;
  seller: string;
  title: Bilingual;
  description: Bilingual;
  discountBasisPoints: number;
  startsAt: Date;
  endsAt: Date;
}
export class DealBuilder extends Builder<DealValue, DealBuilder> {
  protected make(value: DealValue) { return new DealBuilder(value); }
  by(seller: string) { return this.with({ seller }); }
  titled(en: string, ar: string) { return this.with({ title: { en, ar } }); }
  worth(discountBasisPoints: number) { return this.with({ discountBasisPoints }); }
  running(startsAt: Date, endsAt: Date) { return this.with({ startsAt, endsAt }); }
}
export const aDeal = (slug: string) =>
  new DealBuilder({
    slug,
    seller: 'najd-weavers',
    title: { en: `Deal ${slug}`, ar: `عرض ${slug}` },
    description: { en: 'For a limited time.', ar: 'لفترة محدودة.' },
    discountBasisPoints: 1000,
    startsAt: new Date('2025-01-01T00:00:00.000Z'),
    endsAt: new Date('2035-01-01T00:00:00.000Z'),
  });

interface ReviewValue {
  product: string;
  author: string;
  rating: number;
  body: string;
  at: Date;
}
export class ReviewBuilder extends Builder<ReviewValue, ReviewBuilder> {
  protected make(value: ReviewValue) { return new ReviewBuilder(value); }
  by(author: string) { return this.with({ author }); }
  stars(rating: number) { return this.with({ rating }); }
  saying(body: string) { return this.with({ body }); }
  at(at: Date) { return this.with({ at }); }
}
export const aReview = (product: string) =>
  new ReviewBuilder({ product, author: 'Noura Al-Qahtani', rating: 5, body: 'Beautiful work.', at: new Date('2025-06-01T00:00:00.000Z') });

export interface ShippingRate {
  readonly seller: string;
  readonly region: RegionId;
  /** Halalas. */
  readonly fee: number;
}

export interface CatalogueFixture {
  readonly sellers?: readonly SellerBuilder[];
  readonly categories?: readonly CategoryBuilder[];
  readonly products?: readonly ProductBuilder[];
  readonly deals?: readonly DealBuilder[];
  readonly rates?: readonly ShippingRate[];
  /** Each distinct author becomes a shopper account. */
  readonly reviews?: readonly ReviewBuilder[];
}

/**
 * Writes the regions and cities, then the fixture. Products' rating columns add up their
 * reviews (and any `rated()` ratings), as the review command keeps them.
 */
export async function insertCatalogue(db: Db, fixture: CatalogueFixture): Promise<void> {
  await db.insert(regions).values(REGIONS.map(({ id, nameEn, nameAr }, index) => ({ id, nameEn, nameAr, sortOrder: index }))).onConflictDoNothing();
  await db.insert(cities).values(REGIONS.map(({ id, city }) => ({ ...city, regionId: id }))).onConflictDoNothing();

  const sellerRows = (fixture.sellers ?? []).map(({ value: s }) => ({
    slug: s.slug,
    nameEn: s.name.en,
    nameAr: s.name.ar,
    descriptionEn: s.description.en,
    descriptionAr: s.description.ar,
    cityId: s.city,
    logo: `/images/sellers/${s.slug}.svg`,
    banner: s.banner,
    vatNumber: '300000000000003',
    featured: s.featured,
  }));
  if (sellerRows.length) await db.insert(sellers).values(sellerRows);

  const categoryRows = (fixture.categories ?? []).map(({ value: c }) => ({
    slug: c.slug,
    nameEn: c.name.en,
    nameAr: c.name.ar,
    image: `/images/categories/${c.slug}.svg`,
    sortOrder: c.sortOrder,
  }));
  if (categoryRows.length) await db.insert(categories).values(categoryRows);

  const reviewList = (fixture.reviews ?? []).map(({ value }) => value);
  const productRows = (fixture.products ?? []).map(({ value: p }, index) => {
    const own = reviewList.filter((review) => review.product === p.slug);
    return {
      slug: p.slug,
      sellerSlug: p.seller,
      categorySlug: p.category,
      nameEn: p.name.en,
      nameAr: p.name.ar,
      descriptionEn: p.description.en,
      descriptionAr: p.description.ar,
      price: p.price,
      discountBasisPoints: p.discountBasisPoints,
      freeShipping: p.freeShipping,
      customisable: p.customisable,
      isGift: p.isGift,
      featured: p.featured,
      stock: p.stock,
      colours: p.colours,
      sizes: p.sizes,
      images: p.images,
      ratingCount: p.rating.count + own.length,
      ratingSum: p.rating.sum + own.reduce((sum, review) => sum + review.rating, 0),
      createdAt: p.addedAt ?? new Date(FIRST_ADDED.getTime() + index * HOUR_MS),
    };
  });
  if (productRows.length) await db.insert(products).values(productRows);

  const dealRows = (fixture.deals ?? []).map(({ value: d }) => ({
    slug: d.slug,
    sellerSlug: d.seller,
    titleEn: d.title.en,
    titleAr: d.title.ar,
    descriptionEn: d.description.en,
    descriptionAr: d.description.ar,
    discountBasisPoints: d.discountBasisPoints,
    banner: `/images/deals/${d.slug}.svg`,
    startsAt: d.startsAt,
    endsAt: d.endsAt,
  }));
  if (dealRows.length) await db.insert(storeDeals).values(dealRows);

  const rateRows = (fixture.rates ?? []).map(({ seller, region, fee }) => ({ sellerSlug: seller, regionId: region, fee }));
  if (rateRows.length) await db.insert(shippingRates).values(rateRows);

  const authors = [...new Set(reviewList.map((review) => review.author))];
  const authorIds = new Map(authors.map((author) => [author, randomUUID()]));
  if (authors.length) {
    await db.insert(users).values(authors.map((fullName, index) => ({ id: authorIds.get(fullName)!, fullName, email: `reviewer-${index}@herfa.test` })));
    await db.insert(reviews).values(
      reviewList.map((review) => ({
        productSlug: review.product,
        userId: authorIds.get(review.author)!,
        rating: review.rating,
        body: review.body,
        createdAt: review.at,
      })),
    );
  }
  await indexSearchDocuments(db);
}

export interface Shopper {
  readonly id: string;
  /** Headers that sign a request in as this shopper. */
  readonly auth: Record<string, string>;
}

/** A signed-in shopper, with a default address in `region` when given. Call after insertCatalogue. */
export async function aShopperSignedIn(db: Db, options: { defaultAddressIn?: RegionId } = {}): Promise<Shopper> {
  const id = randomUUID();
  await db.insert(users).values({ id, fullName: 'Huda Al-Harbi', email: `shopper-${id}@herfa.test` });
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({ tokenHash: hashSessionToken(token), userId: id, expiresAt: new Date(Date.now() + 24 * HOUR_MS) });
  const region = REGIONS.find((candidate) => candidate.id === options.defaultAddressIn);
  if (region) {
    await db.insert(addresses).values({ userId: id, regionId: region.id, cityId: region.city.id, addressText: 'King Fahd Road 1', isDefault: true });
  }
  return { id, auth: { Authorization: `Bearer ${token}` } };
}
