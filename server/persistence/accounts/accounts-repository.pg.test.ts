import { accountsRepositoryContract, drizzleAccountsWorld } from './accounts-repository.contract';

accountsRepositoryContract('Drizzle on the PostgreSQL server', () => drizzleAccountsWorld({ postgres: true }));
