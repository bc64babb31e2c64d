// The cart use cases for screens: one CartService per gateway and session, shared by the
// product page, the cart screen, login and the header's count.
import { cartServiceFor, type CartService } from '../application/cart/cart-service';
import { usePorts } from './ports';
import { useSessionStore } from './use-session';

export function useCart(): CartService {
  return cartServiceFor(usePorts().cart, useSessionStore());
}
