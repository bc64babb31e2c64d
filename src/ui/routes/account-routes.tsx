// Routes of the account and content screens: `authRoutes` sit in the auth layout under
// /:lang/auth, `accountRoutes` in the default layout under /:lang.
import type { RouteObject } from 'react-router';

export const authRoutes: RouteObject[] = [];
export const accountRoutes: RouteObject[] = [];
