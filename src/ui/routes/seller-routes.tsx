// Routes of the after-sale screens that are not the shopper's orders, in the default layout under
// /:lang: the seller console and the notifications. Each page is lazy, so every screen is its own chunk.
import type { RouteObject } from 'react-router';
import { clientOnly } from './client-only';
import { screen } from './screen';

export const sellerRoutes: RouteObject[] = [
  { path: 'seller/orders', ...screen('pages/seller/seller-orders-page.tsx', 'SellerOrdersPage', clientOnly) },
  { path: 'notifications', ...screen('pages/notifications/notifications-page.tsx', 'NotificationsPage', clientOnly) },
];
