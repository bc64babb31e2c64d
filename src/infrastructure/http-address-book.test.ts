import { describe, expect, it } from 'vitest';
import { HttpAddressBook } from './http-address-book';
import { recordingApi } from './testing/recording-api';

const ID = 'a0000000-0000-4000-8000-000000000001';
const PLACE = { regionId: 'riyadh', cityId: 'riyadh', addressText: 'King Fahd Road 12' };

describe('HttpAddressBook', () => {
  it('lists, adds a Saudi address with or without a pin, and lists the regions', async () => {
    const { api, calls } = recordingApi([]);
    const book = new HttpAddressBook(api);
    await book.list();
    await book.add({ ...PLACE, isDefault: true });
    await book.add({ ...PLACE, isDefault: false, location: { latitude: 24.7136, longitude: 46.6753 } });
    await book.regions();
    expect(calls).toEqual([
      { id: 'listAddresses', request: {} },
      { id: 'createAddress', request: { body: { ...PLACE, country: 'SA', isDefault: true, location: null } } },
      {
        id: 'createAddress',
        request: { body: { ...PLACE, country: 'SA', isDefault: false, location: { latitude: 24.7136, longitude: 46.6753 } } },
      },
      { id: 'listRegions', request: {} },
    ]);
  });

  it('replaces an address without ever clearing its default flag, deletes one and makes one the default', async () => {
    const { api, calls } = recordingApi({});
    const book = new HttpAddressBook(api);
    await book.update(ID, { ...PLACE, isDefault: false, location: null });
    await book.update(ID, { ...PLACE, isDefault: true, location: { latitude: 21.5, longitude: 39.2 } });
    await book.remove(ID);
    await book.makeDefault(ID);
    expect(calls).toEqual([
      // No `isDefault: false`: the API would take it as "no longer the default".
      { id: 'updateAddress', request: { params: { id: ID }, body: { ...PLACE, country: 'SA', location: null } } },
      {
        id: 'updateAddress',
        request: { params: { id: ID }, body: { ...PLACE, country: 'SA', isDefault: true, location: { latitude: 21.5, longitude: 39.2 } } },
      },
      { id: 'deleteAddress', request: { params: { id: ID } } },
      { id: 'makeAddressDefault', request: { params: { id: ID } } },
    ]);
  });
});
