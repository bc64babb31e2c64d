// The navigation below the 1100 px mobile threshold (spec §9): a drawer from the start side
// (the right in Arabic) with the main links, the account entries, the language switch and the
// colour-scheme choices.
import { Divider, Drawer } from '@mantine/core';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/Divider.css';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useLanguage } from '../use-language';
import { AccountLinks } from './account-menu';
import { LanguageSwitch } from './language-switch';
import { MAIN_NAVIGATION } from './main-navigation';
import classes from './nav-drawer.module.css';

export interface NavDrawerProps {
  readonly id: string;
  readonly opened: boolean;
  /** Dismissed (Escape, the close button, the overlay): the opener takes the focus back. */
  readonly onClose: () => void;
  /** A link in it was followed: the new page takes the focus. */
  readonly onNavigate: () => void;
  /**
   * The colour-scheme choices, drawn by the header (whose code has them already): a module this
   * drawer's code imported from the header's would be split out of the page's first code.
   */
  readonly colourSchemes: ReactNode;
}

export function NavDrawer({ id, opened, onClose, onNavigate, colourSchemes }: NavDrawerProps) {
  const { t } = useTranslation();
  const language = useLanguage();

  return (
    // The compound form, for one change to Mantine's drawer: its top bar is a <header>, which
    // inside a dialog counts as a second banner landmark beside the page's own.
    // "left" is Mantine's start side: it opens from the right on right-to-left pages. Mounted
    // already open on first use, Mantine would not know what had the focus before: the header
    // gives it back itself.
    <Drawer.Root opened={opened} onClose={onClose} position="left" size={320} returnFocus={false}>
      <Drawer.Overlay />
      <Drawer.Content id={id}>
        <Drawer.Header role="none">
          <Drawer.Title>{t('common.nav.title')}</Drawer.Title>
          <Drawer.CloseButton aria-label={t('common.nav.close')} />
        </Drawer.Header>
        <Drawer.Body>
          <nav aria-label={t('common.nav.label')}>
            <ul className={classes.list}>
              {MAIN_NAVIGATION.map((item) => (
                <li key={item.key}>
                  <NavLink to={`/${language}/${item.path}`} className={classes.link} onClick={onNavigate}>
                    {t(`common.nav.${item.key}`)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <Divider my="md" />
          <h2 className={classes.heading}>{t('common.account.menu')}</h2>
          <AccountLinks onNavigate={onNavigate} />
          <Divider my="md" />
          <h2 className={classes.heading}>{t('common.nav.language')}</h2>
          <LanguageSwitch />
          <Divider my="md" />
          {colourSchemes}
        </Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}
