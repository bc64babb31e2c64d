// The catalogue API on the embedded database (PGlite); catalogue.pg.test.ts runs the same
// specification on the PostgreSQL server. The specification itself is in catalogue-suite.ts.
import { describe } from 'vitest';
import { describeCatalogue, describeKeptCounts, describeDealLimits } from './catalogue-suite';

describe('the catalogue API (PGlite)', () => describeCatalogue());
describe('store deals show a few products (PGlite)', () => describeDealLimits());
describe('counts are kept for a guest-cache lifetime (PGlite)', () => describeKeptCounts());
