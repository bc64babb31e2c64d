// Routes of the signed-in shopper's cart: each hands the signed-in shopper and the validated input
// to the use cases of server/use-cases/cart and answers their failures: an unknown product or
// line 404, options the product does not take 400 on their fields, anything the cart's limits or
// stock refuse 409.
import type { Hono } from 'hono';
import { cartOperations, type Cart } from '../../../src/contract/cart';
import type { Failure } from '../../../src/domain/result';
import {
  addCartItem,
  countCartItems,
  mergeGuestCart,
  removeCartLine,
  setCartLineQuantity,
  viewCart,
  type AddToCartResult,
  type CartChangeFailureCode,
} from '../../use-cases/cart/cart';
import type { AppEnv } from '../env';
import { conflict, invalidInput, notFound, type ApiError } from '../errors';
import { mount } from '../operation';

export function registerCartRoutes(app: Hono<AppEnv>): void {
  mount(app, cartOperations.get, async (_, { services, user, language }) => viewCart(services.repositories.cart, user.id, language));

  mount(app, cartOperations.count, async (_, { services, user }) => ({ itemCount: await countCartItems(services.repositories.cart, user.id) }));

  mount(app, cartOperations.add, async ({ body }, { services, user, language }) => answer(await addCartItem(services.repositories.cart, user.id, body, language)));

  mount(app, cartOperations.setQuantity, async ({ params, body }, { services, user, language }) =>
    answer(await setCartLineQuantity(services.repositories.cart, user.id, params.id, body.quantity, language)),
  );

  mount(app, cartOperations.remove, async ({ params }, { services, user, language }) =>
    answer(await removeCartLine(services.repositories.cart, user.id, params.id, language)),
  );

  mount(app, cartOperations.merge, async ({ body }, { services, user, language }) => mergeGuestCart(services.repositories.cart, user.id, body.items, language));
}

function answer(result: AddToCartResult): Cart {
  if (result.ok) return result.value;
  if (result.error.code === 'cart.invalidOptions') throw invalidInput(result.error.fields);
  throw refusal(result.error);
}

function refusal({ code, params = {} }: Failure<CartChangeFailureCode>): ApiError {
  return code === 'catalogue.productNotFound' || code === 'cart.lineNotFound' ? notFound(code, params) : conflict(code, params);
}
