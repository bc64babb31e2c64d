// Routes of the catalogue screens, children of the default layout under /:lang. Each page is
// lazy, so every screen is its own chunk and the first page stays small.
import type { RouteObject } from 'react-router';
import { screen } from './screen';

export const catalogueRoutes: RouteObject[] = [
  { path: 'products/details/:slug', ...screen('pages/catalogue/product-detail-page.tsx', 'ProductDetailPage') },
  { path: 'products/:slug', ...screen('pages/catalogue/products-page.tsx', 'ProductsPage') },
  { path: 'gift-products', ...screen('pages/catalogue/gift-products-page.tsx', 'GiftProductsPage') },
  { path: 'gift-products/:slug', ...screen('pages/catalogue/product-detail-page.tsx', 'GiftDetailPage') },
  { path: 'sellers', ...screen('pages/catalogue/sellers-page.tsx', 'SellersPage') },
  { path: 'sellers/products', ...screen('pages/catalogue/seller-products-page.tsx', 'SellerProductsPage') },
  { path: 'stores-deals', ...screen('pages/catalogue/store-deals-page.tsx', 'StoreDealsPage') },
  { path: 'search-results/:type', ...screen('pages/catalogue/search-results-page.tsx', 'SearchResultsPage') },
];
