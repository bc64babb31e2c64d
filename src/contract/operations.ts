// Every operation of the API, for the OpenAPI document and for tests that walk all of them.
import type { Operation } from './operation';
import { systemOperations } from './system';
import { catalogueOperations } from './catalogue';
import { accountOperations } from './accounts';
import { addressOperations } from './addresses';
import { contentOperations } from './content';
import { favouriteOperations } from './favourites';
import { cartOperations } from './cart';
import { checkoutOperations } from './checkout';
import { walletOperations } from './wallet';
import { orderOperations } from './orders';
import { notificationOperations } from './notifications';
import { pushOperations } from './push';
import { reviewOperations } from './reviews';
import { sellerProductOperations } from './seller-products';
import { sellerMediaOperations } from './seller-media';
import { sellerStoreOperations } from './seller-store';

export const allOperations: readonly Operation[] = [
  ...Object.values(systemOperations),
  ...Object.values(catalogueOperations),
  ...Object.values(contentOperations),
  ...Object.values(addressOperations),
  ...Object.values(favouriteOperations),
  ...Object.values(accountOperations),
  ...Object.values(cartOperations),
  ...Object.values(checkoutOperations),
  ...Object.values(walletOperations),
  ...Object.values(orderOperations),
  ...Object.values(notificationOperations),
  ...Object.values(pushOperations),
  ...Object.values(reviewOperations),
  ...Object.values(sellerProductOperations),
  ...Object.values(sellerMediaOperations),
  ...Object.values(sellerStoreOperations),
];
