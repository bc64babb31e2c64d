// The wallet's reads in the database: the shopper's wallets row (the totals), wallet_entries rows,
// and the orders their references name (orders.id and orders.checkout_id, both uuid columns).
import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { WalletTotals } from '../../../src/domain/wallet';
import type { ReferencedOrder, WalletEntryRow, WalletRepository } from '../../use-cases/wallet/wallet-repository';
import type { Db } from '../database';
import { orders, walletEntries } from '../schema';
import { readWalletTotals } from './ledger-rows';

/** Only a uuid can be compared with a uuid column: PostgreSQL refuses any other text (a top-up's reference). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export class DrizzleWalletRepository implements WalletRepository {
  constructor(private readonly db: Db) {}

  totals(userId: string): Promise<WalletTotals> {
    return readWalletTotals(this.db, userId);
  }

  async ledger(userId: string): Promise<WalletEntryRow[]> {
    return this.db
      .select({ seq: walletEntries.seq, kind: walletEntries.kind, amount: walletEntries.amount, ref: walletEntries.ref, createdAt: walletEntries.createdAt })
      .from(walletEntries)
      .where(eq(walletEntries.userId, userId))
      .orderBy(asc(walletEntries.seq));
  }

  async ordersReferencedBy(userId: string, refs: readonly string[]): Promise<ReferencedOrder[]> {
    const ids = [...new Set(refs.filter((ref) => UUID.test(ref)))];
    if (ids.length === 0) return [];
    return this.db
      .select({ id: orders.id, checkoutId: orders.checkoutId, code: orders.code })
      .from(orders)
      .where(and(eq(orders.userId, userId), or(inArray(orders.checkoutId, ids), inArray(orders.id, ids))));
  }
}
