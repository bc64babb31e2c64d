// Starting a session once the API has signed the shopper in (login, register, password reset):
// the token and user go to the session store, then the shopper returns where they came from.
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { SignedInSession } from '../../../application/ports/account-gateway';
import type { Language } from '../../../domain/locale';
import { useLanguage } from '../../use-language';
import { useSessionStore } from '../../use-session';

/**
 * The page a `?redirect=` names, if it is a path of this site outside the auth screens
 * (anything else, such as //elsewhere.example, could send a fresh session to another site);
 * else the home page.
 */
export function redirectTarget(redirect: string | null, language: Language): string {
  const home = `/${language}`;
  if (redirect === null || !redirect.startsWith('/') || redirect.startsWith('//') || redirect.includes('\\')) return home;
  const path = redirect.split(/[?#]/)[0]!;
  return path.split('/').includes('auth') ? home : redirect;
}

export function useSignIn(): (session: SignedInSession, options: { remember: boolean }) => void {
  const store = useSessionStore();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const language = useLanguage();
  return useCallback(
    (session, { remember }) => {
      store.setToken(session.token);
      store.setUser(session.user, { remember });
      void navigate(redirectTarget(searchParams.get('redirect'), language), { replace: true });
    },
    [language, navigate, searchParams, store],
  );
}
