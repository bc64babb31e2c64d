// Routes of the catalogue screens, children of the default layout under /:lang.
import type { RouteObject } from 'react-router';

export const catalogueRoutes: RouteObject[] = [];
