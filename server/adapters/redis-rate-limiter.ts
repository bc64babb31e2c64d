// Fixed-window attempt counters in Redis (REDIS_URL), so every server process behind a load
// balancer counts against the same limits. Same semantics as MemoryRateLimiter; the window's
// clock is Redis's own, so processes with drifting clocks still agree.
import { Redis } from 'ioredis';
import type { RateLimiter } from '../use-cases/ports';
import type { Logger } from '../logging/logger';

export const KEY_PREFIX = 'herfa:rl:';

/**
 * One atomic step: count the attempt, start the window on the first one, answer the count and
 * the milliseconds left. A key without an expiry (which nothing here creates) is given one
 * rather than counting forever.
 */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

/** Takes one attempt back, keeping the window's expiry; a counter at zero or gone stays so. */
const FORGIVE_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then redis.call('DECR', KEYS[1]) end
return 0
`;

interface LimiterCommands {
  herfaRateLimitHit(key: string, windowMs: number): Promise<[number, number]>;
  herfaRateLimitForgive(key: string): Promise<number>;
}

export class RedisRateLimiter implements RateLimiter {
  private readonly redis: Redis & LimiterCommands;

  /**
   * A request fails after a few retries when Redis is down rather than waiting for it: the limiter
   * fails closed (the request answers 500) instead of letting unlimited attempts through.
   */
  static connect(url: string, log: Pick<Logger, 'error'>): RedisRateLimiter {
    const redis = new Redis(url, { maxRetriesPerRequest: 2, connectTimeout: 5_000 });
    // ioredis reconnects by itself; the message says which server without echoing a password.
    redis.on('error', (error: Error) => log.error({ host: redis.options.host, port: redis.options.port, reason: error.message }, 'Redis (rate limits) is unreachable'));
    return new RedisRateLimiter(redis);
  }

  constructor(redis: Redis) {
    redis.defineCommand('herfaRateLimitHit', { numberOfKeys: 1, lua: HIT_SCRIPT });
    redis.defineCommand('herfaRateLimitForgive', { numberOfKeys: 1, lua: FORGIVE_SCRIPT });
    this.redis = redis as Redis & LimiterCommands;
  }

  async hit(key: string, limit: number, windowMs: number): Promise<{ allowed: boolean; retryAfterMs: number }> {
    const [count, ttl] = await this.redis.herfaRateLimitHit(KEY_PREFIX + key, Math.max(1, Math.ceil(windowMs)));
    // The first attempt of a window is always allowed, as in MemoryRateLimiter.
    const allowed = count === 1 || count <= limit;
    return { allowed, retryAfterMs: allowed ? 0 : ttl };
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(KEY_PREFIX + key);
  }

  async forgive(key: string): Promise<void> {
    await this.redis.herfaRateLimitForgive(KEY_PREFIX + key);
  }

  async close(): Promise<void> {
    await this.redis.quit();
  }
}
