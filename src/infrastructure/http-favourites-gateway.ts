// FavouritesGateway over the API's favourites operations (src/contract/favourites.ts).
import type { Page } from '../application/ports/catalogue-gateway';
import type { FavouriteProduct, FavouritesGateway } from '../application/ports/favourites-gateway';
import { favouriteOperations } from '../contract/favourites';
import type { ApiClient } from './api-client';

export class HttpFavouritesGateway implements FavouritesGateway {
  constructor(private readonly api: ApiClient) {}

  list(page: number, pageSize?: number): Promise<Page<FavouriteProduct>> {
    return this.api.call(favouriteOperations.list, {
      query: { page: String(page), pageSize: pageSize === undefined ? undefined : String(pageSize) },
    });
  }

  async add(productSlug: string): Promise<void> {
    await this.api.call(favouriteOperations.add, { params: { slug: productSlug } });
  }

  async remove(productSlug: string): Promise<void> {
    await this.api.call(favouriteOperations.remove, { params: { slug: productSlug } });
  }
}
