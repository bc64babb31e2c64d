// Reading orders over the in-memory port (fast: no database): a page of the scope's orders by
// status and by current / previous, summaries in the reader's language with the shopper's first
// name and at most three pictures, and one order in full with what may be reviewed and its refund.
import { beforeEach, describe, expect, it } from 'vitest';
import type { OrderStatus } from '../../../src/domain/order';
import { aPlacedItem, anOrderToPlace, MemoryOrdersRepository } from '../../testing/memory/memory-orders-repository';
import { firstName, orderPage, orderRecord, SUMMARY_IMAGES, type OrderFilter } from './order-views';

const SHOPPER = 'shopper-1';
const OTHER = 'shopper-2';
const mine = { kind: 'shopper', userId: SHOPPER } as const;
const day = (n: number) => new Date(Date.parse('2026-01-01T10:00:00.000Z') + n * 86_400_000);

let orders: MemoryOrdersRepository;
/** The shopper's orders by status, placed a day apart in this order (new is the newest). */
const STATUSES: readonly OrderStatus[] = ['cancelled', 'delivered', 'shipped', 'rejected', 'inprogress', 'new'];
const codeOf = (status: OrderStatus) => `HRF-00100${STATUSES.indexOf(status)}`;

beforeEach(async () => {
  orders = new MemoryOrdersRepository();
  orders.addShopper(SHOPPER, '  Sara   Al-Qahtani ', '+966551234567');
  orders.addShopper(OTHER);
  for (const [index, status] of STATUSES.entries()) {
    const id = orders.place(anOrderToPlace(SHOPPER, codeOf(status), [aPlacedItem('palm-basket')], { createdAt: day(index) }));
    if (status !== 'new') await orders.inShopperTurn(SHOPPER, (turn) => turn.recordMove({ orderId: id, to: status, by: 'seller', reason: null, at: day(index) }));
  }
  orders.place(anOrderToPlace(OTHER, 'HRF-002001', [aPlacedItem('palm-basket')], { createdAt: day(9) }));
});

const page = (filter: Partial<OrderFilter> = {}) => orderPage(orders, mine, { status: 'all', page: 1, pageSize: 20, ...filter }, 'en');
const statusesOf = async (filter: Partial<OrderFilter>) => {
  const { items, total } = await page(filter);
  return [items.map((item) => item.status), total];
};

describe('a page of orders', () => {
  it('lists the scope’s orders newest first, all of them or one status, current or previous', async () => {
    expect(await statusesOf({})).toEqual([[...STATUSES].reverse(), 6]);
    expect(await statusesOf({ group: 'current' })).toEqual([['new', 'inprogress', 'shipped'], 3]);
    expect(await statusesOf({ group: 'previous' })).toEqual([['rejected', 'delivered', 'cancelled'], 3]);
    expect(await statusesOf({ status: 'shipped' })).toEqual([['shipped'], 1]);
    expect(await statusesOf({ status: 'shipped', group: 'current' })).toEqual([['shipped'], 1]);
    expect(await statusesOf({ status: 'shipped', group: 'previous' })).toEqual([[], 0]);
    expect(await statusesOf({ page: 2, pageSize: 4 })).toEqual([['delivered', 'cancelled'], 6]);
  });

  it('sums up each order in the reader’s language, with the shopper’s first name, the city and at most three pictures', async () => {
    orders.addShopper('shopper-3', 'هدى الحربي');
    const items = [aPlacedItem('palm-basket', 2), aPlacedItem('kilim-rug', 1, { image: null }), aPlacedItem('gift-box'), aPlacedItem('name-mug'), aPlacedItem('sadu-cushion')];
    orders.place(anOrderToPlace('shopper-3', 'HRF-003001', items));
    const [arabic] = (await orderPage(orders, { kind: 'shopper', userId: 'shopper-3' }, { status: 'all', page: 1, pageSize: 5 }, 'ar')).items;
    expect(arabic).toEqual({
      code: 'HRF-003001',
      createdAt: '2026-01-15T10:00:00.000Z',
      status: 'new',
      seller: { slug: 'najd-crafts', name: 'حرف نجد' },
      itemCount: 6,
      total: 6 * 10_000 + 2_500,
      images: ['/images/products/palm-basket.svg', '/images/products/gift-box.svg', '/images/products/name-mug.svg'],
      shopperName: 'هدى',
      city: 'الرياض',
    });
    expect(arabic!.images).toHaveLength(SUMMARY_IMAGES);
    const [english] = (await page()).items;
    expect(english).toMatchObject({ seller: { name: 'Najd Crafts' }, shopperName: 'Sara', city: 'Riyadh' });
  });

  it('greets a shopper by the first word of the full name', () => {
    expect(firstName('  Sara   Al-Qahtani ')).toBe('Sara');
    expect(firstName('Noura')).toBe('Noura');
  });
});

describe('one order in full', () => {
  it('reads it in the reader’s language, with the shopper’s contact; another shopper’s is not found', async () => {
    const record = await orderRecord(orders, mine, codeOf('shipped'), 'ar');
    expect(record).toMatchObject({
      code: codeOf('shipped'),
      status: 'shipped',
      seller: { slug: 'najd-crafts', name: 'حرف نجد' },
      items: [{ productSlug: 'palm-basket', name: 'منتج palm-basket', colour: null, size: null, quantity: 1, total: 10_000, reviewable: false, isGift: false }],
      shippedTo: { region: 'الرياض', city: 'الرياض', country: 'SA', addressText: 'King Fahd Road 1' },
      history: [
        { status: 'new', actor: 'shopper', reason: null, at: day(2).toISOString() },
        { status: 'shipped', actor: 'seller', reason: null, at: day(2).toISOString() },
      ],
      refund: null,
      shopper: { name: '  Sara   Al-Qahtani ', phone: '+966551234567' },
    });
    expect(await orderRecord(orders, { kind: 'shopper', userId: OTHER }, codeOf('shipped'), 'en')).toBeNull();
    expect(await orderRecord(orders, mine, 'HRF-999999', 'en')).toBeNull();
  });

  it('names the options chosen in the reader’s language', async () => {
    const rug = aPlacedItem('kilim-rug', 1, { colour: { en: 'Red', ar: 'أحمر' }, size: { en: 'Large', ar: 'كبير' }, giftText: 'Eid Mubarak', nameOnProduct: 'Sara' });
    orders.place(anOrderToPlace(SHOPPER, 'HRF-004001', [rug, aPlacedItem('gift-box')]));
    const record = await orderRecord(orders, mine, 'HRF-004001', 'ar');
    expect(record?.items.map((item) => [item.colour, item.size, item.giftText, item.nameOnProduct, item.isGift])).toEqual([
      ['أحمر', 'كبير', 'Eid Mubarak', 'Sara', false],
      [null, null, null, null, true],
    ]);
  });

  it('offers a delivered order’s products for review until the shopper has reviewed them', async () => {
    const id = orders.place(anOrderToPlace(SHOPPER, 'HRF-005001', [aPlacedItem('kilim-rug'), aPlacedItem('gift-box')]));
    const reviewable = async () => (await orderRecord(orders, mine, 'HRF-005001', 'en'))?.items.map((item) => item.reviewable);
    expect(await reviewable()).toEqual([false, false]);
    await orders.inShopperTurn(SHOPPER, (turn) => turn.recordMove({ orderId: id, to: 'delivered', by: 'system', reason: null, at: day(20) }));
    expect(await reviewable()).toEqual([true, true]);
    orders.markReviewed(SHOPPER, 'gift-box');
    orders.markReviewed(OTHER, 'kilim-rug');
    expect(await reviewable()).toEqual([true, false]);
  });

  it('shows the refund of a cancelled order', async () => {
    const id = orders.place(anOrderToPlace(SHOPPER, 'HRF-006001', [aPlacedItem('palm-basket')]));
    await orders.inShopperTurn(SHOPPER, (turn) => turn.appendLedger([{ seq: 1, kind: 'refund', amount: 12_500, ref: id }], day(30)));
    expect((await orderRecord(orders, mine, 'HRF-006001', 'en'))?.refund).toEqual({ amount: 12_500, at: day(30).toISOString() });
  });
});
