// A catalogue of any size for measuring (issue 13): `npm run catalogue:generate -- --products N`
// adds N products to the seeded catalogue, made by one generated store per 500 products (at
// least 2,000 at a million), from the seed's own product kinds and variants, so names,
// descriptions, prices, discounts, options, stock and photos read like the seeded ones. Every
// row is drawn from a PRNG seeded by its number: the same N gives the same rows on every machine.
import { CATEGORIES } from './categories';
import { REVIEWERS, reviewerId } from './accounts';
import { DAY_MS, SEED_EPOCH, variantProduct, type ProductRow } from './products';
import { PRODUCT_KINDS, type ProductKind } from './product-templates';
import { hashText, mulberry32 } from './random';
import { REGIONS } from './regions';
import { drawRating, reviewBody, type ReviewRow } from './reviews';
import { SELLERS, type SeedSeller } from './sellers';

/** One generated store per this many products. */
export const PRODUCTS_PER_STORE = 500;
/** Generated products are spread over the three years before the seeded ones. */
const GENERATED_AGE_DAYS = 3 * 365;
/** Share of generated products with reviews, and the most reviews one gets (one per seeded reviewer). */
const REVIEWED_SHARE = 0.02;

/** Family names of the generated workshops' owners. */
const FAMILIES: readonly { readonly en: string; readonly ar: string }[] = [
  { en: 'Al-Harbi', ar: 'الحربي' }, { en: 'Al-Otaibi', ar: 'العتيبي' }, { en: 'Al-Qahtani', ar: 'القحطاني' },
  { en: 'Al-Ghamdi', ar: 'الغامدي' }, { en: 'Al-Zahrani', ar: 'الزهراني' }, { en: 'Al-Shammari', ar: 'الشمري' },
  { en: 'Al-Dosari', ar: 'الدوسري' }, { en: 'Al-Mutairi', ar: 'المطيري' }, { en: 'Al-Anazi', ar: 'العنزي' },
  { en: 'Al-Shehri', ar: 'الشهري' }, { en: 'Al-Asiri', ar: 'العسيري' }, { en: 'Al-Juhani', ar: 'الجهني' },
  { en: 'Al-Subaie', ar: 'السبيعي' }, { en: 'Al-Qurashi', ar: 'القرشي' }, { en: 'Al-Malki', ar: 'المالكي' },
  { en: 'Al-Yami', ar: 'اليامي' }, { en: 'Al-Balawi', ar: 'البلوي' }, { en: 'Al-Rashidi', ar: 'الرشيدي' },
  { en: 'Al-Ruwaili', ar: 'الرويلي' }, { en: 'Al-Sulami', ar: 'السلمي' }, { en: 'Al-Hajri', ar: 'الهاجري' },
  { en: 'Al-Omari', ar: 'العمري' }, { en: 'Al-Faifi', ar: 'الفيفي' }, { en: 'Al-Najjar', ar: 'النجار' },
];

/** Touches that set one workshop's piece apart from another's, in both languages. */
const STYLES: readonly { readonly en: string; readonly ar: string }[] = [
  { en: 'Heritage', ar: 'تراثي' }, { en: 'Desert', ar: 'صحراوي' }, { en: 'Oasis', ar: 'واحة' },
  { en: 'Classic', ar: 'كلاسيكي' }, { en: 'Najdi', ar: 'نجدي' }, { en: 'Hijazi', ar: 'حجازي' },
  { en: 'Southern', ar: 'جنوبي' }, { en: 'Coastal', ar: 'ساحلي' }, { en: 'Village', ar: 'قروي' },
  { en: 'Festive', ar: 'احتفالي' }, { en: 'Everyday', ar: 'يومي' }, { en: 'Collector', ar: 'للمقتنين' },
];

export interface GeneratedStore extends SeedSeller {
  /** The seeded store whose crafts this one makes. */
  readonly template: string;
}

const CITIES = REGIONS.flatMap((region) => region.cities);

/** How many stores make `products` generated products. */
export const storeCount = (products: number): number => Math.max(1, Math.ceil(products / PRODUCTS_PER_STORE));

/** Generated store number `n` (from 0): a workshop of one seeded store's crafts, in another family and city. */
export function generatedStore(n: number): GeneratedStore {
  const random = mulberry32(hashText(`store-${n}`));
  const template = SELLERS[n % SELLERS.length] as SeedSeller;
  const family = random.pick(FAMILIES);
  const city = random.pick(CITIES);
  const craft = CATEGORIES.find((category) => category.slug === craftOf(template.slug)) ?? (CATEGORIES[0] as (typeof CATEGORIES)[number]);
  const shortEn = `${family.en} ${craft.nameEn} Workshop`;
  const shortAr = `مشغل ${family.ar} لـ${craft.nameAr}`;
  return {
    ...template,
    template: template.slug,
    slug: `${template.slug}-g${n.toString(36)}`,
    nameEn: `${shortEn} — ${city.nameEn}`,
    nameAr: `${shortAr} — ${city.nameAr}`,
    shortEn,
    shortAr,
    descriptionEn: `${family.en} family workshop in ${city.nameEn}. ${template.descriptionEn}`,
    descriptionAr: `مشغل عائلة ${family.ar} في ${city.nameAr}. ${template.descriptionAr}`,
    cityId: city.id,
    vatNumber: `3${String(100_000_000 + n).padStart(13, '0')}3`,
    featured: false,
    unservedRegions: template.unservedRegions,
  };
}

/** The category of the first product kind a seeded store makes: the craft a generated copy is named after. */
function craftOf(sellerSlug: string): string | undefined {
  return PRODUCT_KINDS.find((kind) => kind.sellers.includes(sellerSlug))?.category;
}

/** The generated stores that make `kind`: those whose seeded template does. */
function makersOf(kind: ProductKind, stores: number): number[] {
  const templates = SELLERS.flatMap((seller, index) => (kind.sellers.includes(seller.slug) ? [index] : []));
  // Store n copies template n mod SELLERS.length.
  const makers: number[] = [];
  for (const template of templates) for (let n = template; n < stores; n += SELLERS.length) makers.push(n);
  return makers;
}

/** The pieces the generator draws from: every kind's makers among `stores` generated stores. */
export interface GeneratorPlan {
  readonly stores: number;
  readonly makers: ReadonlyMap<ProductKind, readonly number[]>;
}

export function generatorPlan(products: number): GeneratorPlan {
  const stores = Math.max(storeCount(products), SELLERS.length);
  return { stores, makers: new Map(PRODUCT_KINDS.map((kind) => [kind, makersOf(kind, stores)])) };
}

/**
 * Generated product number `n` (from 0): kind `n mod kinds` so every category fills evenly,
 * a variant, a style and a maker drawn from its own PRNG, and a creation date in the three
 * years before the seeded catalogue's, distinct to the millisecond.
 */
export function generatedProduct(n: number, plan: GeneratorPlan, storeOf: (n: number) => GeneratedStore = generatedStore): ProductRow {
  const kind = PRODUCT_KINDS[n % PRODUCT_KINDS.length] as ProductKind;
  const random = mulberry32(hashText(`product-${n}`));
  const variant = random.pick(kind.variants);
  const style = random.pick(STYLES);
  const maker = storeOf(random.pick(plan.makers.get(kind) as readonly number[]));
  const slug = `${kind.slug}-${variant.slug}-g${n.toString(36)}`;
  const row = variantProduct(kind, variant, maker, slug, random, {
    en: `${kind.en} — ${variant.en}, ${style.en}`,
    ar: `${kind.ar} — ${variant.ar}، ${style.ar}`,
  });
  const start = SEED_EPOCH.getTime() - 120 * DAY_MS - GENERATED_AGE_DAYS * DAY_MS;
  row.createdAt = new Date(start + random.int(0, GENERATED_AGE_DAYS * 24 * 60) * 60_000 + (n % 60_000));
  return row;
}

/** The reviews of a generated product (most have none), and its rating summary set to match. */
export function generatedReviews(n: number, product: ProductRow): ReviewRow[] {
  const random = mulberry32(hashText(`reviews-${n}`));
  if (!random.chance(REVIEWED_SHARE)) return [];
  const madeAt = (product.createdAt as Date).getTime();
  const reviewers = random.shuffle(REVIEWERS.map((_, index) => index)).slice(0, random.int(1, REVIEWERS.length));
  return reviewers.map((reviewer) => {
    const rating = drawRating(random);
    product.ratingCount = (product.ratingCount ?? 0) + 1;
    product.ratingSum = (product.ratingSum ?? 0) + rating;
    return {
      productSlug: product.slug,
      userId: reviewerId(reviewer),
      rating,
      body: reviewBody((REVIEWERS[reviewer] as (typeof REVIEWERS)[number]).language, rating, random),
      createdAt: new Date(madeAt + random.int(1, 90) * DAY_MS),
    };
  });
}
