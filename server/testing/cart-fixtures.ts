// Rows for the cart and wallet tests, beside account-fixtures' store (insertPlaces and
// insertProducts first): products with colours and sizes, one a name can be written on, a gift;
// wallet ledger rows; a paid checkout with its orders, for the references of wallet rows.
import { sellerVatNumberOf } from '../persistence/orders/seller-vat-number';
import { randomUUID } from 'node:crypto';
import type { LedgerEntry } from '../../src/domain/wallet';
import type { Db } from '../persistence/database';
import { checkouts, orders, products, type ShippedTo } from '../persistence/schema';
import { inShopperTransaction } from '../persistence/transactions';
import { appendLedgerRows } from '../persistence/wallet/ledger-rows';
import { aStoreProduct } from './account-fixtures';

/**
 * Three more products of najd-crafts, as insertCartProducts writes them:
 * - kilim-rug: 400.00 SAR, 10 % off, 6 in stock, colours red / indigo, sizes small / large;
 * - name-mug: 45.00 SAR, customisable (a name can be written on it), 10 in stock, free shipping;
 * - gift-box: 120.00 SAR, a gift product (gift text), 4 in stock.
 */
export const CART_PRODUCTS = [
  aStoreProduct('kilim-rug', 'Kilim rug', 'سجادة كليم', 40_000, 6, {
    discountBasisPoints: 1000,
    colours: [
      { id: 'red', name: { en: 'Red', ar: 'أحمر' }, hex: '#b22222' },
      { id: 'indigo', name: { en: 'Indigo', ar: 'نيلي' }, hex: '#3f51b5' },
    ],
    sizes: [
      { id: 'small', name: { en: 'Small', ar: 'صغير' } },
      { id: 'large', name: { en: 'Large', ar: 'كبير' } },
    ],
  }),
  aStoreProduct('name-mug', 'Name mug', 'كوب بالاسم', 4_500, 10, { customisable: true, freeShipping: true }),
  aStoreProduct('gift-box', 'Gift box', 'صندوق هدية', 12_000, 4, { isGift: true }),
] as const;

/** CART_PRODUCTS, beside account-fixtures' store (insertStore first). */
export async function insertCartProducts(db: Db): Promise<void> {
  await db.insert(products).values([...CART_PRODUCTS]);
}

export type LedgerRow = Pick<LedgerEntry, 'kind' | 'amount' | 'ref'>;

/**
 * Appends wallet ledger rows for a user, in the order given, one second apart from `from`, as a
 * turn of theirs does: through the one writer, which moves their wallet's totals with the rows.
 */
export async function insertLedger(db: Db, userId: string, rows: readonly LedgerRow[], from = new Date('2026-01-01T09:00:00.000Z')): Promise<void> {
  if (rows.length === 0) return;
  const dated = rows.map(({ kind, amount, ref }, index) => ({ kind, amount, ref, createdAt: new Date(from.getTime() + index * 1000) }));
  await inShopperTransaction(db, userId, (tx) => appendLedgerRows(tx, userId, dated));
}

const SHIPPED_TO: ShippedTo = {
  addressId: '00000000-0000-4000-8000-000000000001',
  regionId: 'riyadh',
  region: { en: 'Riyadh', ar: 'الرياض' },
  cityId: 'riyadh-city',
  city: { en: 'Riyadh', ar: 'الرياض' },
  country: 'SA',
  addressText: 'King Fahd Road',
};

/**
 * A paid checkout of `total` halalas, all from the wallet, with one order of najd-crafts per
 * code given (`HRF-001001`, ...). Answers the checkout's id and its orders' ids.
 */
export async function insertPaidCheckout(db: Db, userId: string, codes: readonly string[], total = 10_000): Promise<{ checkoutId: string; orderIds: string[] }> {
  const checkoutId = randomUUID();
  await db.insert(checkouts).values({
    id: checkoutId,
    userId,
    idempotencyKey: randomUUID(),
    state: 'paid',
    shippedTo: SHIPPED_TO,
    drafts: [],
    total,
    walletPart: total,
    cardPart: 0,
  });
  const orderIds = codes.map(() => randomUUID());
  if (codes.length > 0) {
    await db.insert(orders).values(
      codes.map((code, index) => ({
        id: orderIds[index]!,
        code,
        userId,
        sellerSlug: 'najd-crafts',
        sellerVatNumber: sellerVatNumberOf('najd-crafts'),
        checkoutId,
        status: 'new' as const,
        shippedTo: SHIPPED_TO,
        subtotal: 0,
        discount: 0,
        shippingFee: 0,
        total: 0,
        walletPart: 0,
        cardPart: 0,
      })),
    );
  }
  return { checkoutId, orderIds };
}
