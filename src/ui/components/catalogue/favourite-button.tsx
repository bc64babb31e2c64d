// The heart on a product: adds it to or removes it from the signed-in shopper's favourites.
// A guest is taken to the login page (and brought back afterwards when the login page honours
// `redirect`); a refused change is undone and said in a toast.
import '@mantine/core/styles/ActionIcon.css';
import { ActionIcon } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { isRequestFailure } from '../../../application/ports/request-failure';
import { usePorts } from '../../ports';
import { useLanguage } from '../../use-language';
import { useSession } from '../../use-session';
import { useFavourite } from './use-favourite';
import classes from './favourite-button.module.css';

export interface FavouriteButtonProps {
  readonly productSlug: string;
  readonly productName: string;
  readonly size?: 'md' | 'lg';
}

export function FavouriteButton({ productSlug, productName, size = 'md' }: FavouriteButtonProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const location = useLocation();
  const { token } = useSession();
  const { toasts } = usePorts();
  const { isFavourite, toggle } = useFavourite(productSlug);
  const [busy, setBusy] = useState(false);

  const onClick = async () => {
    if (token === null) {
      const back = `${location.pathname}${location.search}`;
      await navigate(`/${language}/auth/login?redirect=${encodeURIComponent(back)}`);
      return;
    }
    if (busy) return;
    setBusy(true);
    try {
      await toggle();
    } catch (error) {
      toasts.show({ type: 'error', title: t('catalogue.favourite.failed'), message: isRequestFailure(error) ? error.message : undefined });
    } finally {
      setBusy(false);
    }
  };

  return (
    <ActionIcon
      variant="default"
      radius="xl"
      size={size === 'lg' ? 44 : 36}
      className={classes.button}
      aria-pressed={isFavourite}
      aria-label={t(isFavourite ? 'catalogue.favourite.remove' : 'catalogue.favourite.add', { name: productName })}
      data-favourite={isFavourite || undefined}
      aria-busy={busy || undefined}
      onClick={() => void onClick()}
    >
      <svg viewBox="0 0 24 24" width={size === 'lg' ? 22 : 18} height={size === 'lg' ? 22 : 18} aria-hidden="true">
        <path
          d="M12 20.5s-7.5-4.6-9.3-9.4C1.5 7.8 3.6 4.5 7 4.5c2 0 3.5 1.1 5 3 1.5-1.9 3-3 5-3 3.4 0 5.5 3.3 4.3 6.6-1.8 4.8-9.3 9.4-9.3 9.4z"
          className={classes.heart}
        />
      </svg>
    </ActionIcon>
  );
}
