// The port of the wallet's reads: the shopper's totals as kept with the ledger, the ledger rows
// as stored, and the orders their references may name. An adapter reads them (server/persistence/wallet, or an in-memory one in
// tests); the use cases in wallet.ts decide what a shopper is shown. Money is moved elsewhere,
// in a turn of the shopper's (the checkout's, payments' and orders' ports).
import type { LedgerEntryKind, WalletTotals } from '../../../src/domain/wallet';

/** A ledger row as stored. */
export interface WalletEntryRow {
  /** The store's own number of the row: unique across shoppers, increasing in the order rows were added. */
  readonly seq: number;
  readonly kind: LedgerEntryKind;
  /** Signed halalas: money in is positive, money out negative. */
  readonly amount: number;
  /** What the row is about: a checkout (payments, holds and their settlements), an order (refunds) or a top-up's payment. */
  readonly ref: string;
  readonly createdAt: Date;
}

/** An order a ledger reference may name: by its own id, or by the checkout that created it. */
export interface ReferencedOrder {
  readonly id: string;
  readonly checkoutId: string;
  /** HRF-000123. */
  readonly code: string;
}

export interface WalletRepository {
  /** What the shopper can spend and what is held, as kept with the ledger (the totals of its rows); nothing for a shopper with no rows. */
  totals(userId: string): Promise<WalletTotals>;
  /** Every row of the shopper's ledger, oldest first. */
  ledger(userId: string): Promise<WalletEntryRow[]>;
  /** The shopper's orders whose id or checkout id is one of `refs`, in no particular order; references of no order name none. */
  ordersReferencedBy(userId: string, refs: readonly string[]): Promise<ReferencedOrder[]>;
}
