// The default layout (spec §2) around every screen outside auth: the header (search, language,
// favourites, cart, notifications, account, main navigation), the page, the footer and the
// scroll-to-top button. Error screens reuse it through `children`.
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router';
import { ScrollToTop, useInPageAnchors } from '../components/scroll-to-top';
import { SiteFooter } from '../components/site-footer';
import { SiteHeader } from '../components/site-header';
import { SCROLL } from '../scroll';
import classes from './default-layout.module.css';

export const MAIN_ID = 'main-content';

export function DefaultLayout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  useInPageAnchors();

  return (
    <div className={classes.shell} style={{ '--anchor-offset': `${SCROLL.offsetPx}px` } as CSSProperties}>
      <a className={classes.skipLink} href={`#${MAIN_ID}`}>
        {t('common.skipToContent')}
      </a>
      <SiteHeader />
      <main id={MAIN_ID} className={classes.main} tabIndex={-1}>
        {children ?? <Outlet />}
      </main>
      <SiteFooter />
      <ScrollToTop />
      <ScrollRestoration />
    </div>
  );
}
