// SERVER_PROCESSES: one process by default; more only on PostgreSQL and with Redis for the rate
// limits, each problem named.
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const problemsOf = (env: Record<string, string>): readonly string[] => {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
};

const SHARED = { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/herfa', REDIS_URL: 'redis://127.0.0.1:6379' };

describe('SERVER_PROCESSES', () => {
  it('is one process unless set', () => {
    expect(loadConfig({}).processes).toBe(1);
    expect(loadConfig({ ...SHARED, SERVER_PROCESSES: '4' }).processes).toBe(4);
  });

  it('is a whole number from 1 to 64', () => {
    for (const value of ['0', '65', '2.5', 'two', '-1']) {
      expect(problemsOf({ ...SHARED, SERVER_PROCESSES: value })).toEqual([`SERVER_PROCESSES must be a whole number from 1 to 64; got "${value}".`]);
    }
  });

  it('needs PostgreSQL and Redis for more than one', () => {
    expect(problemsOf({ SERVER_PROCESSES: '2' })).toEqual([
      'SERVER_PROCESSES above 1 needs DATABASE_URL (PostgreSQL): the embedded database belongs to one process.',
      'SERVER_PROCESSES above 1 needs REDIS_URL, so that rate limits hold across the processes.',
    ]);
    expect(problemsOf({ SERVER_PROCESSES: '1' })).toEqual([]);
  });
});
