// What the shopper chose on a product page (colour, size, name on the product, gift text,
// quantity), whether it can go to the cart, and the cart item it becomes. Pure: the page and
// its tests share it.
import type { ProductDetail } from '../../../application/ports/catalogue-gateway';
import type { TempCartItem } from '../../../application/session/session-store';
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

type Stocked = Pick<ProductDetail, 'stock' | 'stockState'>;

/** How many pieces one may add: 1 up to the stock (none when out of stock). */
export const maxQuantity = (product: Stocked): number => (product.stockState === 'out-of-stock' ? 0 : Math.max(0, product.stock));

export const clampQuantity = (quantity: number, product: Stocked): number =>
  Math.min(Math.max(1, Math.trunc(quantity)), Math.max(1, maxQuantity(product)));

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
    quantity: clampQuantity(choice.quantity, product),
    ...(product.colours.length > 0 && choice.colour ? { colour: choice.colour } : {}),
    ...(product.sizes.length > 0 && choice.size ? { size: choice.size } : {}),
    ...(product.customisable && text(choice.nameOnProduct) ? { nameOnProduct: text(choice.nameOnProduct) } : {}),
    ...(options.gift && text(choice.giftText) ? { giftText: text(choice.giftText) } : {}),
  };
}
