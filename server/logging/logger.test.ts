import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import { CENSOR } from './logger';
import { memoryLog } from './memory-log';

const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2g';

/** Everything a log line must never show, as a shopper or a request would carry it. */
const secrets = () => ({
  password: 'Sadu#2026',
  passwordHash: HASH,
  token: 'session-4f1c9a',
  code: '482913',
  email: 'noura@example.com',
  phone: '+966501234567',
});
const SECRET_VALUES = /Sadu#2026|argon2id|session-4f1c9a|482913|noura@example\.com|\+966501234567/;
const allRedacted = Object.fromEntries(Object.keys(secrets()).map((key) => [key, CENSOR]));

describe('the log withholds secrets and personal data', () => {
  it('at the top level of what is logged', () => {
    const log = memoryLog();
    log.logger.info({ ...secrets(), orderId: 'ord_1' }, 'signed in');

    const [line] = log.lines();
    expect(line).toMatchObject({ ...allRedacted, orderId: 'ord_1', msg: 'signed in' });
    expect(log.text()).not.toMatch(SECRET_VALUES);
  });

  it('one and two levels down, in objects and arrays', () => {
    const log = memoryLog();
    log.logger.warn({ body: secrets(), account: { profile: secrets() }, recipients: [secrets()] }, 'refused');

    const [line] = log.lines();
    expect(line).toMatchObject({ body: allRedacted, account: { profile: allRedacted }, recipients: [allRedacted] });
    expect(log.text()).not.toMatch(SECRET_VALUES);
  });

  it('in the fields a child logger adds to every line', () => {
    const log = memoryLog();
    log.logger.child({ user: { email: 'noura@example.com' } }).info({ step: 'checkout' }, 'paid');
    expect(log.lines()[0]).toMatchObject({ user: { email: CENSOR }, step: 'checkout' });
  });

  it("in a request's credentials, and the other tokens and codes a flow may carry", () => {
    const log = memoryLog();
    log.logger.info({
      req: { headers: { authorization: 'Bearer session-4f1c9a', cookie: 'sid=session-4f1c9a', accept: 'application/json' } },
      reset: { resetCode: '482913', newPassword: 'Sadu#2026', currentPassword: 'Sadu#2026' },
      social: { idToken: 'session-4f1c9a', accessToken: 'session-4f1c9a', refreshToken: 'session-4f1c9a', sessionToken: 'session-4f1c9a' },
    });
    expect(log.lines()[0]).toMatchObject({ req: { headers: { authorization: CENSOR, cookie: CENSOR, accept: 'application/json' } } });
    expect(log.text()).not.toMatch(SECRET_VALUES);
  });

  it('and leaves what an operator needs', () => {
    const log = memoryLog();
    log.logger.info({ requestId: 'r-1', status: 201, order: { id: 'ord_1', total: 12_345 } }, 'order placed');
    expect(log.lines()[0]).toMatchObject({ level: 'info', requestId: 'r-1', status: 201, order: { id: 'ord_1', total: 12_345 }, msg: 'order placed' });
  });
});

describe('errors in the log', () => {
  it("show a failed query's statement, message and database code, but none of the values it was given", () => {
    const log = memoryLog();
    const violation = Object.assign(new Error('duplicate key value violates unique constraint "users_email_unique"'), {
      code: '23505',
      detail: 'Key (email)=(noura@example.com) already exists.',
    });
    const failed = new DrizzleQueryError('insert into "users" ("email", "password_hash", "phone") values ($1, $2, $3)', ['noura@example.com', HASH, '+966501234567'], violation);

    log.logger.error({ err: failed }, 'registering failed');

    expect(log.text()).toContain('insert into \\"users\\" (\\"email\\", \\"password_hash\\", \\"phone\\") values ($1, $2, $3)');
    expect(log.text()).toContain('duplicate key value violates unique constraint');
    expect(log.text()).not.toMatch(SECRET_VALUES);
    expect(log.text()).not.toContain('already exists');
  });

  it('keep their own code, which every `code` field would otherwise hide', () => {
    const log = memoryLog();
    log.logger.error({ err: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:6379'), { code: 'ECONNREFUSED' }) }, 'redis');
    expect(log.lines()[0]).toMatchObject({ err: { type: 'Error', message: 'connect ECONNREFUSED 127.0.0.1:6379', errorCode: 'ECONNREFUSED', stack: expect.stringContaining('logger.test.ts') } });
  });

  it('are serialized under `error` too, rather than leaking their enumerable fields', () => {
    const log = memoryLog();
    log.logger.error({ error: new DrizzleQueryError('select 1 where "email" = $1', ['noura@example.com'], new Error('timeout')) });
    expect(log.lines()[0]).toMatchObject({ error: { message: expect.stringContaining('select 1 where "email" = $1') } });
    expect(log.text()).not.toMatch(SECRET_VALUES);
  });
});

describe('LOG_LEVEL', () => {
  const config = (LOG_LEVEL?: string) => loadConfig(LOG_LEVEL === undefined ? {} : { LOG_LEVEL });

  it('is info unless set, and may be any pino level or silent', () => {
    expect(config().logLevel).toBe('info');
    expect(config('debug').logLevel).toBe('debug');
    expect(config('SILENT').logLevel).toBe('silent');
  });

  it('refuses a level that does not exist, naming the ones that do', () => {
    expect(() => config('verbose')).toThrow(ConfigError);
    expect(() => config('verbose')).toThrow(/LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent; got "verbose"/);
  });

  it('drops lines less severe than the level, and everything when silent', () => {
    const atInfo = memoryLog('info');
    atInfo.logger.debug({ route: '/assets/*' }, 'request completed');
    atInfo.logger.info({ route: '/api/health' }, 'request completed');
    expect(atInfo.lines().map((line) => line.route)).toEqual(['/api/health']);

    const silent = memoryLog('silent');
    silent.logger.error({ err: new Error('boom') }, 'failed');
    expect(silent.text()).toBe('');
  });
});
