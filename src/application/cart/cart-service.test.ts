import { describe, expect, it } from 'vitest';
import { InMemoryCookies } from '../ports/in-memory-cookies';
import { InMemorySessionStorage } from '../ports/in-memory-session-storage';
import { RequestFailure } from '../ports/request-failure';
import { SessionStore } from '../session/session-store';
import { SARA } from '../testing/shoppers';
import { CartService, cartServiceFor } from './cart-service';
import { guestLineKey } from './guest-cart';
import { InMemoryCartGateway } from './in-memory-cart-gateway';

const products = [
  { slug: 'sadu-cushion', price: 10_000, stock: 5 },
  { slug: 'palm-basket', price: 4_000, discountBasisPoints: 2500, stock: 2 },
];

function setUp() {
  const storage = new InMemorySessionStorage();
  const session = new SessionStore(storage, new InMemoryCookies());
  const gateway = new InMemoryCartGateway(products);
  const signIn = () => {
    session.setToken('t0k3n');
    session.setUser(SARA);
  };
  return { storage, session, gateway, service: new CartService(gateway, session), signIn };
}

describe('adding to the cart', () => {
  it('puts a guest’s item in tempCart and never calls the server', async () => {
    const { session, gateway, service } = setUp();
    expect(await service.add({ productSlug: 'sadu-cushion', quantity: 2, colour: 'red' })).toBe('guest');
    expect(session.getState()).toMatchObject({ tempCart: [{ productSlug: 'sadu-cushion', quantity: 2 }], cartItemsCount: 2 });
    expect(gateway.calls).toEqual([]);
  });

  it('sends a signed-in shopper’s item to the server and takes the count from its answer', async () => {
    const { session, gateway, service, signIn } = setUp();
    signIn();
    expect(await service.add({ productSlug: 'sadu-cushion', quantity: 2 })).toBe('account');
    await service.add({ productSlug: 'palm-basket', quantity: 1 });
    expect(session.getState()).toMatchObject({ tempCart: [], cartItemsCount: 3 });
    expect(gateway.calls.map((call) => call.method)).toEqual(['add', 'add']);
  });

  it('lets the server’s refusal through and leaves the count as it was', async () => {
    const { session, service, signIn } = setUp();
    signIn();
    await service.add({ productSlug: 'palm-basket', quantity: 2 });
    await expect(service.add({ productSlug: 'palm-basket', quantity: 1 })).rejects.toMatchObject({ code: 'cart.quantityAboveStock' });
    expect(session.getState().cartItemsCount).toBe(2);
  });
});

describe('the signed-in shopper’s cart', () => {
  it('keeps the count in step with every change', async () => {
    const { session, service, signIn } = setUp();
    signIn();
    await service.add({ productSlug: 'sadu-cushion', quantity: 1 });
    const cart = await service.load();
    const line = cart.lines[0]!;
    await service.setQuantity(line.id, 4);
    expect(session.getState().cartItemsCount).toBe(4);
    const emptied = await service.remove(line.id);
    expect(emptied.lines).toEqual([]);
    expect(session.getState().cartItemsCount).toBe(0);
  });
});

describe('merging the guest cart at login', () => {
  it('merges tempCart into the account’s cart, then clears it and counts the merged cart', async () => {
    const { storage, session, gateway, service, signIn } = setUp();
    await service.add({ productSlug: 'sadu-cushion', quantity: 1, colour: 'red' });
    await service.add({ productSlug: 'sadu-cushion', quantity: 1, colour: 'red' });
    await service.add({ productSlug: 'palm-basket', quantity: 1 });
    signIn();
    const merged = await service.mergeGuestCart();
    expect(merged?.lines.map((line) => [line.product.slug, line.quantity])).toEqual([
      ['sadu-cushion', 2],
      ['palm-basket', 1],
    ]);
    expect(gateway.calls.at(-1)?.args[0]).toEqual([
      { productSlug: 'sadu-cushion', quantity: 2, colour: 'red' },
      { productSlug: 'palm-basket', quantity: 1 },
    ]);
    expect(session.getState()).toMatchObject({ tempCart: [], cartItemsCount: 3 });
    expect(storage.get('tempCart')).toBeUndefined();
  });

  it('keeps the guest cart when the merge fails, and merges it on the next try', async () => {
    const { session, gateway, service, signIn } = setUp();
    await service.add({ productSlug: 'sadu-cushion', quantity: 1 });
    signIn();
    gateway.refuseWith = new RequestFailure(0, 'http.unreachable', 'offline');
    await expect(service.mergeGuestCart()).rejects.toMatchObject({ code: 'http.unreachable' });
    expect(session.getState().tempCart).toHaveLength(1);

    gateway.refuseWith = null;
    const cart = await service.load();
    expect(cart.totals.itemCount).toBe(1);
    expect(session.getState()).toMatchObject({ tempCart: [], cartItemsCount: 1 });
  });

  it('shares one merge between callers, and merging with nothing waiting asks for nothing', async () => {
    const { gateway, service, signIn } = setUp();
    await service.add({ productSlug: 'sadu-cushion', quantity: 1 });
    signIn();
    await Promise.all([service.mergeGuestCart(), service.refreshCount(), service.mergeGuestCart()]);
    expect(gateway.calls.map((call) => call.method)).toEqual(['merge']);
    expect(await service.mergeGuestCart()).toBeNull();
    expect(gateway.calls).toHaveLength(1);
  });

  it('keeps what the guest added while the merge was on its way, for the next merge', async () => {
    const { session, gateway, service, signIn } = setUp();
    await service.add({ productSlug: 'sadu-cushion', quantity: 1 });
    signIn();
    const merge = gateway.merge.bind(gateway);
    gateway.merge = async (items) => {
      session.setTempCart({ productSlug: 'palm-basket', quantity: 1 });
      return merge(items);
    };
    await service.mergeGuestCart();
    expect(session.getState().tempCart).toEqual([{ productSlug: 'palm-basket', quantity: 1 }]);
  });

  it('does not merge for a guest', async () => {
    const { gateway, service } = setUp();
    await service.add({ productSlug: 'sadu-cushion', quantity: 1 });
    expect(await service.mergeGuestCart()).toBeNull();
    await service.refreshCount();
    expect(gateway.calls).toEqual([]);
  });
});

describe('the header’s count', () => {
  it('comes from the server for a signed-in shopper with no guest cart waiting', async () => {
    const { session, gateway, service, signIn } = setUp();
    signIn();
    await gateway.add({ productSlug: 'sadu-cushion', quantity: 3 });
    session.setCartItemsCount(0);
    await service.refreshCount();
    expect(session.getState().cartItemsCount).toBe(3);
  });
});

describe('a guest changing the cart', () => {
  it('changes a quantity and removes a line in tempCart, keeping the count in step', async () => {
    const { session, service } = setUp();
    const cushion = { productSlug: 'sadu-cushion', quantity: 1, colour: 'red' };
    await service.add(cushion);
    await service.add({ productSlug: 'palm-basket', quantity: 1 });
    service.setGuestQuantity(guestLineKey(cushion), 3);
    expect(session.getState()).toMatchObject({ tempCart: [{ quantity: 3 }, { quantity: 1 }], cartItemsCount: 4 });
    service.removeGuestLine(guestLineKey(cushion));
    expect(session.getState()).toMatchObject({ tempCart: [{ productSlug: 'palm-basket' }], cartItemsCount: 1 });
  });
});

describe('cartServiceFor', () => {
  it('gives the same service for the same gateway and session', () => {
    const { session, gateway } = setUp();
    expect(cartServiceFor(gateway, session)).toBe(cartServiceFor(gateway, session));
    expect(cartServiceFor(new InMemoryCartGateway(), session)).not.toBe(cartServiceFor(gateway, session));
  });
});
