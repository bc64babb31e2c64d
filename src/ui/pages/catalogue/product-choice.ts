// What the shopper chose on a product page (colour, size, name on the product, gift text,
// quantity), what is left of it, whether it can go to the cart, and the cart item it becomes.
// Pure: the page and its tests share it.
import type { ProductDetail, StockState } from '../../../application/ports/catalogue-gateway';
import type { TempCartItem } from '../../../application/session/session-store';
import { stockFor, stockState, type OptionChoice } from '../../../domain/pricing';
import { max, required, type ValidationMessage } from '../../../domain/validation';

/** The longest text written on a gift's card, in characters. */
export const GIFT_TEXT_MAX = 200;

export interface ProductChoice {
  readonly colour?: string;
  readonly size?: string;
  readonly nameOnProduct: string;
  readonly giftText: string;
  readonly quantity: number;
}

export type ChoiceField = 'colour' | 'size' | 'nameOnProduct' | 'giftText';
export type ChoiceProblems = Partial<Record<ChoiceField, ValidationMessage>>;

export const EMPTY_CHOICE: ProductChoice = { nameOnProduct: '', giftText: '', quantity: 1 };

type Stocked = Pick<ProductDetail, 'stock' | 'stockState' | 'optionStock' | 'colours' | 'sizes'>;
type Options = Pick<ProductChoice, 'colour' | 'size'>;

/** Whether a colour and a size are chosen, each when the product offers that kind. */
export const isChoiceComplete = (product: Pick<ProductDetail, 'colours' | 'sizes'>, choice: Options): boolean =>
  (product.colours.length === 0 || choice.colour !== undefined) && (product.sizes.length === 0 || choice.size !== undefined);

/** The colour and size pairs a choice may still become: the chosen option of a kind, or any of them, or none when the product does not offer it. */
function reachablePairs(product: Stocked, choice: Options): OptionChoice[] {
  const ids = (offered: ProductDetail['colours'], chosen: string | undefined) =>
    offered.length === 0 ? [undefined] : chosen !== undefined ? [chosen] : offered.map((option) => option.id);
  return ids(product.colours, choice.colour).flatMap((colour) => ids(product.sizes, choice.size).map((size) => ({ colour, size })));
}

const pairStock = (product: Stocked, pair: OptionChoice): number => stockFor({ stock: product.stock, optionStock: product.optionStock ?? undefined }, pair);

/**
 * How many pieces one may add (none when nothing is left). Options drawing on the product's stock
 * are bounded by it; counted apart, by the chosen pair's count, or before the choice is complete,
 * by the largest count of the pairs it may still become.
 */
export function maxQuantity(product: Stocked, choice: Options): number {
  if (product.optionStock === null) return product.stockState === 'out-of-stock' ? 0 : Math.max(0, product.stock);
  return Math.max(0, ...reachablePairs(product, choice).map((pair) => pairStock(product, pair)));
}

export const clampQuantity = (quantity: number, product: Stocked, choice: Options): number =>
  Math.min(Math.max(1, Math.trunc(quantity)), Math.max(1, maxQuantity(product, choice)));

export interface SoldOutOptions {
  readonly colours: ReadonlySet<string>;
  readonly sizes: ReadonlySet<string>;
}

/**
 * The options nothing is left of, shown but not choosable, when the seller counts them apart: a
 * colour none of whose pairs has a piece, and a size with no piece in the chosen colour (in any
 * colour, before one is chosen). A colour does not depend on the size chosen, so that every
 * colour with pieces stays choosable whatever was chosen first.
 */
export function soldOutOptions(product: Stocked, choice: Options): SoldOutOptions {
  if (product.optionStock === null) return { colours: new Set(), sizes: new Set() };
  const soldOut = (options: ProductDetail['colours'], pick: (id: string) => Options) =>
    new Set(options.filter((option) => maxQuantity(product, pick(option.id)) === 0).map((option) => option.id));
  return { colours: soldOut(product.colours, (colour) => ({ colour })), sizes: soldOut(product.sizes, (size) => ({ colour: choice.colour, size })) };
}

/**
 * The choice with one option changed: a size nothing is left of in the new colour is dropped (to
 * be chosen again), and the quantity comes within what the choice may now have.
 */
export function withOption(product: Stocked, choice: ProductChoice, kind: 'colour' | 'size', id: string): ProductChoice {
  const changed = kind === 'colour' ? { ...choice, colour: id } : { ...choice, size: id };
  const size = changed.size !== undefined && soldOutOptions(product, changed).sizes.has(changed.size) ? undefined : changed.size;
  const next = { ...changed, size };
  return { ...next, quantity: clampQuantity(next.quantity, product, next) };
}

/** The count the stock line speaks for: the chosen pair's once the choice is complete and counted apart, else the product's. */
export function choiceStock(product: Stocked, choice: Options): { readonly stock: number; readonly state: StockState } {
  if (product.optionStock === null || !isChoiceComplete(product, choice)) return { stock: product.stock, state: product.stockState };
  // A complete choice may become only its own pair.
  const stock = maxQuantity(product, choice);
  return { stock, state: stockState(stock) };
}

/** Why the choice cannot go to the cart yet: a colour or size to choose, a text too long (a name, for the seller's limit). */
export function choiceProblems(
  product: Pick<ProductDetail, 'colours' | 'sizes' | 'customisable' | 'nameOnProductMaxLength'>,
  choice: ProductChoice,
  options: { readonly gift: boolean },
): ChoiceProblems {
  const problems: Record<string, ValidationMessage> = {};
  const check = (field: ChoiceField, message: ValidationMessage | null) => {
    if (message !== null) problems[field] = message;
  };
  if (product.colours.length > 0) check('colour', required().validate(choice.colour, 'colour'));
  if (product.sizes.length > 0) check('size', required().validate(choice.size, 'size'));
  if (product.customisable) check('nameOnProduct', max(product.nameOnProductMaxLength).validate(choice.nameOnProduct.trim(), 'nameOnProduct'));
  if (options.gift) check('giftText', max(GIFT_TEXT_MAX).validate(choice.giftText.trim(), 'giftText'));
  return problems;
}

/** The tempCart item of spec §4 for this choice: trimmed texts, nothing blank or not offered. */
export function cartItemOf(
  product: Pick<ProductDetail, 'slug' | 'colours' | 'sizes' | 'customisable'> & Stocked,
  choice: ProductChoice,
  options: { readonly gift: boolean },
): TempCartItem {
  const text = (value: string) => (value.trim() === '' ? undefined : value.trim());
  return {
    productSlug: product.slug,
    quantity: clampQuantity(choice.quantity, product, choice),
    ...(product.colours.length > 0 && choice.colour ? { colour: choice.colour } : {}),
    ...(product.sizes.length > 0 && choice.size ? { size: choice.size } : {}),
    ...(product.customisable && text(choice.nameOnProduct) ? { nameOnProduct: text(choice.nameOnProduct) } : {}),
    ...(options.gift && text(choice.giftText) ? { giftText: text(choice.giftText) } : {}),
  };
}
