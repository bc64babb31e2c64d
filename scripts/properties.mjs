// `npm run properties`: the domain's property tests alone (the money, payment, cart, wallet,
// order and invoice laws), with the number of runs and the seed given, so that a run can be
// repeated exactly. A failing property prints its counterexample with `{ seed, path }`; pass both
// back to replay just that case:
//   npm run properties -- --runs 10000
//   npm run properties -- --seed 1234 --path "12:3:0"
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';

const { values: options, positionals } = parseArgs({
  options: { runs: { type: 'string' }, seed: { type: 'string' }, path: { type: 'string' } },
  allowPositionals: true,
});
const wholeNumber = (name, value) => {
  if (value !== undefined && !/^-?\d+$/.test(value)) throw new Error(`--${name} wants a whole number, not "${value}"`);
  return value;
};
const runs = wholeNumber('runs', options.runs);
// One seed for the whole run, printed first, so that "the same run again" is one flag away.
const seed = wholeNumber('seed', options.seed) ?? String(Math.floor(Math.random() * 2 ** 31));

console.info(`properties: seed ${seed}${runs === undefined ? '' : `, ${runs} runs each`}${options.path ? `, replaying path ${options.path}` : ''}`);
const vitest = spawnSync('npx', ['vitest', 'run', '--project', 'unit', ...(positionals.length > 0 ? positionals : ['src/domain'])], {
  stdio: 'inherit',
  env: { ...process.env, FC_SEED: seed, ...(runs === undefined ? {} : { FC_NUM_RUNS: runs }), ...(options.path ? { FC_PATH: options.path } : {}) },
});
console.info(`properties: seed ${seed} (npm run properties -- --seed ${seed}${runs === undefined ? '' : ` --runs ${runs}`} repeats this run)`);
process.exit(vitest.status ?? 1);
