// The auth layout (spec §2) for login, registration and password reset: a centred card with the
// wordmark and the language switch, and nothing to navigate away to but the home page.
import { Paper } from '@mantine/core';
import '@mantine/core/styles/Paper.css';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router';
import { Brand } from '../components/brand';
import { LanguageSwitch } from '../components/language-switch';
import { SaduPanel } from '../components/sadu-panel';
import { MAIN_ID } from './default-layout';
import classes from './auth-layout.module.css';

export function AuthLayout() {
  const { t } = useTranslation();
  return (
    <div className={classes.page}>
      <a className={classes.skipLink} href={`#${MAIN_ID}`}>
        {t('common.skipToContent')}
      </a>
      <div className={classes.band}>
        <SaduPanel />
      </div>
      <main id={MAIN_ID} className={classes.main} tabIndex={-1}>
        <Paper className={classes.card} withBorder shadow="sm" radius="lg">
          <div className={classes.cardHeader}>
            <Brand />
            <LanguageSwitch />
          </div>
          <Outlet />
        </Paper>
      </main>
      <ScrollRestoration />
    </div>
  );
}
