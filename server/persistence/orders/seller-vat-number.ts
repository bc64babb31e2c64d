// Where an order's VAT number comes from: its seller's as it is when the order is written.
import { sql, type SQL } from 'drizzle-orm';
import { sellers } from '../schema';

/** The seller's VAT number now, as a value to insert into orders.seller_vat_number. */
export const sellerVatNumberOf = (sellerSlug: string): SQL<string> =>
  sql<string>`(select ${sellers.vatNumber} from ${sellers} where ${sellers.slug} = ${sellerSlug})`;
