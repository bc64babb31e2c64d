// The cart use cases of the storefront, over the CartGateway port and the session store. A
// guest's cart is the session's tempCart (spec §4); a signed-in shopper's is the server's. The
// session's cartItemsCount (the header's badge) follows every answer of the server, and at
// login (or at the first start after one) the guest cart is merged into the account's and only
// then cleared, so that a failed merge loses nothing and is simply tried again.
import type { CartGateway, CartView } from '../ports/cart-gateway';
import type { SessionStore, TempCartItem } from '../session/session-store';
import { mergeBatches, withGuestQuantity, withoutGuestLine } from './guest-cart';

/** Where an added item went: the server's cart, or the guest's tempCart. */
export type AddedTo = 'account' | 'guest';

export class CartService {
  private merging: Promise<CartView | null> | null = null;

  constructor(
    private readonly gateway: CartGateway,
    private readonly session: SessionStore,
  ) {}

  get signedIn(): boolean {
    return this.session.isLoggedIn;
  }

  /** A signed-in shopper's item goes to the server (which may refuse it: stock); a guest's to tempCart. */
  async add(item: TempCartItem): Promise<AddedTo> {
    if (!this.signedIn) {
      this.session.setTempCart(item);
      return 'guest';
    }
    this.counted(await this.gateway.add(item));
    return 'account';
  }

  /** The account's cart, after merging a guest cart still waiting to be merged. */
  async load(): Promise<CartView> {
    const merged = await this.mergeGuestCart();
    return merged ?? this.counted(await this.gateway.get());
  }

  async setQuantity(lineId: string, quantity: number): Promise<CartView> {
    return this.counted(await this.gateway.setQuantity(lineId, quantity));
  }

  async remove(lineId: string): Promise<CartView> {
    return this.counted(await this.gateway.remove(lineId));
  }

  /**
   * Merges the guest cart into the signed-in account's; null when there was nothing to merge.
   * The guest cart is cleared only once the server has taken it; what the guest added while the
   * request ran stays for the next merge. Calls made while one merge runs share it.
   */
  mergeGuestCart(): Promise<CartView | null> {
    this.merging ??= this.runMerge().finally(() => {
      this.merging = null;
    });
    return this.merging;
  }

  /** The header's badge for a signed-in shopper: merges a waiting guest cart, else asks the server. */
  async refreshCount(): Promise<void> {
    if (!this.signedIn) return;
    if (this.session.getState().tempCart.length > 0) {
      await this.mergeGuestCart();
      return;
    }
    this.session.setCartItemsCount(await this.gateway.count());
  }

  /** A guest changes a line's quantity (the screen bounds it by stock). */
  setGuestQuantity(key: string, quantity: number): void {
    this.session.replaceTempCart(withGuestQuantity(this.session.getState().tempCart, key, quantity));
  }

  removeGuestLine(key: string): void {
    this.session.replaceTempCart(withoutGuestLine(this.session.getState().tempCart, key));
  }

  private async runMerge(): Promise<CartView | null> {
    const sent = this.session.getState().tempCart;
    if (sent.length === 0 || !this.signedIn) return null;
    let cart: CartView | null = null;
    for (const batch of mergeBatches(sent)) cart = await this.gateway.merge(batch);
    const now = this.session.getState().tempCart;
    const addedSince = startsWith(now, sent) ? now.slice(sent.length) : now;
    if (addedSince.length === 0) this.session.setTempCart();
    else this.session.replaceTempCart(addedSince);
    return cart === null ? null : this.counted(cart);
  }

  private counted(cart: CartView): CartView {
    this.session.setCartItemsCount(cart.totals.itemCount);
    return cart;
  }
}

const startsWith = (list: readonly TempCartItem[], start: readonly TempCartItem[]) =>
  list.length >= start.length && start.every((item, index) => list[index] === item);

const services = new WeakMap<CartGateway, WeakMap<SessionStore, CartService>>();

/** One service per gateway and session, so that screens and the header share a merge in flight. */
export function cartServiceFor(gateway: CartGateway, session: SessionStore): CartService {
  let bySession = services.get(gateway);
  if (bySession === undefined) services.set(gateway, (bySession = new WeakMap()));
  let service = bySession.get(session);
  if (service === undefined) bySession.set(session, (service = new CartService(gateway, session)));
  return service;
}
