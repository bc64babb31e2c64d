// schema.org descriptions of what a page shows, for crawlers and link previews (JSON-LD in the
// head the server writes): a product with its offer in riyals and its breadcrumbs, a store,
// the marketplace itself. URLs are site-relative paths; the head makes them absolute.
import type { ProductDetail, SellerCard, StockState } from '../../application/ports/catalogue-gateway';
import { HALALAS_PER_RIYAL, type Halalas } from '../../domain/money';

/** A price as schema.org and Open Graph write it: riyals with two decimals, no grouping. */
export const priceText = (amount: Halalas): string => (amount / HALALAS_PER_RIYAL).toFixed(2);

const AVAILABILITY: Readonly<Record<StockState, string>> = {
  'in-stock': 'https://schema.org/InStock',
  'low-stock': 'https://schema.org/LimitedAvailability',
  'out-of-stock': 'https://schema.org/OutOfStock',
};

export interface Crumb {
  readonly name: string;
  readonly path: string;
}

export function breadcrumbList(crumbs: readonly Crumb[], origin: string): object {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: new URL(crumb.path, origin).href,
    })),
  };
}

export function productData(product: ProductDetail, { path, sellerPath, origin }: { path: string; sellerPath: string; origin: string }): object {
  const images = product.images.length > 0 ? product.images : product.image === null ? [] : [product.image];
  return {
    '@type': 'Product',
    name: product.name,
    description: product.description,
    sku: product.slug,
    image: images.map((image) => new URL(image, origin).href),
    category: product.category.name,
    brand: { '@type': 'Brand', name: product.seller.name },
    ...(product.rating.average === null || product.rating.count === 0
      ? {}
      : { aggregateRating: { '@type': 'AggregateRating', ratingValue: product.rating.average, reviewCount: product.rating.count } }),
    offers: {
      '@type': 'Offer',
      url: new URL(path, origin).href,
      price: priceText(product.salePrice),
      priceCurrency: 'SAR',
      availability: AVAILABILITY[product.stockState],
      itemCondition: 'https://schema.org/NewCondition',
      seller: { '@type': 'Organization', name: product.seller.name, url: new URL(sellerPath, origin).href },
    },
  };
}

export function storeData(seller: Pick<SellerCard, 'name' | 'logo' | 'description' | 'rating'> & { readonly city?: { readonly name: string } }, { path, origin }: { path: string; origin: string }): object {
  return {
    '@type': 'Store',
    name: seller.name,
    description: seller.description,
    url: new URL(path, origin).href,
    logo: new URL(seller.logo, origin).href,
    image: new URL(seller.logo, origin).href,
    currenciesAccepted: 'SAR',
    ...(seller.city === undefined ? {} : { address: { '@type': 'PostalAddress', addressLocality: seller.city.name, addressCountry: 'SA' } }),
    ...(seller.rating.average === null || seller.rating.count === 0
      ? {}
      : { aggregateRating: { '@type': 'AggregateRating', ratingValue: seller.rating.average, reviewCount: seller.rating.count } }),
  };
}

export function organizationData({ name, description, path, origin }: { name: string; description: string; path: string; origin: string }): object {
  return {
    '@type': 'Organization',
    name,
    description,
    url: new URL(path, origin).href,
    logo: new URL('/favicon.svg', origin).href,
    areaServed: 'SA',
  };
}
