// The database's adapter of every repository port, over one Drizzle database.
import type { Repositories } from '../use-cases/repositories';
import type { Db } from './database';
import { DrizzleFavouritesRepository } from './favourites/drizzle-favourites-repository';

export function drizzleRepositories(db: Db): Repositories {
  return {
    favourites: new DrizzleFavouritesRepository(db),
  };
}
