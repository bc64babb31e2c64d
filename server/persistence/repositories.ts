// The database's adapter of every repository port, over one Drizzle database.
import type { Repositories } from '../use-cases/repositories';
import { DrizzleAccountsRepository } from './accounts/drizzle-accounts-repository';
import { DrizzleAddressesRepository } from './addresses/drizzle-addresses-repository';
import { DrizzleCartRepository } from './cart/drizzle-cart-repository';
import { DrizzleCheckoutRepository } from './checkout/drizzle-checkout-repository';
import type { Db } from './database';
import { DrizzleContentRepository } from './content/drizzle-content-repository';
import { DrizzleFavouritesRepository } from './favourites/drizzle-favourites-repository';
import { DrizzleMailOutbox } from './mail/drizzle-mail-outbox';
import { DrizzleNotificationsRepository } from './notifications/drizzle-notifications-repository';
import { DrizzleOffersRepository } from './offers/drizzle-offers-repository';
import { DrizzleOrdersRepository } from './orders/drizzle-orders-repository';
import { DrizzlePaymentsRepository } from './payments/drizzle-payments-repository';
import { DrizzlePushOutbox } from './push/drizzle-push-outbox';
import { DrizzlePushSubscriptions } from './push/drizzle-push-subscriptions';
import { DrizzleReviewsRepository } from './reviews/drizzle-reviews-repository';
import { DrizzleSellerProductsRepository } from './seller-products/drizzle-seller-products-repository';
import { DrizzleSellerStoreRepository } from './seller-store/drizzle-seller-store-repository';
import { DrizzleWalletRepository } from './wallet/drizzle-wallet-repository';

export function drizzleRepositories(db: Db): Repositories {
  return {
    accounts: new DrizzleAccountsRepository(db),
    cart: new DrizzleCartRepository(db),
    addresses: new DrizzleAddressesRepository(db),
    favourites: new DrizzleFavouritesRepository(db),
    content: new DrizzleContentRepository(db),
    notifications: new DrizzleNotificationsRepository(db),
    wallet: new DrizzleWalletRepository(db),
    reviews: new DrizzleReviewsRepository(db),
    orders: new DrizzleOrdersRepository(db),
    sellerProducts: new DrizzleSellerProductsRepository(db),
    checkout: new DrizzleCheckoutRepository(db),
    payments: new DrizzlePaymentsRepository(db),
    sellerStore: new DrizzleSellerStoreRepository(db),
    mailOutbox: new DrizzleMailOutbox(db),
    pushSubscriptions: new DrizzlePushSubscriptions(db),
    pushOutbox: new DrizzlePushOutbox(db),
    offers: new DrizzleOffersRepository(db),
  };
}
