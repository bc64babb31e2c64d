import { randomUUID } from 'node:crypto';
import { MemoryContentRepository, SAMPLE_CONTENT } from '../../testing/memory/memory-content-repository';
import { contentRepositoryContract, drizzleContentWorld } from './content-repository.contract';

contentRepositoryContract('in memory', async () => {
  const repository = new MemoryContentRepository(SAMPLE_CONTENT);
  return {
    repository,
    newShopper: async () => randomUUID(),
    subscribers: async () => repository.subscribers,
    contactMessages: async () => repository.contactMessages,
    close: async () => {},
  };
});

contentRepositoryContract('Drizzle on PGlite', () => drizzleContentWorld());
