// Routes of the after-sale screens that are not the shopper's orders, in the default layout under
// /:lang: the seller console and the notifications. Each page is lazy, so every screen is its own chunk.
import type { RouteObject } from 'react-router';
import { clientOnly } from './client-only';

export const sellerRoutes: RouteObject[] = [
  { path: 'seller/orders', lazy: async () => ({ Component: clientOnly((await import('../pages/seller/seller-orders-page')).SellerOrdersPage) }) },
  { path: 'notifications', lazy: async () => ({ Component: clientOnly((await import('../pages/notifications/notifications-page')).NotificationsPage) }) },
];
