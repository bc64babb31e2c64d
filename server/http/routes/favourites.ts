// Routes of the shopper's favourite products: each hands the signed-in shopper and the
// validated input to the use cases of server/use-cases/favourites.
import type { Hono } from 'hono';
import { DEFAULT_PAGE_SIZE } from '../../../src/contract/common';
import { favouriteOperations } from '../../../src/contract/favourites';
import type { Result } from '../../../src/domain/result';
import { addFavourite, listFavourites, removeFavourite, type FavouriteFailureCode } from '../../use-cases/favourites/favourites';
import type { AppEnv } from '../env';
import { notFound } from '../errors';
import { mount } from '../operation';

export function registerFavouriteRoutes(app: Hono<AppEnv>): void {
  mount(app, favouriteOperations.list, async ({ query }, { services, user, language }) => {
    // The query schema fills in both defaults; its valibot type still admits undefined.
    const page = { page: query.page ?? 1, pageSize: query.pageSize ?? DEFAULT_PAGE_SIZE };
    return listFavourites(services.repositories.favourites, user.id, page, language);
  });

  mount(app, favouriteOperations.add, async ({ params }, { services, user }) =>
    answer(await addFavourite(services.repositories.favourites, user.id, params.slug)),
  );

  mount(app, favouriteOperations.remove, async ({ params }, { services, user }) =>
    answer(await removeFavourite(services.repositories.favourites, user.id, params.slug)),
  );
}

function answer(result: Result<void, FavouriteFailureCode>): void {
  if (!result.ok) throw notFound(result.error.code);
}
