import { drizzleCheckoutWorld, memoryCheckoutWorld } from '../checkout/checkout-world';
import { paymentsRepositoryContract } from './payments-repository.contract';

paymentsRepositoryContract('in memory', memoryCheckoutWorld);

paymentsRepositoryContract('Drizzle on PGlite', () => drizzleCheckoutWorld());
