// The shopper's stored cart lines priced today: each as the domain's CartLine (for addToCart,
// mergeCarts and checkout's drafts), with both languages' names (for orders frozen at checkout)
// and as the contract's CartLine in the request's language (for the cart screen). Pure: the
// rows come from the cart port (or, for checkout, from the checkout port's turn, which locks them).
import type { Cart as CartView, CartLine as CartLineView } from '../../../src/contract/cart';
import { cartTotals, lineTotal, type CartLine, type LineOptions } from '../../../src/domain/cart';
import type { Language } from '../../../src/domain/locale';
import { salePrice, stockFor, stockKey, type OptionStock, type PricedProduct } from '../../../src/domain/pricing';
import type { Bilingual, CartLineRow, CartOption } from './cart-repository';

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
  /** False when the stock no longer covers the cart's pieces that draw on the same count (the product's, or its colour and size's). */
  readonly available: boolean;
  /** The contract's line, in the language asked for. */
  readonly view: CartLineView;
}

export interface PricedCart {
  /** In the order the lines were added. */
  readonly lines: readonly PricedCartLine[];
  /** The contract's Cart: lines and totals (delivery fees 0), in the language asked for. */
  readonly view: CartView;
}

/** The domain's product terms of a product row. */
export function pricedProductOf(row: {
  slug: string;
  sellerSlug: string;
  price: number;
  discountBasisPoints: number | null;
  freeShipping: boolean;
  stock: number;
  optionStock: readonly OptionStock[] | null;
  customisable: boolean;
}): PricedProduct {
  return {
    id: row.slug,
    sellerId: row.sellerSlug,
    price: row.price,
    ...(row.discountBasisPoints === null ? {} : { discountBasisPoints: row.discountBasisPoints }),
    freeShipping: row.freeShipping,
    stock: row.stock,
    ...(row.optionStock === null ? {} : { optionStock: row.optionStock }),
    customisable: row.customisable,
  };
}

/** The domain's options of a stored line: absent choices left out. */
export function lineOptionsOf(row: { colour: string | null; size: string | null; nameOnProduct: string | null; giftText: string | null }): LineOptions {
  return {
    ...(row.colour === null ? {} : { colour: row.colour }),
    ...(row.size === null ? {} : { size: row.size }),
    ...(row.nameOnProduct === null ? {} : { nameOnProduct: row.nameOnProduct }),
    ...(row.giftText === null ? {} : { giftText: row.giftText }),
  };
}

/** The product's option with this id; an option the seller has since removed keeps its id as its name. */
function chosen(offered: readonly CartOption[], id: string | null): ChosenOption | null {
  if (id === null) return null;
  const option = offered.find((item) => item.id === id);
  return { id, name: option?.name ?? { en: id, ar: id } };
}

/**
 * The cart of these lines (in the order they were added) with their products' current prices
 * and stock.
 *
 * - `lines[i].line` is the domain's CartLine (product = PricedProduct with id = product slug and
 *   sellerId = seller slug), ready for addToCart / setQuantity / mergeCarts / draftOrders.
 * - `lines[i].name`, `colour`, `size`, `seller.name` carry both languages, to freeze into orders.
 * - `available` is false when the count the line draws on (the product's, whose colours and
 *   sizes share it, or its colour and size's when the seller counts them apart) is below the
 *   pieces the whole cart draws on it: checkout refuses the cart then.
 * - `view` is the contract's Cart in `language`, totals from the domain's cartTotals (no delivery).
 */
export function priceCart(rows: readonly CartLineRow[], language: Language): PricedCart {
  const drawn = new Map<string, number>();
  const keyOfRow = (row: CartLineRow) => stockKey({ id: row.product.slug, optionStock: row.product.optionStock ?? undefined }, row);
  for (const row of rows) drawn.set(keyOfRow(row), (drawn.get(keyOfRow(row)) ?? 0) + row.quantity);

  const lines = rows.map((row): PricedCartLine => {
    const { product: stored } = row;
    const product = pricedProductOf(stored);
    const line: CartLine = { product, options: lineOptionsOf(row), quantity: row.quantity };
    const name = { en: stored.name.en, ar: stored.name.ar };
    const seller = { slug: stored.sellerSlug, name: { en: row.sellerName.en, ar: row.sellerName.ar } };
    const colour = chosen(stored.colours, row.colour);
    const size = chosen(stored.sizes, row.size);
    const image = stored.images[0] ?? null;
    const stock = stockFor(product, line.options);
    const available = (drawn.get(keyOfRow(row)) ?? 0) <= stock;
    const view: CartLineView = {
      id: row.id,
      product: {
        slug: stored.slug,
        name: name[language],
        image,
        price: stored.price,
        salePrice: salePrice(product),
        discountBasisPoints: stored.discountBasisPoints,
        freeShipping: stored.freeShipping,
        isGift: stored.isGift,
        stock,
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
      isGift: stored.isGift,
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
