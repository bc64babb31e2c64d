// Which products the signed-in shopper has favourited, for the hearts on cards and product
// pages. The API's product answers do not say it, so the favourites list is read once per
// screen (when the first heart appears) and kept in a small store that every heart reads;
// a toggle shows at once and is undone if the API refuses it.
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { FAVOURITES_MAX_PAGE_SIZE, type FavouritesGateway } from '../../../application/ports/favourites-gateway';
import { usePorts } from '../../ports';
import { useSession } from '../../use-session';

const NONE: ReadonlySet<string> = new Set();

export class FavouriteSlugs {
  private slugs: ReadonlySet<string> = NONE;
  private loadedFor: string | null = null;
  /** Set when the last heart left the screen: the list may have changed elsewhere (the favourites page). */
  private stale = true;
  /** Hearts the shopper changed while the list was on its way: the list may predate them. */
  private changedWhileLoading: Map<string, boolean> | null = null;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly gateway: FavouritesGateway) {}

  getSnapshot = (): ReadonlySet<string> => this.slugs;

  subscribe = (listener: () => void): (() => void) => {
    if (this.listeners.size === 0) this.stale = true;
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Reads every favourite of the shopper holding `token`; a guest has none. */
  async ensureLoaded(token: string | null): Promise<void> {
    if (token === null) {
      this.loadedFor = null;
      this.set(NONE);
      return;
    }
    if (this.loadedFor === token && !this.stale) return;
    this.loadedFor = token;
    this.stale = false;
    const changed = new Map<string, boolean>();
    this.changedWhileLoading = changed;
    let slugs: ReadonlySet<string>;
    try {
      const read = new Set<string>();
      for (let page = 1; ; page += 1) {
        const answer = await this.gateway.list(page, FAVOURITES_MAX_PAGE_SIZE);
        for (const item of answer.items) read.add(item.slug);
        if (page * answer.pageSize >= answer.total || answer.items.length === 0) break;
      }
      slugs = read;
    } catch {
      // Hearts then start empty; toggling still works, and the next screen reads the list again.
      this.stale = true;
      return;
    } finally {
      if (this.changedWhileLoading === changed) this.changedWhileLoading = null;
    }
    for (const [slug, favourite] of changed) slugs = withOrWithout(slugs, slug, favourite);
    if (this.loadedFor === token) this.set(slugs);
  }

  async toggle(slug: string): Promise<void> {
    const wasFavourite = this.slugs.has(slug);
    this.change(slug, !wasFavourite);
    try {
      if (wasFavourite) await this.gateway.remove(slug);
      else await this.gateway.add(slug);
    } catch (error) {
      this.change(slug, wasFavourite);
      throw error;
    }
  }

  private change(slug: string, favourite: boolean): void {
    this.changedWhileLoading?.set(slug, favourite);
    this.set(withOrWithout(this.slugs, slug, favourite));
  }

  private set(slugs: ReadonlySet<string>): void {
    this.slugs = slugs;
    for (const listener of this.listeners) listener();
  }
}

function withOrWithout(slugs: ReadonlySet<string>, slug: string, include: boolean): ReadonlySet<string> {
  const next = new Set(slugs);
  if (include) next.add(slug);
  else next.delete(slug);
  return next;
}

const stores = new WeakMap<FavouritesGateway, FavouriteSlugs>();

function storeFor(gateway: FavouritesGateway): FavouriteSlugs {
  let store = stores.get(gateway);
  if (store === undefined) {
    store = new FavouriteSlugs(gateway);
    stores.set(gateway, store);
  }
  return store;
}

export function useFavourite(slug: string): { readonly isFavourite: boolean; readonly toggle: () => Promise<void> } {
  const store = storeFor(usePorts().favourites);
  const { token } = useSession();
  const slugs = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  useEffect(() => {
    void store.ensureLoaded(token);
  }, [store, token]);
  const toggle = useCallback(() => store.toggle(slug), [store, slug]);
  return { isFavourite: token !== null && slugs.has(slug), toggle };
}
