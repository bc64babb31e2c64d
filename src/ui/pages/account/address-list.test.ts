import { describe, expect, it } from 'vitest';
import type { SavedAddress } from '../../../application/ports/address-book';
import { withSaved, withoutAddress } from './address-list';

const address = (id: string, isDefault = false): SavedAddress => ({
  id,
  regionId: 'riyadh',
  regionName: 'Riyadh',
  cityId: 'riyadh',
  cityName: 'Riyadh',
  addressText: `${id} street`,
  isDefault,
  location: null,
});

const ids = (addresses: readonly SavedAddress[]) => addresses.map(({ id, isDefault }) => (isDefault ? `${id}*` : id));

describe('the address book between calls', () => {
  it('adds a new address last, or first when it is the new default, which stops the old one being it', () => {
    const book = [address('home', true), address('work')];
    expect(ids(withSaved(book, address('farm')))).toEqual(['home*', 'work', 'farm']);
    expect(ids(withSaved(book, address('farm', true)))).toEqual(['farm*', 'home', 'work']);
  });

  it('replaces a changed address in its place, and moves it first when it became the default', () => {
    const book = [address('home', true), address('work'), address('farm')];
    const changed = { ...address('work'), addressText: 'New street 5' };
    expect(withSaved(book, changed).map((saved) => saved.addressText)).toEqual(['home street', 'New street 5', 'farm street']);
    expect(ids(withSaved(book, address('farm', true)))).toEqual(['farm*', 'home', 'work']);
  });

  it('keeps exactly one default when the default itself is saved again', () => {
    const book = [address('home', true), address('work')];
    expect(ids(withSaved(book, address('home', true)))).toEqual(['home*', 'work']);
  });

  it('deletes an address, the default too, without choosing another', () => {
    const book = [address('home', true), address('work')];
    expect(ids(withoutAddress(book, 'home'))).toEqual(['work']);
    expect(ids(withoutAddress(book, 'nowhere'))).toEqual(['home*', 'work']);
  });
});
