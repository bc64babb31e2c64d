// @vitest-environment jsdom
// The address book against the in-memory AddressBook and DeviceLocation: the default first and
// marked, an address added with a pin placed from the keyboard, one changed in the same form
// filled in (its pin removed), one made the default, one deleted after a confirmation; and every
// failure said in the page's language without losing what was typed.
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { SavedAddress } from '../../../application/ports/address-book';
import { InMemoryAddressBook } from '../../../application/ports/in-memory-address-book';
import { InMemoryCookies } from '../../../application/ports/in-memory-cookies';
import { InMemoryDeviceLocation } from '../../../application/ports/in-memory-device-location';
import { InMemorySessionStorage } from '../../../application/ports/in-memory-session-storage';
import { RequestFailure } from '../../../application/ports/request-failure';
import { SessionStore, USER_DATA_COOKIE } from '../../../application/session/session-store';
import { SARA } from '../../../application/testing/shoppers';
import { renderApp, waitFor } from '../../testing/render-app';

const HOME: SavedAddress = {
  id: 'a0000000-0000-4000-8000-000000000101',
  regionId: 'riyadh',
  regionName: 'Riyadh',
  cityId: 'riyadh',
  cityName: 'Riyadh',
  addressText: 'Olaya Street, Building 3',
  isDefault: true,
  location: { latitude: 24.7136, longitude: 46.6753 },
};
const WORK: SavedAddress = {
  id: 'a0000000-0000-4000-8000-000000000102',
  regionId: 'makkah',
  regionName: 'Makkah',
  cityId: 'jeddah',
  cityName: 'Jeddah',
  addressText: 'Tahlia Street, Office 9',
  isDefault: false,
  location: null,
};

let unmount: (() => void) | undefined;
afterEach(() => {
  unmount?.();
  unmount = undefined;
});

async function open(path: string, book: InMemoryAddressBook, deviceLocation = new InMemoryDeviceLocation()) {
  const cookies = { [USER_DATA_COOKIE]: SARA.id };
  const sessionStore = new SessionStore(new InMemorySessionStorage(), new InMemoryCookies(cookies));
  sessionStore.setToken('session-token');
  sessionStore.setUser(SARA);
  const app = await renderApp(path, { cookies, ports: { addressBook: book, deviceLocation, sessionStore } });
  unmount = app.unmount;
  await waitFor(() => app.host.querySelector('article') !== null || app.host.textContent?.includes('No saved addresses yet') === true);
  return app;
}

const cards = (host: HTMLElement) => [...host.querySelectorAll<HTMLElement>('article')];
const headings = (host: HTMLElement) => cards(host).map((card) => card.querySelector('h2')!.textContent);
const button = (within: ParentNode, name: string) => {
  const found = [...within.querySelectorAll<HTMLButtonElement>('button')].find((candidate) => candidate.textContent?.trim() === name);
  if (found === undefined) throw new Error(`no button "${name}"`);
  return found;
};
const click = (within: ParentNode, name: string) => act(async () => button(within, name).click());
const form = (host: HTMLElement) => host.querySelector<HTMLFormElement>('main form')!;
const field = <E extends HTMLElement>(within: ParentNode, label: string): E => {
  const labelled = [...within.querySelectorAll('label')].find((candidate) => candidate.textContent?.replace(/\s*\*$/, '').trim() === label);
  const id = labelled?.getAttribute('for');
  if (!id) throw new Error(`no field "${label}"`);
  return document.getElementById(id) as E;
};

function type(element: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string) {
  const prototype = Object.getPrototypeOf(element) as object;
  const setValue = Object.getOwnPropertyDescriptor(prototype, 'value')!.set!;
  act(() => {
    setValue.call(element, value);
    element.dispatchEvent(new Event('input', { bubbles: true }));
    element.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

const press = (element: HTMLElement, key: string, shiftKey = false) =>
  act(() => {
    element.dispatchEvent(new KeyboardEvent('keydown', { key, shiftKey, bubbles: true, cancelable: true }));
  });

async function theMap(host: HTMLElement): Promise<HTMLElement> {
  await waitFor(() => host.querySelector('[role="application"]') !== null);
  return host.querySelector<HTMLElement>('[role="application"]')!;
}

const submit = (host: HTMLElement) => act(async () => form(host).requestSubmit());

describe('the address book', () => {
  it('lists the default first and marked, with each map location', async () => {
    const { host } = await open('/en/profile/addresses', new InMemoryAddressBook([WORK, HOME]));
    expect(document.title).toBe('My addresses · Herfa');
    expect(headings(host)).toEqual(['Riyadh, Riyadh', 'Jeddah, Makkah']);
    expect(cards(host)[0]!.textContent).toContain('Default');
    expect(cards(host)[1]!.textContent).not.toContain('Default');
    expect(cards(host)[0]!.textContent).toContain('Map location: 24.7136° N, 46.6753° E');
    expect(cards(host)[1]!.textContent).toContain('No map location');
    expect(host.textContent).toContain('You have 2 saved addresses.');
    // Only what is not the default can be made it.
    expect(() => button(cards(host)[0]!, 'Make default')).toThrow();
    expect(button(cards(host)[1]!, 'Make default')).toBeDefined();
  });

  it('says so when there is no address yet, and the first one added becomes the default', async () => {
    const book = new InMemoryAddressBook([]);
    const { host } = await open('/en/profile/addresses', book);
    expect(host.textContent).toContain('No saved addresses yet');
    expect(host.textContent).not.toContain('You have 0');
    await click(host, 'Add an address');
    await waitFor(() => host.querySelector('main form') !== null);
    // The first address is the default whatever a box would say: none is offered.
    expect(form(host).querySelector('input[type="checkbox"]')).toBeNull();
    type(field(form(host), 'Region'), 'riyadh');
    type(field(form(host), 'City'), 'al-kharj');
    type(field(form(host), 'Address'), 'King Abdullah Road, House 4');
    await submit(host);
    await waitFor(() => cards(host).length === 1);
    expect(headings(host)).toEqual(['Al Kharj, Riyadh']);
    expect(book.all[0]).toMatchObject({ cityId: 'al-kharj', isDefault: true, location: null });
  });

  it('adds an address with a pin placed and moved on the map with the keyboard', async () => {
    const book = new InMemoryAddressBook([HOME]);
    const { host } = await open('/en/profile/addresses', book);
    await click(host, 'Add an address');
    await waitFor(() => host.querySelector('main form') !== null);
    const map = await theMap(host);
    expect(map.getAttribute('aria-label')).toBe('Map of Saudi Arabia');
    expect(map.tabIndex).toBe(0);
    const description = (map.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent).join(' ');
    expect(description).toContain('the arrow keys move the pin');
    expect(description).toContain('No pin on the map yet.');
    press(map, 'ArrowUp'); // the first press puts the pin in the middle of the Kingdom
    press(map, 'ArrowRight', true);
    press(map, 'ArrowUp');
    expect(host.textContent).toContain('Pin: 24.1000° N, 46.0000° E');
    type(field(form(host), 'Region'), 'makkah');
    type(field(form(host), 'City'), 'jeddah');
    type(field(form(host), 'Address'), 'Prince Sultan Road, Villa 7');
    await act(async () => field<HTMLInputElement>(form(host), 'Make this my default address').click());
    await submit(host);
    await waitFor(() => cards(host).length === 2);
    // The new default comes first; the old one is no longer it.
    expect(headings(host)).toEqual(['Jeddah, Makkah', 'Riyadh, Riyadh']);
    expect(book.all.map((address) => [address.addressText, address.isDefault, address.location])).toEqual([
      ['Prince Sultan Road, Villa 7', true, { latitude: 24.1, longitude: 46 }],
      [HOME.addressText, false, HOME.location],
    ]);
  });

  it('changes an address in the same form, filled in, and removes its pin', async () => {
    const book = new InMemoryAddressBook([HOME, WORK]);
    const { host } = await open('/en/profile/addresses', book);
    await click(cards(host)[0]!, 'Edit');
    await waitFor(() => host.querySelector('main form') !== null);
    expect(field<HTMLSelectElement>(form(host), 'Region').value).toBe('riyadh');
    expect(field<HTMLSelectElement>(form(host), 'City').value).toBe('riyadh');
    expect(field<HTMLTextAreaElement>(form(host), 'Address').value).toBe(HOME.addressText);
    expect(form(host).textContent).toContain('This is your default address.');
    await theMap(host);
    expect(host.textContent).toContain('Pin: 24.7136° N, 46.6753° E');
    await click(form(host), 'Remove the pin');
    expect(host.textContent).toContain('No pin on the map yet.');
    type(field(form(host), 'Address'), 'Olaya Street, Building 5');
    await submit(host);
    await waitFor(() => host.querySelector('main form') === null);
    expect(book.calls.find((call) => call.method === 'update')?.args).toEqual([
      HOME.id,
      { regionId: 'riyadh', cityId: 'riyadh', addressText: 'Olaya Street, Building 5', isDefault: true, location: null },
    ]);
    expect(cards(host)[0]!.textContent).toContain('Olaya Street, Building 5');
    expect(cards(host)[0]!.textContent).toContain('No map location');
    // The focus is back on what opened the form.
    await waitFor(() => document.activeElement === button(cards(host)[0]!, 'Edit'));
  });

  it('makes another address the default', async () => {
    const book = new InMemoryAddressBook([HOME, WORK]);
    const { host } = await open('/en/profile/addresses', book);
    await click(cards(host)[1]!, 'Make default');
    await waitFor(() => headings(host)[0] === 'Jeddah, Makkah');
    expect(cards(host)[0]!.textContent).toContain('Default');
    expect(cards(host)[1]!.textContent).not.toContain('Default');
    expect(book.all.find((address) => address.isDefault)?.id).toBe(WORK.id);
  });

  it('deletes an address only once the shopper confirms', async () => {
    const book = new InMemoryAddressBook([HOME, WORK]);
    const { host } = await open('/en/profile/addresses', book);
    await click(cards(host)[1]!, 'Delete');
    await waitFor(() => document.querySelector('[role="dialog"]') !== null);
    const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]')!;
    expect(dialog().textContent).toContain('Delete this address?');
    expect(dialog().textContent).toContain('Jeddah, Makkah (Tahlia Street, Office 9) will be removed');
    await click(dialog(), 'Keep it');
    expect(book.all).toHaveLength(2);
    await click(cards(host)[1]!, 'Delete');
    await waitFor(() => document.querySelector('[role="dialog"]') !== null);
    await click(dialog(), 'Delete address');
    await waitFor(() => cards(host).length === 1);
    expect(book.all.map((address) => address.id)).toEqual([HOME.id]);
    expect(host.textContent).toContain('You have 1 saved address.');
  });
});

describe('when something fails', () => {
  it('shows the API’s refusal of one address too many and keeps everything typed', async () => {
    const book = new InMemoryAddressBook([HOME], undefined, 1);
    const { host } = await open('/en/profile/addresses', book);
    await click(host, 'Add an address');
    await waitFor(() => host.querySelector('main form') !== null);
    type(field(form(host), 'Region'), 'makkah');
    type(field(form(host), 'City'), 'jeddah');
    type(field(form(host), 'Address'), 'Prince Sultan Road, Villa 7');
    const map = await theMap(host);
    press(map, 'ArrowDown');
    await submit(host);
    await waitFor(() => form(host).querySelector('[role="alert"]') !== null);
    expect(form(host).querySelector('[role="alert"]')!.textContent).toBe('You can save up to 1 addresses. Please delete one before adding another.');
    expect(field<HTMLSelectElement>(form(host), 'City').value).toBe('jeddah');
    expect(field<HTMLTextAreaElement>(form(host), 'Address').value).toBe('Prince Sultan Road, Villa 7');
    expect(host.textContent).toContain('Pin: 24.0000° N, 45.0000° E');
    expect(cards(host)).toHaveLength(1);
  });

  it('says why the device’s location could not be used, and uses it when it can', async () => {
    const location = new InMemoryDeviceLocation('refused');
    const { host } = await open('/en/profile/addresses', new InMemoryAddressBook([HOME]), location);
    await click(host, 'Add an address');
    await theMap(host);
    await click(form(host), 'Use my location');
    await waitFor(() => form(host).querySelector('[role="alert"]') !== null);
    expect(form(host).querySelector('[role="alert"]')!.textContent).toContain('Herfa was not allowed to use your location.');
    location.answer = { latitude: 51.5, longitude: -0.12 };
    await click(form(host), 'Use my location');
    await waitFor(() => form(host).querySelector('[role="alert"]')?.textContent?.includes('outside Saudi Arabia') === true);
    location.answer = { latitude: 21.543333, longitude: 39.172778 };
    await click(form(host), 'Use my location');
    await waitFor(() => host.textContent?.includes('Pin: 21.5433° N, 39.1728° E') === true);
    expect(form(host).querySelector('[role="alert"]')).toBeNull();
  });

  it('says so when an address could not be made the default or deleted', async () => {
    const book = new InMemoryAddressBook([HOME, WORK]);
    const { host } = await open('/en/profile/addresses', book);
    book.refuseWith = new RequestFailure(0, 'http.unreachable', 'Failed to fetch');
    await click(cards(host)[1]!, 'Make default');
    await waitFor(() => host.querySelector('[role="alert"]') !== null);
    expect(host.querySelector('[role="alert"]')!.textContent).toContain('That did not work');
    expect(headings(host)).toEqual(['Riyadh, Riyadh', 'Jeddah, Makkah']);
    book.refuseWith = new RequestFailure(404, 'addresses.notFound', 'This address could not be found.');
    await click(cards(host)[1]!, 'Delete');
    await waitFor(() => document.querySelector('[role="dialog"]') !== null);
    await click(document.querySelector<HTMLElement>('[role="dialog"]')!, 'Delete address');
    await waitFor(() => document.querySelector('[role="dialog"] [role="alert"]') !== null);
    expect(document.querySelector('[role="dialog"] [role="alert"]')!.textContent).toBe('This address could not be found.');
    expect(cards(host)).toHaveLength(2);
  });
});

describe('in Arabic', () => {
  it('counts and writes the coordinates with Arabic-Indic digits, the map left to right', async () => {
    const { host } = await open('/ar/profile/addresses', new InMemoryAddressBook([HOME, WORK]));
    expect(document.title).toBe('عناويني · حِرفة');
    expect(host.textContent).toContain('لديك عنوانان محفوظان.');
    expect(cards(host)[0]!.textContent).toContain('الموقع على الخريطة: ٢٤٫٧١٣٦° شمالًا، ٤٦٫٦٧٥٣° شرقًا');
    await click(cards(host)[0]!, 'تعديل');
    const map = await theMap(host);
    expect(map.getAttribute('aria-label')).toBe('خريطة المملكة العربية السعودية');
    expect(map.getAttribute('dir')).toBe('ltr');
    // East is right on an Arabic page too.
    press(map, 'ArrowRight');
    expect(host.textContent).toContain('الدبوس: ٢٤٫٧١٣٦° شمالًا، ٤٦٫٧٧٥٣° شرقًا');
  });
});
