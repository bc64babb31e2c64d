// The default layout's header: wordmark, search, language and colour-scheme switches,
// favourites, cart with its item count, notifications and the account menu; the main navigation
// below. Under the 1100 px threshold the navigation, account menu and both switches move into
// the drawer and the search takes its own row.
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { ActionIcon, Burger, Container, Indicator } from '@mantine/core';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/Indicator.css';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { HydrateLater } from '../layouts/hydrate-later';
import { usePorts } from '../ports';
import { MOBILE_MEDIA_QUERY } from '../theme';
import { formatNumber } from '../format';
import { useLanguage } from '../use-language';
import { useMediaQueryWhile } from '../use-media-query';
import { useSession, useSessionStore } from '../use-session';
import { AccountMenu } from './account-menu';
import { Brand } from './brand';
import { ColourSchemeChoices, ColourSchemeSwitch } from './colour-scheme-switch';
import { BagIcon, BellIcon, HeartIcon } from './icons';
import { LanguageSwitch } from './language-switch';
import { MAIN_NAVIGATION } from './main-navigation';
import { SearchBox } from './search-box';
import { useUnreadNotifications } from './unread-notifications';
import classes from './site-header.module.css';

const DRAWER_ID = 'navigation-drawer';

// The drawer's code (Mantine's Drawer, focus trap and scroll lock) is only needed on small
// screens, once the burger is used: it loads then, or as the finger touches the burger.
const loadNavDrawer = () => import('./nav-drawer');
const NavDrawer = lazy(async () => ({ default: (await loadNavDrawer()).NavDrawer }));

function IconLink({ to, label, children }: { readonly to: string; readonly label: string; readonly children: ReactNode }) {
  return (
    <ActionIcon component={Link} to={to} variant="subtle" color="gray" size={40} radius="md" aria-label={label} className={classes.iconLink}>
      {children}
    </ActionIcon>
  );
}

export function SiteHeader() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { cartItemsCount, token } = useSession();
  const store = useSessionStore();
  const cartGateway = usePorts().cart;
  const { pathname } = useLocation();
  // The drawer stays open on the page where it was opened: any navigation (a link in it, the
  // browser's back button) closes it, and so does widening the window past the threshold.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const mobile = useMediaQueryWhile(MOBILE_MEDIA_QUERY, openedOn !== null);
  const drawerOpened = openedOn === pathname && mobile;
  const [drawerUsed, setDrawerUsed] = useState(false);
  const burger = useRef<HTMLButtonElement>(null);
  const setDrawerOpened = (opened: boolean) => {
    if (opened) setDrawerUsed(true);
    setOpenedOn(opened ? pathname : null);
  };

  // A signed-in shopper's badge comes from the server's cart when the session starts (and merges
  // a guest cart still waiting); the cart code loads then, never with the first page.
  useEffect(() => {
    if (token === null) return;
    import('../../application/cart/cart-service')
      .then(({ cartServiceFor }) => cartServiceFor(cartGateway, store).refreshCount())
      .catch(() => {}); // the stored count stays until the next start
  }, [cartGateway, store, token]);

  const count = formatNumber(cartItemsCount, language);
  const unreadCount = useUnreadNotifications(token, pathname);
  const unread = unreadCount > 99 ? `${formatNumber(99, language)}+` : formatNumber(unreadCount, language);

  return (
    <header className={classes.header}>
      <Container size="xl" className={classes.top}>
        <Burger
          ref={burger}
          className={classes.burger}
          opened={drawerOpened}
          onClick={() => setDrawerOpened(!drawerOpened)}
          onPointerDown={() => void loadNavDrawer()}
          aria-label={t(drawerOpened ? 'common.nav.close' : 'common.nav.open')}
          aria-expanded={drawerOpened}
          aria-controls={DRAWER_ID}
          size="sm"
        />
        <div className={classes.brand}>
          <Brand />
        </div>
        <HydrateLater>
          <div className={classes.search}>
            <SearchBox id="header-search" />
          </div>
        </HydrateLater>
        <HydrateLater>
          <div className={classes.actions} role="group" aria-label={t('common.header.shortcuts')}>
            <div className={classes.desktopOnly}>
              <LanguageSwitch />
              <ColourSchemeSwitch className={classes.iconLink} />
            </div>
            <IconLink to={`/${language}/favourite`} label={t('common.header.favourites')}>
              <HeartIcon />
            </IconLink>
            <Indicator label={count} disabled={cartItemsCount === 0} size={18} offset={6} color="green.8" withBorder inline>
              <IconLink
                to={`/${language}/cart`}
                label={cartItemsCount === 0 ? t('common.header.cart') : t('common.header.cartWithCount', { count: cartItemsCount })}
              >
                <BagIcon />
              </IconLink>
            </Indicator>
            <Indicator label={unread} disabled={unreadCount === 0} size={18} offset={6} color="red.8" withBorder inline>
              <IconLink
                to={`/${language}/notifications`}
                label={unreadCount === 0 ? t('common.header.notifications') : t('common.header.notificationsWithCount', { count: unreadCount })}
              >
                <BellIcon />
              </IconLink>
            </Indicator>
            <div className={classes.desktopOnly}>
              <AccountMenu />
            </div>
          </div>
        </HydrateLater>
      </Container>
      <HydrateLater>
        <nav className={classes.nav} aria-label={t('common.nav.label')}>
          <Container size="xl">
            <ul className={classes.navList}>
              {MAIN_NAVIGATION.map((item) => (
                <li key={item.key}>
                  <NavLink to={`/${language}/${item.path}`} className={classes.navLink}>
                    {t(`common.nav.${item.key}`)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </Container>
        </nav>
      </HydrateLater>
      {drawerUsed ? (
        <Suspense fallback={null}>
          <NavDrawer
            id={DRAWER_ID}
            opened={drawerOpened}
            onClose={() => {
              setDrawerOpened(false);
              burger.current?.focus();
            }}
            onNavigate={() => setDrawerOpened(false)}
            colourSchemes={<ColourSchemeChoices />}
          />
        </Suspense>
      ) : null}
    </header>
  );
}
