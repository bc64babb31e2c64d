// Mounts every API operation. Each module owns one resource's routes.
import type { Hono } from 'hono';
import { allOperations } from '../../../src/contract/operations';
import { systemOperations } from '../../../src/contract/system';
import type { AppEnv } from '../env';
import { openApiDocument } from '../openapi';
import { mount } from '../operation';
import { registerAccountRoutes } from './accounts';
import { registerCatalogueRoutes } from './catalogue';
import { registerAddressRoutes } from './addresses';
import { registerContentRoutes } from './content';
import { registerFavouriteRoutes } from './favourites';
import { registerMediaRoutes } from './media';

export function registerRoutes(app: Hono<AppEnv>): void {
  const document = openApiDocument(allOperations);
  mount(app, systemOperations.openApi, async () => document);
  registerCatalogueRoutes(app);
  registerContentRoutes(app);
  registerAddressRoutes(app);
  registerFavouriteRoutes(app);
  registerAccountRoutes(app);
  registerMediaRoutes(app);
}
