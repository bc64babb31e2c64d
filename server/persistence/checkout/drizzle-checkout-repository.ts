// Checkout in the database: what a quote reads (the address with its region and city, the cart
// lines with their products, shipping_rates, the wallet's totals), a checkout with its card payment's
// redirect and its orders' codes, and a shopper's turn of placing one. The turn is a payments turn
// (server/persistence/payments) plus placing, in one transaction that locks the shopper's users
// row first, writes the checkout, card payment, ledger and order rows, and takes the products'
// stock last, in slug code-unit order: the order every money movement of a shopper keeps, so that
// concurrent checkouts and settlements never deadlock, and a product many shoppers buy at once is
// held by each for the end of its transaction only.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { WalletTotals } from '../../../src/domain/wallet';
import type { CartLineRow } from '../../use-cases/cart/cart-repository';
import type {
  CheckoutReads,
  CheckoutRepository,
  CheckoutTurn,
  NewCardPayment,
  NewCheckout,
  PlacedCheckout,
  ShippingRateRow,
  StoredCheckout,
} from '../../use-cases/checkout/checkout-repository';
import type { ShippedTo } from '../../use-cases/payments/payments-repository';
import { selectCartLines } from '../cart/drizzle-cart-repository';
import type { Db } from '../database';
import { DrizzlePaymentsTurn, orderCodeOf } from '../payments/drizzle-payments-repository';
import { addresses, cardPayments, checkouts, cities, orders, regions, shippingRates } from '../schema';
import { inShopperTransaction, type Queryable, type Tx } from '../transactions';
import { readWalletTotals } from '../wallet/ledger-rows';

/** The reads of one shopper, on the database or inside a turn's transaction. */
class DrizzleCheckoutReads implements CheckoutReads {
  constructor(
    private readonly db: Queryable,
    private readonly userId: string,
  ) {}

  async address(addressId: string): Promise<ShippedTo | null> {
    const [row] = await this.db
      .select({
        addressId: addresses.id,
        regionId: addresses.regionId,
        regionEn: regions.nameEn,
        regionAr: regions.nameAr,
        cityId: addresses.cityId,
        cityEn: cities.nameEn,
        cityAr: cities.nameAr,
        country: addresses.country,
        addressText: addresses.addressText,
      })
      .from(addresses)
      .innerJoin(regions, eq(regions.id, addresses.regionId))
      .innerJoin(cities, eq(cities.id, addresses.cityId))
      .where(and(eq(addresses.id, addressId), eq(addresses.userId, this.userId)));
    if (!row) return null;
    return {
      addressId: row.addressId,
      regionId: row.regionId,
      region: { en: row.regionEn, ar: row.regionAr },
      cityId: row.cityId,
      city: { en: row.cityEn, ar: row.cityAr },
      country: row.country,
      addressText: row.addressText,
    };
  }

  cartLines(): Promise<readonly CartLineRow[]> {
    return selectCartLines(this.db, this.userId);
  }

  async shippingRates(regionId: string, sellerSlugs: readonly string[]): Promise<readonly ShippingRateRow[]> {
    if (sellerSlugs.length === 0) return [];
    return this.db
      .select({ sellerSlug: shippingRates.sellerSlug, fee: shippingRates.fee })
      .from(shippingRates)
      .where(and(eq(shippingRates.regionId, regionId), inArray(shippingRates.sellerSlug, [...sellerSlugs])));
  }

  walletTotals(): Promise<WalletTotals> {
    return readWalletTotals(this.db, this.userId);
  }
}

export class DrizzleCheckoutRepository implements CheckoutRepository {
  constructor(private readonly db: Db) {}

  readsFor(userId: string): CheckoutReads {
    return new DrizzleCheckoutReads(this.db, userId);
  }

  async find(userId: string, checkoutId: string): Promise<StoredCheckout | null> {
    const [row] = await this.db
      .select({
        checkout: checkouts,
        redirectUrl: cardPayments.redirectUrl,
        orderCodes: sql<string[]>`(select coalesce(jsonb_agg(${orders.code} order by ${orders.createdAt}, ${orders.code}), '[]') from ${orders} where ${orders.checkoutId} = ${checkouts.id})`,
      })
      .from(checkouts)
      .leftJoin(cardPayments, eq(cardPayments.checkoutId, checkouts.id))
      .where(and(eq(checkouts.id, checkoutId), eq(checkouts.userId, userId)));
    if (!row) return null;
    return { checkout: row.checkout, redirectUrl: row.redirectUrl, orderCodes: row.orderCodes };
  }

  inShopperTurn<T>(userId: string, work: (turn: CheckoutTurn) => Promise<T>): Promise<T> {
    return inShopperTransaction(this.db, userId, (tx) => work(new DrizzleCheckoutTurn(tx, userId)));
  }
}

/** A payments turn that also places: the same transaction, the same shopper. */
class DrizzleCheckoutTurn extends DrizzlePaymentsTurn implements CheckoutTurn {
  private readonly reads: DrizzleCheckoutReads;

  constructor(tx: Tx, userId: string) {
    super(tx, userId);
    this.reads = new DrizzleCheckoutReads(tx, userId);
  }

  address(addressId: string): Promise<ShippedTo | null> {
    return this.reads.address(addressId);
  }

  cartLines(): Promise<readonly CartLineRow[]> {
    return this.reads.cartLines();
  }

  shippingRates(regionId: string, sellerSlugs: readonly string[]): Promise<readonly ShippingRateRow[]> {
    return this.reads.shippingRates(regionId, sellerSlugs);
  }

  walletTotals(): Promise<WalletTotals> {
    return this.reads.walletTotals();
  }

  async placedWith(idempotencyKey: string): Promise<PlacedCheckout | null> {
    const [earlier] = await this.tx
      .select({ checkoutId: checkouts.id, cardPaymentId: cardPayments.id })
      .from(checkouts)
      .leftJoin(cardPayments, eq(cardPayments.checkoutId, checkouts.id))
      .where(and(eq(checkouts.userId, this.userId), eq(checkouts.idempotencyKey, idempotencyKey)));
    return earlier ?? null;
  }

  async addCheckout(checkout: NewCheckout): Promise<void> {
    await this.tx.insert(checkouts).values({ ...checkout, drafts: [...checkout.drafts], userId: this.userId, failureCode: null });
  }

  async addCardPayment(payment: NewCardPayment): Promise<void> {
    await this.tx.insert(cardPayments).values({ ...payment, userId: this.userId, purpose: 'checkout', state: 'awaiting-payment' });
  }

  async reserveOrderCodes(count: number): Promise<readonly string[]> {
    const { rows } = await this.tx.execute<{ code: string }>(
      sql`select ${orderCodeOf(sql`n`)} as code from (select nextval('order_code_seq') as n from generate_series(1, ${count})) as taken order by n`,
    );
    return rows.map((row) => row.code);
  }
}
