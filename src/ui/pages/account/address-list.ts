// The address book as the screen holds it between calls: the API's answer to each change folded
// into the list the screen shows, with the API's order (the default first, the others as saved)
// and its one rule (at most one default), so the screen need not read the whole list again.
import type { SavedAddress } from '../../../application/ports/address-book';

const defaultFirst = (addresses: readonly SavedAddress[]): readonly SavedAddress[] =>
  [...addresses].sort((a, b) => Number(b.isDefault) - Number(a.isDefault));

/** An address added or changed, as the API answered it: a new default takes the flag from the others. */
export function withSaved(addresses: readonly SavedAddress[], saved: SavedAddress): readonly SavedAddress[] {
  const others = addresses.map((address) => (saved.isDefault && address.isDefault && address.id !== saved.id ? { ...address, isDefault: false } : address));
  const known = others.some((address) => address.id === saved.id);
  return defaultFirst(known ? others.map((address) => (address.id === saved.id ? saved : address)) : [...others, saved]);
}

/** An address deleted: deleting the default leaves none (checkout then asks for one). */
export const withoutAddress = (addresses: readonly SavedAddress[], id: string): readonly SavedAddress[] =>
  addresses.filter((address) => address.id !== id);
