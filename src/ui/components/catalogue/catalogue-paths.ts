// Where each catalogue thing lives, always under the page's language (DESIGN.md "URLs").
import type { Language } from '../../../domain/locale';

/** A gift opens on its gift page, where the text to write on it is asked for. */
export const productPath = (language: Language, product: { readonly slug: string; readonly isGift: boolean }): string =>
  product.isGift ? `/${language}/gift-products/${product.slug}` : `/${language}/products/details/${product.slug}`;

export const sellerPath = (language: Language, sellerSlug: string): string =>
  `/${language}/sellers/products?seller=${encodeURIComponent(sellerSlug)}`;

export const categoryPath = (language: Language, categorySlug: string): string => `/${language}/products/${categorySlug}`;
