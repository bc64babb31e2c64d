// @vitest-environment jsdom
// The seller console against an in-memory seller-orders gateway that follows the domain's
// transition table: a seller's orders with the status filter, moves made with one click,
// rejecting only with a reason (in a dialog), a refused move (the shopper cancelled meanwhile)
// shown with the server's message and the list read again, the shipping address on demand,
// and anyone else told the page is for sellers.
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { InMemoryCookies } from '../../../application/ports/in-memory-cookies';
import { InMemorySessionStorage } from '../../../application/ports/in-memory-session-storage';
import { RequestFailure } from '../../../application/ports/request-failure';
import {
  type SellerMove,
  type SellerOrder,
  type SellerOrdersGateway,
  type SellerOrdersQuery,
} from '../../../application/ports/seller-orders-gateway';
import { SessionStore, USER_DATA_COOKIE, type SessionUser } from '../../../application/session/session-store';
import { allowedTransitions, transition, type OrderStatus } from '../../../domain/order';
import { stubLayoutApis } from '../../components/catalogue/testing-stubs';
import { renderApp, waitFor } from '../../testing/render-app';
import { SELLER, SHOPPER } from './products/console-testing';


function anOrder(code: string, status: OrderStatus, createdAt: string): SellerOrder {
  return {
    code,
    createdAt,
    updatedAt: createdAt,
    status,
    seller: { slug: 'sadu-house', name: 'Sadu House' },
    items: [
      {
        productSlug: 'clay-jar',
        name: 'Clay jar',
        image: '/jar.webp',
        isGift: false,
        colour: 'Red',
        size: null,
        nameOnProduct: null,
        giftText: null,
        quantity: 2,
        unitPrice: 5_000,
        unitDiscount: 0,
        total: 10_000,
        reviewable: false,
      },
    ],
    subtotal: 10_000,
    discount: 0,
    shippingFee: 1_500,
    total: 11_500,
    walletPart: 11_500,
    cardPart: 0,
    shippedTo: { region: 'Riyadh', city: 'Riyadh', country: 'SA', addressText: 'Olaya Street, Building 3' },
    history: [{ status: 'new', actor: 'shopper', reason: null, at: createdAt }],
    reason: null,
    allowedTransitions: allowedTransitions(status, 'seller'),
    refund: null,
    shopper: { name: 'Huda Alshehri', phone: '0551234567' },
  };
}

/** The seller's orders in memory, moved by the domain's transition table like the API does. */
class FakeSellerOrders implements SellerOrdersGateway {
  readonly queries: SellerOrdersQuery[] = [];
  readonly moves: { code: string; to: SellerMove; reason?: string }[] = [];
  constructor(readonly orders: SellerOrder[]) {}

  async list(query: SellerOrdersQuery) {
    this.queries.push(query);
    const pageSize = query.pageSize ?? 10;
    const matching = this.orders.filter((order) => query.status === 'all' || order.status === query.status);
    const items = matching.slice((query.page - 1) * pageSize, query.page * pageSize).map((order) => ({
      code: order.code,
      createdAt: order.createdAt,
      status: order.status,
      seller: order.seller,
      itemCount: 2,
      total: order.total,
      images: ['/jar.webp'],
      shopperName: order.shopper.name,
      city: order.shippedTo.city,
      allowedTransitions: order.allowedTransitions,
    }));
    return { items, total: matching.length, page: query.page, pageSize };
  }

  async detail(code: string) {
    return this.find(code);
  }

  async move(code: string, to: SellerMove, reason?: string) {
    this.moves.push(reason === undefined ? { code, to } : { code, to, reason });
    const order = this.find(code);
    const moved = transition({ status: order.status }, { to, by: 'seller', reason });
    if (!moved.ok) throw new RequestFailure(409, moved.error.code, `An order that is ${order.status} can't be changed to ${to}.`);
    const next: SellerOrder = {
      ...order,
      status: to,
      reason: moved.value.reason ?? null,
      allowedTransitions: allowedTransitions(to, 'seller'),
      history: [...order.history, { status: to, actor: 'seller', reason: reason ?? null, at: '2026-03-06T10:00:00.000Z' }],
      updatedAt: '2026-03-06T10:00:00.000Z',
    };
    this.orders.splice(this.orders.indexOf(order), 1, next);
    return next;
  }

  /** The shopper cancels behind the seller's back. */
  cancelByShopper(code: string) {
    const order = this.find(code);
    this.orders.splice(this.orders.indexOf(order), 1, { ...order, status: 'cancelled', allowedTransitions: [] });
  }

  private find(code: string): SellerOrder {
    const order = this.orders.find((candidate) => candidate.code === code);
    if (order === undefined) throw new RequestFailure(404, 'orders.notFound', 'This order could not be found.');
    return order;
  }
}

const orders = () =>
  new FakeSellerOrders([
    anOrder('HRF-001003', 'new', '2026-03-05T09:30:00.000Z'),
    anOrder('HRF-001002', 'shipped', '2026-03-04T09:30:00.000Z'),
    anOrder('HRF-001001', 'delivered', '2026-03-03T09:30:00.000Z'),
  ]);

let unmount: (() => void) | undefined;
afterEach(() => unmount?.());

async function open(path: string, gateway: FakeSellerOrders, user: SessionUser | null = SELLER) {
  stubLayoutApis();
  const cookies = new InMemoryCookies(user === null ? {} : { [USER_DATA_COOKIE]: user.id });
  const session = new SessionStore(new InMemorySessionStorage(), cookies);
  if (user !== null) {
    session.setToken('t0k3n');
    session.setUser(user);
  }
  const app = await renderApp(path, {
    cookies: user === null ? {} : { [USER_DATA_COOKIE]: user.id },
    ports: { sessionStore: session, sellerOrders: gateway },
  });
  unmount = app.unmount;
  const main = () => app.host.querySelector('main')!;
  const text = () => (main().textContent ?? '').replace(/\u00a0/g, ' ');
  const card = (code: string) => [...main().querySelectorAll<HTMLElement>('article')].find((article) => article.textContent?.includes(code))!;
  const buttonIn = (root: ParentNode, name: string) =>
    [...root.querySelectorAll<HTMLButtonElement>('button')].find((element) => element.textContent?.trim() === name);
  const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');
  return { ...app, main, text, card, buttonIn, dialog };
}

function typeInto(element: HTMLTextAreaElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(element, value);
  element.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('the seller console', () => {
  it('lists the store’s orders with the shopper, city, items, total, status and the moves allowed now', async () => {
    const app = await open('/en/seller/orders', orders());
    await waitFor(() => app.main().querySelectorAll('article').length === 3);
    const first = app.card('HRF-001003');
    expect(first.querySelector('h3')!.textContent).toBe('Order HRF-001003');
    expect(first.textContent).toContain('ShopperHuda Alshehri');
    expect(first.textContent).toContain('CityRiyadh');
    expect(first.textContent).toContain('Items2');
    expect(first.textContent!.replace(/\u00a0/g, ' ')).toContain('TotalSAR 115.00');
    expect(first.textContent).toContain('New');
    expect([...first.querySelectorAll('[role="group"] button')].map((button) => button.textContent)).toEqual(['Start preparing', 'Reject']);
    expect([...app.card('HRF-001002').querySelectorAll('[role="group"] button')].map((button) => button.textContent)).toEqual(['Mark delivered']);
    expect(app.card('HRF-001001').textContent).toContain('Nothing left to do on this order.');
    expect(app.text()).toContain('3 orders');
  });

  it('filters by status through the address bar', async () => {
    const gateway = orders();
    const app = await open('/en/seller/orders?status=shipped', gateway);
    await waitFor(() => app.main().querySelectorAll('article').length === 1);
    expect(gateway.queries.at(-1)).toEqual({ status: 'shipped', page: 1, pageSize: 10 });
    const delivered = [...app.main().querySelectorAll<HTMLInputElement>('input[type="radio"]')].find((input) => input.value === 'delivered')!;
    expect(app.main().querySelector<HTMLInputElement>('input[value="shipped"]')!.checked).toBe(true);
    await act(async () => delivered.click());
    await waitFor(() => app.router.state.location.search === '?status=delivered' && app.card('HRF-001001') !== undefined);
    const cancelled = app.main().querySelector<HTMLInputElement>('input[value="cancelled"]')!;
    await act(async () => cancelled.click());
    await waitFor(() => app.text().includes('No orders with this status'));
  });

  it('moves an order on through inprogress, shipped and delivered', async () => {
    const gateway = orders();
    const app = await open('/en/seller/orders', gateway);
    await waitFor(() => app.card('HRF-001003') !== undefined);
    for (const [button, status] of [
      ['Start preparing', 'In progress'],
      ['Mark shipped', 'Shipped'],
      ['Mark delivered', 'Delivered'],
    ] as const) {
      await act(async () => app.buttonIn(app.card('HRF-001003'), button)!.click());
      await waitFor(() => app.card('HRF-001003').textContent!.includes(`Order HRF-001003 is now: ${status}.`));
      expect(document.activeElement).toBe(app.card('HRF-001003').querySelector('h3'));
    }
    expect(gateway.moves).toEqual([
      { code: 'HRF-001003', to: 'inprogress' },
      { code: 'HRF-001003', to: 'shipped' },
      { code: 'HRF-001003', to: 'delivered' },
    ]);
    expect(app.card('HRF-001003').textContent).toContain('Nothing left to do on this order.');
  });

  it('rejects only with a reason, given in a dialog', async () => {
    const gateway = orders();
    const app = await open('/en/seller/orders', gateway);
    await waitFor(() => app.card('HRF-001003') !== undefined);
    await act(async () => app.buttonIn(app.card('HRF-001003'), 'Reject')!.click());
    await waitFor(() => app.dialog() !== null);
    expect(app.dialog()!.textContent).toContain('Reject order HRF-001003');
    const reason = app.dialog()!.querySelector('textarea')!;
    await act(async () => app.buttonIn(app.dialog()!, 'Reject the order')!.click());
    await waitFor(() => app.dialog()!.textContent!.includes('Please give a reason for rejecting the order.'));
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(gateway.moves).toEqual([]);
    await act(async () => typeInto(reason, '  The clay cracked in the kiln.  '));
    await act(async () => app.buttonIn(app.dialog()!, 'Reject the order')!.click());
    await waitFor(() => app.card('HRF-001003').textContent!.includes('Order HRF-001003 is now: Rejected.'));
    expect(gateway.moves).toEqual([{ code: 'HRF-001003', to: 'rejected', reason: 'The clay cracked in the kiln.' }]);
  });

  it('shows why a move was refused beside the order, read again as it is now, even under a filter', async () => {
    const gateway = orders();
    const app = await open('/en/seller/orders?status=new', gateway);
    await waitFor(() => app.card('HRF-001003') !== undefined);
    gateway.cancelByShopper('HRF-001003');
    await act(async () => app.buttonIn(app.card('HRF-001003'), 'Start preparing')!.click());
    await waitFor(() => app.card('HRF-001003').textContent!.includes('Cancelled'));
    const alert = app.card('HRF-001003').querySelector('[role="alert"]')!;
    expect(alert.textContent).toContain('Order HRF-001003 was not changed');
    expect(alert.textContent).toContain("An order that is cancelled can't be changed to inprogress.");
    expect(app.card('HRF-001003').textContent).toContain('Nothing left to do on this order.');
  });

  it('reads the whole list again when the refused order cannot be read', async () => {
    const gateway = orders();
    const app = await open('/en/seller/orders', gateway);
    await waitFor(() => app.card('HRF-001003') !== undefined);
    gateway.cancelByShopper('HRF-001003');
    gateway.detail = async () => {
      throw new Error('unreachable');
    };
    const queries = gateway.queries.length;
    await act(async () => app.buttonIn(app.card('HRF-001003'), 'Start preparing')!.click());
    await waitFor(() => gateway.queries.length > queries && app.card('HRF-001003').textContent!.includes('Cancelled'));
    expect(app.card('HRF-001003').querySelector('[role="alert"]')).not.toBeNull();
  });

  it('opens the items, the shipping address and the history below an order', async () => {
    const app = await open('/en/seller/orders', orders());
    await waitFor(() => app.card('HRF-001002') !== undefined);
    const toggle = app.buttonIn(app.card('HRF-001002'), 'Details and shipping address')!;
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await act(async () => toggle.click());
    await waitFor(() => app.card('HRF-001002').textContent!.includes('Olaya Street, Building 3'));
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const details = app.card('HRF-001002').textContent!.replace(/\u00a0/g, ' ');
    expect(details).toContain('Riyadh, Riyadh, Saudi Arabia');
    expect(details).toContain('Mobile number: 0551234567');
    expect(details).toContain('Clay jarColour: RedQuantity: 2SAR 100.00');
    expect(details).toContain('Newby the shopper');
  });

  it('tells anyone but a seller that the page is for sellers', async () => {
    const shopper = await open('/en/seller/orders', orders(), SHOPPER);
    expect(shopper.text()).toContain('This page is for sellers');
    expect(shopper.main().querySelector('a')!.getAttribute('href')).toBe('/en/orders');
    shopper.unmount();
    unmount = undefined;
    const guest = await open('/ar/seller/orders', orders(), null);
    expect(guest.text()).toContain('هذه الصفحة مخصّصة للبائعين');
    expect(guest.main().querySelector('a')!.getAttribute('href')).toBe('/ar/auth/login?redirect=%2Far%2Fseller%2Forders');
  });

  it('offers the seller the console from the account menu', async () => {
    const app = await open('/en/seller/orders', orders());
    const links = [...app.host.querySelectorAll<HTMLAnchorElement>('header a')].map((anchor) => anchor.getAttribute('href'));
    expect(links).toContain('/en/seller');
  });

  it('reads in Arabic', async () => {
    const app = await open('/ar/seller/orders', orders());
    await waitFor(() => app.main().querySelectorAll('article').length === 3);
    expect(app.card('HRF-001003').querySelector('h3')!.textContent).toBe('الطلب HRF-001003');
    expect([...app.card('HRF-001003').querySelectorAll('[role="group"] button')].map((button) => button.textContent)).toEqual(['بدء التجهيز', 'رفض']);
    expect(app.text()).toContain('٣ طلبات');
  });
});
