// One test server for the tests of a file: started before them, closed after them. The handle
// answers for the running server, so a file declares it once at the top and uses it as a
// TestServer in its helpers and tests.
import { afterAll, beforeAll } from 'vitest';
import { startTestServer, type TestServer, type TestServerOptions } from './test-server';

export function useTestServer(options: TestServerOptions = {}): TestServer {
  let started: TestServer | undefined;
  beforeAll(async () => {
    started = await startTestServer(options);
  }, 60_000);
  afterAll(() => started?.close());

  const running = (): TestServer => {
    if (!started) throw new Error('The test server starts in beforeAll: use it inside a hook or a test.');
    return started;
  };
  return {
    get url() {
      return running().url;
    },
    get database() {
      return running().database;
    },
    get services() {
      return running().services;
    },
    request: (path, init) => running().request(path, init),
    json: (method, path, body, headers) => running().json(method, path, body, headers),
    mailsTo: (address) => running().mailsTo(address),
    close: () => running().close(),
  };
}
