// The default layout (spec §2) around every screen outside auth: header with the wordmark and
// the language switch, the page, and the footer. Error screens reuse it through `children`.
import type { ReactNode } from 'react';
import { Anchor, Container, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { LanguageSwitch } from '../components/language-switch';
import { useLanguage } from '../use-language';
import classes from './default-layout.module.css';

const MAIN_ID = 'main-content';

export function DefaultLayout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const language = useLanguage();

  return (
    <div className={classes.shell}>
      <a className={classes.skipLink} href={`#${MAIN_ID}`}>
        {t('common.skipToContent')}
      </a>
      <header className={classes.header}>
        <Container size="lg" h="100%">
          <Group justify="space-between" h="100%" wrap="nowrap">
            <Anchor component={Link} to={`/${language}`} className={classes.brand} underline="never">
              <img src="/favicon.svg" alt="" width={36} height={36} />
              <span className={classes.wordmark}>{t('common.brand')}</span>
            </Anchor>
            <LanguageSwitch />
          </Group>
        </Container>
      </header>
      <main id={MAIN_ID} className={classes.main} tabIndex={-1}>
        {children ?? <Outlet />}
      </main>
      <footer className={classes.footer}>
        <Container size="lg">
          <Group justify="space-between" gap="xs">
            <Text size="sm">{t('common.footer.copyright', { year: new Date().getFullYear() })}</Text>
            <Text size="sm" c="dimmed">
              {t('common.footer.tagline')}
            </Text>
          </Group>
        </Container>
      </footer>
    </div>
  );
}
