// Routes of the commerce screens in the default layout under /:lang: the cart, checkout and its
// payment results, and the wallet. Each page is lazy, so every screen is its own chunk.
import type { RouteObject } from 'react-router';
import { clientOnly } from './client-only';
import { screen } from './screen';

export const commerceRoutes: RouteObject[] = [
  { path: 'cart', ...screen('pages/cart/cart-page.tsx', 'CartPage', clientOnly) },
  { path: 'profile/wallet', ...screen('pages/wallet/wallet-page.tsx', 'WalletPage', clientOnly) },
  { path: 'checkout', ...screen('pages/checkout/checkout-page.tsx', 'CheckoutPage', clientOnly) },
  { path: 'payment/success', ...screen('pages/checkout/payment-success-page.tsx', 'PaymentSuccessPage', clientOnly) },
  { path: 'payment/failure', ...screen('pages/checkout/payment-failure-page.tsx', 'PaymentFailurePage', clientOnly) },
];
