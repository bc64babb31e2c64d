import { drizzleCheckoutWorld } from '../checkout/checkout-world';
import { paymentsRepositoryContract } from './payments-repository.contract';

paymentsRepositoryContract('Drizzle on the PostgreSQL server', () => drizzleCheckoutWorld({ postgres: true }));
