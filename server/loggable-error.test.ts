import { DrizzleQueryError } from 'drizzle-orm/errors';
import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import { loggableError } from './loggable-error';

const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2g';

/** What a PostgreSQL driver throws for a unique violation: its detail quotes the value. */
function uniqueViolation(): Error {
  return Object.assign(new Error('duplicate key value violates unique constraint "users_email_unique"'), {
    code: '23505',
    constraint: 'users_email_unique',
    table: 'users',
    detail: 'Key (email)=(noura@example.com) already exists.',
  });
}

describe('a failure as the log may show it', () => {
  it("keeps a failed query's statement, the database's message and code, and withholds every value it carried", () => {
    const failed = new DrizzleQueryError('insert into "users" ("email", "password_hash", "phone") values ($1, $2, $3)', ['noura@example.com', HASH, '+966501234567'], uniqueViolation());
    const logged = inspect(loggableError(failed), { depth: 5 });

    expect(logged).toContain('insert into "users" ("email", "password_hash", "phone") values ($1, $2, $3)');
    expect(logged).toContain('3 value(s), withheld from the log');
    expect(logged).toContain('duplicate key value violates unique constraint "users_email_unique"');
    expect(logged).toContain("code: '23505'");
    expect(logged).toContain('loggable-error.test.ts'); // where it happened
    expect(logged).not.toMatch(/noura@example\.com|argon2id|\+966501234567/);
    // The unredacted error would have said it all.
    expect(inspect(failed, { depth: 5 })).toMatch(/noura@example\.com/);
  });

  it('leaves an ordinary error as it is', () => {
    const error = new Error('the gateway did not answer');
    expect(loggableError(error)).toBe(error);
    expect(loggableError('text')).toBe('text');
  });
});
