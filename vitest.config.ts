// Two suites: `unit` runs everywhere (PGlite for anything that needs a database);
// `postgres` runs the *.pg.test.ts files against the PostgreSQL server in TEST_DATABASE_URL and
// the *.redis.test.ts files against the Redis server in TEST_REDIS_URL.
import { defineConfig } from 'vitest/config';
import { reactOnPreact } from './build/preact/aliases';

export default defineConfig({
  // The storefront's components run on Preact here as in the browser (build/preact).
  resolve: { alias: reactOnPreact({ testing: true }) },
  test: {
    // Vitest's default on this project's two cores is one worker, which leaves a core idle while
    // a file waits on PGlite or the network; two keep both busy (unit suite 522 s → 305 s here).
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          // Worker threads, not child processes: each file starts in a thread of a worker that
          // stays up, where a fork started a Node process (the whole suite 423 s → 326 s here,
          // every test passing alike). The files share no process state: a thread has its own
          // copy of process.env, and none changes directory.
          pool: 'threads',
          // The files of a worker share one module graph instead of loading the app, its libraries
          // and PGlite's WebAssembly again for each of 207 files (the suite 313 s -> 235 s here,
          // every test passing alike). No file changes a module's state for the next: none mocks a
          // module, and the one global a test stubs it restores in a finally.
          isolate: false,
          include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'test/unit/**/*.test.ts'],
          exclude: ['**/*.pg.test.ts', '**/*.redis.test.ts', 'node_modules/**', '.tmp/**'],
          environment: 'node',
          setupFiles: ['./test/unit/react-on-preact.ts', './test/unit/fast-check-setup.ts'],
          globalSetup: ['./test/unit/pglite-template-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'postgres',
          include: ['**/*.pg.test.ts', '**/*.redis.test.ts'],
          exclude: ['node_modules/**', '.tmp/**'],
          environment: 'node',
          fileParallelism: false,
          // One module graph for the files, run one after another, as in the unit suite.
          pool: 'threads',
          isolate: false,
        },
      },
    ],
  },
});
