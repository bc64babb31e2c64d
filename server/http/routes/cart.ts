// Routes of the signed-in shopper's cart. Every change runs in one transaction that first locks
// the shopper's users row, so one shopper's concurrent requests apply one after another against
// the cart and stock they read; the domain (src/domain/cart.ts) decides, the rows follow.
// Every query is scoped to the signed-in shopper: another shopper's line id is answered as a
// missing one (404). Amounts are never read from the browser: the server prices every line.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import { MAX_CART_LINES, MAX_LINE_QUANTITY, cartOperations, type CartItemInput } from '../../../src/contract/cart';
import { addToCart, keyOf, lineKey, mergeCarts, normaliseOptions, setQuantity, type CartLine, type LineOptions } from '../../../src/domain/cart';
import type { Db } from '../../persistence/database';
import { loadPricedCart, pricedProductOf, type Tx } from '../../persistence/cart/priced-cart';
import { cartLines, products, users, type ProductOption } from '../../persistence/schema';
import type { AppEnv } from '../env';
import { conflict, fromFailure, invalidInput, notFound, type FieldMessage } from '../errors';
import { mount } from '../operation';

export function registerCartRoutes(app: Hono<AppEnv>): void {
  mount(app, cartOperations.get, async (_, { services, user, language }) => (await loadPricedCart(services.db, user.id, language)).view);

  mount(app, cartOperations.count, async (_, { services, user }) => {
    const [row] = await services.db
      .select({ itemCount: sql<number>`coalesce(sum(${cartLines.quantity}), 0)`.mapWith(Number) })
      .from(cartLines)
      .where(eq(cartLines.userId, user.id));
    return { itemCount: row?.itemCount ?? 0 };
  });

  mount(app, cartOperations.add, async ({ body }, { services, user, language }) =>
    services.db.transaction(async (tx) => {
      await lockShopper(tx, user.id);
      const [product] = await selectProducts(tx).where(eq(products.slug, body.productSlug));
      if (!product) throw notFound('catalogue.productNotFound');
      const problems = optionProblems(product, body);
      if (Object.keys(problems).length > 0) throw invalidInput(problems);

      const cart = await loadPricedCart(tx, user.id, language);
      const options = normaliseOptions(optionsOf(body));
      const key = lineKey(product.slug, options);
      const existing = cart.lines.find((line) => keyOf(line.line) === key);
      if (!existing && cart.lines.length >= MAX_CART_LINES) throw conflict('cart.tooManyLines', { max: MAX_CART_LINES });

      const added = addToCart(cart.lines.map((line) => line.line), { product: pricedProductOf(product), options, quantity: body.quantity });
      if (!added.ok) throw fromFailure(added.error, 409);
      const quantity = added.value.find((line) => keyOf(line) === key)!.quantity;
      if (quantity > MAX_LINE_QUANTITY) throw conflict('cart.tooManyPieces', { max: MAX_LINE_QUANTITY });

      if (existing) await tx.update(cartLines).set({ quantity }).where(eq(cartLines.id, existing.id));
      else await tx.insert(cartLines).values(newRow(user.id, product.slug, options, quantity));
      return (await loadPricedCart(tx, user.id, language)).view;
    }),
  );

  mount(app, cartOperations.setQuantity, async ({ params, body }, { services, user, language }) =>
    services.db.transaction(async (tx) => {
      await lockShopper(tx, user.id);
      const cart = await loadPricedCart(tx, user.id, language);
      const target = cart.lines.find((line) => line.id === params.id);
      if (!target) throw notFound('cart.lineNotFound');
      const changed = setQuantity(cart.lines.map((line) => line.line), keyOf(target.line), body.quantity);
      if (!changed.ok) throw fromFailure(changed.error, 409);
      await tx.update(cartLines).set({ quantity: body.quantity }).where(and(eq(cartLines.id, target.id), eq(cartLines.userId, user.id)));
      return (await loadPricedCart(tx, user.id, language)).view;
    }),
  );

  mount(app, cartOperations.remove, async ({ params }, { services, user, language }) => {
    // A line already gone (or never the shopper's) changes nothing and is answered 404, so a
    // repeated click is harmless and the browser simply shows the cart again.
    const deleted = await services.db
      .delete(cartLines)
      .where(and(eq(cartLines.id, params.id), eq(cartLines.userId, user.id)))
      .returning({ id: cartLines.id });
    if (deleted.length === 0) throw notFound('cart.lineNotFound');
    return (await loadPricedCart(services.db, user.id, language)).view;
  });

  mount(app, cartOperations.merge, async ({ body }, { services, user, language }) =>
    services.db.transaction(async (tx) => {
      await lockShopper(tx, user.id);
      const account = await loadPricedCart(tx, user.id, language);
      const accountLines = account.lines.map((line) => line.line);
      const guest = await guestCart(tx, body.items);
      const merged = mergeCarts(guest, accountLines, stockOf([...accountLines, ...guest]))
        .slice(0, MAX_CART_LINES)
        .map((line) => (line.quantity > MAX_LINE_QUANTITY ? { ...line, quantity: MAX_LINE_QUANTITY } : line));

      const accountByKey = new Map(account.lines.map((line) => [keyOf(line.line), line]));
      const mergedKeys = new Set(merged.map(keyOf));
      const gone = account.lines.filter((line) => !mergedKeys.has(keyOf(line.line))).map((line) => line.id);
      if (gone.length > 0) await tx.delete(cartLines).where(and(eq(cartLines.userId, user.id), inArray(cartLines.id, gone)));

      const fresh = merged.filter((line) => !accountByKey.has(keyOf(line)));
      for (const line of merged) {
        const held = accountByKey.get(keyOf(line));
        if (held && held.line.quantity !== line.quantity) await tx.update(cartLines).set({ quantity: line.quantity }).where(eq(cartLines.id, held.id));
      }
      if (fresh.length > 0) {
        // New lines keep the guest cart's order after the account's: one transaction has one now().
        await tx.insert(cartLines).values(
          fresh.map((line, index) => ({
            ...newRow(user.id, line.product.id, line.options, line.quantity),
            createdAt: sql`now() + interval '${sql.raw(String(index))} microseconds'`,
          })),
        );
      }
      return (await loadPricedCart(tx, user.id, language)).view;
    }),
  );
}

/** Serialises one shopper's cart changes (and checkouts) across transactions. */
async function lockShopper(tx: Tx, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

const productColumns = {
  slug: products.slug,
  sellerSlug: products.sellerSlug,
  price: products.price,
  discountBasisPoints: products.discountBasisPoints,
  freeShipping: products.freeShipping,
  stock: products.stock,
  customisable: products.customisable,
  isGift: products.isGift,
  colours: products.colours,
  sizes: products.sizes,
};
/** What decides which options a product accepts. */
interface OptionTerms {
  readonly colours: readonly ProductOption[];
  readonly sizes: readonly ProductOption[];
  readonly customisable: boolean;
  readonly isGift: boolean;
}

const selectProducts = (db: Db | Tx) => db.select(productColumns).from(products);

const optionsOf = (item: CartItemInput): LineOptions => ({
  ...(item.colour === undefined ? {} : { colour: item.colour }),
  ...(item.size === undefined ? {} : { size: item.size }),
  ...(item.nameOnProduct === undefined ? {} : { nameOnProduct: item.nameOnProduct }),
  ...(item.giftText === undefined ? {} : { giftText: item.giftText }),
});

const problem = (key: string, field: string): FieldMessage[] => [{ key, params: { field } }];

/** A choice of one of the product's colours or sizes: required when it offers some, one of them when given. */
function choiceProblem(offered: readonly ProductOption[], id: string | undefined, field: 'colour' | 'size'): FieldMessage[] | null {
  const given = id !== undefined && id !== '';
  if (!given) return offered.length > 0 ? problem('validation.required', field) : null;
  return offered.some((option) => option.id === id) ? null : problem('cart.unknownOption', field);
}

/** What is wrong with these options for this product, per field; empty when nothing is. */
function optionProblems(product: OptionTerms, item: CartItemInput): Record<string, FieldMessage[]> {
  const problems: Record<string, FieldMessage[]> = {};
  const colour = choiceProblem(product.colours, item.colour, 'colour');
  if (colour) problems.colour = colour;
  const size = choiceProblem(product.sizes, item.size, 'size');
  if (size) problems.size = size;
  if (item.nameOnProduct && !product.customisable) problems.nameOnProduct = problem('cart.notCustomisable', 'nameOnProduct');
  if (item.giftText && !product.isGift) problems.giftText = problem('cart.notAGift', 'giftText');
  return problems;
}

/**
 * The guest's items as domain lines priced today. A guest cart may be stale (the product gone,
 * an option withdrawn), so an item that would be refused by `add` is left out silently.
 */
async function guestCart(tx: Tx, items: readonly CartItemInput[]): Promise<CartLine[]> {
  const slugs = [...new Set(items.map((item) => item.productSlug))];
  if (slugs.length === 0) return [];
  const rows = await selectProducts(tx).where(inArray(products.slug, slugs));
  const bySlug = new Map(rows.map((row) => [row.slug, row]));
  return items.flatMap((item) => {
    const product = bySlug.get(item.productSlug);
    if (!product || Object.keys(optionProblems(product, item)).length > 0) return [];
    return [{ product: pricedProductOf(product), options: normaliseOptions(optionsOf(item)), quantity: item.quantity }];
  });
}

/** Stock by product, from the lines' snapshots: every one was read in this transaction. */
function stockOf(lines: readonly CartLine[]): (productId: string) => number {
  const stock = new Map(lines.map((line) => [line.product.id, line.product.stock]));
  return (productId) => stock.get(productId) ?? 0;
}

function newRow(userId: string, productSlug: string, options: LineOptions, quantity: number) {
  const normalised = normaliseOptions(options);
  return {
    userId,
    productSlug,
    lineKey: lineKey(productSlug, normalised),
    colour: normalised.colour ?? null,
    size: normalised.size ?? null,
    nameOnProduct: normalised.nameOnProduct ?? null,
    giftText: normalised.giftText ?? null,
    quantity,
  };
}
