// The wallet port in memory, for the use cases' fast tests. The contract suite
// (server/persistence/wallet/wallet-repository.contract.ts) holds it to the same behaviour as the
// database's adapter.
import { randomUUID } from 'node:crypto';
import { moveTotals, totalsChange, type LedgerEntry, type WalletTotals } from '../../../src/domain/wallet';
import type { ReferencedOrder, WalletEntryRow, WalletRepository } from '../../use-cases/wallet/wallet-repository';

export type LedgerRowInput = Pick<LedgerEntry, 'kind' | 'amount' | 'ref'>;

export class MemoryWalletRepository implements WalletRepository {
  private readonly entries: (WalletEntryRow & { readonly userId: string })[] = [];
  private readonly orders: (ReferencedOrder & { readonly userId: string })[] = [];
  /** The totals kept beside the ledger, moved with every row as the database's one writer moves them. */
  private readonly totalsByUser = new Map<string, WalletTotals>();
  /** Numbers rows across shoppers, as the database's sequence does. */
  private seq = 0;

  /**
   * Appends ledger rows for a shopper, in the order given, one second apart from `from` (as
   * cart-fixtures' insertLedger), and moves their totals; rows that would take the balance or
   * the held amount below zero are refused, as the wallets row's checks refuse them.
   */
  record(userId: string, rows: readonly LedgerRowInput[], from = new Date('2026-01-01T09:00:00.000Z')): void {
    const totals = moveTotals(this.totalsOf(userId), totalsChange(rows));
    if (totals.balance < 0 || totals.held < 0) throw new Error(`The shopper's wallet would hold ${JSON.stringify(totals)} (check constraint)`);
    rows.forEach((row, index) => this.entries.push({ ...row, userId, seq: ++this.seq, createdAt: new Date(from.getTime() + index * 1000) }));
    this.totalsByUser.set(userId, totals);
  }

  /** A paid checkout with one order per code (as cart-fixtures' insertPaidCheckout); answers the checkout's id and its orders' ids. */
  paidCheckout(userId: string, codes: readonly string[]): { checkoutId: string; orderIds: string[] } {
    const checkoutId = randomUUID();
    const orderIds = codes.map((code) => {
      const id = randomUUID();
      this.orders.push({ id, checkoutId, code, userId });
      return id;
    });
    return { checkoutId, orderIds };
  }

  async totals(userId: string): Promise<WalletTotals> {
    return this.totalsOf(userId);
  }

  async ledger(userId: string): Promise<WalletEntryRow[]> {
    return this.entries.filter((entry) => entry.userId === userId).map(({ userId: _userId, ...row }) => row);
  }

  async ordersReferencedBy(userId: string, refs: readonly string[]): Promise<ReferencedOrder[]> {
    return this.orders
      .filter((order) => order.userId === userId && (refs.includes(order.id) || refs.includes(order.checkoutId)))
      .map(({ userId: _userId, ...order }) => order);
  }

  private totalsOf(userId: string): WalletTotals {
    return this.totalsByUser.get(userId) ?? { balance: 0, held: 0 };
  }
}
