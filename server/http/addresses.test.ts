// The shopper's addresses through real HTTP over a real (PGlite) database: the regions of the
// form, creating, replacing, deleting and choosing the default, and that one shopper can never
// see or touch another's addresses.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAX_ADDRESSES, type Address, type Region } from '../../src/contract/addresses';
import type { ErrorBody } from '../../src/contract/common';
import { addresses, sessions } from '../persistence/schema';
import { insertPlaces, signedInShopper, type SignedInShopper } from '../testing/account-fixtures';
import { startTestServer, type TestServer } from '../testing/test-server';
import { translatorFor } from '../use-cases/messages';

const en = { 'Accept-Language': 'en' };
const ar = { 'Accept-Language': 'ar' };

const home = { regionId: 'riyadh', cityId: 'riyadh-city', country: 'SA', addressText: 'King Fahd Road, Al Olaya, building 12' };
const office = { regionId: 'makkah', cityId: 'jeddah', addressText: 'Tahlia Street, office 4', location: { latitude: 21.5433, longitude: 39.1728 } };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ prepare: ({ db }) => insertPlaces(db) });
}, 60_000);
afterAll(() => server.close());

let shopper: SignedInShopper;
beforeEach(async () => {
  shopper = await signedInShopper(server.database.db);
});

const as = (who: SignedInShopper, language = en) => ({ ...language, ...who.auth });
const create = (who: SignedInShopper, body: object, language = en) => server.json<Address>('POST', '/api/addresses', body, as(who, language));
const list = (who: SignedInShopper, language = en) => server.json<Address[]>('GET', '/api/addresses', undefined, as(who, language));
const defaultsOf = async (userId: string) =>
  (await server.database.db.select().from(addresses).where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)))).map((row) => row.id);

describe('the regions of the address form', () => {
  it('lists regions in display order with their cities by name, in the request language', async () => {
    const english = await server.json<Region[]>('GET', '/api/regions', undefined, en);
    expect(english.body).toEqual([
      { id: 'riyadh', name: 'Riyadh', cities: [{ id: 'diriyah', name: 'Diriyah' }, { id: 'riyadh-city', name: 'Riyadh' }] },
      { id: 'makkah', name: 'Makkah', cities: [{ id: 'jeddah', name: 'Jeddah' }, { id: 'makkah-city', name: 'Makkah' }] },
    ]);
    const arabic = await server.json<Region[]>('GET', '/api/regions', undefined, ar);
    expect(arabic.body[0]).toEqual({ id: 'riyadh', name: 'الرياض', cities: [{ id: 'diriyah', name: 'الدرعية' }, { id: 'riyadh-city', name: 'الرياض' }] });
  });
});

describe('only a signed-in shopper has addresses', () => {
  const id = '00000000-0000-4000-8000-000000000000';
  it.each([
    ['GET', '/api/addresses', undefined],
    ['POST', '/api/addresses', home],
    ['PUT', `/api/addresses/${id}`, home],
    ['DELETE', `/api/addresses/${id}`, undefined],
    ['POST', `/api/addresses/${id}/default`, undefined],
  ])('%s %s without a session answers 401 in the request language', async (method, path, body) => {
    const english = await server.json<ErrorBody>(method, path, body, en);
    const arabic = await server.json<ErrorBody>(method, path, body, ar);
    expect(english).toMatchObject({ status: 401, body: { code: 'auth.required', message: translatorFor('en')('auth.required') } });
    expect(arabic).toMatchObject({ status: 401, body: { code: 'auth.required', message: translatorFor('ar')('auth.required') } });
    expect(arabic.body.message).toMatch(/[\u0600-\u06FF]/);
  });

  it('answers 401 for an expired session', async () => {
    await server.database.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.userId, shopper.id));
    expect((await list(shopper)).status).toBe(401);
  });
});

describe('saving addresses', () => {
  it('creates an address with names in the request language; the first one becomes the default', async () => {
    const { status, body } = await create(shopper, { ...office, isDefault: false }, ar);
    expect(status).toBe(201);
    expect(body).toEqual({
      id: expect.any(String),
      regionId: 'makkah',
      regionName: 'مكة المكرمة',
      cityId: 'jeddah',
      cityName: 'جدة',
      country: 'SA',
      addressText: 'Tahlia Street, office 4',
      isDefault: true,
      location: { latitude: 21.5433, longitude: 39.1728 },
    });
  });

  it('keeps the default when another address is added, and moves it when the new one asks to be the default', async () => {
    const first = (await create(shopper, home)).body;
    const second = (await create(shopper, office)).body;
    expect(second.isDefault).toBe(false);
    expect(second.location).toEqual(office.location);
    expect(await defaultsOf(shopper.id)).toEqual([first.id]);

    const third = (await create(shopper, { ...home, addressText: 'Diriyah, At-Turaif, house 3', cityId: 'diriyah', isDefault: true })).body;
    expect(third.isDefault).toBe(true);
    expect(await defaultsOf(shopper.id)).toEqual([third.id]);
    const listed = (await list(shopper)).body;
    expect(listed.map((address) => address.id)).toEqual([third.id, first.id, second.id]);
    expect(listed.map((address) => address.isDefault)).toEqual([true, false, false]);
  });

  it('reads the country case-insensitively, SA when absent, and trims the address text', async () => {
    const { body } = await create(shopper, { regionId: 'riyadh', cityId: 'diriyah', country: 'sa', addressText: '   Al Bujairi, house 9   ' });
    expect(body).toMatchObject({ country: 'SA', addressText: 'Al Bujairi, house 9', location: null });
    expect((await create(shopper, office)).body.country).toBe('SA');
  });

  it('refuses a city outside the chosen region, and an unknown region, on their fields', async () => {
    const outside = await server.json<ErrorBody>('POST', '/api/addresses', { ...home, cityId: 'jeddah' }, as(shopper, ar));
    expect(outside).toMatchObject({ status: 400, body: { code: 'addresses.cityNotInRegion', message: 'يرجى اختيار مدينة ضمن المنطقة المحددة.' } });
    expect(Object.keys(outside.body.fields ?? {})).toEqual(['cityId']);
    expect(outside.body.fields?.cityId).toEqual(['يرجى اختيار مدينة ضمن المنطقة المحددة.']);

    const unknownCity = await create(shopper, { ...home, cityId: 'atlantis' });
    expect(unknownCity.body).toMatchObject({ code: 'addresses.cityNotInRegion' });

    const unknownRegion = await server.json<ErrorBody>('POST', '/api/addresses', { ...home, regionId: 'narnia' }, as(shopper));
    expect(unknownRegion).toMatchObject({
      status: 400,
      body: { code: 'addresses.regionNotFound', message: 'Please choose a region from the list.', fields: { regionId: ['Please choose a region from the list.'] } },
    });
    expect(await list(shopper)).toMatchObject({ body: [] });
  });

  it('answers every invalid field with its translated message', async () => {
    const { status, body } = await server.json<ErrorBody>(
      'POST',
      '/api/addresses',
      { regionId: '', cityId: 'jeddah', country: 'AE', addressText: 'abc', location: { latitude: 91, longitude: -181 } },
      as(shopper),
    );
    expect(status).toBe(400);
    expect(body.fields).toEqual({
      regionId: ['The region field is required'],
      country: ['The country field is not a valid value'],
      addressText: ['The address field must be at least 5 characters'],
      'location.latitude': ['The latitude field must be between -90 and 90'],
      'location.longitude': ['The longitude field must be between -180 and 180'],
    });
    const tooLong = await server.json<ErrorBody>('POST', '/api/addresses', { ...home, addressText: 'x'.repeat(301) }, as(shopper, ar));
    expect(tooLong.body.fields?.addressText?.[0]).toMatch(/العنوان/);
    expect(await list(shopper)).toMatchObject({ body: [] });
  });

  it(`keeps at most ${MAX_ADDRESSES} addresses per shopper`, async () => {
    await server.database.db.insert(addresses).values(
      Array.from({ length: MAX_ADDRESSES }, (_, index) => ({ userId: shopper.id, regionId: 'riyadh', cityId: 'riyadh-city', addressText: `Street ${index + 1}` })),
    );
    const refused = await server.json<ErrorBody>('POST', '/api/addresses', home, as(shopper));
    expect(refused).toMatchObject({ status: 409, body: { code: 'addresses.limitReached', message: `You can save up to ${MAX_ADDRESSES} addresses. Please delete one before adding another.` } });
  });
});

describe('changing addresses', () => {
  it('replaces an address; an absent isDefault keeps the flag, false clears it', async () => {
    const address = (await create(shopper, home)).body;
    const replaced = await server.json<Address>('PUT', `/api/addresses/${address.id}`, office, as(shopper));
    expect(replaced).toMatchObject({ status: 200, body: { id: address.id, regionId: 'makkah', cityId: 'jeddah', cityName: 'Jeddah', isDefault: true, location: office.location } });

    const withoutLocation = await server.json<Address>('PUT', `/api/addresses/${address.id}`, { ...home, isDefault: false }, as(shopper));
    expect(withoutLocation.body).toMatchObject({ regionId: 'riyadh', location: null, isDefault: false });
    expect(await defaultsOf(shopper.id)).toEqual([]);
  });

  it('makes an address the default on replace, clearing the previous one', async () => {
    const first = (await create(shopper, home)).body;
    const second = (await create(shopper, office)).body;
    expect(await defaultsOf(shopper.id)).toEqual([first.id]);
    const { body } = await server.json<Address>('PUT', `/api/addresses/${second.id}`, { ...office, isDefault: true }, as(shopper));
    expect(body.isDefault).toBe(true);
    expect(await defaultsOf(shopper.id)).toEqual([second.id]);
  });

  it('checks the region and city on replace too', async () => {
    const address = (await create(shopper, home)).body;
    const { status, body } = await server.json<ErrorBody>('PUT', `/api/addresses/${address.id}`, { ...home, regionId: 'makkah' }, as(shopper));
    expect(status).toBe(400);
    expect(body.code).toBe('addresses.cityNotInRegion');
    expect((await list(shopper)).body[0]).toMatchObject({ regionId: 'riyadh' });
  });

  it('makes another address the default, leaving exactly one', async () => {
    const first = (await create(shopper, home)).body;
    const second = (await create(shopper, office)).body;
    const made = await server.json<Address>('POST', `/api/addresses/${second.id}/default`, undefined, as(shopper));
    expect(made).toMatchObject({ status: 200, body: { id: second.id, isDefault: true } });
    expect(await defaultsOf(shopper.id)).toEqual([second.id]);
    const again = await server.json<Address>('POST', `/api/addresses/${second.id}/default`, undefined, as(shopper));
    expect(again.body.isDefault).toBe(true);
    expect((await list(shopper)).body.map((address) => address.id)).toEqual([second.id, first.id]);
  });

  it('leaves exactly one default when several addresses are made the default at once', async () => {
    const created = [];
    for (let index = 0; index < 6; index++) created.push((await create(shopper, { ...home, addressText: `Olaya Street ${index + 1}` })).body);
    const answers = await Promise.all(created.map((address) => server.json('POST', `/api/addresses/${address.id}/default`, undefined, as(shopper))));
    expect(answers.map((answer) => answer.status)).toEqual(created.map(() => 200));
    expect(await defaultsOf(shopper.id)).toHaveLength(1);
  });

  it('deletes an address; deleting the default leaves the shopper without one until they choose', async () => {
    const first = (await create(shopper, home)).body;
    const second = (await create(shopper, office)).body;
    const deleted = await server.request(`/api/addresses/${first.id}`, { method: 'DELETE', headers: as(shopper) });
    expect(deleted.status).toBe(204);
    expect(await deleted.text()).toBe('');
    expect((await list(shopper)).body).toMatchObject([{ id: second.id, isDefault: false }]);

    const again = await server.json<ErrorBody>('DELETE', `/api/addresses/${first.id}`, undefined, as(shopper));
    expect(again).toMatchObject({ status: 404, body: { code: 'addresses.notFound' } });

    // With no default left, the next address saved becomes it.
    const third = (await create(shopper, { ...home, addressText: 'Olaya Street 7' })).body;
    expect(third.isDefault).toBe(true);
  });

  it('answers an id that is not a uuid with 400 and an unknown one with 404', async () => {
    expect((await server.json('PUT', '/api/addresses/42', home, as(shopper))).status).toBe(400);
    const unknown = await server.json<ErrorBody>('POST', '/api/addresses/00000000-0000-4000-8000-000000000000/default', undefined, as(shopper, ar));
    expect(unknown).toMatchObject({ status: 404, body: { code: 'addresses.notFound', message: 'تعذّر العثور على هذا العنوان.' } });
  });
});

describe("one shopper and another's addresses", () => {
  let owner: SignedInShopper;
  let owned: Address;
  beforeEach(async () => {
    owner = await signedInShopper(server.database.db, 'Khalid Al-Otaibi');
    owned = (await create(owner, home)).body;
  });

  const ownerRow = async () => (await server.database.db.select().from(addresses).where(eq(addresses.id, owned.id)))[0];

  it('never lists them', async () => {
    await create(shopper, office);
    const mine = (await list(shopper)).body;
    expect(mine).toHaveLength(1);
    expect(mine.map((address) => address.id)).not.toContain(owned.id);
  });

  it('cannot change, delete or make default another shopper’s address: 404, as if it did not exist, and nothing changes', async () => {
    const before = await ownerRow();
    await create(shopper, office);
    const unknown = await server.json<ErrorBody>('PUT', '/api/addresses/00000000-0000-4000-8000-000000000000', office, as(shopper));
    for (const [method, path, body] of [
      ['PUT', `/api/addresses/${owned.id}`, { ...office, isDefault: true }],
      ['DELETE', `/api/addresses/${owned.id}`, undefined],
      ['POST', `/api/addresses/${owned.id}/default`, undefined],
    ] as const) {
      const answer = await server.json<ErrorBody>(method, path, body, as(shopper));
      expect(answer, `${method} ${path}`).toEqual({ ...unknown, headers: answer.headers });
    }
    expect(await ownerRow()).toEqual(before);
    expect(await defaultsOf(owner.id)).toEqual([owned.id]);
  });

  it("never moves another shopper's default when making one's own", async () => {
    const mine = (await create(shopper, office)).body;
    await create(shopper, home);
    await server.json('POST', `/api/addresses/${mine.id}/default`, undefined, as(shopper));
    expect(await defaultsOf(owner.id)).toEqual([owned.id]);
  });
});
