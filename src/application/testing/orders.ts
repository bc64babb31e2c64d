// An order as the order screens receive it, for the machines' tests: one shopper's order of one
// store, changed where a test needs it.
import type { OrderStatus } from '../../domain/order';
import type { OrderDetail } from '../ports/orders-gateway';

export function anOrderDetail(status: OrderStatus, changes: Partial<OrderDetail> = {}): OrderDetail {
  return {
    code: 'HRF-001042',
    createdAt: '2026-03-05T09:30:00.000Z',
    updatedAt: '2026-03-05T09:30:00.000Z',
    status,
    seller: { slug: 'sadu-house', name: 'Sadu House' },
    items: [],
    subtotal: 20_000,
    discount: 0,
    shippingFee: 2_500,
    total: 22_500,
    walletPart: 22_500,
    cardPart: 0,
    shippedTo: { region: 'Riyadh', city: 'Riyadh', country: 'Saudi Arabia', addressText: 'Olaya Street, Building 3' },
    history: [{ status: 'new', actor: 'shopper', reason: null, at: '2026-03-05T09:30:00.000Z' }],
    reason: null,
    allowedTransitions: [],
    refund: null,
    ...changes,
  };
}
