// The after-sale adapters (seller orders and store, notifications, reviews), loaded lazily as one chunk on
// the first call to any of them. Loaded apart, the notifications adapter (the header's unread
// count asks it on every page) is the one lazy adapter whose contract has no validation rules, and
// the bundler answers that by splitting the first page's shared code into more, separately
// compressed files: +0.7 KB gzipped on a first page at its budget.
export { HttpNotificationsGateway } from './http-notifications-gateway';
export { HttpReviewsGateway } from './http-reviews-gateway';
export { HttpSellerOrdersGateway } from './http-seller-orders-gateway';
export { HttpSellerStoreGateway } from './http-seller-store-gateway';
