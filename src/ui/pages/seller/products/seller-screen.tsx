// The frame of a seller console screen (products, the editor, stock): its heading, and what it
// holds for the signed-in seller; anyone else is told the screen is for sellers, a guest with a
// way to sign in that comes back here.
import type { ReactNode } from 'react';
import { Button, Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { AccountPageHeader } from '../../../components/account-page-header';
import { EmptyState } from '../../../components/empty-state';
import { usePageMeta } from '../../../use-document-title';
import { useLanguage } from '../../../use-language';
import { useSession } from '../../../use-session';

export interface SellerScreenProps {
  readonly title: string;
  readonly intro?: string;
  readonly back?: { readonly to: string; readonly label: string };
  readonly actions?: ReactNode;
  /** The screen's content, given the seller's session token (a new token is a new session). */
  readonly children: (token: string) => ReactNode;
}

export function SellerScreen({ title, intro, back, actions, children }: SellerScreenProps) {
  const { t } = useTranslation();
  const { token, user } = useSession();
  usePageMeta({ title: t('common.documentTitle.page', { page: title }), description: intro ?? title });
  const seller = token !== null && user?.role === 'seller';
  return (
    <Container size="lg" py={{ base: 24, sm: 48 }}>
      <AccountPageHeader title={title} intro={seller ? intro : undefined} back={back} actions={seller ? actions : undefined} />
      {seller ? children(token) : <SellersOnly guest={token === null} />}
    </Container>
  );
}

function SellersOnly({ guest }: { readonly guest: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { pathname } = useLocation();
  return (
    <EmptyState
      title={t('seller.console.sellersOnly')}
      description={t(guest ? 'seller-console.gate.guestMessage' : 'seller-console.gate.sellersOnlyMessage')}
      action={
        guest ? (
          <Button component={Link} to={`/${language}/auth/login?redirect=${encodeURIComponent(pathname)}`}>
            {t('seller.console.login')}
          </Button>
        ) : (
          <Button component={Link} to={`/${language}/orders`} variant="default">
            {t('seller.console.myOrders')}
          </Button>
        )
      }
    />
  );
}
