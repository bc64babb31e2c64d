// Favourites (spec §2 /favourite): the signed-in shopper's favourite products, the most recently
// added first, each removable; the spec's "no favourites" empty state; a guest is asked to log in
// and brought back here afterwards.
import '@mantine/core/styles/Badge.css';
import { useState } from 'react';
import { Badge, Button, Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FAVOURITES_MAX_PAGE_SIZE, type FavouriteProduct } from '../../../application/ports/favourites-gateway';
import { PriceTag } from '../../components/catalogue/price-tag';
import { useRemote } from '../../components/catalogue/use-remote';
import { EmptyState } from '../../components/empty-state';
import { failureMessage } from '../../forms/failure-message';
import { usePorts } from '../../ports';
import { useDocumentTitle } from '../../use-document-title';
import { useLanguage } from '../../use-language';
import { useSession } from '../../use-session';
import { LoadFailed, Loading } from '../../components/remote-view';
import { AccountPageHeader } from '../../components/account-page-header';
import classes from './account.module.css';
import { ResponsiveImage } from '../../components/catalogue/responsive-image';

export function FavouritesPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { token } = useSession();
  const title = t('account.favourites.title');
  useDocumentTitle(t('common.documentTitle.page', { page: title }));

  return (
    <Container size="lg" py={{ base: 32, sm: 56 }}>
      {token === null ? (
        <>
          <AccountPageHeader title={title} />
          <EmptyState
            title={t('account.favourites.guestTitle')}
            description={t('account.favourites.guestMessage')}
            action={
              <Button component={Link} to={`/${language}/auth/login?redirect=${encodeURIComponent(`/${language}/favourite`)}`}>
                {t('account.favourites.login')}
              </Button>
            }
          />
        </>
      ) : (
        <FavouritesList title={title} token={token} />
      )}
    </Container>
  );
}

function FavouritesList({ title, token }: { readonly title: string; readonly token: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { favourites, toasts } = usePorts();
  // One page of the API's largest size; a shopper with more favourites sees the newest ones.
  const list = useRemote(`favourites:${token}`, () => favourites.list(1, FAVOURITES_MAX_PAGE_SIZE));
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
  const [removing, setRemoving] = useState<string | null>(null);

  const remove = async (product: FavouriteProduct) => {
    setRemoving(product.slug);
    try {
      await favourites.remove(product.slug);
      setRemoved((slugs) => new Set(slugs).add(product.slug));
      toasts.show({ type: 'success', title: t('account.favourites.removed', { name: product.name }) });
    } catch (error) {
      toasts.show({ type: 'error', title: t('account.favourites.removeFailed'), message: failureMessage(t, error) });
    } finally {
      setRemoving(null);
    }
  };

  const items = list.data?.items.filter((item) => !removed.has(item.slug));
  const total = list.data === undefined ? 0 : list.data.total - (list.data.items.length - (items?.length ?? 0));

  return (
    <>
      <AccountPageHeader
        title={title}
        intro={items !== undefined && items.length > 0 ? t('account.favourites.count', { count: total }) : undefined}
      />
      {list.status === 'failed' ? (
        <LoadFailed error={list.failure} onRetry={list.retry} />
      ) : items === undefined ? (
        <Loading />
      ) : items.length === 0 ? (
        <EmptyState
          title={t('account.favourites.emptyTitle')}
          description={t('account.favourites.emptyMessage')}
          action={
            <Button component={Link} to={`/${language}/products/all`}>
              {t('account.favourites.browse')}
            </Button>
          }
        />
      ) : (
        <ul className={classes.favourites} aria-label={title}>
          {items.map((product) => (
            <li key={product.slug}>
              <FavouriteItem product={product} busy={removing === product.slug} onRemove={() => void remove(product)} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function FavouriteItem({ product, busy, onRemove }: { readonly product: FavouriteProduct; readonly busy: boolean; readonly onRemove: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const path = `/${language}/products/details/${product.slug}`;
  return (
    <article className={classes.favourite}>
      {product.image === null ? (
        <div className={classes.favouriteImage} role="img" aria-label={product.name} />
      ) : (
        <ResponsiveImage className={classes.favouriteImage} src={product.image} sizes="20rem" alt={product.name} loading="lazy" decoding="async" width={320} height={320} />
      )}
      <div className={classes.favouriteBody}>
        <h2 className={classes.favouriteName}>
          <Link to={path}>{product.name}</Link>
        </h2>
        <PriceTag price={product.price} salePrice={product.salePrice} discountBasisPoints={product.discountBasisPoints} />
        {product.stockState === 'in-stock' ? null : (
          <div>
            <Badge color={product.stockState === 'out-of-stock' ? 'gray' : 'orange'} variant="light" radius="sm" className={classes.stockBadge} data-state={product.stockState}>
              {t(`catalogue.stock.${product.stockState}`)}
            </Badge>
          </div>
        )}
        <div className={classes.favouriteActions}>
          <Button
            variant="default"
            size="sm"
            fullWidth
            loading={busy}
            onClick={onRemove}
            aria-label={t('account.favourites.remove', { name: product.name })}
          >
            {t('account.favourites.removeShort')}
          </Button>
        </div>
      </div>
    </article>
  );
}
