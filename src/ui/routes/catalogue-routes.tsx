// Routes of the catalogue screens, children of the default layout under /:lang. Each page is
// lazy, so every screen is its own chunk and the first page stays small.
import type { RouteObject } from 'react-router';

export const catalogueRoutes: RouteObject[] = [
  { path: 'products/details/:slug', lazy: async () => ({ Component: (await import('../pages/catalogue/product-detail-page')).ProductDetailPage }) },
  { path: 'products/:slug', lazy: async () => ({ Component: (await import('../pages/catalogue/products-page')).ProductsPage }) },
  { path: 'gift-products', lazy: async () => ({ Component: (await import('../pages/catalogue/gift-products-page')).GiftProductsPage }) },
  { path: 'gift-products/:slug', lazy: async () => ({ Component: (await import('../pages/catalogue/product-detail-page')).GiftDetailPage }) },
  { path: 'sellers', lazy: async () => ({ Component: (await import('../pages/catalogue/sellers-page')).SellersPage }) },
  { path: 'sellers/products', lazy: async () => ({ Component: (await import('../pages/catalogue/seller-products-page')).SellerProductsPage }) },
  { path: 'stores-deals', lazy: async () => ({ Component: (await import('../pages/catalogue/store-deals-page')).StoreDealsPage }) },
  { path: 'search-results/:type', lazy: async () => ({ Component: (await import('../pages/catalogue/search-results-page')).SearchResultsPage }) },
];
