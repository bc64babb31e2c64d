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
import { registerCartRoutes } from './cart';
import { registerWalletRoutes } from './wallet';
import { registerCheckoutRoutes } from './checkout';
import { registerPaymentRoutes, withPaymentReturn } from './payments';
import { registerInvoiceRoutes, withInvoiceDownload } from './invoices';
import { registerMediaRoutes } from './media';
import { registerOrderRoutes } from './orders';
import { registerSellerOrderRoutes } from './seller-orders';
import { registerSellerStoreRoutes, withSalesExport } from './seller-store';
import { registerNotificationRoutes } from './notifications';
import { registerPushRoutes } from './push';
import { registerReviewRoutes } from './reviews';

export function registerRoutes(app: Hono<AppEnv>): void {
  const document = withSalesExport(withInvoiceDownload(withPaymentReturn(openApiDocument(allOperations))));
  mount(app, systemOperations.openApi, async () => document);
  registerCatalogueRoutes(app);
  registerContentRoutes(app);
  registerAddressRoutes(app);
  registerFavouriteRoutes(app);
  registerCartRoutes(app);
  registerWalletRoutes(app);
  registerCheckoutRoutes(app);
  registerPaymentRoutes(app);
  registerInvoiceRoutes(app);
  registerOrderRoutes(app);
  registerSellerOrderRoutes(app);
  registerSellerStoreRoutes(app);
  registerAccountRoutes(app);
  registerMediaRoutes(app);
  registerNotificationRoutes(app);
  registerPushRoutes(app);
  registerReviewRoutes(app);
}
