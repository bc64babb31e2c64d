// The in-process rate limiter's fixed window, driven by a clock the test moves.
import { describe, expect, it } from 'vitest';
import { MemoryRateLimiter } from './memory-rate-limiter';
import { handClock } from '../testing/hand-clock';

const MINUTE = 60_000;

describe('MemoryRateLimiter', () => {
  it('allows `limit` attempts in a window and refuses the next, saying how long until the window ends', async () => {
    const clock = handClock();
    const limiter = new MemoryRateLimiter(clock);
    for (let attempt = 1; attempt <= 3; attempt++) {
      expect(await limiter.hit('login:a@example.sa', 3, MINUTE)).toEqual({ allowed: true, retryAfterMs: 0 });
      clock.advance(10_000);
    }
    expect(await limiter.hit('login:a@example.sa', 3, MINUTE)).toEqual({ allowed: false, retryAfterMs: 30_000 });
  });

  it('starts a new window once the old one has passed', async () => {
    const clock = handClock();
    const limiter = new MemoryRateLimiter(clock);
    await limiter.hit('k', 1, MINUTE);
    expect((await limiter.hit('k', 1, MINUTE)).allowed).toBe(false);
    clock.advance(MINUTE - 1);
    expect(await limiter.hit('k', 1, MINUTE)).toEqual({ allowed: false, retryAfterMs: 1 });
    clock.advance(1);
    expect(await limiter.hit('k', 1, MINUTE)).toEqual({ allowed: true, retryAfterMs: 0 });
    expect((await limiter.hit('k', 1, MINUTE)).allowed).toBe(false);
  });

  it('counts each key on its own', async () => {
    const limiter = new MemoryRateLimiter(handClock());
    await limiter.hit('address:10.0.0.1', 1, MINUTE);
    expect((await limiter.hit('address:10.0.0.1', 1, MINUTE)).allowed).toBe(false);
    expect((await limiter.hit('address:10.0.0.2', 1, MINUTE)).allowed).toBe(true);
  });

  it('forgets a key on reset (a successful login clears its failures)', async () => {
    const limiter = new MemoryRateLimiter(handClock());
    await limiter.hit('k', 1, MINUTE);
    expect((await limiter.hit('k', 1, MINUTE)).allowed).toBe(false);
    await limiter.reset('k');
    expect((await limiter.hit('k', 1, MINUTE)).allowed).toBe(true);
  });

  it('takes back one attempt on forgive, never below none, and keeps the window', async () => {
    const clock = handClock();
    const limiter = new MemoryRateLimiter(clock);
    await limiter.hit('k', 2, MINUTE);
    await limiter.hit('k', 2, MINUTE);
    await limiter.forgive('k');
    expect(await limiter.hit('k', 2, MINUTE)).toEqual({ allowed: true, retryAfterMs: 0 });
    clock.advance(30_000);
    expect(await limiter.hit('k', 2, MINUTE)).toEqual({ allowed: false, retryAfterMs: 30_000 });
    for (let time = 0; time < 5; time++) await limiter.forgive('k');
    await limiter.forgive('unknown');
    expect((await limiter.hit('k', 2, MINUTE)).allowed).toBe(true);
    expect((await limiter.hit('k', 2, MINUTE)).allowed).toBe(true);
    expect((await limiter.hit('k', 2, MINUTE)).allowed).toBe(false);
  });

  it('drops expired windows once it holds many keys, and still counts the live ones', async () => {
    const clock = handClock();
    const limiter = new MemoryRateLimiter(clock);
    await limiter.hit('live', 1, 10 * MINUTE);
    for (let index = 0; index < 10_000; index++) await limiter.hit(`old:${index}`, 1, MINUTE);
    clock.advance(2 * MINUTE);
    await limiter.hit('new', 1, MINUTE);
    const windows = (limiter as unknown as { windows: Map<string, unknown> }).windows;
    expect(windows.size).toBe(2);
    expect((await limiter.hit('live', 1, 10 * MINUTE)).allowed).toBe(false);
  });
});
