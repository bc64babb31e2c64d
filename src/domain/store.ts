// A seller's store as its seller edits it: what its descriptions and VAT number must be, and the
// highest fee it may charge one region. The API's contract and the console's forms both read
// these, so the browser refuses exactly what the server would.

/** A Saudi VAT registration number: 15 digits, the first and the last 3 (ZATCA). */
export const VAT_NUMBER_PATTERN = /^3\d{13}3$/;
export const STORE_DESCRIPTION_MIN_LENGTH = 20;
export const STORE_DESCRIPTION_MAX_LENGTH = 2000;
/** The highest fee a store may charge to one region, in halalas (1,000 SAR). */
export const MAX_SHIPPING_FEE = 100_000;
