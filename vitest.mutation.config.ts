// The test run for mutation testing (stryker.config.mjs): only the domain's own tests, because
// they are the laws that must catch a wrong rule in src/domain, with the unit project's
// fast-check setup (FC_NUM_RUNS, FC_SEED). No server, browser or database.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/domain/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['./test/unit/fast-check-setup.ts'],
  },
});
