// The signed-in shopper's cart read with today's prices and stock, for checkout (which reads it
// inside its own transaction, locking the products it is about to take stock from). The pricing
// itself is the cart use cases' (server/use-cases/cart/priced-cart.ts); this file only reads.
import { asc, eq, inArray } from 'drizzle-orm';
import type { Language } from '../../../src/domain/locale';
import { priceCart, type PricedCart } from '../../use-cases/cart/priced-cart';
import { cartLines, products } from '../schema';
import type { Queryable } from '../transactions';
import { selectCartLines } from './drizzle-cart-repository';

export type { ChosenOption, PricedCart, PricedCartLine } from '../../use-cases/cart/priced-cart';

export interface LoadCartOptions {
  /**
   * Lock the cart's product rows `for update`, in slug order (so that two transactions never
   * wait on each other crosswise), before reading them. Only inside a transaction: checkout
   * uses it to check and decrement stock that cannot change under it.
   */
  readonly lock?: boolean;
}

/**
 * The shopper's cart with current prices and stock, lines in the order they were added (see
 * priceCart for what a priced line holds).
 *
 * With `{ lock: true }` (inside a transaction: pass the `tx`), the cart's product rows are
 * locked `for update` in slug order first, so the stock read here stays true until commit.
 */
export async function loadPricedCart(db: Queryable, userId: string, language: Language, options: LoadCartOptions = {}): Promise<PricedCart> {
  if (options.lock) {
    const slugs = db.select({ slug: cartLines.productSlug }).from(cartLines).where(eq(cartLines.userId, userId));
    await db.select({ slug: products.slug }).from(products).where(inArray(products.slug, slugs)).orderBy(asc(products.slug)).for('update');
  }
  return priceCart(await selectCartLines(db, userId), language);
}
