// A guest's cart as the cart screen shows it and as login sends it to be merged. The session
// store keeps tempCart as the list of adds (spec §4: setTempCart appends), so one product with
// the same options may appear several times; here such items are one line with their
// quantities added up, as the domain's merge reads them.
import { lineKey } from '../../domain/cart';
import type { TempCartItem } from '../session/session-store';

/** Most pieces of one line, and most lines one merge request carries (the API's limits). */
export const MAX_LINE_QUANTITY = 99;
export const MAX_MERGE_LINES = 50;

export interface GuestLine {
  /** The line's identity: the product and its normalised options. */
  readonly key: string;
  /** The item with every piece of this line. */
  readonly item: TempCartItem;
}

export const guestLineKey = (item: TempCartItem): string => lineKey(item.productSlug, item);

/** One line per product and options, in the order each was first added, quantities added up. */
export function guestLines(tempCart: readonly TempCartItem[]): GuestLine[] {
  const lines = new Map<string, TempCartItem>();
  for (const item of tempCart) {
    const key = guestLineKey(item);
    const seen = lines.get(key);
    lines.set(key, seen === undefined ? item : { ...seen, quantity: seen.quantity + item.quantity });
  }
  return [...lines].map(([key, item]) => ({ key, item }));
}

/** The cart with one line's quantity changed (at least 1); other lines are left as they are. */
export function withGuestQuantity(tempCart: readonly TempCartItem[], key: string, quantity: number): TempCartItem[] {
  if (!Number.isSafeInteger(quantity) || quantity < 1) throw new RangeError(`A quantity is a whole number of at least 1: ${quantity}`);
  return guestLines(tempCart).map((line) => (line.key === key ? { ...line.item, quantity } : line.item));
}

/** The cart without one line; removing a line that is not there changes nothing. */
export function withoutGuestLine(tempCart: readonly TempCartItem[], key: string): TempCartItem[] {
  return guestLines(tempCart)
    .filter((line) => line.key !== key)
    .map((line) => line.item);
}

/**
 * What login sends to be merged: the combined lines, each at most MAX_LINE_QUANTITY pieces
 * (stock bounds them further on the server), in requests of at most MAX_MERGE_LINES lines.
 * The requests name distinct lines, so sending them one after another is merging them all.
 */
export function mergeBatches(tempCart: readonly TempCartItem[]): TempCartItem[][] {
  const items = guestLines(tempCart).map(({ item }) => ({ ...item, quantity: Math.min(item.quantity, MAX_LINE_QUANTITY) }));
  const batches: TempCartItem[][] = [];
  for (let start = 0; start < items.length; start += MAX_MERGE_LINES) batches.push(items.slice(start, start + MAX_MERGE_LINES));
  return batches;
}
