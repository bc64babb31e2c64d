// The signed-in shopper's server cart read with today's prices and stock: each cart_lines row
// joined to its product and store, as the domain's CartLine (for addToCart, mergeCarts and
// checkout's drafts), with both languages' names (for orders frozen at checkout) and as the
// contract's CartLine in the request's language (for the cart screen).
import { asc, eq, inArray } from 'drizzle-orm';
import type { Cart as CartView, CartLine as CartLineView } from '../../../src/contract/cart';
import { cartTotals, lineTotal, type CartLine, type LineOptions } from '../../../src/domain/cart';
import type { Language } from '../../../src/domain/locale';
import { salePrice, type PricedProduct } from '../../../src/domain/pricing';
import type { Db } from '../database';
import { cartLines, products, sellers, type Bilingual, type ProductOption } from '../schema';

/** The transaction handle of Db (same query builder). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A chosen colour or size: its id and its names, as the product offers it. */
export interface ChosenOption {
  readonly id: string;
  readonly name: Bilingual;
}

/** One cart line with everything the cart screen and checkout need. */
export interface PricedCartLine {
  /** The cart_lines row id (the contract's line id). */
  readonly id: string;
  /** The domain's identity of product + options (cart_lines.line_key). */
  readonly lineKey: string;
  /** The domain's line: today's product terms (id = slug, sellerId = seller slug), options, quantity. */
  readonly line: CartLine;
  readonly name: Bilingual;
  readonly image: string | null;
  readonly isGift: boolean;
  readonly colour: ChosenOption | null;
  readonly size: ChosenOption | null;
  readonly nameOnProduct: string | null;
  readonly giftText: string | null;
  readonly seller: { readonly slug: string; readonly name: Bilingual };
  /** False when the stock no longer covers the pieces of this product in the cart. */
  readonly available: boolean;
  /** The contract's line, in the language asked for. */
  readonly view: CartLineView;
}

export interface PricedCart {
  /** In the order the lines were added (cart_lines.created_at). */
  readonly lines: readonly PricedCartLine[];
  /** The contract's Cart: lines and totals (delivery fees 0), in the language asked for. */
  readonly view: CartView;
}

export interface LoadCartOptions {
  /**
   * Lock the cart's product rows `for update`, in slug order (so that two transactions never
   * wait on each other crosswise), before reading them. Only inside a transaction: checkout
   * uses it to check and decrement stock that cannot change under it.
   */
  readonly lock?: boolean;
}

/** The domain's product terms of a products row. */
export function pricedProductOf(row: {
  slug: string;
  sellerSlug: string;
  price: number;
  discountBasisPoints: number | null;
  freeShipping: boolean;
  stock: number;
  customisable: boolean;
}): PricedProduct {
  return {
    id: row.slug,
    sellerId: row.sellerSlug,
    price: row.price,
    ...(row.discountBasisPoints === null ? {} : { discountBasisPoints: row.discountBasisPoints }),
    freeShipping: row.freeShipping,
    stock: row.stock,
    customisable: row.customisable,
  };
}

/** The domain's options of a cart_lines row: absent choices left out. */
export function lineOptionsOf(row: { colour: string | null; size: string | null; nameOnProduct: string | null; giftText: string | null }): LineOptions {
  return {
    ...(row.colour === null ? {} : { colour: row.colour }),
    ...(row.size === null ? {} : { size: row.size }),
    ...(row.nameOnProduct === null ? {} : { nameOnProduct: row.nameOnProduct }),
    ...(row.giftText === null ? {} : { giftText: row.giftText }),
  };
}

/** The product's option with this id; an option the seller has since removed keeps its id as its name. */
function chosen(offered: readonly ProductOption[], id: string | null): ChosenOption | null {
  if (id === null) return null;
  const option = offered.find((item) => item.id === id);
  return { id, name: option?.name ?? { en: id, ar: id } };
}

/**
 * The shopper's cart with current prices and stock, lines in the order they were added.
 *
 * - `lines[i].line` is the domain's CartLine (product = PricedProduct with id = product slug and
 *   sellerId = seller slug), ready for addToCart / setQuantity / mergeCarts / draftOrders.
 * - `lines[i].name`, `colour`, `size`, `seller.name` carry both languages, to freeze into orders.
 * - `available` is false when the product's stock is below the pieces of that product in the
 *   whole cart (all its colours and sizes draw on one stock): checkout refuses the cart then.
 * - `view` is the contract's Cart in `language`, totals from the domain's cartTotals (no delivery).
 *
 * With `{ lock: true }` (inside a transaction: pass the `tx`), the cart's product rows are
 * locked `for update` in slug order first, so the stock read here stays true until commit.
 */
export async function loadPricedCart(db: Db | Tx, userId: string, language: Language, options: LoadCartOptions = {}): Promise<PricedCart> {
  if (options.lock) {
    const slugs = db.select({ slug: cartLines.productSlug }).from(cartLines).where(eq(cartLines.userId, userId));
    await db.select({ slug: products.slug }).from(products).where(inArray(products.slug, slugs)).orderBy(asc(products.slug)).for('update');
  }
  const rows = await db
    .select({
      id: cartLines.id,
      lineKey: cartLines.lineKey,
      colour: cartLines.colour,
      size: cartLines.size,
      nameOnProduct: cartLines.nameOnProduct,
      giftText: cartLines.giftText,
      quantity: cartLines.quantity,
      slug: products.slug,
      sellerSlug: products.sellerSlug,
      nameEn: products.nameEn,
      nameAr: products.nameAr,
      price: products.price,
      discountBasisPoints: products.discountBasisPoints,
      freeShipping: products.freeShipping,
      customisable: products.customisable,
      isGift: products.isGift,
      stock: products.stock,
      colours: products.colours,
      sizes: products.sizes,
      images: products.images,
      sellerNameEn: sellers.nameEn,
      sellerNameAr: sellers.nameAr,
    })
    .from(cartLines)
    .innerJoin(products, eq(products.slug, cartLines.productSlug))
    .innerJoin(sellers, eq(sellers.slug, products.sellerSlug))
    .where(eq(cartLines.userId, userId))
    .orderBy(asc(cartLines.createdAt), asc(cartLines.id));

  const piecesOf = new Map<string, number>();
  for (const row of rows) piecesOf.set(row.slug, (piecesOf.get(row.slug) ?? 0) + row.quantity);

  const lines = rows.map((row): PricedCartLine => {
    const product = pricedProductOf(row);
    const line: CartLine = { product, options: lineOptionsOf(row), quantity: row.quantity };
    const name = { en: row.nameEn, ar: row.nameAr };
    const seller = { slug: row.sellerSlug, name: { en: row.sellerNameEn, ar: row.sellerNameAr } };
    const colour = chosen(row.colours, row.colour);
    const size = chosen(row.sizes, row.size);
    const image = row.images[0] ?? null;
    const available = (piecesOf.get(row.slug) ?? 0) <= row.stock;
    const view: CartLineView = {
      id: row.id,
      product: {
        slug: row.slug,
        name: name[language],
        image,
        price: row.price,
        salePrice: salePrice(product),
        discountBasisPoints: row.discountBasisPoints,
        freeShipping: row.freeShipping,
        isGift: row.isGift,
        stock: row.stock,
        seller: { slug: seller.slug, name: seller.name[language] },
      },
      colour: colour && { id: colour.id, name: colour.name[language] },
      size: size && { id: size.id, name: size.name[language] },
      nameOnProduct: row.nameOnProduct,
      giftText: row.giftText,
      quantity: row.quantity,
      total: lineTotal(line),
      available,
    };
    return {
      id: row.id,
      lineKey: row.lineKey,
      line,
      name,
      image,
      isGift: row.isGift,
      colour,
      size,
      nameOnProduct: row.nameOnProduct,
      giftText: row.giftText,
      seller,
      available,
      view,
    };
  });

  return { lines, view: { lines: lines.map((line) => line.view), totals: cartTotals(lines.map((line) => line.line)) } };
}
