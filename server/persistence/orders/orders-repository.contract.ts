// What every adapter of the orders port does, run against each of them: the database's on PGlite
// (orders-repository.test.ts) and on the PostgreSQL server (.pg.test.ts, where turns truly race),
// and the in-memory one the use cases' tests rely on, so that a fast test stands for the real
// thing. Reads stay within their scope; a turn's writes (the move and its history, notifications,
// stock, ledger rows) are scoped to its shopper, atomic (work that throws leaves nothing), and
// one shopper's turns run one after another, so of two moves of one order only one sees it new.
import { sellerVatNumberOf } from './seller-vat-number';
import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { OrderStatus } from '../../../src/domain/order';
import type { WalletTotals } from '../../../src/domain/wallet';
import { insertStore, signedInShopper, STORE_SELLER } from '../../testing/account-fixtures';
import { insertCartProducts, insertLedger } from '../../testing/cart-fixtures';
import {
  aPlacedItem,
  amountsOf,
  anOrderToPlace,
  itemTotal,
  NAJD_CRAFTS,
  type CatalogueSeller,
  type OrderToPlace,
  type StoredLedgerRow,
  type StoredNotification,
} from '../../testing/memory/memory-orders-repository';
import { openTestDatabase } from '../../testing/test-database';
import type { OrderRow, OrdersRepository, OrdersTurn } from '../../use-cases/orders/orders-repository';
import { checkouts, notifications, orderEvents, orderItems, orders, products, reviews, sellers, users, walletEntries } from '../schema';
import { readWalletTotals } from '../wallet/ledger-rows';
import { DrizzleOrdersRepository } from './drizzle-orders-repository';

/** The second store of the world, beside najd-crafts. */
export const HEJAZ_POTTERY: CatalogueSeller = { slug: 'hejaz-pottery', name: { en: 'Hejaz Pottery', ar: 'فخار الحجاز' } };

export interface NewShopper {
  readonly fullName?: string;
  readonly phone?: string | null;
  /** Halalas topped up (one topup row); none when absent. */
  readonly wallet?: number;
}

/**
 * An adapter over two stores (najd-crafts, hejaz-pottery) and the store's and the cart's products
 * (account-fixtures and cart-fixtures: gift-box is a gift), and ways to add shoppers, orders and
 * reviews and to read what a turn left: stock, ledger rows, wallet totals and notifications.
 */
export interface OrdersWorld {
  readonly repository: OrdersRepository;
  newShopper(shopper?: NewShopper): Promise<string>;
  /** Places a new order as checkout would (its first event the shopper's); answers its id. */
  place(order: OrderToPlace): Promise<string>;
  review(userId: string, productSlug: string): Promise<void>;
  stockOf(productSlug: string): Promise<number>;
  /** The shopper's ledger rows, oldest first. */
  ledgerOf(userId: string): Promise<readonly StoredLedgerRow[]>;
  /** The shopper's wallet totals as kept beside the ledger. */
  totalsOf(userId: string): Promise<WalletTotals>;
  /** What the shopper was told, oldest first. */
  notificationsOf(userId: string): Promise<readonly StoredNotification[]>;
  close(): Promise<void>;
}

const PLACED_AT = new Date('2026-01-15T10:00:00.000Z');
const hours = (n: number) => new Date(PLACED_AT.getTime() + n * 3_600_000);
const pause = (ms: number) => new Promise((resume) => setTimeout(resume, ms));

export function ordersRepositoryContract(adapter: string, open: () => Promise<OrdersWorld>): void {
  describe(`the orders port: ${adapter}`, () => {
    let world: OrdersWorld;
    let repository: OrdersRepository;
    let shopper: string;
    let codes = 0;
    /** Order codes are unique across the store; each order takes a new one, increasing. */
    const newCode = () => `HRF-${String(++codes).padStart(6, '0')}`;
    // One database for the suite; every test acts for shoppers of its own and reads the stock's change.
    beforeAll(async () => {
      world = await open();
      repository = world.repository;
    }, 60_000);
    afterAll(() => world?.close());
    beforeEach(async () => {
      shopper = await world.newShopper();
    });

    const mine = () => ({ kind: 'shopper', userId: shopper }) as const;
    const turnOf = <T>(work: (turn: OrdersTurn) => Promise<T>, who = shopper) => repository.inShopperTurn(who, work);
    async function placed(items = [aPlacedItem('palm-basket')], extra: Partial<OrderToPlace> = {}, who = shopper): Promise<{ id: string; code: string }> {
      const code = newCode();
      return { id: await world.place(anOrderToPlace(who, code, items, extra)), code };
    }
    const move = (orderId: string, to: OrderStatus, at: Date, reason: string | null = null) =>
      turnOf((turn) => turn.recordMove({ orderId, to, by: 'seller', reason, at }));

    describe('reading', () => {
      it('reads an order in full as it was placed: items in the order bought, amounts, address, its first event', async () => {
        shopper = await world.newShopper({ fullName: 'Sara Al-Qahtani', phone: '+966551234567' });
        const items = [
          aPlacedItem('kilim-rug', 2, {
            name: { en: 'Kilim rug', ar: 'سجادة كليم' },
            colour: { en: 'Red', ar: 'أحمر' },
            size: { en: 'Large', ar: 'كبير' },
            unitPrice: 40_000,
            unitDiscount: 4_000,
          }),
          aPlacedItem('gift-box', 1, { giftText: 'Happy Eid', unitPrice: 12_000 }),
          aPlacedItem('name-mug', 1, { nameOnProduct: 'Sara', image: null, unitPrice: 4_500 }),
        ];
        const { id, code } = await placed(items, { walletPart: 30_000 });
        const row = await repository.find(mine(), code);
        expect(row).toEqual({
          id,
          code,
          createdAt: PLACED_AT,
          updatedAt: PLACED_AT,
          status: 'new',
          seller: NAJD_CRAFTS,
          shopper: { fullName: 'Sara Al-Qahtani', phone: '+966551234567' },
          items: [
            { ...items[0], isGift: false, total: 72_000 },
            { ...items[1], isGift: true, total: 12_000 },
            { ...items[2], isGift: false, total: 4_500 },
          ],
          subtotal: 96_500,
          discount: 8_000,
          shippingFee: 2_500,
          total: 91_000,
          walletPart: 30_000,
          cardPart: 61_000,
          shippedTo: anOrderToPlace(shopper, code, items).shippedTo,
          history: [{ status: 'new', actor: 'shopper', reason: null, at: PLACED_AT }],
          reason: null,
          refund: null,
          reviewedProducts: [],
        });
      });

      it('reads only within the scope: the shopper’s own orders, the seller’s own, every order for operators', async () => {
        const other = await world.newShopper();
        const ours = await placed();
        const theirs = await placed([aPlacedItem('sadu-cushion')], { sellerSlug: HEJAZ_POTTERY.slug }, other);
        const codeOf = (row: OrderRow | null) => row?.code ?? null;

        expect(codeOf(await repository.find(mine(), ours.code))).toBe(ours.code);
        expect(await repository.find(mine(), theirs.code)).toBeNull();
        expect(await repository.find({ kind: 'seller', sellerSlug: NAJD_CRAFTS.slug }, theirs.code)).toBeNull();
        expect(codeOf(await repository.find({ kind: 'seller', sellerSlug: HEJAZ_POTTERY.slug }, theirs.code))).toBe(theirs.code);
        expect(codeOf(await repository.find({ kind: 'operator' }, theirs.code))).toBe(theirs.code);
        expect(await repository.find({ kind: 'operator' }, 'HRF-999999')).toBeNull();

        expect(await repository.locate(mine(), ours.code)).toEqual({ orderId: ours.id, userId: shopper });
        expect(await repository.locate(mine(), theirs.code)).toBeNull();
        expect(await repository.locate({ kind: 'seller', sellerSlug: NAJD_CRAFTS.slug }, theirs.code)).toBeNull();
        expect(await repository.locate({ kind: 'seller', sellerSlug: HEJAZ_POTTERY.slug }, theirs.code)).toEqual({ orderId: theirs.id, userId: other });
        expect(await repository.locate({ kind: 'operator' }, theirs.code)).toEqual({ orderId: theirs.id, userId: other });
        expect(await repository.locate({ kind: 'operator' }, 'HRF-999999')).toBeNull();

        const sellersCodes = (await repository.page({ kind: 'seller', sellerSlug: HEJAZ_POTTERY.slug }, { offset: 0, limit: 500 })).rows.map((row) => row.code);
        expect(sellersCodes).toContain(theirs.code);
        expect(sellersCodes).not.toContain(ours.code);
        const everyCode = (await repository.page({ kind: 'operator' }, { offset: 0, limit: 500 })).rows.map((row) => row.code);
        expect(everyCode).toEqual(expect.arrayContaining([ours.code, theirs.code]));
      });

      it('pages the scope’s orders newest first (ties by code, descending), by status, counting all that match', async () => {
        shopper = await world.newShopper({ fullName: '  Huda   Al-Harbi ' });
        const first = await placed([aPlacedItem('palm-basket', 2), aPlacedItem('kilim-rug', 1, { image: null }), aPlacedItem('gift-box', 3)], { createdAt: hours(0) });
        const second = await placed(undefined, { createdAt: hours(1) });
        const third = await placed(undefined, { createdAt: hours(1), sellerSlug: HEJAZ_POTTERY.slug });
        const fourth = await placed(undefined, { createdAt: hours(2) });
        await move(second.id, 'cancelled', hours(3), 'Changed my mind');
        await move(fourth.id, 'delivered', hours(3));

        const all = await repository.page(mine(), { offset: 0, limit: 10 });
        expect(all.total).toBe(4);
        expect(all.rows.map((row) => [row.code, row.status])).toEqual([
          [fourth.code, 'delivered'],
          [third.code, 'new'],
          [second.code, 'cancelled'],
          [first.code, 'new'],
        ]);
        expect(all.rows[3]).toEqual({
          code: first.code,
          createdAt: hours(0),
          status: 'new',
          total: 2 * 10_000 + 10_000 + 3 * 10_000 + 2_500,
          seller: NAJD_CRAFTS,
          shopperName: '  Huda   Al-Harbi ',
          city: { en: 'Riyadh', ar: 'الرياض' },
          items: [
            { quantity: 2, image: '/images/products/palm-basket.svg' },
            { quantity: 1, image: null },
            { quantity: 3, image: '/images/products/gift-box.svg' },
          ],
        });
        expect(all.rows[1]!.seller).toEqual(HEJAZ_POTTERY);

        const codes = async (query: Parameters<OrdersRepository['page']>[1]) => {
          const page = await repository.page(mine(), query);
          return [page.rows.map((row) => row.code), page.total];
        };
        expect(await codes({ offset: 1, limit: 2 })).toEqual([[third.code, second.code], 4]);
        expect(await codes({ offset: 4, limit: 2 })).toEqual([[], 4]);
        expect(await codes({ statuses: ['new'], offset: 0, limit: 10 })).toEqual([[third.code, first.code], 2]);
        expect(await codes({ statuses: ['delivered', 'cancelled'], offset: 0, limit: 1 })).toEqual([[fourth.code], 2]);
        expect(await codes({ statuses: [], offset: 0, limit: 10 })).toEqual([[], 0]);
      });

      it('reads which of an order’s products the shopper has reviewed', async () => {
        const other = await world.newShopper();
        const { code } = await placed([aPlacedItem('kilim-rug'), aPlacedItem('gift-box'), aPlacedItem('kilim-rug', 1, { size: { en: 'Small', ar: 'صغير' } })]);
        await world.review(shopper, 'kilim-rug');
        await world.review(shopper, 'sadu-cushion');
        await world.review(other, 'gift-box');
        expect((await repository.find(mine(), code))?.reviewedProducts).toEqual(['kilim-rug']);
      });
    });

    describe('a shopper’s turn', () => {
      it('holds the shopper’s own order for a move, and no other shopper’s', async () => {
        const other = await world.newShopper();
        const { id, code } = await placed([aPlacedItem('palm-basket', 2)]);
        expect(await turnOf((turn) => turn.orderForUpdate(id))).toEqual({ id, code, status: 'new', total: 22_500 });
        expect(await turnOf((turn) => turn.orderForUpdate(id), other)).toBeNull();
        expect(await turnOf((turn) => turn.orderForUpdate(randomUUID()))).toBeNull();
      });

      it('records a move: the status, when, the reason when one is given, and the move in the history', async () => {
        const { id, code } = await placed();
        await move(id, 'inprogress', hours(1));
        await turnOf((turn) => turn.recordMove({ orderId: id, to: 'cancelled', by: 'shopper', reason: 'Changed my mind', at: hours(2) }));
        await turnOf((turn) => turn.recordMove({ orderId: id, to: 'delivered', by: 'system', reason: null, at: hours(3) }));
        expect(await repository.find(mine(), code)).toMatchObject({
          status: 'delivered',
          updatedAt: hours(3),
          reason: 'Changed my mind',
          history: [
            { status: 'new', actor: 'shopper', reason: null, at: PLACED_AT },
            { status: 'inprogress', actor: 'seller', reason: null, at: hours(1) },
            { status: 'cancelled', actor: 'shopper', reason: 'Changed my mind', at: hours(2) },
            { status: 'delivered', actor: 'system', reason: null, at: hours(3) },
          ],
        });
        expect((await turnOf((turn) => turn.orderForUpdate(id)))?.status).toBe('delivered');
      });

      it('never moves another shopper’s order', async () => {
        const other = await world.newShopper();
        const { id, code } = await placed();
        await expect(turnOf((turn) => turn.recordMove({ orderId: id, to: 'cancelled', by: 'shopper', reason: 'Not mine', at: hours(1) }), other)).rejects.toThrow();
        expect(await repository.find(mine(), code)).toMatchObject({ status: 'new', reason: null, history: [{ status: 'new' }] });
      });

      it('tells the shopper, and no one else', async () => {
        const other = await world.newShopper();
        await turnOf(async (turn) => {
          await turn.notify({ kind: 'orderStatus', params: { code: 'HRF-001001', status: 'cancelled' }, link: '/orders/HRF-001001', at: hours(1) });
          await turn.notify({ kind: 'orderRefunded', params: { code: 'HRF-001001', amount: 12_500 }, link: '/orders/HRF-001001', at: hours(2) });
        });
        expect(await world.notificationsOf(shopper)).toEqual([
          { kind: 'orderStatus', params: { code: 'HRF-001001', status: 'cancelled' }, link: '/orders/HRF-001001', at: hours(1) },
          { kind: 'orderRefunded', params: { code: 'HRF-001001', amount: 12_500 }, link: '/orders/HRF-001001', at: hours(2) },
        ]);
        expect(await world.notificationsOf(other)).toEqual([]);
      });

      it('puts every piece of the shopper’s order back in stock, the lines of one product together', async () => {
        const other = await world.newShopper();
        const { id } = await placed([aPlacedItem('palm-basket', 2), aPlacedItem('gift-box'), aPlacedItem('palm-basket', 1, { nameOnProduct: 'Sara' })]);
        const before = { basket: await world.stockOf('palm-basket'), box: await world.stockOf('gift-box') };
        await turnOf((turn) => turn.restock(id), other);
        expect({ basket: await world.stockOf('palm-basket'), box: await world.stockOf('gift-box') }).toEqual(before);
        await turnOf((turn) => turn.restock(id));
        expect({ basket: await world.stockOf('palm-basket'), box: await world.stockOf('gift-box') }).toEqual({ basket: before.basket + 3, box: before.box + 1 });
      });

      it('reads the shopper’s wallet (the kept totals, one reference’s rows numbered from 1) and appends rows moving the totals; a second refund of an order is refused', async () => {
        shopper = await world.newShopper({ wallet: 50_000 });
        const { id, code } = await placed();
        expect(await turnOf((turn) => turn.wallet(id))).toEqual({ totals: { balance: 50_000, held: 0 }, rows: [] });
        await turnOf((turn) =>
          turn.appendLedger(
            [
              { seq: 7, kind: 'payment', amount: -12_500, ref: 'checkout-1' },
              { seq: 8, kind: 'refund', amount: 12_500, ref: id },
            ],
            hours(1),
          ),
        );
        expect(await turnOf((turn) => turn.wallet(id))).toEqual({ totals: { balance: 50_000, held: 0 }, rows: [{ seq: 1, kind: 'refund', amount: 12_500, ref: id }] });
        expect((await world.ledgerOf(shopper)).slice(1)).toEqual([
          { kind: 'payment', amount: -12_500, ref: 'checkout-1', at: hours(1) },
          { kind: 'refund', amount: 12_500, ref: id, at: hours(1) },
        ]);
        expect((await repository.find(mine(), code))?.refund).toEqual({ amount: 12_500, at: hours(1) });

        await expect(turnOf((turn) => turn.appendLedger([{ seq: 4, kind: 'refund', amount: 12_500, ref: id }], hours(2)))).rejects.toThrow();
        expect(await world.ledgerOf(shopper)).toHaveLength(3);
        expect(await world.totalsOf(shopper)).toEqual({ balance: 50_000, held: 0 });
      });

      it('leaves nothing of a turn that throws, and goes on with the next one', async () => {
        shopper = await world.newShopper({ wallet: 10_000 });
        const { id, code } = await placed([aPlacedItem('name-mug', 2)]);
        const stock = await world.stockOf('name-mug');
        const refused = new Error('refused by the use case');
        await expect(
          turnOf(async (turn) => {
            await turn.recordMove({ orderId: id, to: 'cancelled', by: 'shopper', reason: 'Changed my mind', at: hours(1) });
            await turn.notify({ kind: 'orderStatus', params: { code, status: 'cancelled' }, link: null, at: hours(1) });
            await turn.restock(id);
            await turn.appendLedger([{ seq: 2, kind: 'refund', amount: 22_500, ref: id }], hours(1));
            throw refused;
          }),
        ).rejects.toBe(refused);
        expect(await repository.find(mine(), code)).toMatchObject({ status: 'new', updatedAt: PLACED_AT, reason: null, refund: null, history: [{ status: 'new' }] });
        expect(await world.notificationsOf(shopper)).toEqual([]);
        expect(await world.stockOf('name-mug')).toBe(stock);
        expect(await world.ledgerOf(shopper)).toHaveLength(1);
        expect(await world.totalsOf(shopper)).toEqual({ balance: 10_000, held: 0 });

        await move(id, 'inprogress', hours(2));
        expect((await repository.find(mine(), code))?.status).toBe('inprogress');
      });

      it('runs one shopper’s turns one after another: of many moves of one order at once, exactly one finds it new', async () => {
        const { id, code } = await placed();
        const moveIfNew = (to: OrderStatus) =>
          turnOf(async (turn) => {
            if ((await turn.orderForUpdate(id))?.status !== 'new') return 'refused';
            await pause(20); // Time for another turn to read the order too, were it not waiting.
            await turn.recordMove({ orderId: id, to, by: 'seller', reason: 'Raced', at: hours(1) });
            return 'moved';
          });
        const answers = await Promise.all([moveIfNew('cancelled'), moveIfNew('rejected'), moveIfNew('cancelled'), moveIfNew('inprogress')]);
        expect(answers.filter((answer) => answer === 'moved')).toHaveLength(1);
        expect((await repository.find(mine(), code))?.history).toHaveLength(2);
      });
    });
  });
}

/** The database's adapter over a fresh database holding both stores and the products: PGlite, or the PostgreSQL server. */
export async function drizzleOrdersWorld({ postgres = false } = {}): Promise<OrdersWorld> {
  const { database, drop } = await openTestDatabase({ postgres });
  const { db } = database;
  await insertStore(db);
  await insertCartProducts(db);
  await db.insert(sellers).values({ ...STORE_SELLER, slug: HEJAZ_POTTERY.slug, nameEn: HEJAZ_POTTERY.name.en, nameAr: HEJAZ_POTTERY.name.ar });
  return {
    repository: new DrizzleOrdersRepository(db),
    newShopper: async ({ fullName, phone = null, wallet } = {}) => {
      const { id } = await signedInShopper(db, fullName);
      if (phone !== null) await db.update(users).set({ phone }).where(eq(users.id, id));
      if (wallet !== undefined) await insertLedger(db, id, [{ kind: 'topup', amount: wallet, ref: `top-up-${randomUUID()}` }]);
      return id;
    },
    place: async (order) => {
      const amounts = amountsOf(order);
      const shippedTo = { addressId: randomUUID(), regionId: 'riyadh', cityId: 'riyadh-city', ...order.shippedTo };
      const checkoutId = randomUUID();
      await db.insert(checkouts).values({ id: checkoutId, userId: order.userId, idempotencyKey: randomUUID(), state: 'paid', shippedTo, drafts: [], ...amounts });
      const [inserted] = await db
        .insert(orders)
        .values({ code: order.code, userId: order.userId, sellerSlug: order.sellerSlug, sellerVatNumber: sellerVatNumberOf(order.sellerSlug), checkoutId, status: 'new', shippedTo, ...amounts, createdAt: order.createdAt, updatedAt: order.createdAt })
        .returning({ id: orders.id });
      const id = inserted!.id;
      await db.insert(orderItems).values(
        order.items.map((item, position) => ({
          orderId: id,
          position,
          productSlug: item.productSlug,
          line: {
            ...item,
            colour: item.colour === null ? null : { id: item.colour.en.toLowerCase(), name: item.colour },
            size: item.size === null ? null : { id: item.size.en.toLowerCase(), name: item.size },
            total: itemTotal(item),
            cartLineKey: `${item.productSlug}-${position}`,
          },
          quantity: item.quantity,
          total: itemTotal(item),
        })),
      );
      await db.insert(orderEvents).values({ orderId: id, status: 'new', actor: 'shopper', createdAt: order.createdAt });
      return id;
    },
    review: async (userId, productSlug) => {
      await db.insert(reviews).values({ userId, productSlug, rating: 5, body: 'Beautiful work, well made.' });
    },
    stockOf: async (productSlug) => {
      const [row] = await db.select({ stock: products.stock }).from(products).where(eq(products.slug, productSlug));
      if (!row) throw new Error(`No product ${productSlug}`);
      return row.stock;
    },
    ledgerOf: (userId) =>
      db
        .select({ kind: walletEntries.kind, amount: walletEntries.amount, ref: walletEntries.ref, at: walletEntries.createdAt })
        .from(walletEntries)
        .where(eq(walletEntries.userId, userId))
        .orderBy(asc(walletEntries.seq)),
    totalsOf: (userId) => readWalletTotals(db, userId),
    notificationsOf: (userId) =>
      db
        .select({ kind: notifications.kind, params: notifications.params, link: notifications.link, at: notifications.createdAt })
        .from(notifications)
        .where(eq(notifications.userId, userId))
        .orderBy(asc(notifications.createdAt), asc(notifications.id)),
    close: drop,
  };
}
