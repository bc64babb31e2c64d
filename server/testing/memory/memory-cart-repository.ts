// The cart port in memory, for the use cases' fast tests. The contract suite
// (server/persistence/cart/cart-repository.contract.ts) holds it to the same behaviour as the
// database's adapter: lines in the order added, a change of one shopper's cart run after the one
// before it, and a change that throws leaving nothing behind (like a rollback).
import { NAME_ON_PRODUCT_MAX_LENGTH } from '../../../src/contract/cart';
import { TurnQueue } from './turn-queue';
import { randomUUID } from 'node:crypto';
import type { Bilingual, CartLineRow, CartProductRow, CartRepository, NewCartLine, ShopperCart } from '../../use-cases/cart/cart-repository';
import { STORE_PRODUCTS, STORE_SELLER } from '../account-fixtures';
import { CART_PRODUCTS } from '../cart-fixtures';

/** A product of the catalogue as the port reads it, with its seller's name. */
export type CatalogueProduct = CartLineRow['product'] & { readonly sellerName: Bilingual };

/** The seller of every fixture product (account-fixtures' insertProducts). */
const NAJD_CRAFTS: Bilingual = { en: STORE_SELLER.nameEn, ar: STORE_SELLER.nameAr };

/**
 * The store's products and the cart's (STORE_PRODUCTS, then CART_PRODUCTS) as the port reads
 * them, the schema's defaults filled in.
 */
export const STORE_CART_PRODUCTS: readonly CatalogueProduct[] = [...STORE_PRODUCTS, ...CART_PRODUCTS].map((product) => ({
  slug: product.slug,
  sellerSlug: product.sellerSlug,
  price: product.price,
  discountBasisPoints: product.discountBasisPoints ?? null,
  freeShipping: product.freeShipping ?? false,
  stock: product.stock,
  optionStock: null,
  customisable: product.customisable ?? false,
  nameOnProductMaxLength: NAME_ON_PRODUCT_MAX_LENGTH,
  isGift: product.isGift ?? false,
  colours: product.colours ?? [],
  sizes: product.sizes ?? [],
  name: { en: product.nameEn, ar: product.nameAr },
  images: product.images ?? [],
  sellerName: NAJD_CRAFTS,
}));

/** A product's terms alone, as ShopperCart.products answers them. */
export function termsOf(product: CatalogueProduct): CartProductRow {
  const { slug, sellerSlug, price, discountBasisPoints, freeShipping, stock, optionStock, customisable, nameOnProductMaxLength, isGift, colours, sizes } = product;
  return { slug, sellerSlug, price, discountBasisPoints, freeShipping, stock, optionStock, customisable, nameOnProductMaxLength, isGift, colours, sizes };
}

interface StoredLine extends NewCartLine {
  readonly id: string;
}

export class MemoryCartRepository implements CartRepository {
  private readonly catalogue: Map<string, CatalogueProduct>;
  /** Per shopper, the lines in the order they were added. */
  private readonly stored = new Map<string, readonly StoredLine[]>();
  /** One shopper's changes run one after another, as the shopper's row lock makes them. */
  private readonly turns = new TurnQueue();

  constructor(products: readonly CatalogueProduct[] = STORE_CART_PRODUCTS) {
    this.catalogue = new Map(products.map((product) => [product.slug, product]));
  }

  /** Sets a product's stock, as a seller or another shopper's checkout would. */
  setStock(slug: string, stock: number): void {
    const product = this.catalogue.get(slug);
    if (!product) throw new Error(`No product ${slug}`);
    this.catalogue.set(slug, { ...product, stock });
  }

  async lines(userId: string): Promise<readonly CartLineRow[]> {
    return this.rowsOf(userId);
  }

  async itemCount(userId: string): Promise<number> {
    return this.linesOf(userId).reduce((pieces, line) => pieces + line.quantity, 0);
  }

  forShopper<T>(userId: string, work: (cart: ShopperCart) => Promise<T>): Promise<T> {
    return this.turns.run(userId, async () => {
      const before = this.linesOf(userId);
      try {
        return await work(this.cartOf(userId));
      } catch (error) {
        this.stored.set(userId, before);
        throw error;
      }
    });
  }

  /** One shopper's cart during a change; what the database refuses (a constraint) throws here too. */
  private cartOf(userId: string): ShopperCart {
    return {
      lines: async () => this.rowsOf(userId),
      products: async (slugs) =>
        [...new Set(slugs)].flatMap((slug) => {
          const product = this.catalogue.get(slug);
          return product ? [termsOf(product)] : [];
        }),
      insert: async (lines) => {
        const held = this.linesOf(userId);
        const keys = new Set(held.map((line) => line.lineKey));
        for (const line of lines) {
          if (!this.catalogue.has(line.productSlug)) throw new Error(`No product ${line.productSlug} (foreign key)`);
          assertQuantity(line.quantity);
          if (keys.has(line.lineKey)) throw new Error(`The shopper already has a line ${line.lineKey} (unique key)`);
          keys.add(line.lineKey);
        }
        this.stored.set(userId, [...held, ...lines.map((line) => ({ ...line, id: randomUUID() }))]);
      },
      setQuantity: async (lineId, quantity) => {
        assertQuantity(quantity);
        this.stored.set(
          userId,
          this.linesOf(userId).map((line) => (line.id === lineId ? { ...line, quantity } : line)),
        );
      },
      remove: async (lineIds) => {
        const held = this.linesOf(userId);
        const kept = held.filter((line) => !lineIds.includes(line.id));
        this.stored.set(userId, kept);
        return held.length - kept.length;
      },
    };
  }

  private linesOf(userId: string): readonly StoredLine[] {
    return this.stored.get(userId) ?? [];
  }

  /** The shopper's lines joined to their products, as the database's adapter reads them. */
  private rowsOf(userId: string): CartLineRow[] {
    return this.linesOf(userId).flatMap((line) => {
      const found = this.catalogue.get(line.productSlug);
      if (!found) return [];
      const { sellerName, ...product } = found;
      const { id, lineKey, colour, size, nameOnProduct, giftText, quantity } = line;
      return [{ id, lineKey, colour, size, nameOnProduct, giftText, quantity, product, sellerName }];
    });
  }
}

function assertQuantity(quantity: number): void {
  if (!Number.isInteger(quantity) || quantity < 1) throw new Error(`A line holds at least one piece: ${quantity} (check constraint)`);
}
