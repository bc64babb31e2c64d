// Routes of a seller's store in the console: its profile (descriptions, VAT number), its shipping
// fee per region, its sales, and its orders as a CSV file. Scoped to the signed-in seller's store
// (storeOf, as seller-orders.ts): nothing here names a store, so no seller reaches another's.
// A change to the profile or the fees empties the guests' shared answer cache, so the store's
// page and a product page's shipping line show the change at once rather than minutes later.
import type { Context, Hono } from 'hono';
import { SALES_EXPORT_PATH, SalesExportQuery, sellerStoreOperations } from '../../../src/contract/seller-store';
import { validate } from '../../../src/contract/validation';
import type { AuthUser } from '../../use-cases/ports';
import { translatorFor } from '../../use-cases/messages';
import type { SellerStoreRepository } from '../../use-cases/seller-store/seller-store-repository';
import { exportSpan, ordersCsv, salesSummary, shippingProblems } from '../../use-cases/seller-store/seller-store';
import type { AppEnv } from '../env';
import { forbidden, invalidInput, notFound, unauthorized } from '../errors';
import { mount } from '../operation';

/** The store a seller account acts for; an account without one may not use the console. */
function storeOf(user: AuthUser): string {
  if (user.sellerSlug === null) throw forbidden();
  return user.sellerSlug;
}

async function profileOf(repository: SellerStoreRepository, sellerSlug: string, language: 'en' | 'ar') {
  const profile = await repository.profile(sellerSlug, language);
  if (profile === null) throw notFound();
  return profile;
}

export function registerSellerStoreRoutes(app: Hono<AppEnv>): void {
  mount(app, sellerStoreOperations.profile, async (_input, { services, user, language }) =>
    profileOf(services.repositories.sellerStore, storeOf(user), language),
  );

  mount(app, sellerStoreOperations.updateProfile, async ({ body }, { services, user, language }) => {
    const sellerSlug = storeOf(user);
    await services.repositories.sellerStore.updateProfile(sellerSlug, body);
    services.responseCache.clear();
    return profileOf(services.repositories.sellerStore, sellerSlug, language);
  });

  mount(app, sellerStoreOperations.shipping, async (_input, { services, user, language }) => [
    ...(await services.repositories.sellerStore.shipping(storeOf(user), language)),
  ]);

  mount(app, sellerStoreOperations.updateShipping, async ({ body }, { services, user, language }) => {
    const sellerSlug = storeOf(user);
    const repository = services.repositories.sellerStore;
    const problems = await shippingProblems(repository, body.rates);
    if (Object.keys(problems).length > 0) throw invalidInput(problems);
    await repository.replaceShipping(sellerSlug, body.rates);
    services.responseCache.clear();
    return [...(await repository.shipping(sellerSlug, language))];
  });

  mount(app, sellerStoreOperations.sales, async (_input, { services, user, language }) => {
    const summary = await salesSummary(services.repositories.sellerStore, storeOf(user), services.clock.now(), language);
    return { ...summary, bestSellers: [...summary.bestSellers] };
  });

  app.get(SALES_EXPORT_PATH, async (c) => {
    const sellerSlug = storeOf(await signedInSeller(c));
    const checked = validate(SalesExportQuery, c.req.query());
    if (!checked.ok) throw invalidInput(checked.fields);
    const services = c.get('services');
    const language = c.get('language');
    const span = exportSpan(services.clock.now(), checked.value.from, checked.value.to);
    const csv = await ordersCsv(services.repositories.sellerStore, sellerSlug, span, language, translatorFor(language));
    return c.body(csv, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="herfa-${sellerSlug}-orders-${span.from}-${span.to}.csv"`,
      'Content-Language': language,
      'Cache-Control': 'private, no-store',
    });
  });
}

/** The same bearer token the JSON operations read (operation.ts), and the same refusals: 401 for a guest, 403 for a shopper. */
const BEARER = /^Bearer ([A-Za-z0-9_-]{20,200})$/;

async function signedInSeller(c: Context<AppEnv>): Promise<AuthUser> {
  const token = BEARER.exec(c.req.header('Authorization') ?? '')?.[1];
  const user = token === undefined ? null : await c.get('services').authenticator.userFromToken(token);
  if (user === null) throw unauthorized('auth.required');
  if (user.role !== 'seller') throw forbidden();
  return user;
}

/** The export in the OpenAPI document: not a JSON operation of the contract, but part of the API. */
export function withSalesExport(document: Record<string, unknown>): Record<string, unknown> {
  const paths = (document.paths ?? {}) as Record<string, unknown>;
  const error = (description: string) => ({ description, content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } } });
  const day = (name: string, description: string) => ({ name, in: 'query', required: false, schema: { type: 'string', format: 'date' }, description });
  paths[SALES_EXPORT_PATH] = {
    get: {
      operationId: 'exportSellerOrders',
      summary: 'The store’s orders of a span of Riyadh days as CSV (UTF-8 with BOM), headed in the request language',
      tags: ['seller'],
      security: [{ session: [] }],
      parameters: [day('from', 'The first day (Riyadh), this month’s first when absent'), day('to', 'The last day (Riyadh), this month’s last when absent')],
      responses: {
        '200': {
          description:
            'One row per order: code, date, status, shopper, city, pieces, subtotal, discount, shipping, total, VAT (riyals, two decimals); an attachment named herfa-<store>-orders-<from>-<to>.csv',
          content: { 'text/csv': { schema: { type: 'string' } } },
        },
        '400': error('A malformed date, or a span that ends before it starts'),
        '401': error('Not signed in'),
        '403': error('Not a seller account'),
      },
    },
  };
  return { ...document, paths };
}
