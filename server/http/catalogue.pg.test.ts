// The catalogue and search specifications (catalogue-suite.ts, search-suite.ts) on the
// PostgreSQL server of TEST_DATABASE_URL, each in a fresh database of its own: the same SQL,
// the same normalisation and the same answers as on PGlite.
import { describe } from 'vitest';
import { describeCatalogue, describeKeptCounts, describeDealLimits } from './catalogue-suite';
import { describeSearch } from './search-suite';

describe('the catalogue API (PostgreSQL)', () => describeCatalogue({ postgres: true }));
describe('store deals show a few products (PostgreSQL)', () => describeDealLimits({ postgres: true }));
describe('counts are kept for a guest-cache lifetime (PostgreSQL)', () => describeKeptCounts({ postgres: true }));
describe('search (PostgreSQL)', () => describeSearch({ postgres: true }));
