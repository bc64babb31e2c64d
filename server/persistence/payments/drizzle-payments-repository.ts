// Card payments in the database: card_payments rows and the checkouts they settle, and a
// shopper's turn: a transaction that first locks the shopper's users row (the lock every money
// movement of that shopper takes first), then the rows the turn asks to hold, in the order it
// asks (the payment's row, then its checkout's), and product rows in slug code-unit order,
// exactly as checkout takes them, so that settlements, checkouts and order moves never deadlock.
// The shopper's wallets row is written only under the shopper's lock (wallet/ledger-rows.ts), so
// it adds nothing to wait on.
import { randomUUID } from 'node:crypto';
import { and, asc, eq, gt, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { LedgerEntry, Wallet } from '../../../src/domain/wallet';
import {
  NotEnoughStock,
  byStockOrder,
  type BoughtPieces,
  type CardPaymentRow,
  type CheckoutRow,
  type CheckoutSettlement,
  type NewOrder,
  type NewTopUp,
  type PaymentSettlement,
  type PaymentsRepository,
  type PaymentsTurn,
  type ShopperNotification,
  type StockChange,
} from '../../use-cases/payments/payments-repository';
import type { OutgoingMail } from '../../use-cases/mail/mail';
import type { Db } from '../database';
import { movePieces } from '../catalogue/stock';
import { queueMail } from '../mail/mail-rows';
import { sellerVatNumberOf } from '../orders/seller-vat-number';
import { notify } from '../notifications/notification-rows';
import { cardPayments, cartLines, checkouts, orderEvents, orderItems, orders } from '../schema';
import { inShopperTransaction, type Tx } from '../transactions';
import { appendLedgerRows, readWallet } from '../wallet/ledger-rows';

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
    // Under the shopper's lock, like every money movement: a top-up starts before the account is
    // closed (which then waits for it) or not at all (AccountClosed).
    await inShopperTransaction(this.db, topUp.userId, async (tx) => {
      await tx
        .insert(cardPayments)
        .values({ ...topUp, purpose: 'topup', state: 'awaiting-payment' })
        .onConflictDoNothing({ target: [cardPayments.userId, cardPayments.idempotencyKey] });
    });
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
    // Money the gateway took is recorded whatever became of the account: the books keep it.
    return inShopperTransaction(this.db, userId, (tx) => work(new DrizzlePaymentsTurn(tx, userId)), { closedAccount: 'enter' });
  }
}

/** An order code of the sequence's number `n`: HRF- and at least six digits (HRF-001001). */
export const orderCodeOf = (n: SQL): SQL<string> => sql<string>`'HRF-' || lpad(${n}::text, greatest(6, length(${n}::text)), '0')`;

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
    for (const change of [...changes].sort(byStockOrder)) {
      // Taking is guarded (movePieces): a count that would go below zero, or a product its seller
      // withdrew from the storefront meanwhile (none of it is for sale), is not touched, and the
      // turn is refused. Putting back is not: a cancelled order's pieces return to a draft's
      // stock too, except those of a colour or size the seller no longer counts.
      const moved = await movePieces(this.tx, change, { forSale: true });
      if (moved.kind === 'moved' || (moved.kind === 'noSuchOption' && change.by > 0)) continue;
      if (moved.kind === 'noProduct') throw new Error(`No product ${change.productSlug}: its stock cannot move`);
      throw new NotEnoughStock(change.productSlug, moved.kind === 'short' ? moved.stock : 0, change.colourId, change.sizeId);
    }
  }

  async createOrder({ checkoutId, shippedTo, draft, at }: NewOrder): Promise<string> {
    // The order, its items and its first event in one statement: the id is ours to give, the code
    // the draft's reserved one or the sequence's next.
    const id = randomUUID();
    const order = this.tx
      .insert(orders)
      .values({
        id,
        code: draft.code ?? sql`(select ${orderCodeOf(sql`n`)} from nextval('order_code_seq') as n)`,
        userId: this.userId,
        sellerSlug: draft.sellerSlug,
        sellerVatNumber: sellerVatNumberOf(draft.sellerSlug),
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
      .returning({ code: orders.code });
    const items = this.tx
      .insert(orderItems)
      .values(draft.lines.map((line, position) => ({ orderId: id, position, productSlug: line.productSlug, line, quantity: line.quantity, total: line.total })));
    const event = this.tx.insert(orderEvents).values({ orderId: id, status: 'new', actor: 'shopper', createdAt: at });
    const { rows } = await this.tx.execute<{ code: string }>(sql`with placed as ${order}, items as ${items}, event as ${event} select code from placed`);
    return rows[0]!.code;
  }

  async removeFromCart(bought: readonly BoughtPieces[]): Promise<void> {
    for (const { lineKey, quantity } of bought) {
      const mine = and(eq(cartLines.userId, this.userId), eq(cartLines.lineKey, lineKey));
      // A line of no more pieces goes, a line of more keeps the rest: one statement, both cases.
      const gone = this.tx.delete(cartLines).where(and(mine, lte(cartLines.quantity, quantity)));
      const kept = this.tx
        .update(cartLines)
        .set({ quantity: sql`${cartLines.quantity} - ${quantity}` })
        .where(and(mine, gt(cartLines.quantity, quantity)));
      await this.tx.execute(sql`with gone as ${gone} ${kept.getSQL()}`);
    }
  }

  notify(notification: ShopperNotification): Promise<void> {
    return notify(this.tx, { ...notification, userId: this.userId });
  }

  mail(mail: OutgoingMail): Promise<void> {
    return queueMail(this.tx, { userId: this.userId }, mail);
  }

  wallet(ref: string): Promise<Wallet> {
    return readWallet(this.tx, this.userId, ref);
  }

  appendLedger(rows: readonly LedgerEntry[], at: Date): Promise<void> {
    return appendLedgerRows(this.tx, this.userId, rows.map(({ kind, amount, ref }) => ({ kind, amount, ref, createdAt: at })));
  }
}
