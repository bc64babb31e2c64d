// What every turn that moves a shopper's money offers besides its own rows (an order's refund, a
// payment's settlement): the ledger as the domain reads it, the rows the domain decided to add,
// and telling the shopper in the same turn as what it reports.
import type { Ledger, LedgerEntry } from '../../../src/domain/wallet';
import type { NewNotification } from '../notifications/notifications-repository';

/** Something to tell the turn's shopper. */
export type ShopperNotification = Omit<NewNotification, 'userId'>;

export interface WalletTurn {
  /** Tells the shopper, in the same turn as what it reports. */
  notify(notification: ShopperNotification): Promise<void>;
  /** The shopper's wallet ledger, oldest row first, numbered from 1 as the domain numbers rows. */
  ledger(): Promise<Ledger>;
  /**
   * Appends rows to the shopper's ledger as of `at`, in the order given (their `seq` is ignored).
   * A second row of the same kind and reference is refused (it throws).
   */
  appendLedger(rows: readonly LedgerEntry[], at: Date): Promise<void>;
}
