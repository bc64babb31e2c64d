// The embedded database (PGlite) runs inside this process, on its event loop: a request's
// queries run to the end without ever giving the loop back. Node serves every socket that has a
// request in one pass of its loop and accepts one new connection per pass, so under load a pass
// grows with every open connection, and a newcomer waits passes long before it is even read (50
// connections opening at once onto the home page: p50 213 ms, p99 4.4 s, the slowest 7.5 s, while
// the server spent 5 ms on each request it read). Here API requests take turns instead: one at a
// time, in the order they arrived, each turn starting in a pass of its own. A pass is then one
// request long, connections are accepted as they come, and the wait is the queue ahead.
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './env';
import { ApiError } from './errors';

export interface Turns {
  /** How long a request waits for its turn before it is answered 503 with Retry-After. */
  readonly waitMs: number;
  /**
   * How long a turn holds the next one back. A request that waits on something other than the
   * database (a payment gateway, a password's hashing) lets the next request start after this.
   */
  readonly holdMs: number;
}

interface Waiter {
  readonly start: () => void;
  readonly timeout: NodeJS.Timeout;
}

/**
 * The embedded database's turns. A request that finds no turn in 10 s is answered 503 with
 * Retry-After. A turn holds the next back at most 250 ms: the slowest catalogue request at a
 * million products takes under 30 ms once it has its turn, and a request waiting on a payment
 * gateway or a password's hashing does not keep everyone else waiting.
 */
export const PGLITE_TURNS: Turns = { waitMs: 10_000, holdMs: 250 };

/** How long a client is asked to wait when its turn did not come. */
const RETRY_AFTER_SECONDS = 1;

/** Requests one at a time, first come first served. */
export function turnTaking({ waitMs, holdMs }: Turns): MiddlewareHandler<AppEnv> {
  let taken = false;
  const waiting: Waiter[] = [];

  /**
   * Hands the turn to the first in line, in a pass of the loop of its own; or leaves it free.
   * Its time-out is stopped here, at the hand-over, so it cannot fire in between.
   */
  const passOn = () => {
    const next = waiting.shift();
    if (!next) {
      taken = false;
      return;
    }
    clearTimeout(next.timeout);
    setImmediate(next.start);
  };

  /** Resolves with true once the request has its turn; with false if it did not come within waitMs. */
  const take = (): Promise<boolean> =>
    new Promise((started) => {
      if (!taken) {
        taken = true;
        setImmediate(() => started(true));
        return;
      }
      const waiter: Waiter = {
        start: () => started(true),
        timeout: setTimeout(() => {
          waiting.splice(waiting.indexOf(waiter), 1);
          started(false);
        }, waitMs),
      };
      waiting.push(waiter);
    });

  return async (c, next) => {
    if (!(await take())) {
      c.get('log').warn({ method: c.req.method, path: c.req.path, waitMs }, 'database busy: no turn came, answered 503');
      throw new ApiError(503, 'http.unavailable', {}, undefined, RETRY_AFTER_SECONDS);
    }
    let passed = false;
    const pass = () => {
      if (passed) return;
      passed = true;
      clearTimeout(overstay);
      passOn();
    };
    const overstay = setTimeout(pass, holdMs);
    try {
      await next();
    } finally {
      pass();
    }
  };
}
