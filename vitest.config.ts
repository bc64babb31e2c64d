// Two suites: `unit` runs everywhere (PGlite for anything that needs a database);
// `postgres` runs the *.pg.test.ts files against the PostgreSQL server in TEST_DATABASE_URL and
// the *.redis.test.ts files against the Redis server in TEST_REDIS_URL.
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    // Vitest's default on this project's two cores is one worker, which leaves a core idle while
    // a file waits on PGlite or the network; two keep both busy (unit suite 522 s → 305 s here).
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'test/unit/**/*.test.ts'],
          exclude: ['**/*.pg.test.ts', '**/*.redis.test.ts', 'node_modules/**', '.tmp/**'],
          environment: 'node',
          setupFiles: ['./test/unit/fast-check-setup.ts'],
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
        },
      },
    ],
  },
});
