// The seller console (/{lang}/seller/…): the frame every seller page sits in — the console's
// navigation (components/seller/seller-nav.tsx) beside the open section, which the nested route
// draws (<Outlet />): the dashboard, the orders, the products and stock, the store's profile and
// its shipping. The frame is drawn on the server with the page; only a signed-in seller account
// gets the sections, anyone else is told the console is for sellers (once the browser knows the
// session: the server does not).
import { Button, Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { AccountPageHeader } from '../../components/account-page-header';
import { EmptyState } from '../../components/empty-state';
import { SellerNav } from '../../components/seller/seller-nav';
import { clientOnly } from '../../routes/client-only';
import { useHydrated } from '../../use-hydrated';
import { useLanguage } from '../../use-language';
import { useSession } from '../../use-session';
import classes from './seller-console-page.module.css';

export function SellerConsolePage() {
  const hydrated = useHydrated();
  const { token, user } = useSession();
  const seller = token !== null && user?.role === 'seller';

  return (
    <Container size="xl" py={{ base: 24, sm: 48 }}>
      {hydrated && !seller ? (
        <SellersOnlyInBrowser />
      ) : (
        <div className={classes.console}>
          <SellerNav />
          <div className={classes.section}>
            <Outlet />
          </div>
        </div>
      )}
    </Container>
  );
}

/** Drawn in the browser alone, once the language's texts are all loaded (the server read none of these). */
const SellersOnlyInBrowser = clientOnly(SellersOnly);

function SellersOnly() {
  const { t } = useTranslation();
  const guest = useSession().token === null;
  const language = useLanguage();
  const { pathname, search } = useLocation();
  return (
    <>
      <AccountPageHeader title={t('seller-store.console.title')} />
      <EmptyState
        title={t('seller.console.sellersOnly')}
        description={t(guest ? 'seller.console.guestMessage' : 'seller.console.sellersOnlyMessage')}
        action={
          guest ? (
            <Button component={Link} to={`/${language}/auth/login?redirect=${encodeURIComponent(pathname + search)}`}>
              {t('seller.console.login')}
            </Button>
          ) : (
            <Button component={Link} to={`/${language}/orders`} variant="default">
              {t('seller.console.myOrders')}
            </Button>
          )
        }
      />
    </>
  );
}
