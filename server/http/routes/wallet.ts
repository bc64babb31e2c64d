// Read routes of the shopper's wallet: the balance and the money on hold (from the ledger,
// through the domain's wallet rules) and the ledger rows, newest first, each with the reference
// a shopper recognises — the order codes of a checkout, else the row's own reference (a
// top-up's payment id). Top-ups are started and settled by the payment routes.
import { and, count, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import { walletOperations, type WalletEntry } from '../../../src/contract/wallet';
import { heldAmount, type LedgerEntry } from '../../../src/domain/wallet';
import type { Db } from '../../persistence/database';
import { orders, walletEntries } from '../../persistence/schema';
import { shortReference } from '../../use-cases/payments';
import type { AppEnv } from '../env';
import { mount } from '../operation';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function registerWalletRoutes(app: Hono<AppEnv>): void {
  mount(app, walletOperations.get, async (_, { services, user }) => {
    const mine = eq(walletEntries.userId, user.id);
    const [totals, holdRows] = await Promise.all([
      services.db.select({ balance: sql<number>`coalesce(sum(${walletEntries.amount}), 0)`.mapWith(Number) }).from(walletEntries).where(mine),
      // Only holds and their settlements decide what is held.
      services.db
        .select({ seq: walletEntries.seq, kind: walletEntries.kind, amount: walletEntries.amount, ref: walletEntries.ref })
        .from(walletEntries)
        .where(and(mine, inArray(walletEntries.kind, ['hold', 'capture', 'release'])))
        .orderBy(walletEntries.seq),
    ]);
    return { balance: totals[0]?.balance ?? 0, held: heldAmount(holdRows satisfies LedgerEntry[]) };
  });

  mount(app, walletOperations.entries, async ({ query }, { services, user }) => {
    const { page, pageSize } = query;
    const shown = and(eq(walletEntries.userId, user.id), shownToShopper(user.id));
    const [rows, [total]] = await Promise.all([
      services.db
        .select()
        .from(walletEntries)
        .where(shown)
        .orderBy(desc(walletEntries.seq))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      services.db.select({ total: count() }).from(walletEntries).where(shown),
    ]);
    const codes = await orderCodesByRef(services.db, user.id, rows.map((row) => row.ref));
    const items = rows.map(
      (row): WalletEntry => ({
        id: String(row.seq),
        kind: row.kind,
        amount: row.amount,
        reference: codes.get(row.ref)?.join(', ') ?? shortReference(row.ref),
        createdAt: row.createdAt.toISOString(),
      }),
    );
    return { items, total: total?.total ?? 0, page, pageSize };
  });
}

/**
 * The shopper's order codes for each reference that is a checkout id (payments, holds and their
 * settlements) or an order id (refunds), in code order. References of no order are left out.
 */
async function orderCodesByRef(db: Db, userId: string, refs: readonly string[]): Promise<Map<string, string[]>> {
  const ids = [...new Set(refs.filter((ref) => UUID.test(ref)))];
  const codes = new Map<string, string[]>();
  if (ids.length === 0) return codes;
  const rows = await db
    .select({ id: orders.id, checkoutId: orders.checkoutId, code: orders.code })
    .from(orders)
    .where(and(eq(orders.userId, userId), or(inArray(orders.checkoutId, ids), inArray(orders.id, ids))))
    .orderBy(orders.code);
  for (const row of rows) {
    for (const ref of [row.checkoutId, row.id]) {
      if (ids.includes(ref)) codes.set(ref, [...(codes.get(ref) ?? []), row.code]);
    }
  }
  return codes;
}

/**
 * The rows a shopper reads as transactions: top-ups, payments, refunds, and money still held
 * for a card payment. A hold that has been settled nets to zero with its capture or release
 * (a capture's spending is its own payment row), so the pair would only repeat that payment,
 * or record an attempt that cost nothing; the ledger keeps them, the list leaves them out.
 */
function shownToShopper(userId: string) {
  const settled = sql`select ${walletEntries.ref} from ${walletEntries}
    where ${walletEntries.userId} = ${userId} and ${walletEntries.kind} in ('capture', 'release')`;
  return or(
    inArray(walletEntries.kind, ['topup', 'payment', 'refund']),
    and(eq(walletEntries.kind, 'hold'), sql`${walletEntries.ref} not in (${settled})`),
  );
}
