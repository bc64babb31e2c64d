// What is worn in sizes (clothes, sandals, rings, bracelets) is counted per size, and per colour
// too, as its sellers would, so shoppers see which sizes are left. A product's stock is shared
// out over every colour × size pair by weights drawn per product (about one pair in eight weighs
// nothing and is sold out), so its stock stays their sum. Every other product, a pot or a frame
// in sizes among them, keeps one count for all its options.
import type { productOptionStock } from '../schema';
import type { ProductRow } from './products';
import { hashText, mulberry32 } from './random';

export type OptionStockRow = typeof productOptionStock.$inferInsert;

/** The categories of what is worn. */
const WORN = new Set(['embroidery', 'leather', 'silver-jewellery']);

export function buildOptionStock(products: readonly ProductRow[]): OptionStockRow[] {
  return products.filter((product) => WORN.has(product.categorySlug) && (product.sizes ?? []).length > 0).flatMap(shareOut);
}

function shareOut(product: ProductRow): OptionStockRow[] {
  const random = mulberry32(hashText(`option-stock:${product.slug}`));
  const colours = (product.colours ?? []).length > 0 ? (product.colours ?? []).map((colour) => colour.id) : [''];
  const pairs = colours.flatMap((colourId) => (product.sizes ?? []).map((size) => ({ colourId, sizeId: size.id })));
  const weights = pairs.map(() => random.int(0, 7));
  if (!weights.some((weight) => weight > 0)) weights[0] = 1;
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const stock = product.stock;
  const counts = weights.map((weight) => Math.floor((stock * weight) / total));
  // What rounding down left over goes one piece each to the weightiest pairs, first first.
  let left = stock - counts.reduce((sum, count) => sum + count, 0);
  const byWeight = weights.map((weight, index) => ({ weight, index })).sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (let turn = 0; left > 0; turn++, left--) counts[byWeight[turn % byWeight.length]!.index]! += 1;
  return pairs.map((pair, index) => ({ productSlug: product.slug, ...pair, stock: counts[index]! }));
}
