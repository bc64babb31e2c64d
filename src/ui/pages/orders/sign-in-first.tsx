// A guest on an orders screen is sent to log in, and brought back to the same address
// (filter and page included) afterwards. useNavigate rather than <Navigate>: the first page
// already carries the one, not the other.
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useLanguage } from '../../use-language';

export function SignInFirst() {
  const language = useLanguage();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const login = `/${language}/auth/login?redirect=${encodeURIComponent(pathname + search)}`;
  useEffect(() => {
    void navigate(login, { replace: true });
  }, [login, navigate]);
  return null;
}
