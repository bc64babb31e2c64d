import { contentRepositoryContract, drizzleContentWorld } from './content-repository.contract';

contentRepositoryContract('Drizzle on the PostgreSQL server', () => drizzleContentWorld({ postgres: true }));
