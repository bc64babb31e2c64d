// Every repository port the use cases reach through Services, one per feature. The database's
// adapters are assembled in server/persistence/repositories.ts; tests may pass in-memory ones
// (server/testing/memory).
import type { FavouritesRepository } from './favourites/favourites-repository';

export interface Repositories {
  readonly favourites: FavouritesRepository;
}
