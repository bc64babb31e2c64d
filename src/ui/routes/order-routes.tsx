// Routes of the shopper's orders in the default layout under /:lang: the list (status filter,
// current and previous) and one order by its code. Both screens load lazily, as one chunk.
import type { RouteObject } from 'react-router';
import { clientOnly } from './client-only';

const screens = () => import('../pages/orders/order-screens');

export const orderRoutes: RouteObject[] = [
  { path: 'orders', lazy: async () => ({ Component: clientOnly((await screens()).OrdersPage) }) },
  { path: 'orders/:code', lazy: async () => ({ Component: clientOnly((await screens()).OrderDetailPage) }) },
];
