import { randomUUID } from 'node:crypto';
import { MemoryFavouritesRepository, STORE_FAVOURITE_ROWS } from '../../testing/memory/memory-favourites-repository';
import { drizzleFavouritesWorld, favouritesRepositoryContract } from './favourites-repository.contract';

favouritesRepositoryContract('in memory', async () => ({
  repository: new MemoryFavouritesRepository(STORE_FAVOURITE_ROWS),
  newShopper: async () => randomUUID(),
  close: async () => {},
}));

favouritesRepositoryContract('Drizzle on PGlite', () => drizzleFavouritesWorld());
