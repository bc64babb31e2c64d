// Card payments in the database: card_payments rows and the checkouts they settle, and a
// shopper's turn: a transaction that first locks the shopper's users row (the lock every money
// movement of that shopper takes first), then the rows the turn asks to hold, in the order it
// asks (the payment's row, then its checkout's), and product rows in slug code-unit order,
// exactly as checkout takes them, so that settlements, checkouts and order moves never deadlock.
import { and, asc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { Ledger, LedgerEntry } from '../../../src/domain/wallet';
import type {
  BoughtPieces,
  CardPaymentRow,
  CheckoutRow,
  CheckoutSettlement,
  NewOrder,
  NewTopUp,
  PaymentSettlement,
  PaymentsRepository,
  PaymentsTurn,
  ShopperNotification,
  StockChange,
} from '../../use-cases/payments/payments-repository';
import type { Db } from '../database';
import { notify } from '../notifications/notification-rows';
import { cardPayments, cartLines, checkouts, orderEvents, orderItems, orders, products } from '../schema';
import { inShopperTransaction, type Tx } from '../transactions';
import { insertLedgerRows, readLedger } from '../wallet/ledger-rows';

/** Code-unit order, as checkout sorts (a database collation may order hyphens differently). */
const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export class DrizzlePaymentsRepository implements PaymentsRepository {
  constructor(private readonly db: Db) {}

  async findPayment(paymentId: string): Promise<CardPaymentRow | null> {
    const [row] = await this.db.select().from(cardPayments).where(eq(cardPayments.id, paymentId));
    return row ?? null;
  }

  async findCheckout(checkoutId: string): Promise<CheckoutRow | null> {
    const [row] = await this.db.select().from(checkouts).where(eq(checkouts.id, checkoutId));
    return row ?? null;
  }

  async recordStart(paymentId: string, started: { readonly redirectUrl: string; readonly gatewayPaymentId: string | null }): Promise<void> {
    await this.db
      .update(cardPayments)
      .set({ redirectUrl: started.redirectUrl, gatewayPaymentId: sql`coalesce(${cardPayments.gatewayPaymentId}, ${started.gatewayPaymentId})` })
      .where(and(eq(cardPayments.id, paymentId), isNull(cardPayments.redirectUrl)));
  }

  async linkGatewayPayment(paymentId: string, gatewayPaymentId: string): Promise<void> {
    await this.db
      .update(cardPayments)
      .set({ gatewayPaymentId })
      .where(and(eq(cardPayments.id, paymentId), isNull(cardPayments.gatewayPaymentId)));
  }

  async addTopUp(topUp: NewTopUp): Promise<void> {
    await this.db
      .insert(cardPayments)
      .values({ ...topUp, purpose: 'topup', state: 'awaiting-payment' })
      .onConflictDoNothing({ target: [cardPayments.userId, cardPayments.idempotencyKey] });
  }

  async topUpByKey(userId: string, idempotencyKey: string): Promise<CardPaymentRow | null> {
    const [row] = await this.db
      .select()
      .from(cardPayments)
      .where(and(eq(cardPayments.userId, userId), eq(cardPayments.idempotencyKey, idempotencyKey)));
    return row ?? null;
  }

  async findTopUp(userId: string, paymentId: string): Promise<CardPaymentRow | null> {
    const [row] = await this.db
      .select()
      .from(cardPayments)
      .where(and(eq(cardPayments.id, paymentId), eq(cardPayments.userId, userId), eq(cardPayments.purpose, 'topup')));
    return row ?? null;
  }

  awaitingSince(cutoff: Date, { userId, limit }: { readonly userId?: string | undefined; readonly limit: number }): Promise<CardPaymentRow[]> {
    return this.db
      .select()
      .from(cardPayments)
      .where(and(eq(cardPayments.state, 'awaiting-payment'), lte(cardPayments.createdAt, cutoff), userId === undefined ? undefined : eq(cardPayments.userId, userId)))
      .orderBy(asc(cardPayments.createdAt))
      .limit(limit);
  }

  inShopperTurn<T>(userId: string, work: (turn: PaymentsTurn) => Promise<T>): Promise<T> {
    return inShopperTransaction(this.db, userId, (tx) => work(new DrizzlePaymentsTurn(tx, userId)));
  }
}

/** One shopper's turn inside the transaction that holds the shopper's lock; every row it reads or writes is the shopper's (products aside). */
export class DrizzlePaymentsTurn implements PaymentsTurn {
  constructor(
    protected readonly tx: Tx,
    protected readonly userId: string,
  ) {}

  async paymentForUpdate(paymentId: string): Promise<CardPaymentRow | null> {
    const [row] = await this.tx
      .select()
      .from(cardPayments)
      .where(and(eq(cardPayments.id, paymentId), eq(cardPayments.userId, this.userId)))
      .for('update');
    return row ?? null;
  }

  async settlePayment(paymentId: string, { state, failureCode, gatewayMessage, gatewayPaymentId, at }: PaymentSettlement): Promise<void> {
    await this.tx
      .update(cardPayments)
      .set({ state, failureCode, gatewayMessage, gatewayPaymentId, settledAt: at })
      .where(and(eq(cardPayments.id, paymentId), eq(cardPayments.userId, this.userId)));
  }

  async checkoutForUpdate(checkoutId: string): Promise<CheckoutRow | null> {
    const [row] = await this.tx
      .select()
      .from(checkouts)
      .where(and(eq(checkouts.id, checkoutId), eq(checkouts.userId, this.userId)))
      .for('update');
    return row ?? null;
  }

  async settleCheckout(checkoutId: string, { state, failureCode, at }: CheckoutSettlement): Promise<void> {
    await this.tx
      .update(checkouts)
      .set({ state, failureCode, settledAt: at })
      .where(and(eq(checkouts.id, checkoutId), eq(checkouts.userId, this.userId)));
  }

  async moveStock(changes: readonly StockChange[]): Promise<void> {
    for (const { productSlug, by } of [...changes].sort((a, b) => byCodeUnits(a.productSlug, b.productSlug))) {
      // Taking is guarded here too: a row that would go below zero is not touched, which throws
      // (and the table's check constraint is the last guard).
      const moved = await this.tx
        .update(products)
        .set({ stock: sql`${products.stock} + ${by}` })
        .where(and(eq(products.slug, productSlug), by < 0 ? sql`${products.stock} >= ${-by}` : undefined))
        .returning({ slug: products.slug });
      if (moved.length !== 1) throw new Error(`Stock of ${productSlug} could not move by ${by}`);
    }
  }

  async createOrder({ checkoutId, shippedTo, draft, at }: NewOrder): Promise<string> {
    const { rows } = await this.tx.execute<{ n: number }>(sql`select nextval('order_code_seq')::int as n`);
    const code = `HRF-${String(rows[0]!.n).padStart(6, '0')}`;
    const [order] = await this.tx
      .insert(orders)
      .values({
        code,
        userId: this.userId,
        sellerSlug: draft.sellerSlug,
        checkoutId,
        status: 'new',
        shippedTo,
        subtotal: draft.subtotal,
        discount: draft.discount,
        shippingFee: draft.shippingFee,
        total: draft.total,
        walletPart: draft.walletPart,
        cardPart: draft.cardPart,
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: orders.id });
    await this.tx.insert(orderItems).values(
      draft.lines.map((line, position) => ({ orderId: order!.id, position, productSlug: line.productSlug, line, quantity: line.quantity, total: line.total })),
    );
    await this.tx.insert(orderEvents).values({ orderId: order!.id, status: 'new', actor: 'shopper', createdAt: at });
    return code;
  }

  async removeFromCart(bought: readonly BoughtPieces[]): Promise<void> {
    for (const { lineKey, quantity } of bought) {
      const mine = and(eq(cartLines.userId, this.userId), eq(cartLines.lineKey, lineKey));
      await this.tx.delete(cartLines).where(and(mine, lte(cartLines.quantity, quantity)));
      await this.tx
        .update(cartLines)
        .set({ quantity: sql`${cartLines.quantity} - ${quantity}` })
        .where(and(mine, gt(cartLines.quantity, quantity)));
    }
  }

  notify(notification: ShopperNotification): Promise<void> {
    return notify(this.tx, { ...notification, userId: this.userId });
  }

  ledger(): Promise<Ledger> {
    return readLedger(this.tx, this.userId);
  }

  appendLedger(rows: readonly LedgerEntry[], at: Date): Promise<void> {
    return insertLedgerRows(this.tx, this.userId, rows, at);
  }
}
