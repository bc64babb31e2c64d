// What every turn that moves a shopper's money offers besides its own rows (an order's refund, a
// payment's settlement): the wallet as the domain moves money on it, the rows the domain decided
// to add, and telling (and mailing) the shopper in the same turn as what it reports.
import type { LedgerEntry, Wallet } from '../../../src/domain/wallet';
import type { OutgoingMail } from '../mail/mail';
import type { NewNotification } from '../notifications/notifications-repository';

/** Something to tell the turn's shopper. */
export type ShopperNotification = Omit<NewNotification, 'userId'>;

export interface WalletTurn {
  /** Tells the shopper, in the same turn as what it reports. */
  notify(notification: ShopperNotification): Promise<void>;
  /** Mails the shopper, in the same turn as what it reports: sent once the turn has committed. */
  mail(mail: OutgoingMail): Promise<void>;
  /**
   * The shopper's wallet as the domain moves money on it: the totals kept with the ledger, and
   * the ledger's rows of `ref`, oldest first, numbered from 1. What it costs does not grow with
   * the ledger.
   */
  wallet(ref: string): Promise<Wallet>;
  /**
   * Appends rows to the shopper's ledger as of `at`, in the order given (their `seq` is ignored),
   * and moves the wallet's totals by them in the same turn. A second row of the same kind and
   * reference is refused (it throws), and so is a balance or a held amount below zero.
   */
  appendLedger(rows: readonly LedgerEntry[], at: Date): Promise<void>;
}
