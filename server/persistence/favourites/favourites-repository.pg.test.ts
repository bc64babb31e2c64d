import { drizzleFavouritesWorld, favouritesRepositoryContract } from './favourites-repository.contract';

favouritesRepositoryContract('Drizzle on the PostgreSQL server', () => drizzleFavouritesWorld({ postgres: true }));
