import { addressesRepositoryContract, drizzleAddressesWorld } from './addresses-repository.contract';

addressesRepositoryContract('Drizzle on the PostgreSQL server', () => drizzleAddressesWorld({ postgres: true }));
