// Turns the hand-written product kinds into the catalogue's products: one product per variant,
// with prices, discounts, shipping, stock, featured flags, images and creation dates drawn from
// PRNGs seeded by the product's own slug, so the same rows come out of every run.
import type { products } from '../schema';
import { PRODUCT_KINDS, type ProductKind, type Variant } from './product-templates';
import { hashText, mulberry32, type Random } from './random';
import { cityById } from './regions';
import { sellerBySlug, type SeedSeller } from './sellers';

export type ProductRow = typeof products.$inferInsert;

/** What a product needs of the store that makes it: its slug, its short name and its city. */
export type Maker = Pick<SeedSeller, 'slug' | 'shortEn' | 'shortAr' | 'cityId'>;

/** Catalogue dates count back from this instant, so 'newest first' is the same on every install. */
export const SEED_EPOCH = new Date('2026-11-01T00:00:00Z');
export const DAY_MS = 86_400_000;
const CATALOGUE_AGE_DAYS = 120;
const FEATURED_COUNT = 12;
const DISCOUNTS = [1000, 1500, 2000, 2500, 3000, 3500, 4000] as const;

export const productImage = (slug: string, n: number) => `/media/products/${slug}-${n}.svg`;

const BASE36 = '0123456789abcdefghijklmnopqrstuvwxyz';
/** Three characters from the name, so slugs read like 'sadu-cushion-cover-tree-7k2' and never move. */
function suffix(name: string): string {
  let hash = hashText(name);
  let text = '';
  for (let i = 0; i < 3; i++) {
    text += BASE36[hash % 36];
    hash = Math.floor(hash / 36);
  }
  return text;
}

function describe(kind: ProductKind, variant: Variant, seller: Maker): { en: string; ar: string } {
  const city = cityById(seller.cityId);
  return {
    en: [kind.descriptionEn, variant.noteEn, `Handmade at ${seller.shortEn} in ${city.nameEn}.`].filter(Boolean).join(' '),
    ar: [kind.descriptionAr, variant.noteAr, `صُنع يدويًا لدى ${seller.shortAr} في ${city.nameAr}.`].filter(Boolean).join(' '),
  };
}

/** A shop price in halalas: whole riyals, mostly round tens, some ending in 9 (249, 1,199). */
function price(kind: ProductKind, random: Random): number {
  const [min, max] = kind.priceSar;
  const step = max >= 1000 ? 50 : max >= 200 ? 10 : 5;
  let riyals = Math.max(min, Math.round(random.int(min, max) / step) * step);
  if (step >= 10 && random.chance(0.4)) riyals -= 1;
  return riyals * 100;
}

function stock(random: Random): number {
  const roll = random.next();
  if (roll < 0.08) return 0;
  if (roll < 0.2) return random.int(1, 4);
  return random.int(5, 60);
}

/**
 * A variant of a product kind made by a store, as a catalogue row: its price, discount,
 * shipping, stock and photos drawn from `random`; no ratings yet, and the epoch as its date.
 */
export function variantProduct(kind: ProductKind, variant: Variant, seller: Maker, slug: string, random: Random, name?: { readonly en: string; readonly ar: string }): ProductRow {
  const description = describe(kind, variant, seller);
  const listPrice = price(kind, random);
  const row: ProductRow = {
    slug,
    sellerSlug: seller.slug,
    categorySlug: kind.category,
    nameEn: name?.en ?? `${kind.en} — ${variant.en}`,
    nameAr: name?.ar ?? `${kind.ar} — ${variant.ar}`,
    descriptionEn: description.en,
    descriptionAr: description.ar,
    price: listPrice,
    discountBasisPoints: random.chance(0.28) ? random.pick(DISCOUNTS) : null,
    freeShipping: random.chance(listPrice >= 100_000 ? 0.5 : 0.22),
    customisable: kind.customisable ?? false,
    isGift: kind.gift ?? false,
    featured: false,
    stock: stock(random),
    colours: [...(kind.colours ?? [])],
    sizes: [...(kind.sizes ?? [])],
    images: Array.from({ length: random.int(2, 4) }, (_, n) => productImage(slug, n + 1)),
    ratingCount: 0,
    ratingSum: 0,
    createdAt: SEED_EPOCH,
  };
  return row;
}

export function buildProducts(): ProductRow[] {
  const rows: ProductRow[] = [];
  for (const kind of PRODUCT_KINDS) {
    kind.variants.forEach((variant, index) => {
      const seller = sellerBySlug(kind.sellers[index % kind.sellers.length] as string);
      const name = `${kind.slug}-${variant.slug}`;
      const slug = `${name}-${suffix(name)}`;
      rows.push(variantProduct(kind, variant, seller, slug, mulberry32(hashText(slug))));
    });
  }
  assertUniqueSlugs(rows);
  spreadCreationDates(rows);
  chooseFeatured(rows);
  return rows;
}

function assertUniqueSlugs(rows: readonly ProductRow[]): void {
  const seen = new Set<string>();
  for (const { slug } of rows) {
    if (seen.has(slug)) throw new Error(`Two seeded products share the slug ${slug}`);
    seen.add(slug);
  }
}

/**
 * Each product gets its own slot in the 120 days before the epoch (a shuffled order, a few
 * minutes of jitter inside the slot), so no two products share a creation time and sorting
 * by date never depends on ties.
 */
function spreadCreationDates(rows: ProductRow[]): void {
  const random = mulberry32(hashText('created-at'));
  const slotMinutes = Math.floor((CATALOGUE_AGE_DAYS * 24 * 60) / rows.length);
  const start = SEED_EPOCH.getTime() - CATALOGUE_AGE_DAYS * DAY_MS;
  random.shuffle(rows.map((_, index) => index)).forEach((rowIndex, slot) => {
    const minutes = slot * slotMinutes + random.int(0, slotMinutes - 1);
    (rows[rowIndex] as ProductRow).createdAt = new Date(start + minutes * 60_000);
  });
}

/** One in-stock product per category first, then more, until twelve are featured. */
function chooseFeatured(rows: ProductRow[]): void {
  const random = mulberry32(hashText('featured'));
  const candidates = random.shuffle(rows.filter((row) => (row.stock ?? 0) > 0));
  const chosen = new Set<ProductRow>();
  const categories = new Set<string>();
  for (const row of candidates) {
    if (chosen.size < FEATURED_COUNT && !categories.has(row.categorySlug)) {
      chosen.add(row);
      categories.add(row.categorySlug);
    }
  }
  for (const row of candidates) if (chosen.size < FEATURED_COUNT) chosen.add(row);
  for (const row of chosen) row.featured = true;
}
