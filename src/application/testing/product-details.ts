// A product page's data for the browser's tests: an ordinary piece in stock at 100.00 with no
// discount, options (nor stock counted per option), reviews or free shipping, so a test overrides
// only what it is about.
import type { ProductDetail } from '../ports/catalogue-gateway';

export function aProductDetail(slug: string, overrides: Partial<ProductDetail> = {}): ProductDetail {
  return {
    slug,
    name: `Product ${slug}`,
    price: 10_000,
    salePrice: 10_000,
    discountBasisPoints: null,
    freeShipping: false,
    customisable: false,
    isGift: false,
    stockState: 'in-stock',
    rating: { average: null, count: 0 },
    image: null,
    seller: { slug: 'sadu-house', name: 'Sadu House', logo: '/logo.svg', city: { id: 'hail', name: "Ha'il" } },
    description: 'Woven by hand.',
    images: [],
    category: { slug: 'pottery', name: 'Pottery' },
    colours: [],
    sizes: [],
    stock: 10,
    optionStock: null,
    nameOnProductMaxLength: 40,
    shipping: { free: false, fee: 1500, region: null },
    ratingSummary: { average: null, count: 0, distribution: [] },
    reviews: { items: [], total: 0, page: 1, pageSize: 5 },
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
