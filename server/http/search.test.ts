// Product and store search on the embedded database (PGlite); catalogue.pg.test.ts runs the same
// specification on the PostgreSQL server. The specification itself is in search-suite.ts.
import { describe } from 'vitest';
import { describeSearch } from './search-suite';

describe('search (PGlite)', () => describeSearch());
