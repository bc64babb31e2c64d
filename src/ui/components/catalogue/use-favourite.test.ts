import { describe, expect, it } from 'vitest';
import type { FavouriteProduct, FavouritesGateway } from '../../../application/ports/favourites-gateway';
import { RequestFailure } from '../../../application/ports/request-failure';
import { FavouriteSlugs } from './use-favourite';

const product = (slug: string): FavouriteProduct => ({
  slug,
  name: slug,
  price: 1000,
  salePrice: 1000,
  discountBasisPoints: null,
  image: null,
  stockState: 'in-stock',
});

/** A favourites API over a set, with a switch to refuse changes. */
function fakeGateway(initial: string[]) {
  const slugs = new Set(initial);
  const calls: string[] = [];
  let refuse = false;
  const gateway: FavouritesGateway = {
    async list(page, pageSize = 24) {
      calls.push(`list ${page}`);
      const all = [...slugs].map(product);
      return { items: all.slice((page - 1) * pageSize, page * pageSize), total: all.length, page, pageSize };
    },
    async add(slug) {
      calls.push(`add ${slug}`);
      if (refuse) throw new RequestFailure(503, 'http.unavailable', 'Unavailable');
      slugs.add(slug);
    },
    async remove(slug) {
      calls.push(`remove ${slug}`);
      if (refuse) throw new RequestFailure(503, 'http.unavailable', 'Unavailable');
      slugs.delete(slug);
    },
  };
  return { gateway, calls, refuseChanges: () => (refuse = true) };
}

describe('the favourite hearts’ store', () => {
  it('reads every page of the favourites once for a signed-in shopper, and none for a guest', async () => {
    const api = fakeGateway(Array.from({ length: 130 }, (_, index) => `p${index}`));
    const store = new FavouriteSlugs(api.gateway);
    await store.ensureLoaded('token');
    expect(store.getSnapshot().size).toBe(130);
    expect(api.calls).toEqual(['list 1', 'list 2']);

    await store.ensureLoaded('token');
    expect(api.calls).toHaveLength(2);

    await store.ensureLoaded(null);
    expect(store.getSnapshot().size).toBe(0);
  });

  it('reads the list again when hearts come back on screen (it may have changed on the favourites page)', async () => {
    const api = fakeGateway(['a']);
    const store = new FavouriteSlugs(api.gateway);
    const unsubscribe = store.subscribe(() => {});
    await store.ensureLoaded('token');
    unsubscribe();
    store.subscribe(() => {});
    await store.ensureLoaded('token');
    expect(api.calls).toEqual(['list 1', 'list 1']);
  });

  it('shows a toggle at once and keeps it when the API agrees', async () => {
    const api = fakeGateway([]);
    const store = new FavouriteSlugs(api.gateway);
    await store.ensureLoaded('token');
    const toggled = store.toggle('sadu');
    expect(store.getSnapshot().has('sadu')).toBe(true);
    await toggled;
    await store.toggle('sadu');
    expect(store.getSnapshot().has('sadu')).toBe(false);
    expect(api.calls.slice(1)).toEqual(['add sadu', 'remove sadu']);
  });

  it('undoes a toggle the API refuses, and says so to the caller', async () => {
    const api = fakeGateway(['sadu']);
    const store = new FavouriteSlugs(api.gateway);
    await store.ensureLoaded('token');
    api.refuseChanges();
    await expect(store.toggle('sadu')).rejects.toBeInstanceOf(RequestFailure);
    expect(store.getSnapshot().has('sadu')).toBe(true);
  });
});

describe('a heart changed while the list is on its way', () => {
  it('keeps the change when the older list arrives', async () => {
    const { gateway } = fakeGateway(['sadu-rug']);
    let answerList: () => void = () => {};
    const slow: FavouritesGateway = {
      ...gateway,
      list: async (page, pageSize) => {
        const answer = await gateway.list(page, pageSize); // read before the change below
        await new Promise<void>((resolve) => (answerList = resolve));
        return answer;
      },
    };
    const store = new FavouriteSlugs(slow);
    const loading = store.ensureLoaded('token');
    await Promise.resolve();
    await store.toggle('palm-basket');
    answerList();
    await loading;
    expect([...store.getSnapshot()].sort()).toEqual(['palm-basket', 'sadu-rug']);
  });
});
