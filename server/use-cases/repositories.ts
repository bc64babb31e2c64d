// Every repository port the use cases reach through Services, one per feature. The database's
// adapters are assembled in server/persistence/repositories.ts; tests may pass in-memory ones
// (server/testing/memory).
import type { AccountsRepository } from './accounts/accounts-repository';
import type { AddressesRepository } from './addresses/addresses-repository';
import type { CartRepository } from './cart/cart-repository';
import type { CheckoutRepository } from './checkout/checkout-repository';
import type { ContentRepository } from './content/content-repository';
import type { FavouritesRepository } from './favourites/favourites-repository';
import type { MailOutbox } from './mail/mail-outbox';
import type { PushOutbox, PushSubscriptionsRepository } from './push/push';
import type { OffersRepository } from './offers/offers';
import type { NotificationsRepository } from './notifications/notifications-repository';
import type { OrdersRepository } from './orders/orders-repository';
import type { PaymentsRepository } from './payments/payments-repository';
import type { ReviewsRepository } from './reviews/reviews-repository';
import type { SellerProductsRepository } from './seller-products/seller-products-repository';
import type { SellerStoreRepository } from './seller-store/seller-store-repository';
import type { WalletRepository } from './wallet/wallet-repository';

export interface Repositories {
  readonly accounts: AccountsRepository;
  readonly cart: CartRepository;
  readonly addresses: AddressesRepository;
  readonly favourites: FavouritesRepository;
  readonly content: ContentRepository;
  readonly notifications: NotificationsRepository;
  readonly wallet: WalletRepository;
  readonly reviews: ReviewsRepository;
  readonly orders: OrdersRepository;
  readonly sellerProducts: SellerProductsRepository;
  readonly checkout: CheckoutRepository;
  readonly payments: PaymentsRepository;
  readonly sellerStore: SellerStoreRepository;
  readonly mailOutbox: MailOutbox;
  readonly pushSubscriptions: PushSubscriptionsRepository;
  readonly pushOutbox: PushOutbox;
  readonly offers: OffersRepository;
}
