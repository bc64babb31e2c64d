// The seller console's navigation, shared by every seller page: a labelled nav landmark whose
// links say which page is open (aria-current="page", set by NavLink). Beside the page on a wide
// screen; on a phone a single row of tabs that scrolls sideways (the open one scrolled into
// sight), so every section stays one tap away without a menu to open. Logical CSS properties keep it right in both directions.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { useLanguage } from '../../use-language';
import classes from './seller-nav.module.css';

/** The console's sections in order, by the path under /{lang}/seller ('' for the dashboard). */
export const SELLER_SECTIONS = [
  { key: 'dashboard', path: '' },
  { key: 'orders', path: '/orders' },
  { key: 'products', path: '/products' },
  { key: 'stock', path: '/stock' },
  { key: 'store', path: '/store' },
  { key: 'shipping', path: '/shipping' },
] as const;

export function SellerNav() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { pathname } = useLocation();
  const navigation = useRef<HTMLElement>(null);
  // On a phone the open section's tab may lie beyond the row's edge: it is brought into sight.
  useEffect(() => {
    navigation.current?.querySelector<HTMLElement>('[aria-current="page"]')?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [pathname]);
  return (
    <nav ref={navigation} aria-label={t('seller-store.console.navigation')} className={classes.nav}>
      <ul className={classes.list}>
        {SELLER_SECTIONS.map(({ key, path }) => (
          <li key={key}>
            {/* The dashboard is current only on its own path, not under every section. */}
            <NavLink to={`/${language}/seller${path}`} end={path === ''} className={classes.link}>
              {t(`seller-store.console.sections.${key}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
