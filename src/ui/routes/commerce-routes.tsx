// Routes of the commerce screens in the default layout under /:lang: the cart, checkout and its
// payment results, and the wallet. Each page is lazy, so every screen is its own chunk.
import type { RouteObject } from 'react-router';
import { clientOnly } from './client-only';

export const commerceRoutes: RouteObject[] = [
  { path: 'cart', lazy: async () => ({ Component: clientOnly((await import('../pages/cart/cart-page')).CartPage) }) },
  { path: 'profile/wallet', lazy: async () => ({ Component: clientOnly((await import('../pages/wallet/wallet-page')).WalletPage) }) },
  { path: 'checkout', lazy: async () => ({ Component: clientOnly((await import('../pages/checkout/checkout-page')).CheckoutPage) }) },
  { path: 'payment/success', lazy: async () => ({ Component: clientOnly((await import('../pages/checkout/payment-success-page')).PaymentSuccessPage) }) },
  { path: 'payment/failure', lazy: async () => ({ Component: clientOnly((await import('../pages/checkout/payment-failure-page')).PaymentFailurePage) }) },
];
