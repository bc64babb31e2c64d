// For the seller console's screen tests: the seller and shopper accounts every console test signs
// in as; the app on a path as a signed-in seller (or a shopper, or a guest), with the in-memory
// seller products (and their photos) and a catalogue with its categories; and the few ways a test
// reads and types into the screen.
import { act } from 'react';
import { InMemoryCatalogueGateway } from '../../../../application/ports/in-memory-catalogue-gateway';
import { InMemoryCookies } from '../../../../application/ports/in-memory-cookies';
import { InMemorySellerMediaGateway } from '../../../../application/ports/in-memory-seller-media-gateway';
import { InMemorySessionStorage } from '../../../../application/ports/in-memory-session-storage';
import type { Toasts, ToastRequest } from '../../../../application/ports/toasts';
import { SessionStore, USER_DATA_COOKIE, type SessionUser } from '../../../../application/session/session-store';
import type { SellerProductsGateway } from '../../../../application/ports/seller-products-gateway';
import { stubLayoutApis } from '../../../components/catalogue/testing-stubs';
import { renderApp } from '../../../testing/render-app';

export const SELLER: SessionUser = {
  id: 'u-seller',
  fullName: 'Sadu House',
  email: 'sadu-house@sellers.herfa.test',
  phone: null,
  language: 'en',
  role: 'seller',
  sellerSlug: 'sadu-house',
  hasPassword: true,
  hasSocialSignIn: false,
};
export const SHOPPER: SessionUser = { ...SELLER, id: 'u-shopper', fullName: 'Sara Al-Qahtani', email: 'sara@herfa.test', role: 'shopper', sellerSlug: null };

const CATEGORIES = [
  { slug: 'pottery', name: 'Pottery', image: '/pottery.webp', productCount: 3 },
  { slug: 'textiles', name: 'Textiles', image: '/textiles.webp', productCount: 2 },
];

/** Toasts that remember what they were asked to show. */
export function recordingToasts(): Toasts & { readonly shown: ToastRequest[] } {
  const shown: ToastRequest[] = [];
  return {
    shown,
    show: (toast) => {
      shown.push(toast);
      return String(shown.length);
    },
    promise: (work) => work,
    clear: () => {},
    clearAll: () => {},
  };
}

export async function openConsole(path: string, gateway: SellerProductsGateway, user: SessionUser | null = SELLER) {
  stubLayoutApis();
  const cookies: Record<string, string> = user === null ? {} : { [USER_DATA_COOKIE]: user.id };
  const session = new SessionStore(new InMemorySessionStorage(), new InMemoryCookies(cookies));
  if (user !== null) {
    session.setToken('t0k3n');
    session.setUser(user);
  }
  const toasts = recordingToasts();
  const app = await renderApp(path, {
    cookies,
    ports: { sessionStore: session, sellerProducts: gateway, sellerMedia: new InMemorySellerMediaGateway(), catalogue: new InMemoryCatalogueGateway({ categories: CATEGORIES }), toasts },
  });
  const main = () => app.host.querySelector('main')!;
  const text = () => (main().textContent ?? '').replace(/[\u00a0\u200f]/g, ' ');
  const button = (name: string, root: ParentNode = main()) =>
    [...root.querySelectorAll<HTMLButtonElement>('button')].find((element) => element.textContent?.trim() === name || element.getAttribute('aria-label') === name);
  /** The input a visible label names. */
  const field = (label: string, root: ParentNode = main()) => {
    const found = [...root.querySelectorAll('label')].find((element) => element.textContent?.replace(/\s*\*$/, '').trim() === label);
    const id = found?.getAttribute('for');
    return (id ? document.getElementById(id) : null) as HTMLInputElement | null;
  };
  /** The message under an input (Mantine's error, which the input's aria-describedby names). */
  const errorUnder = (input: HTMLElement) => document.getElementById(`${input.id}-error`)?.textContent ?? '';
  return { ...app, main, text, button, field, errorUnder, toasts };
}

/** Types into a text input or text area as React hears it. */
export function typeInto(element: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const prototype = element instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')!.set!.call(element, value);
  element.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Chooses an option of a native select as React hears it. */
export function choose(element: HTMLSelectElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')!.set!.call(element, value);
  element.dispatchEvent(new Event('change', { bubbles: true }));
}

export const click = (element: HTMLElement | undefined | null) =>
  act(async () => {
    if (!element) throw new Error('nothing to click');
    element.click();
  });
