import { drizzleOrdersWorld, ordersRepositoryContract } from './orders-repository.contract';

ordersRepositoryContract('Drizzle on the PostgreSQL server', () => drizzleOrdersWorld({ postgres: true }));
