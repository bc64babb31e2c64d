import { drizzleNotificationsWorld, notificationsRepositoryContract } from './notifications-repository.contract';

notificationsRepositoryContract('Drizzle on the PostgreSQL server', () => drizzleNotificationsWorld({ postgres: true }));
