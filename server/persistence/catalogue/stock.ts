// A product's stock in the database: `products.stock`, and for a product whose seller counts each
// colour and size apart, its `product_option_stock` rows, of which `products.stock` is the sum.
//
// Every writer of either takes the product's row first (checkout and cancellations through
// movePieces, the seller's console by locking it before it touches the rows), so the product row
// is the one lock of a product's stock: no two changes interleave, the sum holds, and a writer
// that holds several products takes them in slug order, closing no cycle.
import { and, eq, sql } from 'drizzle-orm';
import type { OptionStock } from '../../../src/domain/pricing';
import type { Queryable } from '../transactions';
import { productOptionStock, products } from '../schema';

/** Pieces of one colour and size of a product to add (positive) or take (negative). */
export interface PiecesMove {
  readonly productSlug: string;
  /** The colour and size of the pieces; null where none was chosen. Ignored when the product counts its options together. */
  readonly colourId: string | null;
  readonly sizeId: string | null;
  readonly by: number;
}

/**
 * What a move came to: done; fewer pieces than it would take (the count it would take from, 0
 * for a product withdrawn from sale when `forSale`); the colour and size are not counted (the
 * product counts per option, and that pair is not one of its own); no such product.
 */
export type PiecesMoved =
  | { readonly kind: 'moved' }
  | { readonly kind: 'short'; readonly stock: number }
  | { readonly kind: 'noSuchOption' }
  | { readonly kind: 'noProduct' };

/** The option columns' value of a choice: '' for none. */
const optionKey = (id: string | null): string => id ?? '';

const ofOption = (productSlug: string, colourId: string | null, sizeId: string | null) =>
  and(eq(productOptionStock.productSlug, productSlug), eq(productOptionStock.colourId, optionKey(colourId)), eq(productOptionStock.sizeId, optionKey(sizeId)));

/**
 * Moves pieces of a product's stock, the product's row first: to or from the product's count, and
 * for a product counted per option to or from its colour and size's too, in the same transaction
 * (`db` must be one). Taking never goes below zero, and with `forSale` takes nothing of a product
 * withdrawn from the storefront. Whatever it does not move, it leaves as it was.
 */
export async function movePieces(db: Queryable, { productSlug, colourId, sizeId, by }: PiecesMove, { forSale }: { readonly forSale: boolean }): Promise<PiecesMoved> {
  const taking = by < 0;
  const [product] = await db
    .update(products)
    .set({ stock: sql`${products.stock} + ${by}` })
    .where(and(eq(products.slug, productSlug), taking ? sql`${products.stock} >= ${-by}` : undefined, taking && forSale ? products.listed : undefined))
    .returning({ perOption: sql<boolean>`exists (select 1 from ${productOptionStock} where ${productOptionStock.productSlug} = ${productSlug})` });
  if (product === undefined) return short(db, productSlug, colourId, sizeId, forSale);
  if (!product.perOption) return { kind: 'moved' };

  const [option] = await db
    .update(productOptionStock)
    .set({ stock: sql`${productOptionStock.stock} + ${by}` })
    .where(and(ofOption(productSlug, colourId, sizeId), taking ? sql`${productOptionStock.stock} >= ${-by}` : undefined))
    .returning({ stock: productOptionStock.stock });
  if (option !== undefined) return { kind: 'moved' };
  // The pair had too few pieces, or is none of the product's: the product's count goes back.
  await db
    .update(products)
    .set({ stock: sql`${products.stock} - ${by}` })
    .where(eq(products.slug, productSlug));
  const [counted] = await db.select({ stock: productOptionStock.stock }).from(productOptionStock).where(ofOption(productSlug, colourId, sizeId));
  return counted === undefined ? { kind: 'noSuchOption' } : { kind: 'short', stock: counted.stock };
}

/** Why a take found too few pieces on the product's row: the count it would have taken from. */
async function short(db: Queryable, productSlug: string, colourId: string | null, sizeId: string | null, forSale: boolean): Promise<PiecesMoved> {
  const [row] = await db
    .select({
      stock: products.stock,
      listed: products.listed,
      perOption: sql<boolean>`exists (select 1 from ${productOptionStock} where ${productOptionStock.productSlug} = ${productSlug})`,
      optionStock: sql<number | null>`(select ${productOptionStock.stock} from ${productOptionStock} where ${ofOption(productSlug, colourId, sizeId)})`.mapWith(
        (value: unknown) => (value === null ? null : Number(value)),
      ),
    })
    .from(products)
    .where(eq(products.slug, productSlug));
  if (row === undefined) return { kind: 'noProduct' };
  if (forSale && !row.listed) return { kind: 'short', stock: 0 };
  if (!row.perOption) return { kind: 'short', stock: row.stock };
  return row.optionStock === null ? { kind: 'noSuchOption' } : { kind: 'short', stock: row.optionStock };
}

/**
 * A select column of the product's counts per colour and size as the domain reads them
 * (PricedProduct.optionStock, null for a product whose options share its stock); a product
 * withdrawn from sale has none of them for sale when `forSale`.
 */
export const optionStockJson = ({ forSale }: { readonly forSale: boolean }) =>
  sql<OptionStock[] | null>`(
    select json_agg(json_build_object('colour', nullif(${productOptionStock.colourId}, ''), 'size', nullif(${productOptionStock.sizeId}, ''),
      'stock', ${forSale ? sql`case when ${products.listed} then ${productOptionStock.stock} else 0 end` : productOptionStock.stock})
      order by ${productOptionStock.colourId}, ${productOptionStock.sizeId})
    from ${productOptionStock} where ${productOptionStock.productSlug} = ${products.slug})`;
