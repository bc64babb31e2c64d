// A store's page data for the browser's tests: an ordinary store in Ha'il with no deals, so a
// test overrides only what it is about.
import type { SellerDetail } from '../ports/catalogue-gateway';

export function aSellerDetail(slug: string, overrides: Partial<SellerDetail> = {}): SellerDetail {
  return {
    slug,
    name: `Store ${slug}`,
    logo: '/logo.svg',
    city: { id: 'hail', name: "Ha'il" },
    region: { id: 'hail', name: "Ha'il" },
    description: 'Woven by hand.',
    featured: false,
    productCount: 1,
    rating: { average: null, count: 0 },
    banner: null,
    deals: [],
    ...overrides,
  };
}
