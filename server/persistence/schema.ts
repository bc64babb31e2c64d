// The Drizzle schema of the server's database: one definition for PGlite and PostgreSQL.
// Changing it means `npm run db:generate` and committing the new migration beside it.
// Money columns hold integer halalas; public identifiers of catalogue rows are their slugs.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const halalas = (name: string) => bigint(name, { mode: 'number' });

/** A text in both interface languages. */
export interface Bilingual {
  readonly en: string;
  readonly ar: string;
}
/** A choosable product option (a colour or a size): a stable id and its names. */
export interface ProductOption {
  readonly id: string;
  readonly name: Bilingual;
  /** For colours: the swatch, as #rrggbb. */
  readonly hex?: string;
}

/** Facts about the installation itself, e.g. which seed version has been applied. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// ── Geography and shipping ─────────────────────────────────────────────────────────────────

export const regions = pgTable('regions', {
  id: text('id').primaryKey(),
  nameEn: text('name_en').notNull(),
  nameAr: text('name_ar').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const cities = pgTable(
  'cities',
  {
    id: text('id').primaryKey(),
    regionId: text('region_id').notNull().references(() => regions.id),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
  },
  (t) => [index('cities_region_idx').on(t.regionId)],
);

// ── Catalogue ──────────────────────────────────────────────────────────────────────────────

export const sellers = pgTable(
  'sellers',
  {
    slug: text('slug').primaryKey(),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    descriptionEn: text('description_en').notNull(),
    descriptionAr: text('description_ar').notNull(),
    cityId: text('city_id').notNull().references(() => cities.id),
    logo: text('logo').notNull(),
    banner: text('banner'),
    /** The seller's 15-digit VAT registration number, printed on invoices. */
    vatNumber: text('vat_number').notNull(),
    featured: boolean('featured').notNull().default(false),
    /** Normalised (search-text) names and descriptions of both languages. */
    searchText: text('search_text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sellers_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`)],
);

export const categories = pgTable('categories', {
  slug: text('slug').primaryKey(),
  nameEn: text('name_en').notNull(),
  nameAr: text('name_ar').notNull(),
  image: text('image').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const products = pgTable(
  'products',
  {
    slug: text('slug').primaryKey(),
    sellerSlug: text('seller_slug').notNull().references(() => sellers.slug),
    categorySlug: text('category_slug').notNull().references(() => categories.slug),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    descriptionEn: text('description_en').notNull(),
    descriptionAr: text('description_ar').notNull(),
    /** VAT-inclusive list price. */
    price: halalas('price').notNull(),
    /** A percentage discount in basis points (2500 = 25 %), or null. */
    discountBasisPoints: integer('discount_basis_points'),
    freeShipping: boolean('free_shipping').notNull().default(false),
    /** Whether a name can be written on the product. */
    customisable: boolean('customisable').notNull().default(false),
    /** Gift products accept a text to write on the gift. */
    isGift: boolean('is_gift').notNull().default(false),
    featured: boolean('featured').notNull().default(false),
    stock: integer('stock').notNull(),
    colours: jsonb('colours').$type<ProductOption[]>().notNull().default([]),
    sizes: jsonb('sizes').$type<ProductOption[]>().notNull().default([]),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    ratingCount: integer('rating_count').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
    /** Normalised (search-text) names and descriptions of both languages. */
    searchText: text('search_text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('products_price_positive', sql`${t.price} > 0`),
    check('products_stock_not_negative', sql`${t.stock} >= 0`),
    check('products_discount_range', sql`${t.discountBasisPoints} is null or (${t.discountBasisPoints} > 0 and ${t.discountBasisPoints} < 10000)`),
    index('products_seller_idx').on(t.sellerSlug),
    index('products_category_idx').on(t.categorySlug),
    index('products_price_idx').on(t.price),
    index('products_created_idx').on(t.createdAt),
    index('products_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('products_search_fts_idx').using('gin', sql`to_tsvector('simple', ${t.searchText})`),
  ],
);

export const storeDeals = pgTable(
  'store_deals',
  {
    slug: text('slug').primaryKey(),
    sellerSlug: text('seller_slug').notNull().references(() => sellers.slug),
    titleEn: text('title_en').notNull(),
    titleAr: text('title_ar').notNull(),
    descriptionEn: text('description_en').notNull(),
    descriptionAr: text('description_ar').notNull(),
    /** The deal's discount on the store's discounted products, in basis points. */
    discountBasisPoints: integer('discount_basis_points').notNull(),
    banner: text('banner').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('store_deals_seller_idx').on(t.sellerSlug)],
);

export const shippingRates = pgTable(
  'shipping_rates',
  {
    sellerSlug: text('seller_slug').notNull().references(() => sellers.slug),
    regionId: text('region_id').notNull().references(() => regions.id),
    fee: halalas('fee').notNull(),
  },
  (t) => [primaryKey({ columns: [t.sellerSlug, t.regionId] }), check('shipping_rates_fee_not_negative', sql`${t.fee} >= 0`)],
);

// ── Content ────────────────────────────────────────────────────────────────────────────────

export const faqs = pgTable('faqs', {
  id: integer('id').primaryKey(),
  questionEn: text('question_en').notNull(),
  questionAr: text('question_ar').notNull(),
  answerEn: text('answer_en').notNull(),
  answerAr: text('answer_ar').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** Static pages (terms, privacy policy, returns, about-us); bodies are paragraphs split by blank lines. */
export const staticPages = pgTable('static_pages', {
  slug: text('slug').primaryKey(),
  titleEn: text('title_en').notNull(),
  titleAr: text('title_ar').notNull(),
  bodyEn: text('body_en').notNull(),
  bodyAr: text('body_ar').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const newsletterSubscriptions = pgTable('newsletter_subscriptions', {
  /** Lower-cased. */
  email: text('email').primaryKey(),
  language: text('language').notNull(),
  createdAt: createdAt(),
});

export const contactMessages = pgTable('contact_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone'),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  language: text('language').notNull(),
  createdAt: createdAt(),
});

/** The embedded default mailer's outbox: every mail the server sends, readable locally. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_to_idx').on(t.to, t.createdAt)],
);

// ── Accounts ───────────────────────────────────────────────────────────────────────────────

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fullName: text('full_name').notNull(),
    /** Lower-cased. */
    email: text('email').notNull(),
    /** E.164, +9665XXXXXXXX; null for an account made by social sign-in until the shopper adds one. */
    phone: text('phone'),
    /** argon2id; null for an account that only signs in socially. */
    passwordHash: text('password_hash'),
    /** The identity provider's user id (Firebase uid) for social sign-in. */
    firebaseUid: text('firebase_uid'),
    role: text('role', { enum: ['shopper', 'seller'] }).notNull().default('shopper'),
    /** For seller accounts: the store they act for. */
    sellerSlug: text('seller_slug').references(() => sellers.slug),
    language: text('language').notNull().default('en'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_idx').on(t.email), uniqueIndex('users_firebase_uid_idx').on(t.firebaseUid)],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the opaque token; the token itself is never stored. */
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    rememberMe: boolean('remember_me').notNull().default(false),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the one-time code. */
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);

export const addresses = pgTable(
  'addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    regionId: text('region_id').notNull().references(() => regions.id),
    cityId: text('city_id').notNull().references(() => cities.id),
    /** ISO 3166 code; Herfa ships within Saudi Arabia. */
    country: text('country').notNull().default('SA'),
    addressText: text('address_text').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    createdAt: createdAt(),
  },
  (t) => [
    index('addresses_user_idx').on(t.userId),
    uniqueIndex('addresses_one_default_idx').on(t.userId).where(sql`${t.isDefault}`),
  ],
);

export const favourites = pgTable(
  'favourites',
  {
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    productSlug: text('product_slug').notNull().references(() => products.slug),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productSlug] })],
);

/** The append-only wallet ledger (src/domain/wallet.ts): a balance is the sum of a user's rows. */
export const walletEntries = pgTable(
  'wallet_entries',
  {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['topup', 'payment', 'hold', 'capture', 'release', 'refund'] }).notNull(),
    amount: halalas('amount').notNull(),
    ref: text('ref').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('wallet_entries_user_idx').on(t.userId, t.seq), uniqueIndex('wallet_entries_ref_idx').on(t.userId, t.kind, t.ref)],
);

export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productSlug: text('product_slug').notNull().references(() => products.slug),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
    uniqueIndex('reviews_one_per_shopper_idx').on(t.productSlug, t.userId),
    index('reviews_product_idx').on(t.productSlug, t.createdAt),
  ],
);
