// Routes of a seller's own products in the console (src/contract/seller-products.ts): the list,
// one product, creating a draft, editing it, moving it between statuses, its stock and the
// low-stock list. Scoped to the signed-in seller's store: another store's product answers 404
// exactly like a slug that does not exist. A change a shopper could see (a published product's
// fields, its status, its stock) clears the guests' shared answers, so listings, search and the
// home feed show it at once.
import type { Hono } from 'hono';
import { sellerProductOperations } from '../../../src/contract/seller-products';
import type { AuthUser } from '../../use-cases/ports';
import type { Services } from '../../use-cases/services';
import {
  adjustSellerStock,
  createSellerProduct,
  listSellerProducts,
  lowStockProducts,
  moveSellerProduct,
  sellerProduct,
  updateSellerProduct,
  type SellerProductResult,
  type SellerProductsDesk,
} from '../../use-cases/seller-products/seller-products';
import type { AppEnv } from '../env';
import { conflict, forbidden, invalidInput, notFound } from '../errors';
import { mount } from '../operation';

/** The store a seller account acts for; an account without one may not use the console. */
function storeOf(user: AuthUser): string {
  if (user.sellerSlug === null) throw forbidden();
  return user.sellerSlug;
}

const deskOf = (services: Services): SellerProductsDesk => ({ products: services.repositories.sellerProducts, clock: services.clock });

/** The product a command left, or its refusal as an answer. */
function answerOf(result: SellerProductResult) {
  if (result.ok) return result.value;
  const { refusal } = result;
  switch (refusal.kind) {
    case 'notFound':
      throw notFound('seller-products.notFound');
    case 'invalidFields':
      throw invalidInput(refusal.fields);
    case 'moveRefused':
      throw conflict(`seller-products.moveRefused.${refusal.move}`);
    case 'notEnoughStock':
      throw conflict('seller-products.notEnoughStock');
    case 'tooMuchStock':
      throw conflict('seller-products.tooMuchStock', { max: refusal.max });
  }
}

/** The colour and size an adjustment names, or none (a product's one count). */
const pairOf = ({ colourId, sizeId }: { colourId?: string | undefined; sizeId?: string | undefined }) =>
  colourId === undefined && sizeId === undefined ? null : { colourId: colourId ?? null, sizeId: sizeId ?? null };

export function registerSellerProductRoutes(app: Hono<AppEnv>): void {
  mount(app, sellerProductOperations.list, async ({ query }, { services, user }) =>
    listSellerProducts(services.repositories.sellerProducts, storeOf(user), query),
  );

  mount(app, sellerProductOperations.get, async ({ params }, { services, user }) => {
    const product = await sellerProduct(services.repositories.sellerProducts, storeOf(user), params.slug);
    if (product === null) throw notFound('seller-products.notFound');
    return product;
  });

  mount(app, sellerProductOperations.create, async ({ body }, { services, user }) => answerOf(await createSellerProduct(deskOf(services), storeOf(user), body)));

  mount(app, sellerProductOperations.update, async ({ params, body }, { services, user }) => {
    const product = answerOf(await updateSellerProduct(deskOf(services), storeOf(user), params.slug, body));
    services.responseCache.clear();
    return product;
  });

  mount(app, sellerProductOperations.move, async ({ params, body }, { services, user }) => {
    const product = answerOf(await moveSellerProduct(deskOf(services), storeOf(user), params.slug, body.move));
    services.responseCache.clear();
    return product;
  });

  mount(app, sellerProductOperations.adjustStock, async ({ params, body }, { services, user }) => {
    const product = answerOf(
      await adjustSellerStock(deskOf(services), storeOf(user), params.slug, pairOf(body), body.change),
    );
    services.responseCache.clear();
    return product;
  });

  mount(app, sellerProductOperations.lowStock, async ({ query }, { services, user }) =>
    lowStockProducts(services.repositories.sellerProducts, storeOf(user), query.threshold),
  );
}
