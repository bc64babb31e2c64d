import { drizzleWalletWorld, walletBackfillSpec, walletRepositoryContract } from './wallet-repository.contract';

walletRepositoryContract('Drizzle on the PostgreSQL server', () => drizzleWalletWorld({ postgres: true }));

walletBackfillSpec('the PostgreSQL server', { postgres: true });
