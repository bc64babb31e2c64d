// @vitest-environment jsdom
// The orders screens against an in-memory gateway: a guest sent to log in and back, the two
// groups and the status filter read from the address, the "no orders" empty state, an order in
// full, its cancellation with a reason (refused without one), the invoice saved under the
// order's code, and someone else's order as the 404 screen.
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Page } from '../../../application/ports/catalogue-gateway';
import { InMemoryCookies } from '../../../application/ports/in-memory-cookies';
import { InMemorySessionStorage } from '../../../application/ports/in-memory-session-storage';
import {
  type OrderDetail,
  type OrderListQuery,
  type OrdersGateway,
  type OrderSummary,
} from '../../../application/ports/orders-gateway';
import { RequestFailure } from '../../../application/ports/request-failure';
import { SessionStore, USER_DATA_COOKIE } from '../../../application/session/session-store';
import type { Language } from '../../../domain/locale';
import type { OrderStatus } from '../../../domain/order';
import { renderApp, waitFor } from '../../testing/render-app';

const summary = (code: string, status: OrderStatus): OrderSummary => ({
  code,
  createdAt: '2026-03-05T09:30:00.000Z',
  status,
  seller: { slug: 'sadu-house', name: 'Sadu House' },
  itemCount: 2,
  total: 22_500,
  images: ['/media/clay-jar.webp'],
});

const detail = (status: OrderStatus, changes: Partial<OrderDetail> = {}): OrderDetail => ({
  code: 'HRF-001042',
  createdAt: '2026-03-05T09:30:00.000Z',
  updatedAt: '2026-03-05T09:30:00.000Z',
  status,
  seller: { slug: 'sadu-house', name: 'Sadu House' },
  items: [
    {
      productSlug: 'clay-jar',
      name: 'Clay jar',
      image: null,
      isGift: false,
      colour: 'Red',
      size: null,
      nameOnProduct: 'Huda',
      giftText: null,
      quantity: 2,
      unitPrice: 10_000,
      unitDiscount: 0,
      total: 20_000,
      reviewable: status === 'delivered',
    },
  ],
  subtotal: 20_000,
  discount: 0,
  shippingFee: 2_500,
  total: 22_500,
  walletPart: 12_500,
  cardPart: 10_000,
  shippedTo: { region: 'Riyadh', city: 'Riyadh', country: 'SA', addressText: 'Olaya Street, Building 3' },
  history: [{ status: 'new', actor: 'shopper', reason: null, at: '2026-03-05T09:30:00.000Z' }],
  reason: null,
  allowedTransitions: status === 'new' || status === 'inprogress' ? ['cancelled'] : [],
  refund: null,
  ...changes,
});

class FakeOrders implements OrdersGateway {
  readonly asked: OrderListQuery[] = [];
  readonly cancelled: { code: string; reason: string }[] = [];
  readonly invoices: { code: string; language: Language }[] = [];
  constructor(
    private readonly orders: readonly OrderSummary[],
    private order: OrderDetail | null = null,
  ) {}
  async list(query: OrderListQuery): Promise<Page<OrderSummary>> {
    this.asked.push(query);
    const items = this.orders.filter(
      (order) =>
        (query.status === undefined || query.status === 'all' || order.status === query.status) &&
        (query.group === undefined || (query.group === 'current') === ['new', 'inprogress', 'shipped'].includes(order.status)),
    );
    return { items, total: items.length, page: query.page ?? 1, pageSize: query.pageSize ?? 10 };
  }
  async detail(code: string): Promise<OrderDetail> {
    if (this.order?.code !== code) throw new RequestFailure(404, 'orders.notFound', 'We could not find this order.');
    return this.order;
  }
  async cancel(code: string, reason: string): Promise<OrderDetail> {
    this.cancelled.push({ code, reason });
    this.order = detail('cancelled', {
      reason,
      refund: { amount: 22_500, at: '2026-03-06T10:00:00.000Z' },
      history: [...this.order!.history, { status: 'cancelled', actor: 'shopper', reason, at: '2026-03-06T10:00:00.000Z' }],
    });
    return this.order;
  }
  async invoice(code: string, language: Language): Promise<Blob> {
    this.invoices.push({ code, language });
    return new Blob(['%PDF-1.7'], { type: 'application/pdf' });
  }
}

let unmount: (() => void) | undefined;
afterEach(() => unmount?.());

async function open(path: string, orders: FakeOrders, signedIn = true) {
  const cookies: Record<string, string> = signedIn ? { [USER_DATA_COOKIE]: 'u-1' } : {};
  const store = new SessionStore(new InMemorySessionStorage(), new InMemoryCookies(cookies));
  if (signedIn) store.setToken('session-token');
  const app = await renderApp(path, {
    cookies,
    // The login screen a guest is sent to uses no port until it is submitted.
    ports: { orders, sessionStore: store },
  });
  unmount = app.unmount;
  return app;
}

const control = (host: HTMLElement, name: string | RegExp) =>
  [...host.querySelectorAll<HTMLElement>('button, a')].find((element) =>
    typeof name === 'string' ? element.textContent?.trim() === name : name.test(element.textContent ?? ''),
  );

const click = (element: HTMLElement | undefined) => {
  if (element === undefined) throw new Error('nothing to click');
  act(() => element.click());
};

/** Types into a React-controlled field. */
function type(field: HTMLTextAreaElement, text: string) {
  const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!;
  act(() => {
    setValue.call(field, text);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

describe('the orders list', () => {
  it('sends a guest to log in, to come back to the same list', async () => {
    const { router } = await open('/en/orders?status=shipped', new FakeOrders([]), false);
    await waitFor(() => router.state.location.pathname === '/en/auth/login');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/en/orders?status=shipped');
  });

  it('shows current and previous orders, each a link to the order with its translated status', async () => {
    const orders = new FakeOrders([summary('HRF-001043', 'shipped'), summary('HRF-001042', 'delivered')]);
    const { host } = await open('/ar/orders', orders);
    await waitFor(() => host.querySelector('article') !== null);
    const [current, previous] = [...host.querySelectorAll('section')];
    expect(current?.querySelector('h2')?.textContent).toBe('الطلبات الحالية');
    expect(current?.textContent).toContain('تم الشحن');
    expect(current?.querySelector('a')?.getAttribute('href')).toBe('/ar/orders/HRF-001043');
    expect(previous?.querySelector('h2')?.textContent).toBe('الطلبات السابقة');
    expect(previous?.textContent).toContain('تم التوصيل');
    expect(previous?.textContent).toContain('٢٢٥٫٠٠');
    expect(new Set(orders.asked.map((query) => query.group))).toEqual(new Set(['current', 'previous']));
    expect(control(host, 'الكل')?.getAttribute('aria-current')).toBe('page');
  });

  it('reads the status filter from the address and shows only its group', async () => {
    const orders = new FakeOrders([summary('HRF-001043', 'shipped'), summary('HRF-001042', 'delivered')]);
    const { host } = await open('/en/orders?status=delivered', orders);
    await waitFor(() => host.querySelector('article') !== null);
    expect([...host.querySelectorAll('section h2')].map((heading) => heading.textContent)).toEqual(['Previous orders']);
    for (const query of orders.asked) expect(query).toEqual({ status: 'delivered', group: undefined, page: 1, pageSize: 10 });
    expect(control(host, 'Delivered')?.getAttribute('aria-current')).toBe('page');
    expect(control(host, 'Shipped')?.getAttribute('href')).toBe('/en/orders?status=shipped');
  });

  it('says so when there is no order at all, and when none has the chosen status', async () => {
    const none = await open('/en/orders', new FakeOrders([]));
    await waitFor(() => none.host.textContent?.includes('You have no orders yet') === true);
    expect(control(none.host, 'Browse products')?.getAttribute('href')).toBe('/en/products/all');
    none.unmount();

    const { host } = await open('/en/orders?status=rejected', new FakeOrders([summary('HRF-001042', 'delivered')]));
    await waitFor(() => host.textContent?.includes('No orders with the status “Rejected”') === true);
    expect(control(host, 'Show all orders')?.getAttribute('href')).toBe('/en/orders');
  });
});

describe('an order', () => {
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => 'blob:invoice');
    URL.revokeObjectURL = vi.fn();
    // jsdom has no FontFaceSet; Mantine's autosizing textarea listens to it.
    if (!('fonts' in document)) {
      Object.defineProperty(document, 'fonts', { configurable: true, value: { addEventListener: () => {}, removeEventListener: () => {} } });
    }
  });

  it('shows its items, amounts, address and history, and saves the invoice under its code', async () => {
    const orders = new FakeOrders([], detail('delivered'));
    const { host } = await open('/en/orders/HRF-001042', orders);
    await waitFor(() => host.textContent?.includes('Status history') === true);
    expect(host.querySelector('h1')?.textContent).toBe('Order HRF-001042');
    expect(host.textContent).toContain('ColourRed');
    expect(host.textContent).toMatch(/Paid from your walletSAR\s125\.00/);
    expect(host.textContent).toMatch(/Paid by cardSAR\s100\.00/);
    expect(host.querySelector('address')?.textContent).toBe('Olaya Street, Building 3RiyadhSaudi Arabia');
    expect(control(host, 'Write a review')?.getAttribute('href')).toBe('/en/products/details/clay-jar#write-review');
    expect(control(host, 'Cancel order')).toBeUndefined();

    const clickLink = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    click(control(host, 'Download invoice'));
    await waitFor(() => clickLink.mock.contexts.length > 0);
    const saved = clickLink.mock.contexts[0] as HTMLAnchorElement | undefined;
    clickLink.mockRestore();
    expect(orders.invoices).toEqual([{ code: 'HRF-001042', language: 'en' }]);
    expect(saved?.download).toBe('HRF-001042.pdf');
    expect(saved?.href).toBe('blob:invoice');
  });

  it('is cancelled with a reason, after a confirmation, and then shows the refund', async () => {
    const orders = new FakeOrders([], detail('new'));
    const { host } = await open('/en/orders/HRF-001042', orders);
    await waitFor(() => control(host, 'Cancel order') !== undefined);
    click(control(host, 'Cancel order'));
    click(control(host, 'Continue'));
    const reason = host.querySelector<HTMLTextAreaElement>('textarea')!;
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(host.textContent).toContain('Please give a reason for cancelling the order.');
    expect(orders.cancelled).toEqual([]);

    type(reason, '  I ordered the wrong size.  ');
    click(control(host, 'Continue'));
    const question = host.querySelector<HTMLElement>('[role="group"][aria-labelledby="cancel-question"]')!;
    expect(question.textContent).toContain('Cancel order HRF-001042? What you paid goes back to your wallet.');
    expect(document.activeElement).toBe(question);
    click(control(question, 'Yes, cancel the order'));
    await waitFor(() => host.textContent?.includes('You cancelled this order') === true);
    expect(orders.cancelled).toEqual([{ code: 'HRF-001042', reason: 'I ordered the wrong size.' }]);
    expect(host.textContent).toMatch(/SAR\s225\.00 returned to your wallet/);
    expect(control(host, 'View my wallet')?.getAttribute('href')).toBe('/en/profile/wallet');
    expect(control(host, 'Cancel order')).toBeUndefined();
  });

  it("is the 404 screen when it is not the shopper's, or the code names no order", async () => {
    const other = await open('/ar/orders/HRF-009999', new FakeOrders([], detail('new')));
    await waitFor(() => other.host.querySelector('h1')?.textContent === 'الصفحة غير موجودة');
    other.unmount();
    const malformed = await open('/en/orders/not-an-order', new FakeOrders([]));
    expect(malformed.host.querySelector('h1')?.textContent).toBe('Page Not Found');
  });
});
