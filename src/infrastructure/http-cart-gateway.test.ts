import { describe, expect, it } from 'vitest';
import { HttpCartGateway } from './http-cart-gateway';
import { recordingApi } from './testing/recording-api';

const EMPTY_CART = { lines: [], totals: { subtotal: 0, discount: 0, deliveryFees: 0, total: 0, itemCount: 7 } };

describe('HttpCartGateway', () => {
  it('sends items with only the options chosen, and lines by id', async () => {
    const { api, calls } = recordingApi(EMPTY_CART);
    const gateway = new HttpCartGateway(api);
    await gateway.add({ productSlug: 'sadu-cushion', quantity: 2, colour: 'red' });
    await gateway.setQuantity('line-1', 3);
    await gateway.remove('line-1');
    await gateway.merge([{ productSlug: 'mug', quantity: 1, nameOnProduct: 'Sara', giftText: 'For you' }]);
    await gateway.get();
    expect(calls).toEqual([
      { id: 'addToCart', request: { body: { productSlug: 'sadu-cushion', quantity: 2, colour: 'red' } } },
      { id: 'setCartLineQuantity', request: { params: { id: 'line-1' }, body: { quantity: 3 } } },
      { id: 'removeCartLine', request: { params: { id: 'line-1' } } },
      { id: 'mergeCart', request: { body: { items: [{ productSlug: 'mug', quantity: 1, nameOnProduct: 'Sara', giftText: 'For you' }] } } },
      { id: 'getCart', request: {} },
    ]);
  });

  it('answers the count as a number', async () => {
    const { api } = recordingApi({ itemCount: 7 });
    expect(await new HttpCartGateway(api).count()).toBe(7);
  });
});
