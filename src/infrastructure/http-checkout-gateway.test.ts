import { describe, expect, it } from 'vitest';
import { HttpCheckoutGateway } from './http-checkout-gateway';
import { recordingApi } from './testing/recording-api';

const ADDRESS_ID = 'a0000000-0000-4000-8000-000000000001';
const KEY = 'b0000000-0000-4000-8000-000000000001';
const CHECKOUT_ID = 'c0000000-0000-4000-8000-000000000001';

describe('HttpCheckoutGateway', () => {
  it('prices an address, places with only the address, the confirmation and the key, and reads an outcome by id', async () => {
    const { api, calls } = recordingApi({ state: 'paid' });
    const gateway = new HttpCheckoutGateway(api);
    await gateway.quote(ADDRESS_ID);
    // A caller's extra fields (an amount, say) never reach the server.
    await gateway.place({ addressId: ADDRESS_ID, cardConfirmed: true, idempotencyKey: KEY, total: 1 } as never);
    expect(await gateway.outcome(CHECKOUT_ID)).toEqual({ state: 'paid' });
    expect(calls).toEqual([
      { id: 'quoteCheckout', request: { body: { addressId: ADDRESS_ID } } },
      { id: 'placeOrder', request: { body: { addressId: ADDRESS_ID, cardConfirmed: true, idempotencyKey: KEY } } },
      { id: 'getCheckout', request: { params: { id: CHECKOUT_ID } } },
    ]);
  });
});
