// Mutation testing of the money laws (`npm run mutation`, scripts/mutation.mjs): Stryker changes
// one operator or condition at a time in these files and the domain's tests must notice.
// Options as documented in node_modules/@stryker-mutator/core/schema/stryker-schema.json (v10).

/** The files whose rules decide what a shopper pays; each must reach `thresholds.break` on its own. */
export const MONEY_FILES = [
  'src/domain/money.ts',
  'src/domain/money-format.ts',
  'src/domain/payment.ts',
  'src/domain/cart.ts',
  'src/domain/wallet.ts',
  'src/domain/order.ts',
  'src/domain/invoice.ts',
];

/** Mutation score, in %: under `break` the run fails, for all files together and for each one. */
export const THRESHOLDS = { high: 95, low: 90, break: 90 };

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  mutate: MONEY_FILES,
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts' },
  // Each mutant runs only the tests that reached its code in the first, unmutated run.
  coverageAnalysis: 'perTest',
  // Every run starts from nothing, so two runs of the same tree give the same scores.
  incremental: false,
  // Two test runners at most: CI has two cores, and this machine shares its two with other work.
  concurrency: 2,
  // A time-out counts as a kill. Mutants that loop for ever end at Stryker's hit limit within a
  // second or so; a generous clock keeps a run merely slowed down by a busy machine from counting.
  timeoutMS: 30_000,
  thresholds: THRESHOLDS,
  reporters: ['clear-text', 'progress', 'html'],
  clearTextReporter: { logTests: false, reportTests: false },
  htmlReporter: { fileName: '.tmp/mutation/mutation.html' },
  tempDirName: '.tmp/stryker',
  // The sandbox needs the sources, the tests and the configuration, not build output or data.
  ignorePatterns: ['.tmp', 'dist', 'data', 'test-results', 'playwright-report', 'screenshots', 'public'],
};
