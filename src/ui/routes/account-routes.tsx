// Routes of the account and content screens: `authRoutes` sit in the auth layout under
// /:lang/auth, `accountRoutes` in the default layout under /:lang. Each page is lazy, so every
// screen is its own chunk. (The wallet, cart, orders and notifications are the commerce routes.)
import { redirect, type RouteObject } from 'react-router';
import { clientOnly } from './client-only';

export const authRoutes: RouteObject[] = [
  // /:lang/auth alone has no screen of its own: it is the way in, so it opens the login.
  { index: true, loader: ({ params }) => redirect(`/${params.lang}/auth/login`) },
  { path: 'login', lazy: async () => ({ Component: (await import('../pages/auth/login-page')).LoginPage }) },
  { path: 'register', lazy: async () => ({ Component: (await import('../pages/auth/register-page')).RegisterPage }) },
  { path: 'forget-password', lazy: async () => ({ Component: (await import('../pages/auth/forget-password-page')).ForgetPasswordPage }) },
  { path: 'forget-password/reset', lazy: async () => ({ Component: clientOnly((await import('../pages/auth/reset-password-page')).ResetPasswordPage) }) },
];

export const accountRoutes: RouteObject[] = [
  { path: 'profile', lazy: async () => ({ Component: clientOnly((await import('../pages/account/profile-page')).ProfilePage) }) },
  { path: 'profile/edit', lazy: async () => ({ Component: clientOnly((await import('../pages/account/profile-edit-page')).ProfileEditPage) }) },
  { path: 'favourite', lazy: async () => ({ Component: clientOnly((await import('../pages/account/favourites-page')).FavouritesPage) }) },
  { path: 'about-us', lazy: async () => ({ Component: (await import('../pages/content/about-us-page')).AboutUsPage }) },
  { path: 'faqs', lazy: async () => ({ Component: (await import('../pages/content/faqs-page')).FaqsPage }) },
  { path: 'static/:slug', lazy: async () => ({ Component: (await import('../pages/content/static-page')).StaticContentPage }) },
  { path: 'contact-us', lazy: async () => ({ Component: (await import('../pages/content/contact-us-page')).ContactUsPage }) },
];
