import { randomUUID } from 'node:crypto';
import { MemoryAddressesRepository, PLACE_ROWS } from '../../testing/memory/memory-addresses-repository';
import { addressesRepositoryContract, drizzleAddressesWorld } from './addresses-repository.contract';

addressesRepositoryContract('in memory', async () => ({
  repository: new MemoryAddressesRepository(PLACE_ROWS),
  newShopper: async () => randomUUID(),
  close: async () => {},
}));

addressesRepositoryContract('Drizzle on PGlite', () => drizzleAddressesWorld());
