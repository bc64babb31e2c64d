// The shopper's cart in the database: one cart_lines row per line, its created_at the order the
// line was added in. A change to one shopper's cart runs in a transaction that first locks the
// shopper's users row, so that shopper's concurrent changes apply one after another.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { CartLineRow, CartProductRow, CartRepository, NewCartLine, ShopperCart } from '../../use-cases/cart/cart-repository';
import type { Db } from '../database';
import { cartLines, products, sellers } from '../schema';
import { stampedInTurn } from '../in-turn';
import { optionStockJson } from '../catalogue/stock';
import { inShopperTransaction, type Queryable, type Tx } from '../transactions';

const productColumns = {
  slug: products.slug,
  sellerSlug: products.sellerSlug,
  price: products.price,
  discountBasisPoints: products.discountBasisPoints,
  freeShipping: products.freeShipping,
  // A product its seller withdrew from the storefront (a draft again, or archived) has none for
  // sale: its lines show as out of stock, and checkout refuses them as it refuses a sold-out one.
  stock: sql<number>`case when ${products.listed} then ${products.stock} else 0 end`.mapWith(Number),
  optionStock: optionStockJson({ forSale: true }),
  customisable: products.customisable,
  nameOnProductMaxLength: products.nameOnProductMaxLength,
  isGift: products.isGift,
  colours: products.colours,
  sizes: products.sizes,
};

/** The shopper's lines joined to their products and sellers, in the order they were added. */
export async function selectCartLines(db: Queryable, userId: string): Promise<CartLineRow[]> {
  const rows = await db
    .select({
      line: {
        id: cartLines.id,
        lineKey: cartLines.lineKey,
        colour: cartLines.colour,
        size: cartLines.size,
        nameOnProduct: cartLines.nameOnProduct,
        giftText: cartLines.giftText,
        quantity: cartLines.quantity,
      },
      product: { ...productColumns, nameEn: products.nameEn, nameAr: products.nameAr, images: products.images },
      seller: { nameEn: sellers.nameEn, nameAr: sellers.nameAr },
    })
    .from(cartLines)
    .innerJoin(products, eq(products.slug, cartLines.productSlug))
    .innerJoin(sellers, eq(sellers.slug, products.sellerSlug))
    .where(eq(cartLines.userId, userId))
    .orderBy(asc(cartLines.createdAt), asc(cartLines.id));
  return rows.map(({ line, product: { nameEn, nameAr, ...product }, seller }) => ({
    ...line,
    product: { ...product, name: { en: nameEn, ar: nameAr } },
    sellerName: { en: seller.nameEn, ar: seller.nameAr },
  }));
}

export class DrizzleCartRepository implements CartRepository {
  constructor(private readonly db: Db) {}

  lines(userId: string): Promise<readonly CartLineRow[]> {
    return selectCartLines(this.db, userId);
  }

  async itemCount(userId: string): Promise<number> {
    const [row] = await this.db
      .select({ itemCount: sql<number>`coalesce(sum(${cartLines.quantity}), 0)`.mapWith(Number) })
      .from(cartLines)
      .where(eq(cartLines.userId, userId));
    return row?.itemCount ?? 0;
  }

  forShopper<T>(userId: string, work: (cart: ShopperCart) => Promise<T>): Promise<T> {
    return inShopperTransaction(this.db, userId, (tx) => work(new DrizzleShopperCart(tx, userId)));
  }
}

/** One shopper's cart inside the transaction that holds the shopper's lock. */
class DrizzleShopperCart implements ShopperCart {
  constructor(
    private readonly tx: Tx,
    private readonly userId: string,
  ) {}

  lines(): Promise<readonly CartLineRow[]> {
    return selectCartLines(this.tx, this.userId);
  }

  async products(slugs: readonly string[]): Promise<readonly CartProductRow[]> {
    if (slugs.length === 0) return [];
    // Only what shoppers may see: a product not listed is as if the catalogue lacked it.
    return this.tx
      .select(productColumns)
      .from(products)
      .where(and(inArray(products.slug, [...slugs]), sql`${products.listed}`));
  }

  async insert(lines: readonly NewCartLine[]): Promise<void> {
    if (lines.length === 0) return;
    // A line added earlier in this transaction, or by one that started later but took the lock
    // first, must still come before.
    await this.tx.insert(cartLines).values(
      lines.map((line, index) => ({
        userId: this.userId,
        ...line,
        createdAt: stampedInTurn(cartLines, cartLines.createdAt, cartLines.userId, this.userId, index),
      })),
    );
  }

  async setQuantity(lineId: string, quantity: number): Promise<void> {
    await this.tx
      .update(cartLines)
      .set({ quantity })
      .where(and(eq(cartLines.id, lineId), eq(cartLines.userId, this.userId)));
  }

  async remove(lineIds: readonly string[]): Promise<number> {
    if (lineIds.length === 0) return 0;
    const removed = await this.tx
      .delete(cartLines)
      .where(and(eq(cartLines.userId, this.userId), inArray(cartLines.id, [...lineIds])))
      .returning({ id: cartLines.id });
    return removed.length;
  }
}
