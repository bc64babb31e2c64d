// The shoppers' wallet ledgers in memory, for the in-memory adapters of every port that moves
// money (checkout and payments, orders): what server/persistence/wallet/ledger-rows.ts does in the
// database. Rows are appended with the totals they move, in one step that the unique key (one row
// of a kind and reference) and the checks (no balance or held amount below zero) refuse whole.
import { moveTotals, totalsChange, type LedgerEntry, type LedgerEntryKind, type Wallet, type WalletTotals } from '../../../src/domain/wallet';
import type { UndoStep } from './turn-queue';

/** A ledger row as stored. */
export interface StoredLedgerRow {
  readonly kind: LedgerEntryKind;
  readonly amount: number;
  readonly ref: string;
  readonly at: Date;
}

const NOTHING: WalletTotals = { balance: 0, held: 0 };

export class MemoryLedgers {
  private readonly ledgers = new Map<string, readonly StoredLedgerRow[]>();
  private readonly totals = new Map<string, WalletTotals>();

  /** The shopper's ledger rows, oldest first. */
  ledgerOf(userId: string): readonly StoredLedgerRow[] {
    return this.ledgers.get(userId) ?? [];
  }

  /** The shopper's totals as kept with the ledger. */
  totalsOf(userId: string): WalletTotals {
    return this.totals.get(userId) ?? NOTHING;
  }

  /** The shopper's wallet as a turn reads it: the kept totals and the rows of `ref`, numbered from 1. */
  walletOf(userId: string, ref: string): Wallet {
    return {
      totals: this.totalsOf(userId),
      rows: this.ledgerOf(userId)
        .filter((row) => row.ref === ref)
        .map(({ kind, amount }, index) => ({ seq: index + 1, kind, amount, ref })),
    };
  }

  /** Appends rows as of `at` and moves the totals by them, or refuses them all (it throws); answers how to take it back. */
  append(userId: string, rows: readonly Pick<LedgerEntry, 'kind' | 'amount' | 'ref'>[], at: Date): UndoStep {
    const [ledger, totals] = [this.ledgerOf(userId), this.totalsOf(userId)];
    const appended = [...ledger];
    for (const { kind, amount, ref } of rows) {
      if (appended.some((row) => row.kind === kind && row.ref === ref)) throw new Error(`The shopper has a ${kind} row of ${ref} (unique key)`);
      appended.push({ kind, amount, ref, at });
    }
    const moved = moveTotals(totals, totalsChange(rows));
    if (moved.balance < 0 || moved.held < 0) throw new Error(`The shopper's wallet would hold ${JSON.stringify(moved)} (check constraint)`);
    this.ledgers.set(userId, appended);
    this.totals.set(userId, moved);
    return () => {
      this.ledgers.set(userId, ledger);
      this.totals.set(userId, totals);
    };
  }
}
