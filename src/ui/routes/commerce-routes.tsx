// Routes of the commerce screens in the default layout under /:lang: the cart, checkout and its
// payment results, and the wallet. Each page is lazy, so every screen is its own chunk.
import type { RouteObject } from 'react-router';

export const commerceRoutes: RouteObject[] = [];
