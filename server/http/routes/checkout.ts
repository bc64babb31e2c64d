// Routes of checkout: the quote for an address, which stores of the cart deliver there, placing
// the order, and a checkout's outcome.
// Each hands validated input to server/use-cases/checkout and turns an expected failure
// into its HTTP answer, translated; the card part's amount is written as money in the message.
import type { Hono } from 'hono';
import { checkoutOperations, type CheckoutOutcome } from '../../../src/contract/checkout';
import type { Language } from '../../../src/domain/locale';
import { formatMoney } from '../../../src/domain/money-format';
import type { Failure, Result } from '../../../src/domain/result';
import { cartShipping, checkoutOutcome, placeOrder, quoteCheckout, type CheckoutFailureCode, type CheckoutView } from '../../use-cases/checkout/checkout';
import type { AppEnv } from '../env';
import { ApiError, conflict, notFound } from '../errors';
import { translatorFor } from '../../use-cases/messages';
import { mount } from '../operation';

const answers: Readonly<Record<CheckoutFailureCode, (failure: Failure<CheckoutFailureCode>, language: Language) => ApiError>> = {
  'addresses.notFound': () => notFound('addresses.notFound'),
  'checkout.notFound': () => notFound('checkout.notFound'),
  'checkout.emptyCart': () => conflict('checkout.emptyCart'),
  'checkout.noShippingForAddress': (failure) => new ApiError(422, 'checkout.noShippingForAddress', failure.params),
  'cart.outOfStock': (failure) => conflict('cart.outOfStock', { ...failure.params }),
  'cart.quantityAboveStock': (failure) => conflict('cart.quantityAboveStock', { ...failure.params }),
  'payment.cardConfirmationRequired': (failure, language) =>
    conflict('payment.cardConfirmationRequired', { amount: formatMoney(Number(failure.params?.amount ?? 0), language, { riyal: 'sign' }) }),
};

function answer<T>(result: Result<T, CheckoutFailureCode>, language: Language): T {
  if (result.ok) return result.value;
  throw answers[result.error.code](result.error, language);
}

/** A checkout as the contract answers it, its failure (if any) in the request's language. */
export function outcomeOf(view: CheckoutView, language: Language): CheckoutOutcome {
  const { failureCode, ...rest } = view;
  return {
    ...rest,
    orderCodes: [...view.orderCodes],
    failure: failureCode === null ? null : { code: failureCode, message: translatorFor(language)(failureCode) },
  };
}

export function registerCheckoutRoutes(app: Hono<AppEnv>): void {
  mount(app, checkoutOperations.quote, async ({ body }, { services, user, language }) => {
    const quote = answer(await quoteCheckout(services, user.id, language, body.addressId), language);
    return { ...quote, orders: quote.orders.map((order) => ({ ...order, lines: [...order.lines] })) };
  });

  mount(app, checkoutOperations.shipping, async ({ body }, { services, user, language }) => {
    const shipping = answer(await cartShipping(services, user.id, language, body.addressId), language);
    return { ...shipping, stores: shipping.stores.map((store) => ({ ...store, lineIds: [...store.lineIds] })) };
  });

  mount(app, checkoutOperations.place, async ({ body }, { services, user, language }) =>
    outcomeOf(answer(await placeOrder(services, user.id, language, body), language), language),
  );

  mount(app, checkoutOperations.outcome, async ({ params }, { services, user, language }) =>
    outcomeOf(answer(await checkoutOutcome(services.repositories.checkout, user.id, params.id), language), language),
  );
}
