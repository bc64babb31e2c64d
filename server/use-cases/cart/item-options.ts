// Which options a product accepts: a colour and a size among those it offers (required when it
// offers some), a name only on a customisable product, a gift text only on a gift.
import type { CartItemInput } from '../../../src/contract/cart';
import type { LineOptions } from '../../../src/domain/cart';
import type { CartProductRow } from './cart-repository';

/** A translatable message on one field (a locales key and its parameters), as the route answers it. */
export interface OptionProblem {
  readonly key: string;
  readonly params: Readonly<Record<string, string>>;
}

/** What is wrong with the options asked for, per field. */
export type OptionProblems = Readonly<Record<string, readonly OptionProblem[]>>;

/** The options of an item as the domain takes them: the ones not given left out. */
export const optionsOf = (item: CartItemInput): LineOptions => ({
  ...(item.colour === undefined ? {} : { colour: item.colour }),
  ...(item.size === undefined ? {} : { size: item.size }),
  ...(item.nameOnProduct === undefined ? {} : { nameOnProduct: item.nameOnProduct }),
  ...(item.giftText === undefined ? {} : { giftText: item.giftText }),
});

const problem = (key: string, field: string): OptionProblem[] => [{ key, params: { field } }];

/** A choice of one of the product's colours or sizes: required when it offers some, one of them when given. */
function choiceProblem(offered: CartProductRow['colours'], id: string | undefined, field: 'colour' | 'size'): OptionProblem[] | null {
  const given = id !== undefined && id !== '';
  if (!given) return offered.length > 0 ? problem('validation.required', field) : null;
  return offered.some((option) => option.id === id) ? null : problem('cart.unknownOption', field);
}

/** What is wrong with these options for this product, per field; empty when nothing is. */
export function optionProblems(product: CartProductRow, item: CartItemInput): OptionProblems {
  const problems: Record<string, OptionProblem[]> = {};
  const colour = choiceProblem(product.colours, item.colour, 'colour');
  if (colour) problems.colour = colour;
  const size = choiceProblem(product.sizes, item.size, 'size');
  if (size) problems.size = size;
  if (item.nameOnProduct && !product.customisable) problems.nameOnProduct = problem('cart.notCustomisable', 'nameOnProduct');
  // The contract bounds every name by the cart's own limit; a seller may allow fewer characters.
  else if (item.nameOnProduct && [...item.nameOnProduct].length > product.nameOnProductMaxLength) {
    problems.nameOnProduct = [{ key: 'validation.max', params: { field: 'nameOnProduct', length: String(product.nameOnProductMaxLength) } }];
  }
  if (item.giftText && !product.isGift) problems.giftText = problem('cart.notAGift', 'giftText');
  return problems;
}

export const hasProblems = (problems: OptionProblems): boolean => Object.keys(problems).length > 0;
