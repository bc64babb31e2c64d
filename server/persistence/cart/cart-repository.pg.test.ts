import { cartRepositoryContract, drizzleCartWorld } from './cart-repository.contract';

cartRepositoryContract('Drizzle on the PostgreSQL server', () => drizzleCartWorld({ postgres: true }));
