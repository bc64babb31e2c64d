// Routes of the after-sale screens that are not the shopper's orders, in the default layout under
// /:lang: the seller console and the notifications. The console (/:lang/seller) is a frame with
// its navigation, and each of its sections a nested route drawn inside it. Each page is lazy, so
// every screen is its own chunk.
import type { RouteObject } from 'react-router';
import { PageErrorBoundary } from '../route-error-boundary';
import { clientOnly } from './client-only';
import { screen } from './screen';

/** The console's sections: a failing one shows its error inside the frame, the navigation still there. */
const consoleSections: RouteObject[] = [
  { index: true, ...screen('pages/seller/seller-dashboard-page.tsx', 'SellerDashboardPage', clientOnly) },
  { path: 'orders', ...screen('pages/seller/seller-orders-page.tsx', 'SellerOrdersPage', clientOnly) },
  { path: 'products', ...screen('pages/seller/products/product-list-page.tsx', 'SellerProductListPage', clientOnly) },
  { path: 'products/new', ...screen('pages/seller/products/product-editor-page.tsx', 'SellerProductEditorPage', clientOnly) },
  { path: 'products/:slug', ...screen('pages/seller/products/product-editor-page.tsx', 'SellerProductEditorPage', clientOnly) },
  { path: 'stock', ...screen('pages/seller/stock/low-stock-page.tsx', 'SellerStockPage', clientOnly) },
  { path: 'store', ...screen('pages/seller/seller-store-page.tsx', 'SellerStorePage', clientOnly) },
  { path: 'shipping', ...screen('pages/seller/seller-shipping-page.tsx', 'SellerShippingPage', clientOnly) },
].map((route) => ({ ErrorBoundary: PageErrorBoundary, ...route }) as RouteObject);

export const sellerRoutes: RouteObject[] = [
  { path: 'seller', ...screen('pages/seller/seller-console-page.tsx', 'SellerConsolePage'), children: consoleSections },
  { path: 'notifications', ...screen('pages/notifications/notifications-page.tsx', 'NotificationsPage', clientOnly) },
];
