// The browser session of spec §4: token, user, forgetData, tempCart and cartItemsCount, kept in
// the SessionStorage port, with the user-data cookie as the logged-in marker the route guards
// read. Screens subscribe to it; every change is persisted before listeners hear of it.
import type { Cookies } from '../ports/cookies';
import type { JsonValue, SessionStorage } from '../ports/session-storage';
import { serviceToken } from '../ports/service-token';

/** The signed-in account as the API describes it (GET /api/auth/me). */
export interface SessionUser {
  readonly id: string;
  readonly fullName: string;
  readonly email: string;
  readonly phone: string | null;
  readonly language: string;
  readonly role: 'shopper' | 'seller';
  readonly sellerSlug: string | null;
  readonly hasPassword: boolean;
  /** Signs in with Google or Apple too (a user of the identity provider is linked). */
  readonly hasSocialSignIn: boolean;
}

/** A product a guest put in the cart before logging in, with the options chosen. */
export interface TempCartItem {
  readonly productSlug: string;
  readonly quantity: number;
  readonly colour?: string;
  readonly size?: string;
  readonly nameOnProduct?: string;
  readonly giftText?: string;
}

/** Where a password reset stands between its screens (spec: forgetData). */
export interface ForgetData {
  readonly email: string;
  /** Set once the one-time code has been verified. */
  readonly code?: string;
}

/** Where a registration stands between submitting it and confirming its mailed code (kept like forgetData). */
export interface RegisterData {
  readonly email: string;
  /** How long the mailed code is valid, as the API said. */
  readonly minutes?: number;
}

export interface SessionState {
  readonly token: string | null;
  readonly user: SessionUser | null;
  readonly forgetData: ForgetData | null;
  readonly registerData: RegisterData | null;
  readonly tempCart: readonly TempCartItem[];
  readonly cartItemsCount: number;
}

/** The cookie whose presence means "logged in" (spec §2, §6). */
export const USER_DATA_COOKIE = 'userData';
/** "Remember me" keeps the marker as long as the server keeps the session. */
export const REMEMBERED_SESSION_DAYS = 30;

/** A guest: how the server renders every page, since the session lives in the browser (spec §3). */
export const SIGNED_OUT: SessionState = { token: null, user: null, forgetData: null, registerData: null, tempCart: [], cartItemsCount: 0 };

export class SessionStore {
  private state: SessionState = SIGNED_OUT;
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly storage: SessionStorage,
    private readonly cookies: Cookies,
  ) {}

  getState = (): SessionState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  get isLoggedIn(): boolean {
    return this.cookies.get(USER_DATA_COOKIE) !== undefined && this.state.token !== null;
  }

  /**
   * At app start: with no stored user data the session is logged out first, then restored (spec §4).
   * The start-up logout ends only the identity (token, user, marker): a guest's cart is the guest's
   * own and must survive a reload until login merges it (DESIGN.md), whereas an explicit logout
   * clears the cart too, so the next person at the computer does not inherit it.
   */
  start(): void {
    if (this.storage.get('user') === undefined || this.cookies.get(USER_DATA_COOKIE) === undefined) this.endIdentity();
    this.initializeStore();
  }

  /** Restores all four persisted values from browser storage, dropping any that are malformed. */
  initializeStore(): void {
    this.update({
      token: readToken(this.storage.get('token')),
      user: readUser(this.storage.get('user')),
      forgetData: readForgetData(this.storage.get('forgetData')),
      registerData: readRegisterData(this.storage.get('registerData')),
      tempCart: readTempCart(this.storage.get('tempCart')),
      cartItemsCount: readCount(this.storage.get('cartItemsCount')),
    });
  }

  setToken(token: string): void {
    this.storage.set('token', token);
    this.update({ token });
  }

  /** Saves the user and sets the logged-in marker (for 30 days with "remember me", else for the browser session). */
  setUser(user: SessionUser, options: { remember?: boolean } = {}): void {
    this.storage.set('user', user as unknown as JsonValue);
    this.cookies.set(USER_DATA_COOKIE, user.id, options.remember ? { maxAgeDays: REMEMBERED_SESSION_DAYS } : {});
    this.update({ user });
  }

  /** Replaces the stored user (after a profile edit) and leaves the logged-in marker as it was,
   *  so a remembered session stays remembered. */
  updateUser(user: SessionUser): void {
    this.storage.set('user', user as unknown as JsonValue);
    this.update({ user });
  }

  /** With an item: appends it and persists the list. Without: clears the list and removes the stored cart. */
  setTempCart(item?: TempCartItem): void {
    if (item === undefined) {
      this.storage.remove('tempCart');
      this.update({ tempCart: [] });
      return;
    }
    const tempCart = [...this.state.tempCart, item];
    this.storage.set('tempCart', tempCart as unknown as JsonValue);
    this.storage.set('cartItemsCount', countOf(tempCart));
    this.update({ tempCart, cartItemsCount: countOf(tempCart) });
  }

  /** The guest changed the cart (a quantity, a removed line): persists the new list and its count; an empty list clears it. */
  replaceTempCart(items: readonly TempCartItem[]): void {
    if (items.length === 0) this.storage.remove('tempCart');
    else this.storage.set('tempCart', items as unknown as JsonValue);
    this.storage.set('cartItemsCount', countOf(items));
    this.update({ tempCart: [...items], cartItemsCount: countOf(items) });
  }

  setCartItemsCount(count: number): void {
    this.storage.set('cartItemsCount', count);
    this.update({ cartItemsCount: count });
  }

  setForgetData(forgetData: ForgetData | null): void {
    if (forgetData === null) this.storage.remove('forgetData');
    else this.storage.set('forgetData', forgetData as unknown as JsonValue);
    this.update({ forgetData });
  }

  setRegisterData(registerData: RegisterData | null): void {
    if (registerData === null) this.storage.remove('registerData');
    else this.storage.set('registerData', { email: registerData.email, ...(registerData.minutes === undefined ? {} : { minutes: registerData.minutes }) });
    this.update({ registerData });
  }

  /** Clears the token, the user, the stored cart and the stored cart count, and the logged-in marker. */
  logout(): void {
    this.endIdentity();
    for (const key of ['tempCart', 'cartItemsCount'] as const) this.storage.remove(key);
    this.update({ tempCart: [], cartItemsCount: 0 });
  }

  private endIdentity(): void {
    for (const key of ['token', 'user'] as const) this.storage.remove(key);
    this.cookies.remove(USER_DATA_COOKIE);
    this.update({ token: null, user: null });
  }

  /**
   * Applies `change`; a change to what the state already holds is none: the state stays the same
   * object and nobody is told. So a guest's page, which the server drew signed out, keeps
   * SIGNED_OUT itself after start(), and hydration re-renders nothing that shows the session.
   */
  private update(change: Partial<SessionState>): void {
    const changed = (Object.keys(change) as (keyof SessionState)[]).some((key) => !sameValue(this.state[key], change[key]));
    if (!changed) return;
    this.state = { ...this.state, ...change };
    for (const listener of this.listeners) listener();
  }
}

/** The same value, or two empty lists (storage reads give a new one each time). */
const sameValue = (held: unknown, next: unknown): boolean =>
  Object.is(held, next) || (Array.isArray(held) && Array.isArray(next) && held.length === 0 && next.length === 0);

const countOf = (items: readonly TempCartItem[]) => items.reduce((total, item) => total + item.quantity, 0);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const optionalText = (value: unknown) => value === undefined || typeof value === 'string';

function readToken(value: JsonValue | undefined): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

function readUser(value: JsonValue | undefined): SessionUser | null {
  if (!isRecord(value)) return null;
  const { id, fullName, email, role } = value;
  if (typeof id !== 'string' || typeof fullName !== 'string' || typeof email !== 'string') return null;
  if (role !== 'shopper' && role !== 'seller') return null;
  // A user stored before social sign-in was recorded reads as one without it.
  return { ...(value as unknown as SessionUser), hasSocialSignIn: value.hasSocialSignIn === true };
}

function readForgetData(value: JsonValue | undefined): ForgetData | null {
  if (!isRecord(value) || typeof value.email !== 'string' || !optionalText(value.code)) return null;
  return value as unknown as ForgetData;
}

function readRegisterData(value: JsonValue | undefined): RegisterData | null {
  if (!isRecord(value) || typeof value.email !== 'string' || value.email === '') return null;
  const { minutes } = value;
  return { email: value.email, ...(typeof minutes === 'number' && Number.isSafeInteger(minutes) && minutes > 0 ? { minutes } : {}) };
}

function readTempCart(value: JsonValue | undefined): TempCartItem[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (item): item is JsonValue =>
      isRecord(item) &&
      typeof item.productSlug === 'string' &&
      Number.isSafeInteger(item.quantity) &&
      (item.quantity as number) > 0 &&
      ['colour', 'size', 'nameOnProduct', 'giftText'].every((key) => optionalText(item[key])),
  ) as unknown as TempCartItem[];
}

function readCount(value: JsonValue | undefined): number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : 0;
}

export const SESSION_STORE = serviceToken<SessionStore>('SessionStore');
