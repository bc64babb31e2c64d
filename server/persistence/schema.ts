// The Drizzle schema of the server's database: one definition for PGlite and PostgreSQL.
// Changing it means `npm run db:generate` and committing the new migration beside it.
// Money columns hold integer halalas; public identifiers of catalogue rows are their slugs.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const halalas = (name: string) => bigint(name, { mode: 'number' });

/**
 * A search document (server/persistence/catalogue/search-document.ts): the analysed terms of a
 * row, weighted by where they come from, written as tsvector text. Null until it is indexed.
 */
const searchDocument = customType<{ data: string; driverData: string }>({ dataType: () => 'tsvector' });

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
    /** The store's names and descriptions in both languages, analysed for search. */
    searchDocument: searchDocument('search_document'),
    createdAt: createdAt(),
  },
  (t) => [
    index('sellers_search_document_idx').using('gin', t.searchDocument),
    index('sellers_unindexed_idx').on(t.slug).where(sql`search_document is null`),
    // The home feed's stores, featured first then by name in each language (sellers.ts orderOf).
    index('sellers_featured_en_idx').on(t.featured.desc().nullsFirst(), sql`lower(${t.nameEn})`, t.slug),
    index('sellers_featured_ar_idx').on(t.featured.desc().nullsFirst(), sql`lower(${t.nameAr})`, t.slug),
  ],
);

export const categories = pgTable('categories', {
  slug: text('slug').primaryKey(),
  nameEn: text('name_en').notNull(),
  nameAr: text('name_ar').notNull(),
  image: text('image').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

/**
 * The columns the listing filters test besides the category, store and price (product-cards.ts
 * filterConditions), and whether shoppers may see the product at all (`listed`): every storefront
 * read tests it, so it is in every listing index beside the flags.
 */
const filterFlags = (t: { freeShipping: AnyPgColumn; isDiscounted: AnyPgColumn; customisable: AnyPgColumn; isGift: AnyPgColumn; listed: AnyPgColumn }) =>
  [t.freeShipping, t.isDiscounted, t.customisable, t.isGift, t.listed] as const;

/** A product's place in its seller's console: only a published product is shown to shoppers. */
export const PRODUCT_STATUSES = ['draft', 'published', 'archived'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

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
    /**
     * The discount in force now, a percentage in basis points (2500 = 25 %), or null: the seller's
     * offer while its window is open (kept so by the offers sweep), which every price reads.
     */
    discountBasisPoints: integer('discount_basis_points'),
    /** The seller's discount, in basis points, or null: in force from `offerStartsAt` (or always) until `offerEndsAt` (or for good). */
    offerBasisPoints: integer('offer_basis_points'),
    offerStartsAt: timestamp('offer_starts_at', { withTimezone: true }),
    offerEndsAt: timestamp('offer_ends_at', { withTimezone: true }),
    freeShipping: boolean('free_shipping').notNull().default(false),
    /** Whether a name can be written on the product. */
    customisable: boolean('customisable').notNull().default(false),
    /** The longest name a shopper may have written on it (cart.ts NAME_ON_PRODUCT_MAX_LENGTH unless the seller says less). */
    nameOnProductMaxLength: smallint('name_on_product_max_length').notNull().default(40),
    /** Gift products accept a text to write on the gift. */
    isGift: boolean('is_gift').notNull().default(false),
    featured: boolean('featured').notNull().default(false),
    stock: integer('stock').notNull(),
    colours: jsonb('colours').$type<ProductOption[]>().notNull().default([]),
    sizes: jsonb('sizes').$type<ProductOption[]>().notNull().default([]),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    ratingCount: integer('rating_count').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
    /** The product's names, category, store and descriptions in both languages, analysed for search. */
    searchDocument: searchDocument('search_document'),
    /** The names, category and store part of the document alone: small enough to rank many rows by. */
    searchNames: searchDocument('search_names'),
    /** draft (the seller's alone), published (in the storefront) or archived (withdrawn for good, kept for the orders that name it). */
    status: text('status', { enum: PRODUCT_STATUSES }).notNull().default('published'),
    /** Whether shoppers see it: kept by the database from the status, for the listings' indexes. */
    listed: boolean('listed')
      .notNull()
      .generatedAlwaysAs(sql`status = 'published'`),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The sale price, kept by the database for the price filters and sorts: price − round(price ×
     * bp / 10000), rounded half away from zero as src/domain/money.ts roundDiv ((2n + d) div 2d,
     * all positive). Answers take the sale price from the domain; tests hold the two to each other.
     */
    salePrice: halalas('sale_price')
      .notNull()
      .generatedAlwaysAs(sql`price - coalesce((2 * price * discount_basis_points + 10000) / 20000, 0)`),
    /** Whether the discount is worth a halala or more (sale price below price), as the domain's isDiscounted. */
    isDiscounted: boolean('is_discounted')
      .notNull()
      .generatedAlwaysAs(sql`coalesce((2 * price * discount_basis_points + 10000) / 20000, 0) > 0`),
  },
  (t) => [
    check('products_price_positive', sql`${t.price} > 0`),
    check('products_stock_not_negative', sql`${t.stock} >= 0`),
    check('products_discount_range', sql`${t.discountBasisPoints} is null or (${t.discountBasisPoints} > 0 and ${t.discountBasisPoints} < 10000)`),
    check('products_offer_range', sql`${t.offerBasisPoints} is null or (${t.offerBasisPoints} > 0 and ${t.offerBasisPoints} < 10000)`),
    check('products_offer_window', sql`${t.offerStartsAt} is null or ${t.offerEndsAt} is null or ${t.offerStartsAt} < ${t.offerEndsAt}`),
    check('products_name_on_product_max_length', sql`${t.nameOnProductMaxLength} between 1 and 40`),
    // Every listing sort is (key, slug) in one direction, so one index per key and prefix serves
    // both directions, a page is the first rows of an index range, and a cursor is a row comparison.
    // After the slug (which is unique, so they do not change the order) each index carries the
    // flags the filters test: the filters are then checked in the index, and a filtered count
    // reads the table only where rows changed since the last vacuum.
    index('products_newest_idx').on(t.createdAt, t.slug, ...filterFlags(t)),
    index('products_sale_price_idx').on(t.salePrice, t.slug, ...filterFlags(t)),
    index('products_category_newest_idx').on(t.categorySlug, t.createdAt, t.slug, ...filterFlags(t)),
    index('products_category_sale_price_idx').on(t.categorySlug, t.salePrice, t.slug, ...filterFlags(t)),
    index('products_seller_newest_idx').on(t.sellerSlug, t.createdAt, t.slug, ...filterFlags(t)),
    index('products_seller_sale_price_idx').on(t.sellerSlug, t.salePrice, t.slug, ...filterFlags(t)),
    index('products_gift_newest_idx').on(t.createdAt, t.slug, ...filterFlags(t)).where(sql`is_gift`),
    index('products_gift_sale_price_idx').on(t.salePrice, t.slug, ...filterFlags(t)).where(sql`is_gift`),
    // The home feed: featured products and the best discounts in stock, newest first.
    index('products_featured_newest_idx').on(t.createdAt, t.slug).where(sql`featured and listed`),
    index('products_deals_idx').on(t.discountBasisPoints, t.createdAt, t.slug).where(sql`discount_basis_points is not null and stock > 0 and listed`),
    // A seller's console: its products by status, most recently changed first.
    index('products_seller_status_idx').on(t.sellerSlug, t.status, t.updatedAt, t.slug),
    // The offers whose window opens or closes at a time: all the offers sweep has to look at.
    index('products_offer_window_idx').on(t.slug).where(sql`offer_starts_at is not null or offer_ends_at is not null`),
    index('products_search_document_idx').using('gin', t.searchDocument),
    // The documents of the reviewed products alone: where a search by relevance looks first
    // (catalogue/product-cards.ts), so that a word common to much of the catalogue is not
    // listed from the whole document index.
    index('products_search_reviewed_idx').using('gin', t.searchDocument).where(sql`listed and rating_count > 0`),
    // The rows still to be indexed (none, once the server has started): found without a scan.
    index('products_unindexed_idx').on(t.slug).where(sql`search_document is null`),
  ],
);

/**
 * Every term the search documents hold, under each of its deletion variants (the term less one
 * letter, and the term itself): a query term's close terms, for typo tolerance, are the terms
 * that share a variant with it, found by equality on the primary key.
 */
export const searchLexicon = pgTable('search_lexicon', { variant: text('variant').notNull(), term: text('term').notNull() }, (t) => [
  primaryKey({ columns: [t.variant, t.term] }),
  // The terms themselves (a term is its own first variant), by beginning: a word still being typed.
  index('search_lexicon_term_prefix_idx').on(t.term.op('text_pattern_ops')).where(sql`variant = term`),
]);

/**
 * The search's postings: for each term of a listed product's names part (search_names: its names,
 * category and store, without the descriptions), the product and what relevance orders it by for
 * a one-word query of that term (catalogue/search-postings.ts): the tier (2 in a name, 1 in the
 * context only), whether a name begins with it, ts_rank. The index lists a term's products best
 * first, so a page of a common word is the first rows of a few index ranges, not a ranking of
 * every product that has it. Kept by the database itself: triggers on products write a product's
 * postings whenever its names part, status or creation time changes (migration 0018).
 */
export const searchPostings = pgTable(
  'search_postings',
  {
    term: text('term').notNull(),
    productSlug: text('product_slug').notNull(),
    tier: smallint('tier').notNull(),
    nameStart: boolean('name_start').notNull(),
    rank: real('rank').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('search_postings_order_idx').on(t.term, ...[t.tier, t.nameStart, t.rank, t.createdAt, t.productSlug].map((column) => column.desc().nullsFirst()))],
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

// ── Media ──────────────────────────────────────────────────────────────────────────────────

/**
 * The files sellers upload, as the server made them (metadata stripped, resized, re-encoded), held
 * in the database so that every server process reads the same ones (server/media's media port).
 * A key names one file: `<owner>/<id>/<variant>.<ext>`.
 */
export const mediaObjects = pgTable('media_objects', {
  key: text('key').primaryKey(),
  contentType: text('content_type').notNull(),
  bytes: customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' })('bytes').notNull(),
  createdAt: createdAt(),
});

/** A product's photos, in the order the seller gave them; each one's files are media objects under `photos/<id>/`. */
export const productPhotos = pgTable(
  'product_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productSlug: text('product_slug')
      .notNull()
      .references(() => products.slug, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    /** The stored original's size, after orientation: the variants are this size or narrower. */
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('product_photos_product_idx').on(t.productSlug, t.position)],
);

/**
 * Pieces of one colour and size of a product whose seller counts them apart (a product with no
 * rows here draws every option on `products.stock`). An option the product does not offer is
 * '' (every colour × size pair when it offers both). `products.stock` is kept the sum of its rows
 * by every statement that changes one, under the product row's lock: every writer takes the
 * product row first, then these (server/persistence/catalogue/stock.ts).
 */
export const productOptionStock = pgTable(
  'product_option_stock',
  {
    productSlug: text('product_slug')
      .notNull()
      .references(() => products.slug, { onDelete: 'cascade' }),
    colourId: text('colour_id').notNull().default(''),
    sizeId: text('size_id').notNull().default(''),
    stock: integer('stock').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productSlug, t.colourId, t.sizeId] }),
    check('product_option_stock_not_negative', sql`${t.stock} >= 0`),
    check('product_option_stock_has_option', sql`${t.colourId} <> '' or ${t.sizeId} <> ''`),
  ],
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

/** What every outbox row (mail, push) keeps of its delivery (server/persistence/outbox-rows.ts). */
const deliveryColumns = () => ({
  attempts: integer('attempts').notNull().default(0),
  /**
   * When it may be tried again; null until the first try (due at once, whatever the clock of the
   * turn that queued it). A delivery under way pushes it on by its lease, so no other takes it meanwhile.
   */
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
  lastError: text('last_error'),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  /** Given up after the last attempt. */
  failedAt: timestamp('failed_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/**
 * The durable outbox of every mail Herfa sends. A row is written in the turn of what it reports
 * (its kind and parameters: server/use-cases/mail/mail.ts); the delivery writes it out in the
 * reader's language and sends it after that turn commits, retrying with back-off
 * (server/use-cases/mail/mail-delivery.ts). A delivered row keeps what was sent: the embedded
 * default's mailbox, and an operator's record (`npm run mails`). Rows from before the outbox was
 * durable have no kind: they were written out when stored, and count as delivered.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind'),
    /** The account it is for: its address, name and language are read when the mail is written out. */
    userId: uuid('user_id').references((): AnyPgColumn => users.id, { onDelete: 'cascade' }),
    params: jsonb('params').$type<Record<string, unknown>>().notNull().default({}),
    /** The address: given when asked for (customer care), else the account's as it was when delivered. */
    to: text('to'),
    replyTo: text('reply_to'),
    /** What was sent, written out at delivery. */
    subject: text('subject'),
    text: text('text'),
    html: text('html'),
    ...deliveryColumns(),
  },
  (t) => [
    index('mail_outbox_to_idx').on(t.to, t.createdAt),
    index('mail_outbox_user_idx').on(t.userId, t.createdAt),
    index('mail_outbox_due_idx').on(t.nextAttemptAt.asc().nullsFirst(), t.createdAt).where(sql`${t.sentAt} is null and ${t.failedAt} is null`),
  ],
);

/**
 * The browsers a shopper gets Web Push in (spec §7): one row per push-service endpoint, which
 * belongs to the account that last registered it; refreshed by the browser every 7 days, deleted
 * when the shopper turns push off or the push service says it is gone (404/410).
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references((): AnyPgColumn => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    applicationPubKey: text('application_pub_key'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('push_subscriptions_endpoint_idx').on(t.endpoint), index('push_subscriptions_user_idx').on(t.userId)],
);

/**
 * The pushes to send: one per notification of a shopper who has a push subscription, written in
 * the notification's transaction and delivered after it commits, like the mail outbox.
 */
export const pushOutbox = pgTable(
  'push_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    notificationId: uuid('notification_id')
      .notNull()
      .references((): AnyPgColumn => notifications.id, { onDelete: 'cascade' }),
    ...deliveryColumns(),
  },
  (t) => [index('push_outbox_due_idx').on(t.nextAttemptAt.asc().nullsFirst(), t.createdAt).where(sql`${t.sentAt} is null and ${t.failedAt} is null`)],
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
    /**
     * When the shopper deleted the account. The row stays, because orders, the wallet ledger and
     * reviews name it, but without its personal data (drizzle-accounts-repository.ts close()), and
     * every sign-in and session reads it as absent.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
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

/**
 * Registrations waiting for the code mailed to their email (one per email: a new one replaces
 * it); confirming the code creates the users row and deletes this one. Nothing here is an account:
 * the email may be registered by someone else meanwhile, and the confirmation then fails.
 */
export const pendingRegistrations = pgTable(
  'pending_registrations',
  {
    /** Lower-cased. */
    email: text('email').primaryKey(),
    fullName: text('full_name').notNull(),
    /** E.164, +9665XXXXXXXX. */
    phone: text('phone').notNull(),
    /** argon2id. */
    passwordHash: text('password_hash').notNull(),
    language: text('language').notNull(),
    /** SHA-256 of the one-time code. */
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('pending_registrations_expires_idx').on(t.expiresAt)],
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

/**
 * A user's wallet totals (src/domain/wallet.ts WalletTotals), moved in the same transaction as
 * every wallet_entries row (server/persistence/wallet/ledger-rows.ts), so that they are read
 * without summing the ledger; the ledger stays the record. A user with no row has no money.
 * The domain never lets a balance go below zero, and a held amount is a sum of open holds.
 */
export const wallets = pgTable(
  'wallets',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    balance: halalas('balance').notNull(),
    held: halalas('held').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('wallets_balance_not_negative', sql`${t.balance} >= 0`), check('wallets_held_not_negative', sql`${t.held} >= 0`)],
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

// ── Cart, checkout, payments, orders ───────────────────────────────────────────────────────

/** One line of a shopper's server cart; `lineKey` is the domain's identity of product + options. */
export const cartLines = pgTable(
  'cart_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    productSlug: text('product_slug').notNull().references(() => products.slug),
    lineKey: text('line_key').notNull(),
    colour: text('colour'),
    size: text('size'),
    nameOnProduct: text('name_on_product'),
    giftText: text('gift_text'),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('cart_lines_quantity_positive', sql`${t.quantity} > 0`),
    uniqueIndex('cart_lines_identity_idx').on(t.userId, t.lineKey),
    index('cart_lines_user_idx').on(t.userId, t.createdAt),
  ],
);

/** A product line as it was bought: names, options and prices are frozen at checkout. */
export interface PurchasedLine {
  readonly productSlug: string;
  readonly name: Bilingual;
  readonly image: string | null;
  readonly colour: { readonly id: string; readonly name: Bilingual } | null;
  readonly size: { readonly id: string; readonly name: Bilingual } | null;
  readonly nameOnProduct: string | null;
  readonly giftText: string | null;
  readonly quantity: number;
  readonly unitPrice: number;
  readonly unitDiscount: number;
  /** (unitPrice − unitDiscount) × quantity. */
  readonly total: number;
  /** The cart line it came from, removed from the cart once paid. */
  readonly cartLineKey: string;
}

/** The address an order ships to, frozen at checkout (editing the address later changes no order). */
export interface ShippedTo {
  readonly addressId: string;
  readonly regionId: string;
  readonly region: Bilingual;
  readonly cityId: string;
  readonly city: Bilingual;
  readonly country: string;
  readonly addressText: string;
}

/** One order per seller, as drafted at checkout and created as orders once paid. */
export interface DraftedOrder {
  readonly sellerSlug: string;
  readonly lines: readonly PurchasedLine[];
  readonly subtotal: number;
  readonly discount: number;
  readonly shippingFee: number;
  readonly total: number;
  readonly walletPart: number;
  readonly cardPart: number;
  /** Reserved while the checkout waits for its card (see the port's DraftedOrder). */
  readonly code?: string;
}

/**
 * One attempt to pay for a cart. Stock is reserved and the wallet part held when it starts;
 * it ends paid (orders created, hold captured), failed or expired (hold released, stock back).
 */
export const checkouts = pgTable(
  'checkouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    idempotencyKey: uuid('idempotency_key').notNull(),
    state: text('state', { enum: ['awaiting-payment', 'paid', 'failed', 'expired'] }).notNull(),
    language: text('language').notNull().default('en'),
    shippedTo: jsonb('shipped_to').$type<ShippedTo>().notNull(),
    drafts: jsonb('drafts').$type<DraftedOrder[]>().notNull(),
    total: halalas('total').notNull(),
    walletPart: halalas('wallet_part').notNull(),
    cardPart: halalas('card_part').notNull(),
    /** The wallet_entries ref of the hold on the wallet part, when there is one. */
    holdRef: text('hold_ref'),
    failureCode: text('failure_code'),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('checkouts_idempotency_idx').on(t.userId, t.idempotencyKey),
    index('checkouts_pending_idx').on(t.state, t.createdAt),
    check('checkouts_split', sql`${t.walletPart} >= 0 and ${t.cardPart} >= 0 and ${t.walletPart} + ${t.cardPart} = ${t.total}`),
  ],
);

/** A card payment at a gateway, for a checkout's card part or a wallet top-up. Its id is our reference (given_id). */
export const cardPayments = pgTable(
  'card_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['checkout', 'topup'] }).notNull(),
    checkoutId: uuid('checkout_id').references(() => checkouts.id),
    /** For top-ups: the shopper's idempotency key. */
    idempotencyKey: uuid('idempotency_key'),
    amount: halalas('amount').notNull(),
    gateway: text('gateway', { enum: ['sandbox', 'moyasar'] }).notNull(),
    gatewayPaymentId: text('gateway_payment_id'),
    redirectUrl: text('redirect_url'),
    state: text('state', { enum: ['awaiting-payment', 'paid', 'failed', 'expired'] }).notNull(),
    failureCode: text('failure_code'),
    gatewayMessage: text('gateway_message'),
    language: text('language').notNull().default('en'),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    check('card_payments_amount_positive', sql`${t.amount} > 0`),
    uniqueIndex('card_payments_checkout_idx').on(t.checkoutId),
    uniqueIndex('card_payments_topup_idempotency_idx').on(t.userId, t.idempotencyKey),
    uniqueIndex('card_payments_gateway_id_idx').on(t.gateway, t.gatewayPaymentId),
    index('card_payments_user_idx').on(t.userId, t.createdAt),
  ],
);

/** The sandbox gateway's own records: what a real gateway would keep on its side. */
export const sandboxPayments = pgTable('sandbox_payments', {
  id: text('id').primaryKey(),
  givenId: text('given_id').notNull().unique(),
  amount: halalas('amount').notNull(),
  currency: text('currency').notNull().default('SAR'),
  description: text('description').notNull(),
  callbackUrl: text('callback_url').notNull(),
  status: text('status', { enum: ['initiated', 'paid', 'failed'] }).notNull(),
  message: text('message'),
  cardLast4: text('card_last4'),
  createdAt: createdAt(),
});

/** Order codes shown to shoppers (HRF-000123) come from this sequence. */
export const orderCodeSequence = pgSequence('order_code_seq', { startWith: 1001 });

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** HRF-000123: the order's public identifier and its URL slug. */
    code: text('code').notNull().unique(),
    userId: uuid('user_id').notNull().references(() => users.id),
    sellerSlug: text('seller_slug').notNull().references(() => sellers.slug),
    /**
     * The seller's VAT registration number when the order was placed: a tax invoice carries the
     * number it was issued under, whatever the seller's profile says later (sellerVatNumberOf).
     */
    sellerVatNumber: text('seller_vat_number').notNull(),
    checkoutId: uuid('checkout_id').notNull().references(() => checkouts.id),
    status: text('status', { enum: ['new', 'inprogress', 'shipped', 'delivered', 'rejected', 'cancelled'] }).notNull(),
    shippedTo: jsonb('shipped_to').$type<ShippedTo>().notNull(),
    subtotal: halalas('subtotal').notNull(),
    discount: halalas('discount').notNull(),
    shippingFee: halalas('shipping_fee').notNull(),
    total: halalas('total').notNull(),
    walletPart: halalas('wallet_part').notNull(),
    cardPart: halalas('card_part').notNull(),
    /** Why it was cancelled or rejected. */
    reason: text('reason'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_seller_idx').on(t.sellerSlug, t.createdAt),
    check('orders_split', sql`${t.walletPart} + ${t.cardPart} = ${t.total}`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    productSlug: text('product_slug').notNull().references(() => products.slug),
    line: jsonb('line').$type<PurchasedLine>().notNull(),
    quantity: integer('quantity').notNull(),
    total: halalas('total').notNull(),
  },
  (t) => [index('order_items_order_idx').on(t.orderId, t.position), check('order_items_quantity_positive', sql`${t.quantity} > 0`)],
);

/** Every status an order has had, who moved it there and why: the order's tracking history. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: uuid('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['new', 'inprogress', 'shipped', 'delivered', 'rejected', 'cancelled'] }).notNull(),
    actor: text('actor', { enum: ['shopper', 'seller', 'system'] }).notNull(),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.id)],
);

// ── Notifications ──────────────────────────────────────────────────────────────────────────

/**
 * What the shopper is told: a kind and its parameters (order code, status, amount), rendered in
 * the language of whoever reads it, so a shopper who switches language reads every one in it.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['orderPlaced', 'orderStatus', 'orderRefunded', 'walletToppedUp'] }).notNull(),
    params: jsonb('params').$type<Record<string, string | number>>().notNull().default({}),
    /** Where it leads, without the language prefix (/orders/HRF-001001). */
    link: text('link'),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt),
    index('notifications_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
  ],
);
