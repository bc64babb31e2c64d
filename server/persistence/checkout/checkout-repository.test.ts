import { checkoutRepositoryContract } from './checkout-repository.contract';
import { drizzleCheckoutWorld, memoryCheckoutWorld } from './checkout-world';

checkoutRepositoryContract('in memory', memoryCheckoutWorld);

checkoutRepositoryContract('Drizzle on PGlite', () => drizzleCheckoutWorld());
