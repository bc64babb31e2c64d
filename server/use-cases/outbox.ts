// What the outboxes (mail, push) share: when a delivery that failed is tried again, and when it is
// given up. A delivery is queued in the turn of what it reports and sent after that turn commits;
// a refusing or slow service is tried again after growing pauses, so it never holds up the turn.

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

export const OUTBOX_DELIVERY = {
  /** Tries before a delivery is given up: with the pauses below, about a day. */
  attempts: 8,
  /** The pause after the first failed try, growing fourfold after each one, to at most maxPauseMs. */
  firstPauseMs: 30 * SECOND,
  maxPauseMs: 6 * HOUR,
  /** How long a delivery holds what it took: longer than any sender's own time-out. */
  leaseMs: 2 * MINUTE,
  /** Deliveries taken at a time. */
  batch: 10,
  /** How often the server looks for deliveries due. */
  intervalMs: SECOND,
} as const;

/** The pause before the next try after `attempts` failed ones: 30 s, 2 min, 8 min, 32 min, 2 h 8 min, then 6 h. */
export const pauseAfter = (attempts: number): number =>
  Math.min(OUTBOX_DELIVERY.firstPauseMs * 4 ** Math.max(0, attempts - 1), OUTBOX_DELIVERY.maxPauseMs);

/** How each delivery of a round went. */
export interface DeliveryCount {
  readonly sent: number;
  readonly putOff: number;
  readonly givenUp: number;
}

/** When to try again after a failed try at `at`: null at the last attempt (give it up). */
export const nextTry = (attempts: number, at: Date): Date | null =>
  attempts >= OUTBOX_DELIVERY.attempts ? null : new Date(at.getTime() + pauseAfter(attempts));

/**
 * Delivers everything due now: takes a batch (leased), delivers each, and goes on until a batch
 * comes back short. Answers how each delivery went.
 */
export async function deliverAllDue<Item>(
  clock: { now(): Date },
  claimDue: (now: Date, leaseUntil: Date, limit: number) => Promise<Item[]>,
  deliver: (item: Item) => Promise<keyof DeliveryCount>,
): Promise<DeliveryCount> {
  const count = { sent: 0, putOff: 0, givenUp: 0 };
  for (;;) {
    const now = clock.now();
    const taken = await claimDue(now, new Date(now.getTime() + OUTBOX_DELIVERY.leaseMs), OUTBOX_DELIVERY.batch);
    for (const item of taken) count[await deliver(item)] += 1;
    if (taken.length < OUTBOX_DELIVERY.batch) return count;
  }
}
