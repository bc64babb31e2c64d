// Starting a session once the API has signed the shopper in (login, register, password reset):
// the token and user go to the session store, the guest's cart (tempCart) is merged into the
// account's, then the shopper returns where they came from. A merge that fails keeps the guest
// cart, says so, and is tried again by the header and the cart screen.
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { SignedInSession } from '../../../application/ports/account-gateway';
import type { Language } from '../../../domain/locale';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../forms/failure-message';
import { usePorts } from '../../ports';
import { useLanguage } from '../../use-language';
import { useSessionStore } from '../../use-session';
import { useCart } from '../../use-cart';

/** Where a `?redirect=` is resolved: a URL that keeps this origin is a page of this site. */
const THIS_SITE = 'https://herfa.invalid';

/**
 * The page a `?redirect=` names, if it is a path of this site outside the auth screens; else the
 * home page. The path is read as the browser's URL parser reads it (which drops tabs and line
 * breaks, so `/\t/elsewhere.example` is `//elsewhere.example`: another site, which could be
 * handed a fresh session), and what is followed is that parsed path, not the raw text.
 */
export function redirectTarget(redirect: string | null, language: Language): string {
  const home = `/${language}`;
  if (redirect === null || !redirect.startsWith('/')) return home;
  let url: URL;
  try {
    url = new URL(redirect, THIS_SITE);
  } catch {
    return home;
  }
  if (url.origin !== THIS_SITE || url.pathname.split('/').includes('auth')) return home;
  return `${url.pathname}${url.search}${url.hash}`;
}

export function useSignIn(): (session: SignedInSession, options: { remember: boolean }) => Promise<void> {
  const { t } = useTranslation();
  const store = useSessionStore();
  const cart = useCart();
  const { toasts } = usePorts();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const language = useLanguage();
  return useCallback(
    async (session, { remember }) => {
      store.setToken(session.token);
      store.setUser(session.user, { remember });
      try {
        await cart.mergeGuestCart();
      } catch (error) {
        toasts.show({ type: 'warning', title: t('cart.merge.failedTitle'), message: `${t('cart.merge.failedMessage')} ${failureMessage(t, error)}` });
      }
      await navigate(redirectTarget(searchParams.get('redirect'), language), { replace: true });
    },
    [cart, language, navigate, searchParams, store, t, toasts],
  );
}
