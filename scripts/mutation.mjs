// `npm run mutation`: are the money laws themselves tested? Stryker (stryker.config.mjs) changes
// the money, payment, cart, wallet, order and invoice rules one mutant at a time and runs the
// domain's tests against each; a mutant no test notices is a rule nothing pins. Fails when any
// one file's mutation score is under the break threshold, not only the score of all of them.
//   npm run mutation
//   npm run mutation -- --incremental   (reuses .tmp/mutation/incremental.json: only mutants whose
//                                        code or tests changed since that run are tested again)
//   FC_SEED=42 npm run mutation         (the properties' seed; fixed by default, so runs repeat)
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Stryker } from '@stryker-mutator/core';
import { MONEY_FILES, THRESHOLDS } from '../stryker.config.mjs';

const { values: flags } = parseArgs({ options: { incremental: { type: 'boolean', default: false } } });

// Properties draw random cases; one seed for every run makes a mutant killed (or survived) the
// same way each time, where a fresh seed could let a run pass by luck and the next one fail.
process.env.FC_SEED ??= '20261121';

const started = performance.now();
const results = await new Stryker({
  configFile: 'stryker.config.mjs',
  ...(flags.incremental ? { incremental: true, incrementalFile: '.tmp/mutation/incremental.json' } : {}),
}).runMutationTest();
const minutes = ((performance.now() - started) / 60_000).toFixed(1);

// Stryker's own score: killed and timed-out mutants over those that survived or that no test
// reached as well; mutants that do not compile, or that a `// Stryker disable` comment names, do
// not count.
const DETECTED = new Set(['Killed', 'Timeout']);
const UNDETECTED = new Set(['Survived', 'NoCoverage']);
const breakAt = THRESHOLDS.break;

const scores = MONEY_FILES.map((file) => {
  const mine = results.filter((result) => path.relative(process.cwd(), path.resolve(result.fileName)) === file);
  const detected = mine.filter((result) => DETECTED.has(result.status)).length;
  const undetected = mine.filter((result) => UNDETECTED.has(result.status)).length;
  const disabled = mine.filter((result) => result.status === 'Ignored').length;
  // A file without a single mutant tested means the configuration lost it: that fails too.
  const score = detected + undetected === 0 ? 0 : (100 * detected) / (detected + undetected);
  return { file, score, detected, undetected, disabled };
});

console.info(`\nmutation: seed ${process.env.FC_SEED}, ${minutes} min, at least ${breakAt} % per file`);
for (const { file, score, detected, undetected, disabled } of scores) {
  const verdict = score >= breakAt ? 'ok  ' : 'FAIL';
  console.info(`  ${verdict} ${score.toFixed(2).padStart(6)} %  ${file}  (${detected} detected, ${undetected} undetected, ${disabled} disabled)`);
}
const failing = scores.filter(({ score }) => score < breakAt);
if (failing.length > 0) {
  console.error(`mutation: under ${breakAt} %: ${failing.map(({ file }) => file).join(', ')}`);
  process.exitCode = 1;
}
