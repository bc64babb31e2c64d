// What the after-sale specs (seller console, notifications, reviews) share: a funded shopper
// signed in on a page, an order bought through the API with the wallet, the order's seller
// signed in through the seed's seller account, and status moves through the seller API.
import { expect, type APIRequestContext, type Page } from './test';
import { addAddressThroughApi, auth, fillCart, loginThroughApi, registerThroughApi, signIn, topUp, type Session } from './shopping';

export const SELLER_PASSWORD = 'Herfa@2026';

export type SellerMove = 'inprogress' | 'shipped' | 'delivered' | 'rejected';

/** A new shopper with a default address in Riyadh and `halalas` in the wallet, signed in on `page`. */
export async function fundedShopper(page: Page, request: APIRequestContext, label: string, baseURL: string, halalas: number) {
  const shopper = await registerThroughApi(request, label);
  const addressId = await addAddressThroughApi(request, shopper);
  await signIn(page, page.context(), shopper, baseURL);
  await topUp(page, request, shopper, halalas);
  return { shopper, addressId };
}

export interface PlacedOrder {
  readonly code: string;
  readonly total: number;
  readonly productSlug: string;
  readonly sellerSlug: string;
}

/** Buys one product the wallet covers, through the API (`skip` spreads specs over products). */
export async function placeOrderThroughApi(request: APIRequestContext, shopper: Session, addressId: string, skip: number): Promise<PlacedOrder> {
  const quote = await fillCart(request, shopper, addressId, (q) => q.split.cardPart === 0, skip);
  const placed = await request.post('/api/checkout', {
    headers: auth(shopper),
    data: { addressId, cardConfirmed: false, idempotencyKey: crypto.randomUUID() },
  });
  expect(placed.status()).toBeLessThan(300);
  const outcome = (await placed.json()) as { state: string; orderCodes: string[] };
  expect(outcome.state).toBe('paid');
  expect(outcome.orderCodes).toHaveLength(1);
  const code = outcome.orderCodes[0]!;
  const detail = await request.get(`/api/orders/${code}`, { headers: auth(shopper) });
  expect(detail.status()).toBe(200);
  const order = (await detail.json()) as { seller: { slug: string }; items: { productSlug: string }[] };
  return { code, total: quote.totals.total, productSlug: order.items[0]!.productSlug, sellerSlug: order.seller.slug };
}

/** The order's seller, signed in through the API with the seed's seller account. */
export function sellerSession(request: APIRequestContext, order: PlacedOrder): Promise<Session> {
  return loginThroughApi(request, { email: `${order.sellerSlug}@sellers.herfa.test`, password: SELLER_PASSWORD });
}

export async function moveThroughApi(request: APIRequestContext, seller: Session, code: string, to: SellerMove, reason?: string): Promise<void> {
  const moved = await request.post(`/api/seller/orders/${code}/status`, {
    headers: auth(seller),
    data: { to, ...(reason === undefined ? {} : { reason }) },
  });
  expect(moved.status(), `the seller moves ${code} to ${to}`).toBe(200);
}

export async function orderStatus(request: APIRequestContext, shopper: Session, code: string): Promise<string> {
  const response = await request.get(`/api/orders/${code}`, { headers: auth(shopper) });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { status: string }).status;
}
