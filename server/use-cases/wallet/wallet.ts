// Use cases of reading the shopper's wallet: the balance and the money on hold (kept with the
// ledger, moved by the domain's wallet rules), and the ledger's rows as the shopper reads them,
// newest first, each with a reference the shopper recognises. Top-ups are started and settled by the payments.
import type { WalletEntry } from '../../../src/contract/wallet';
import type { Halalas } from '../../../src/domain/money';
import type { LedgerEntry } from '../../../src/domain/wallet';
import type { ReferencedOrder, WalletRepository } from './wallet-repository';

/** What the shopper sees of a payment's id (gateway page, statement, wallet): its start, upper-cased. */
export const shortReference = (id: string): string => id.slice(0, 8).toUpperCase();

export interface WalletEntriesList {
  readonly items: WalletEntry[];
  readonly total: number;
  readonly page: number;
  readonly pageSize: number;
}

/** What the shopper can spend now (open holds already subtracted), and what is held. */
export async function walletBalance(wallet: WalletRepository, userId: string): Promise<{ balance: Halalas; held: Halalas }> {
  const { balance, held } = await wallet.totals(userId);
  return { balance, held };
}

/** One page of the rows the shopper is shown (shownToShopper), newest first. */
export async function listWalletEntries(
  wallet: WalletRepository,
  userId: string,
  { page, pageSize }: { readonly page: number; readonly pageSize: number },
): Promise<WalletEntriesList> {
  const shown = shownToShopper(await wallet.ledger(userId)).reverse();
  const rows = shown.slice((page - 1) * pageSize, page * pageSize);
  const refs = [...new Set(rows.map((row) => row.ref))];
  const codes = refs.length === 0 ? new Map<string, string[]>() : orderCodesByRef(refs, await wallet.ordersReferencedBy(userId, refs));
  const items = rows.map(
    (row): WalletEntry => ({
      id: String(row.seq),
      kind: row.kind,
      amount: row.amount,
      reference: codes.get(row.ref)?.join(', ') ?? shortReference(row.ref),
      createdAt: row.createdAt.toISOString(),
    }),
  );
  return { items, total: shown.length, page, pageSize };
}

/**
 * The rows a shopper reads as transactions: top-ups, payments, refunds, and money still held
 * for a card payment. A hold that has been settled nets to zero with its capture or release
 * (a capture's spending is its own payment row), so the pair would only repeat that payment,
 * or record an attempt that cost nothing; the ledger keeps them, the list leaves them out.
 * The rows keep their order.
 */
export function shownToShopper<Row extends Pick<LedgerEntry, 'kind' | 'ref'>>(rows: readonly Row[]): Row[] {
  const settled = new Set(rows.filter((row) => row.kind === 'capture' || row.kind === 'release').map((row) => row.ref));
  return rows.filter((row) => row.kind === 'topup' || row.kind === 'payment' || row.kind === 'refund' || (row.kind === 'hold' && !settled.has(row.ref)));
}

/**
 * The order codes each reference names, in code order: a checkout id names its orders, an
 * order id (a refund's) its order. References of no order are left out.
 */
export function orderCodesByRef(refs: readonly string[], orders: readonly ReferencedOrder[]): Map<string, string[]> {
  const codes = new Map<string, string[]>();
  const byCode = [...orders].sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
  for (const order of byCode) {
    for (const ref of [order.checkoutId, order.id]) {
      if (refs.includes(ref)) codes.set(ref, [...(codes.get(ref) ?? []), order.code]);
    }
  }
  return codes;
}
