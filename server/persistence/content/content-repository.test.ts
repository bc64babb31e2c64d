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
    queuedMails: async () => repository.queuedMails.map(({ target, mail }) => ({ to: 'address' in target ? target.address : null, replyTo: 'address' in target ? (target.replyTo ?? null) : null, params: mail.params })),
    close: async () => {},
  };
});

contentRepositoryContract('Drizzle on PGlite', () => drizzleContentWorld());
