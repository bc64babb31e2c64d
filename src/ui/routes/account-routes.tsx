// Routes of the account and content screens: `authRoutes` sit in the auth layout under
// /:lang/auth, `accountRoutes` in the default layout under /:lang. Each page is lazy, so every
// screen is its own chunk. (The wallet, cart, orders and notifications are the commerce routes.)
import { redirect, type RouteObject } from 'react-router';
import { clientOnly } from './client-only';
import { screen } from './screen';

export const authRoutes: RouteObject[] = [
  // /:lang/auth alone has no screen of its own: it is the way in, so it opens the login.
  { index: true, loader: ({ params }) => redirect(`/${params.lang}/auth/login`) },
  { path: 'login', ...screen('pages/auth/login-page.tsx', 'LoginPage') },
  { path: 'register', ...screen('pages/auth/register-page.tsx', 'RegisterPage') },
  { path: 'forget-password', ...screen('pages/auth/forget-password-page.tsx', 'ForgetPasswordPage') },
  { path: 'forget-password/reset', ...screen('pages/auth/reset-password-page.tsx', 'ResetPasswordPage', clientOnly) },
];

export const accountRoutes: RouteObject[] = [
  { path: 'profile', ...screen('pages/account/profile-page.tsx', 'ProfilePage', clientOnly) },
  { path: 'profile/edit', ...screen('pages/account/profile-edit-page.tsx', 'ProfileEditPage', clientOnly) },
  { path: 'profile/addresses', ...screen('pages/account/addresses-page.tsx', 'AddressesPage', clientOnly) },
  { path: 'favourite', ...screen('pages/account/favourites-page.tsx', 'FavouritesPage', clientOnly) },
  { path: 'about-us', ...screen('pages/content/about-us-page.tsx', 'AboutUsPage') },
  { path: 'faqs', ...screen('pages/content/faqs-page.tsx', 'FaqsPage') },
  { path: 'static/:slug', ...screen('pages/content/static-page.tsx', 'StaticContentPage') },
  { path: 'contact-us', ...screen('pages/content/contact-us-page.tsx', 'ContactUsPage') },
];
