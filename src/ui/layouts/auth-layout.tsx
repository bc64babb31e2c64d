// The auth layout (spec §2) for login, registration and password reset: a centred card with the
// wordmark and the language switch, and nothing to navigate away to but the home page.
import { Paper } from '@mantine/core';
import '@mantine/core/styles/Paper.css';
import { Outlet, ScrollRestoration } from 'react-router';
import { Brand } from '../components/brand';
import { LanguageSwitch } from '../components/language-switch';
import { SaduPanel } from '../components/sadu-panel';
import { MAIN_ID, SkipLink } from '../components/skip-link';
import classes from './auth-layout.module.css';
import { HydrateLater } from './hydrate-later';

export function AuthLayout() {
  return (
    <div className={classes.page}>
      <SkipLink />
      <div className={classes.band}>
        <SaduPanel />
      </div>
      <main id={MAIN_ID} className={classes.main} tabIndex={-1}>
        <Paper className={classes.card} withBorder shadow="sm" radius="lg">
          <div className={classes.cardHeader}>
            <Brand />
            <LanguageSwitch />
          </div>
          <HydrateLater>
            <div className={classes.content}>
              <Outlet />
            </div>
          </HydrateLater>
        </Paper>
      </main>
      <ScrollRestoration />
    </div>
  );
}
