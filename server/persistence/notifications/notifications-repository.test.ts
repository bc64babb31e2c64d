import { randomUUID } from 'node:crypto';
import { MemoryNotificationsRepository } from '../../testing/memory/memory-notifications-repository';
import { drizzleNotificationsWorld, notificationsRepositoryContract } from './notifications-repository.contract';

notificationsRepositoryContract('in memory', async () => {
  const repository = new MemoryNotificationsRepository();
  return {
    repository,
    newShopper: async () => randomUUID(),
    tell: async (notification) => void repository.tell(notification),
    close: async () => {},
  };
});

notificationsRepositoryContract('Drizzle on PGlite', () => drizzleNotificationsWorld());
