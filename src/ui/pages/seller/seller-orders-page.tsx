// The seller console's orders (/{lang}/seller/orders, beyond the spec so that tracking is real): the
// signed-in seller's orders, newest first, filtered by status (?status=), each with its code,
// date, shopper and city, items, total and status, and buttons for the moves the transition
// table allows the seller now; rejecting asks for a reason. The shipping address, items and
// history open below an order. The console's frame keeps anyone but a seller out.
import '@mantine/core/styles/Chip.css';
import { useCallback, useState } from 'react';
import { Button, Chip, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { Page } from '../../../application/ports/catalogue-gateway';
import type { SellerOrderSummary } from '../../../application/ports/seller-orders-gateway';
import { ORDER_FILTERS, isOrderFilter, type OrderFilter } from '../../../domain/order';
import { useRemote } from '../../components/catalogue/use-remote';
import { EmptyState } from '../../components/empty-state';
import { failureMessage } from '../../forms/failure-message';
import { usePorts } from '../../ports';
import { usePageMeta } from '../../use-document-title';
import { useSession } from '../../use-session';
import { AccountPageHeader } from '../../components/account-page-header';
import { LoadFailed, Loading } from '../../components/remote-view';
import { SellerOrderCard } from './seller-order-card';
import classes from './seller-orders-page.module.css';

export const SELLER_ORDERS_PAGE_SIZE = 10;

export function SellerOrdersPage() {
  const { t } = useTranslation();
  const { token } = useSession();
  const title = t('seller.console.title');
  usePageMeta({ title: t('common.documentTitle.page', { page: title }), description: t('seller.console.intro') });
  // The console's frame (seller-console-page.tsx) lets only a seller account this far.
  if (token === null) return null;

  return (
    <>
      <AccountPageHeader title={title} intro={t('seller.console.intro')} />
      <SellerConsole token={token} />
    </>
  );
}

function SellerConsole({ token }: { readonly token: string }) {
  const { t } = useTranslation();
  const gateway = usePorts().sellerOrders;
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('status');
  const status: OrderFilter = isOrderFilter(requested) ? requested : 'all';
  // Bumped when an order changed behind the seller's back and could not be read again: the list is.
  const [version, setVersion] = useState(0);
  const refresh = useCallback(() => setVersion((count) => count + 1), []);
  const first = useRemote(`seller-orders:${token}:${status}:${version}`, () =>
    gateway.list({ status, page: 1, pageSize: SELLER_ORDERS_PAGE_SIZE }),
  );
  const firstPage = first.data;
  const [more, setMore] = useState<{ readonly after: Page<SellerOrderSummary>; readonly pages: readonly Page<SellerOrderSummary>[] } | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const pages = firstPage === undefined ? [] : [firstPage, ...(more?.after === firstPage ? more.pages : [])];
  const orders = pages.flatMap((page) => page.items);

  const choose = (filter: string) => {
    setSearchParams(filter === 'all' ? {} : { status: filter }, { replace: true });
  };

  const loadMore = async () => {
    if (firstPage === undefined) return;
    setLoadingMore(true);
    setFailure(null);
    try {
      const next = await gateway.list({ status, page: pages.length + 1, pageSize: SELLER_ORDERS_PAGE_SIZE });
      setMore({ after: firstPage, pages: [...pages.slice(1), next] });
    } catch (error) {
      setFailure(error);
    } finally {
      setLoadingMore(false);
    }
  };

  return (
    <>
      <div role="radiogroup" aria-labelledby="seller-status-filter" className={classes.filter}>
        <Text component="span" id="seller-status-filter" fw={500} size="sm">
          {t('seller.console.filter')}
        </Text>
        <Chip.Group multiple={false} value={status} onChange={choose}>
          <Group gap="xs">
            {ORDER_FILTERS.map((filter) => (
              <Chip key={filter} value={filter} name="seller-status" variant="outline" size="sm">
                {t(filter === 'all' ? 'orders.filter.all' : `orders.status.${filter}`)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </div>
      {firstPage === undefined ? (
        first.status === 'failed' ? <LoadFailed error={first.failure} onRetry={first.retry} /> : <Loading />
      ) : first.status === 'failed' ? (
        <LoadFailed error={first.failure} onRetry={first.retry} />
      ) : orders.length === 0 ? (
        status === 'all' ? (
          <EmptyState title={t('seller.console.empty')} description={t('seller.console.emptyMessage')} />
        ) : (
          <EmptyState title={t('seller.console.emptyFiltered')} description={t('seller.console.emptyFilteredMessage')} />
        )
      ) : (
        <section aria-labelledby="seller-orders-count" aria-busy={first.status === 'loading'}>
          <Text id="seller-orders-count" component="h2" size="sm" c="dimmed" fw={500} mb="sm">
            {t('seller.console.count', { count: firstPage.total })}
          </Text>
          <ul className={classes.orders}>
            {orders.map((order) => (
              <li key={order.code}>
                <SellerOrderCard summary={order} onStale={refresh} />
              </li>
            ))}
          </ul>
          {failure === null ? null : (
            <Text c="var(--herfa-colour-danger)" size="sm" role="alert" mt="sm">
              {failureMessage(t, failure)}
            </Text>
          )}
          {orders.length < firstPage.total && (
            <Button variant="default" onClick={() => void loadMore()} loading={loadingMore} mt="md" fullWidth>
              {t('seller.console.more')}
            </Button>
          )}
        </section>
      )}
    </>
  );
}
