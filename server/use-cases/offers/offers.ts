// Sellers' discounts with a window (issue 16): a product's offer may start and end at given
// times, while every price, listing index and sort reads the discount in force
// (products.discount_basis_points). A write sets it for the moment it is made; this sweep moves
// it on as windows open and close, so an offer starts or ends within one interval of its time.
import type { Logger } from '../../logging/logger';
import type { Clock, GuestAnswerCache } from '../ports';
import { repeatEvery, type Repeating } from '../repeating';

export interface OffersRepository {
  /** Sets the discount in force at `now` of every product whose offer has a window; answers how many changed. */
  applyOfferWindows(now: Date): Promise<number>;
}

export interface OffersDesk {
  readonly repositories: { readonly offers: OffersRepository };
  readonly clock: Clock;
  readonly log: Pick<Logger, 'error' | 'info'>;
  /** Guests' cached answers must not keep the old prices once a discount starts or ends. */
  readonly responseCache: GuestAnswerCache;
}

export const OFFERS_SWEEP_INTERVAL_MS = 60_000;

/** One pass: the discounts in force now; the guests' answers are dropped when any changed. */
export async function applyOfferWindows(desk: OffersDesk): Promise<number> {
  const changed = await desk.repositories.offers.applyOfferWindows(desk.clock.now());
  if (changed > 0) {
    desk.responseCache.clear();
    desk.log.info({ changed }, 'offers started or ended');
  }
  return changed;
}

/** Sweeps every `intervalMs` without keeping the process alive; a failed sweep is logged and retried next time. */
export const startOffersSweep = (desk: OffersDesk, intervalMs: number = OFFERS_SWEEP_INTERVAL_MS): Repeating =>
  repeatEvery(
    intervalMs,
    () => applyOfferWindows(desk),
    (error) => desk.log.error({ err: error }, 'moving offers on failed'),
  );
