// Routes of the after-sale screens that are not the shopper's orders, in the default layout under
// /:lang: the seller console and the notifications. Each page is lazy, so every screen is its own chunk.
import type { RouteObject } from 'react-router';
import { clientOnly } from './client-only';
import { screen } from './screen';

export const sellerRoutes: RouteObject[] = [
  { path: 'seller/orders', ...screen('pages/seller/seller-orders-page.tsx', 'SellerOrdersPage', clientOnly) },
  { path: 'seller/products', ...screen('pages/seller/products/product-list-page.tsx', 'SellerProductListPage', clientOnly) },
  { path: 'seller/products/new', ...screen('pages/seller/products/product-editor-page.tsx', 'SellerProductEditorPage', clientOnly) },
  { path: 'seller/products/:slug', ...screen('pages/seller/products/product-editor-page.tsx', 'SellerProductEditorPage', clientOnly) },
  { path: 'seller/stock', ...screen('pages/seller/stock/low-stock-page.tsx', 'SellerStockPage', clientOnly) },
  { path: 'notifications', ...screen('pages/notifications/notifications-page.tsx', 'NotificationsPage', clientOnly) },
];
