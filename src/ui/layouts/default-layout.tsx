// The default layout (spec §2) around every screen outside auth: the header (search, language,
// favourites, cart, notifications, account, main navigation), the page, the footer and the
// scroll-to-top button. Error screens reuse it through `children`.
import type { CSSProperties, ReactNode } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { ScrollToTop, useInPageAnchors } from '../components/scroll-to-top';
import { SiteFooter } from '../components/site-footer';
import { SiteHeader } from '../components/site-header';
import { SCROLL } from '../scroll';
import { MAIN_ID, SkipLink } from '../components/skip-link';
import classes from './default-layout.module.css';
import { HydrateLater } from './hydrate-later';

export function DefaultLayout({ children }: { children?: ReactNode }) {
  useInPageAnchors();

  return (
    <div className={classes.shell} style={{ '--anchor-offset': `${SCROLL.offsetPx}px` } as CSSProperties}>
      <SkipLink />
      <HydrateLater>
        <SiteHeader />
      </HydrateLater>
      <HydrateLater>
        <main id={MAIN_ID} className={classes.main} tabIndex={-1}>
          {children ?? <Outlet />}
        </main>
      </HydrateLater>
      <HydrateLater>
        <SiteFooter />
      </HydrateLater>
      <ScrollToTop />
      <ScrollRestoration />
    </div>
  );
}
