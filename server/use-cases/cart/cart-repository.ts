// The port of the signed-in shopper's cart: its stored lines, each with today's terms of its
// product, and the products a line may name. An adapter stores them (server/persistence/cart, or
// an in-memory one in tests); the use cases in cart.ts decide what goes in.

import type { OptionStock } from '../../../src/domain/pricing';

/** A text in both interface languages. */
export interface Bilingual {
  readonly en: string;
  readonly ar: string;
}

/** A colour or size a product offers: a stable id and its names. */
export interface CartOption {
  readonly id: string;
  readonly name: Bilingual;
}

/** What decides a product's price, stock and accepted options, as stored today. */
export interface CartProductRow {
  readonly slug: string;
  readonly sellerSlug: string;
  /** Halalas, VAT included. */
  readonly price: number;
  readonly discountBasisPoints: number | null;
  readonly freeShipping: boolean;
  /** Pieces, for all colours and sizes together. */
  readonly stock: number;
  /** Pieces per colour and size when the seller counts them apart (stock is then their sum); null when every option draws on `stock`. */
  readonly optionStock: readonly OptionStock[] | null;
  /** Whether a name may be written on it. */
  readonly customisable: boolean;
  /** The longest name that may be written on it, in characters (at most the cart's NAME_ON_PRODUCT_MAX_LENGTH). */
  readonly nameOnProductMaxLength: number;
  /** Whether it takes a gift text. */
  readonly isGift: boolean;
  readonly colours: readonly CartOption[];
  readonly sizes: readonly CartOption[];
}

/** A stored cart line with its product as it is now and its seller's name. */
export interface CartLineRow {
  readonly id: string;
  /** The domain's identity of product + options (src/domain/cart.ts lineKey). */
  readonly lineKey: string;
  readonly colour: string | null;
  readonly size: string | null;
  readonly nameOnProduct: string | null;
  readonly giftText: string | null;
  readonly quantity: number;
  readonly product: CartProductRow & { readonly name: Bilingual; readonly images: readonly string[] };
  readonly sellerName: Bilingual;
}

/** A line to store: the use case has normalised its options and computed its key. */
export interface NewCartLine {
  readonly productSlug: string;
  readonly lineKey: string;
  readonly colour: string | null;
  readonly size: string | null;
  readonly nameOnProduct: string | null;
  readonly giftText: string | null;
  /** At least 1. */
  readonly quantity: number;
}

/** One shopper's cart while it is being changed: nothing else changes it meanwhile. */
export interface ShopperCart {
  /** The shopper's lines in the order they were added. */
  lines(): Promise<readonly CartLineRow[]>;
  /** The products of these slugs that the catalogue has, in no particular order. */
  products(slugs: readonly string[]): Promise<readonly CartProductRow[]>;
  /**
   * Stores new lines after every line the shopper has, in the order given. A key the shopper
   * already has, a product the catalogue lacks or a quantity below 1 is refused (it throws).
   */
  insert(lines: readonly NewCartLine[]): Promise<void>;
  /** Sets the quantity (at least 1) of the shopper's line with this id; another's line is left alone. */
  setQuantity(lineId: string, quantity: number): Promise<void>;
  /** Removes those of these lines that are the shopper's, answering how many it removed. */
  remove(lineIds: readonly string[]): Promise<number>;
}

export interface CartRepository {
  /** The shopper's lines in the order they were added. */
  lines(userId: string): Promise<readonly CartLineRow[]>;
  /** How many pieces the shopper's lines hold together. */
  itemCount(userId: string): Promise<number>;
  /**
   * Runs `work` on the shopper's cart as one change: one shopper's changes run one after another
   * (each sees the cart and stock the one before left), and when `work` throws, nothing it wrote
   * stays. Another shopper's changes need not wait.
   */
  forShopper<T>(userId: string, work: (cart: ShopperCart) => Promise<T>): Promise<T>;
}
