// `npm run properties` hands the number of runs, the seed and the replay path of fast-check's
// properties to every test file through the environment; without them fast-check keeps its own
// defaults (and each property's own number of runs).
import fc from 'fast-check';

const numRuns = process.env.FC_NUM_RUNS === undefined ? undefined : Number(process.env.FC_NUM_RUNS);
const seed = process.env.FC_SEED === undefined ? undefined : Number(process.env.FC_SEED);
const path = process.env.FC_PATH;

fc.configureGlobal({
  ...fc.readConfigureGlobal(),
  ...(numRuns === undefined ? {} : { numRuns }),
  ...(seed === undefined ? {} : { seed }),
  ...(path === undefined ? {} : { path, endOnFailure: true }),
});
