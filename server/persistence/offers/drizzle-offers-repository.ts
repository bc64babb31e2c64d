// The offers sweep in the database: one statement over the products whose offer has a window
// (found by products_offer_window_idx, not by reading the catalogue), setting the discount in
// force where it differs. The rule is the domain's discountInForce (src/domain/pricing.ts): the
// offer from its start (or always) until its end (or for good), else none; a test holds the two
// to each other.
import { sql } from 'drizzle-orm';
import type { OffersRepository } from '../../use-cases/offers/offers';
import type { Db } from '../database';

export class DrizzleOffersRepository implements OffersRepository {
  constructor(private readonly db: Db) {}

  async applyOfferWindows(now: Date): Promise<number> {
    const inForce = sql`case
      when (offer_starts_at is null or offer_starts_at <= ${now.toISOString()}::timestamptz)
       and (offer_ends_at is null or offer_ends_at > ${now.toISOString()}::timestamptz)
      then offer_basis_points end`;
    const { rows } = await this.db.execute<{ slug: string }>(sql`
      update products set discount_basis_points = ${inForce}
      where (offer_starts_at is not null or offer_ends_at is not null)
        and discount_basis_points is distinct from ${inForce}
      returning slug`);
    return rows.length;
  }
}
