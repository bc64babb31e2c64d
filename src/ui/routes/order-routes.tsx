// Routes of the shopper's orders in the default layout under /:lang: the list (status filter,
// current and previous) and one order by its code. Each screen loads lazily, as its own chunk.
import type { RouteObject } from 'react-router';
import { clientOnly } from './client-only';
import { screen } from './screen';

export const orderRoutes: RouteObject[] = [
  { path: 'orders', ...screen('pages/orders/orders-page.tsx', 'OrdersPage', clientOnly) },
  { path: 'orders/:code', ...screen('pages/orders/order-detail-page.tsx', 'OrderDetailPage', clientOnly) },
];
