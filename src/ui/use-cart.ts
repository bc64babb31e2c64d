// The cart use cases for screens: one CartService per gateway and session, shared by the
// product page, the cart screen, login and the header's count.
import { CART_GATEWAY } from '../application/ports/cart-gateway';
import { cartServiceFor, type CartService } from '../application/cart/cart-service';
import { useService } from './services';
import { useSessionStore } from './use-session';

export function useCart(): CartService {
  return cartServiceFor(useService(CART_GATEWAY), useSessionStore());
}
