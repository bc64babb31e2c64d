import { checkoutRepositoryContract } from './checkout-repository.contract';
import { drizzleCheckoutWorld } from './checkout-world';

checkoutRepositoryContract('Drizzle on the PostgreSQL server', () => drizzleCheckoutWorld({ postgres: true }));
