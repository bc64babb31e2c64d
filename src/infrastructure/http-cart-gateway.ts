// CartGateway over the API's cart operations (src/contract/cart.ts). Loaded lazily by the
// container, so neither this module nor the contract's schemas weigh on the first page.
import type { CartGateway, CartView } from '../application/ports/cart-gateway';
import type { TempCartItem } from '../application/session/session-store';
import { cartOperations, type CartItemInput } from '../contract/cart';
import type { ApiClient } from './api-client';

/** The item as the API takes it: only the options that were chosen. */
const itemInput = (item: TempCartItem): CartItemInput => ({
  productSlug: item.productSlug,
  quantity: item.quantity,
  ...(item.colour === undefined ? {} : { colour: item.colour }),
  ...(item.size === undefined ? {} : { size: item.size }),
  ...(item.nameOnProduct === undefined ? {} : { nameOnProduct: item.nameOnProduct }),
  ...(item.giftText === undefined ? {} : { giftText: item.giftText }),
});

export class HttpCartGateway implements CartGateway {
  constructor(private readonly api: ApiClient) {}

  get(): Promise<CartView> {
    return this.api.call(cartOperations.get);
  }

  async count(): Promise<number> {
    return (await this.api.call(cartOperations.count)).itemCount;
  }

  add(item: TempCartItem): Promise<CartView> {
    return this.api.call(cartOperations.add, { body: itemInput(item) });
  }

  setQuantity(lineId: string, quantity: number): Promise<CartView> {
    return this.api.call(cartOperations.setQuantity, { params: { id: lineId }, body: { quantity } });
  }

  remove(lineId: string): Promise<CartView> {
    return this.api.call(cartOperations.remove, { params: { id: lineId } });
  }

  merge(items: readonly TempCartItem[]): Promise<CartView> {
    return this.api.call(cartOperations.merge, { body: { items: items.map(itemInput) } });
  }
}
