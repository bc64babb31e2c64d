import { drizzleWalletWorld, walletRepositoryContract } from './wallet-repository.contract';

walletRepositoryContract('Drizzle on the PostgreSQL server', () => drizzleWalletWorld({ postgres: true }));
