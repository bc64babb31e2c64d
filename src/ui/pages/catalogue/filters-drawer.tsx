// A phone's listing filters, in a drawer from the bottom of the screen (spec §8). Its own chunk:
// product-listing.tsx loads it when the shopper first opens it.
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/CloseButton.css';
import { Drawer } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface FiltersDrawerProps {
  readonly opened: boolean;
  readonly onClose: () => void;
  readonly children: ReactNode;
}

export default function FiltersDrawer({ opened, onClose, children }: FiltersDrawerProps) {
  const { t } = useTranslation();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={t('catalogue.filters.title')}
      position="bottom"
      size="85%"
      closeButtonProps={{ 'aria-label': t('catalogue.filters.close') }}
    >
      {children}
    </Drawer>
  );
}
