// CheckoutGateway over the API's checkout operations (src/contract/checkout.ts). Loaded lazily by
// the container, so neither this module nor the contract's schemas weigh on the first page.
import type { CartShipping, CheckoutGateway, CheckoutOutcome, PlaceOrder, Quote } from '../application/ports/checkout-gateway';
import { checkoutOperations } from '../contract/checkout';
import type { ApiClient } from './api-client';

export class HttpCheckoutGateway implements CheckoutGateway {
  constructor(private readonly api: ApiClient) {}

  quote(addressId: string): Promise<Quote> {
    return this.api.call(checkoutOperations.quote, { body: { addressId } });
  }

  shipping(addressId: string): Promise<CartShipping> {
    return this.api.call(checkoutOperations.shipping, { body: { addressId } });
  }

  place({ addressId, cardConfirmed, idempotencyKey }: PlaceOrder): Promise<CheckoutOutcome> {
    // Only what the contract takes: the server prices everything itself.
    return this.api.call(checkoutOperations.place, { body: { addressId, cardConfirmed, idempotencyKey } });
  }

  outcome(checkoutId: string): Promise<CheckoutOutcome> {
    return this.api.call(checkoutOperations.outcome, { params: { id: checkoutId } });
  }
}
