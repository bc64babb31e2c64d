// One product's page (in one query) and its pages of reviews.
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { FIRST_REVIEWS, type ProductDetail } from '../../../src/contract/catalogue';
import { reviewerName } from '../../../src/domain/catalogue';
import type { Language } from '../../../src/domain/locale';
import { translatorFor } from '../../use-cases/messages';
import type { Db } from '../database';
import { addresses, categories, cities, products, regions, reviews, sellers, shippingRates, users, type ProductOption } from '../schema';
import { cardColumns, toCard, type Page } from './product-cards';
import { prepared } from './prepared';
import { optionStockJson } from './stock';

type Review = ProductDetail['reviews']['items'][number];

const STARS = [5, 4, 3, 2, 1] as const;

const option = (language: Language) => (item: ProductOption) => ({
  id: item.id,
  name: item.name[language],
  ...(item.hex === undefined ? {} : { hex: item.hex }),
});

const nullableNumber = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

export interface DetailOptions {
  readonly language: Language;
  /** The signed-in shopper, whose default address prices the shipping. */
  readonly userId: string | null;
  /** Answer only a gift product (the gift pages). */
  readonly giftsOnly?: boolean;
}

interface ReviewJson {
  readonly id: string;
  /** Null when the author deleted their account. */
  readonly fullName: string | null;
  readonly rating: number;
  readonly body: string;
  readonly createdAt: string;
}
interface AddressShippingJson {
  readonly id: string;
  readonly name: string;
  readonly fee: number | null;
}

/** A review's author's full name; null once they deleted their account (the row keeps only a marker). */
const authorName = sql<string | null>`case when ${users.deletedAt} is null then ${users.fullName} end`;

/**
 * Everything in one prepared query, so a product page costs one round trip: the rating
 * distribution, the first reviews, the seller's lowest fee and, for a signed-in shopper, the
 * default address's region and the fee there are correlated subqueries of the product's row.
 */
const detailQuery = (db: Db, language: Language, giftsOnly: boolean, signedIn: boolean) =>
  prepared(db, `catalogue_product_detail_${language}_${giftsOnly ? 'gift' : 'any'}_${signedIn ? 'user' : 'guest'}`, (name) => {
    const ar = language === 'ar';
    return db
      .select({
        ...cardColumns(language),
        description: ar ? products.descriptionAr : products.descriptionEn,
        images: products.images,
        colours: products.colours,
        sizes: products.sizes,
        createdAt: products.createdAt,
        nameOnProductMaxLength: products.nameOnProductMaxLength,
        optionStock: optionStockJson({ forSale: true }),
        categorySlug: categories.slug,
        categoryName: ar ? categories.nameAr : categories.nameEn,
        sellerLogo: sellers.logo,
        cityId: cities.id,
        cityName: ar ? cities.nameAr : cities.nameEn,
        lowestFee: sql`(select min(${shippingRates.fee}) from ${shippingRates} where ${shippingRates.sellerSlug} = ${products.sellerSlug})`.mapWith(nullableNumber),
        distribution: sql<Record<string, unknown> | null>`(
          select json_object_agg(counted.rating, counted.n)
          from (select ${reviews.rating} as rating, count(*) as n from ${reviews} where ${reviews.productSlug} = ${products.slug} group by ${reviews.rating}) counted
        )`,
        firstReviews: sql<ReviewJson[] | null>`(
          select json_agg(json_build_object('id', first.id, 'fullName', first.full_name, 'rating', first.rating, 'body', first.body, 'createdAt', first.created_at) order by first.created_at desc, first.id)
          from (
            select ${reviews.id} as id, ${authorName} as full_name, ${reviews.rating} as rating, ${reviews.body} as body, ${reviews.createdAt} as created_at
            from ${reviews} inner join ${users} on ${users.id} = ${reviews.userId}
            where ${reviews.productSlug} = ${products.slug}
            order by ${reviews.createdAt} desc, ${reviews.id}
            limit ${sql.raw(String(FIRST_REVIEWS))}
          ) first
        )`,
        addressShipping: signedIn
          ? sql<AddressShippingJson | null>`(
              select json_build_object('id', ${regions.id}, 'name', ${ar ? regions.nameAr : regions.nameEn}, 'fee', ${shippingRates.fee})
              from ${addresses}
              inner join ${regions} on ${regions.id} = ${addresses.regionId}
              left join ${shippingRates} on ${shippingRates.regionId} = ${addresses.regionId} and ${shippingRates.sellerSlug} = ${products.sellerSlug}
              where ${addresses.userId} = ${sql.placeholder('userId')} and ${addresses.isDefault}
            )`
          : sql<AddressShippingJson | null>`null`,
      })
      .from(products)
      .innerJoin(sellers, eq(sellers.slug, products.sellerSlug))
      .innerJoin(cities, eq(cities.id, sellers.cityId))
      .innerJoin(categories, eq(categories.slug, products.categorySlug))
      // Shoppers see published products only: a draft or an archived one answers as a missing one.
      .where(and(eq(products.slug, sql.placeholder('slug')), sql`${products.listed}`, giftsOnly ? eq(products.isGift, true) : undefined))
      .prepare(name);
  });

export async function productDetail(db: Db, slug: string, options: DetailOptions): Promise<ProductDetail | null> {
  const { language, userId } = options;
  const [row] = await detailQuery(db, language, options.giftsOnly ?? false, userId !== null).execute({ slug, userId });
  if (!row) return null;

  const card = toCard(row);
  const distribution = row.distribution ?? {};
  const reviewCount = Object.values(distribution).reduce<number>((sum, count) => sum + Number(count), 0);
  const address = row.addressShipping;
  const baseFee = address ? nullableNumber(address.fee) : row.lowestFee;
  return {
    ...card,
    description: row.description,
    images: row.images,
    category: { slug: row.categorySlug, name: row.categoryName },
    seller: { slug: row.sellerSlug, name: row.sellerName, logo: row.sellerLogo, city: { id: row.cityId, name: row.cityName } },
    colours: row.colours.map(option(language)),
    sizes: row.sizes.map(option(language)),
    stock: row.stock,
    optionStock: row.optionStock,
    nameOnProductMaxLength: row.nameOnProductMaxLength,
    shipping: {
      free: row.freeShipping,
      fee: baseFee === null ? null : row.freeShipping ? 0 : baseFee,
      region: address ? { id: address.id, name: address.name } : null,
    },
    ratingSummary: {
      average: card.rating.average,
      count: card.rating.count,
      distribution: STARS.map((stars) => ({ stars, count: Number(distribution[String(stars)] ?? 0) })),
    },
    reviews: {
      items: (row.firstReviews ?? []).map((review) => toReview({ ...review, createdAt: new Date(review.createdAt) }, language)),
      total: reviewCount,
      page: 1,
      pageSize: FIRST_REVIEWS,
    },
    createdAt: row.createdAt.toISOString(),
  };
}

/** A review as the page shows it: its author by first name and initial, or as a former shopper once they deleted their account. */
const toReview = (review: { id: string; fullName: string | null; rating: number; body: string; createdAt: Date }, language: Language): Review => ({
  id: review.id,
  author: review.fullName === null ? translatorFor(language)('reviews.formerShopper') : reviewerName(review.fullName),
  rating: review.rating,
  body: review.body,
  createdAt: review.createdAt.toISOString(),
});

/** Whether shoppers may see the product: it exists and is published. */
const listedProduct = (productSlug: string) => sql`exists (select 1 from ${products} where ${products.slug} = ${productSlug} and ${products.listed})`;

/**
 * A product's reviews, newest first, in `language` (a former shopper's name); an unknown product,
 * or one shoppers may not see, has none (the route tells the two apart from an unreviewed one).
 */
export async function productReviews(db: Db, productSlug: string, page: number, pageSize: number, language: Language): Promise<Page<Review>> {
  const rows = await db
    .select({
      id: reviews.id,
      fullName: authorName,
      rating: reviews.rating,
      body: reviews.body,
      createdAt: reviews.createdAt,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(and(eq(reviews.productSlug, productSlug), listedProduct(productSlug)))
    .orderBy(desc(reviews.createdAt), asc(reviews.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const total = rows[0]?.total ?? (page === 1 ? 0 : await db.$count(reviews, and(eq(reviews.productSlug, productSlug), listedProduct(productSlug))));
  return {
    items: rows.map((row) => toReview(row, language)),
    total,
    page,
    pageSize,
  };
}

/** Whether a product shoppers may see (published) has this slug. */
export async function productExists(db: Db, slug: string): Promise<boolean> {
  return (await db.$count(products, and(eq(products.slug, slug), sql`${products.listed}`))) > 0;
}
