// Orders (spec §2 /orders): the signed-in shopper's orders, newest first, as "Current orders"
// (new, in progress, shipped) and "Previous orders" (delivered, rejected, cancelled), each
// group paged on its own; the status filter narrows the list to one status (and so to one
// group). The filter and the pages live in the query string. With no order at all, the
// spec's "no orders" empty state. A guest is sent to log in and comes back here.
import '@mantine/core/styles/Pagination.css';
import { Button, Container, Group, Pagination, Text, Title } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { Page } from '../../../application/ports/catalogue-gateway';
import type { OrderGroup, OrderSummary } from '../../../application/ports/orders-gateway';
import { ORDER_FILTERS, isCurrent, type OrderFilter } from '../../../domain/order';
import { useRemote } from '../../components/catalogue/use-remote';
import { EmptyState } from '../../components/empty-state';
import { useFormat } from '../../format';
import { usePorts } from '../../ports';
import { usePageMeta } from '../../use-document-title';
import { useLanguage } from '../../use-language';
import { useSession } from '../../use-session';
import { AccountPageHeader } from '../../components/account-page-header';
import { LoadFailed, Loading } from '../../components/remote-view';
import { filterOf, filterSearch, orderPath, pageOf, pageParam } from './order-paths';
import { OrderStatusBadge } from '../../components/order-status-badge';
import thumbnail from '../../components/thumbnail.module.css';
import classes from './orders.module.css';
import { SignInFirst } from './sign-in-first';
import { ResponsiveImage } from '../../components/catalogue/responsive-image';

export const ORDERS_PAGE_SIZE = 10;
/** Pictures shown on an order's card; the detail shows every item. */
const THUMBNAILS = 4;

type Listing = Partial<Record<OrderGroup, Page<OrderSummary>>>;

/** The groups a filter shows: both for "all", else the one its status belongs to. */
const groupsOf = (filter: OrderFilter): readonly OrderGroup[] =>
  filter === 'all' ? ['current', 'previous'] : [isCurrent(filter) ? 'current' : 'previous'];

export function OrdersPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { token } = useSession();
  const title = t('orders.screen.title');
  usePageMeta({ title: t('common.documentTitle.page', { page: title }), description: t('orders.screen.intro') });

  if (token === null) return <SignInFirst />;
  return (
    <Container size="lg" py={{ base: 32, sm: 56 }}>
      <AccountPageHeader title={title} intro={t('orders.screen.intro')} back={{ to: `/${language}/profile`, label: t('orders.screen.back') }} />
      <OrderListing token={token} />
    </Container>
  );
}

function OrderListing({ token }: { readonly token: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { orders } = usePorts();
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = filterOf(searchParams);
  const groups = groupsOf(filter);
  const pages = { current: pageOf(searchParams, 'current'), previous: pageOf(searchParams, 'previous') };
  const status = filter === 'all' ? undefined : filter;

  const remote = useRemote<Listing>(`orders:${token}:${filter}:${pages.current}:${pages.previous}`, async () => {
    const answers = await Promise.all(
      groups.map(async (group) => [group, await orders.list({ status, group: status === undefined ? group : undefined, page: pages[group], pageSize: ORDERS_PAGE_SIZE })] as const),
    );
    return Object.fromEntries(answers) as Listing;
  });

  const changePage = (group: OrderGroup, page: number) => {
    setSearchParams((params) => {
      params.set(pageParam(group), String(page));
      return params;
    });
    document.getElementById(`orders-${group}`)?.scrollIntoView({ block: 'start' });
  };

  let body;
  const listing = remote.data;
  if (listing === undefined) {
    body = remote.status === 'failed' ? <LoadFailed error={remote.failure} onRetry={remote.retry} /> : <Loading />;
  } else if (groups.every((group) => (listing[group]?.total ?? 0) === 0)) {
    body =
      filter === 'all' ? (
        <EmptyState
          title={t('orders.screen.emptyTitle')}
          description={t('orders.screen.emptyMessage')}
          action={
            <Button component={Link} to={`/${language}/products/all`}>
              {t('orders.screen.browse')}
            </Button>
          }
        />
      ) : (
        <EmptyState
          title={t('orders.screen.noMatchTitle', { status: t(`orders.status.${filter}`) })}
          description={t('orders.screen.noMatchMessage')}
          action={
            <Button component={Link} to={`/${language}/orders`} variant="default">
              {t('orders.screen.showAll')}
            </Button>
          }
        />
      );
  } else {
    body = (
      <div className={classes.groups} aria-busy={remote.status === 'loading'}>
        {groups.map((group) => (
          <OrderGroupSection key={group} group={group} page={listing[group]} onPage={(page) => changePage(group, page)} />
        ))}
      </div>
    );
  }

  return (
    <>
      <StatusFilter current={filter} />
      {body}
    </>
  );
}

/** The status filter: links, so each filtered list has its own address. */
function StatusFilter({ current }: { readonly current: OrderFilter }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <nav aria-label={t('orders.screen.filterLabel')} className={classes.filter}>
      <ul className={classes.filterList}>
        {ORDER_FILTERS.map((filter) => (
          <li key={filter}>
            <Button
              component={Link}
              to={`/${language}/orders${filterSearch(filter)}`}
              variant={filter === current ? 'filled' : 'default'}
              radius="xl"
              size="compact-md"
              aria-current={filter === current ? 'page' : undefined}
            >
              {filter === 'all' ? t('orders.filter.all') : t(`orders.status.${filter}`)}
            </Button>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function OrderGroupSection({
  group,
  page,
  onPage,
}: {
  readonly group: OrderGroup;
  readonly page: Page<OrderSummary> | undefined;
  readonly onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const { number } = useFormat();
  const headingId = `orders-${group}`;
  const heading = t(`orders.group.${group}`);
  const pageCount = page === undefined ? 1 : Math.max(1, Math.ceil(page.total / page.pageSize));
  return (
    <section aria-labelledby={headingId} className={classes.group}>
      <Title order={2} size="h3" id={headingId} mb="md">
        {heading}
      </Title>
      {page === undefined || page.items.length === 0 ? (
        <Text c="dimmed">{t(group === 'current' ? 'orders.screen.noneCurrent' : 'orders.screen.nonePrevious')}</Text>
      ) : (
        <ul className={classes.cards} aria-labelledby={headingId}>
          {page.items.map((order) => (
            <OrderCard key={order.code} order={order} />
          ))}
        </ul>
      )}
      {page !== undefined && pageCount > 1 && (
        <Group component="nav" aria-label={t('orders.screen.pages', { group: heading })} justify="center" mt="lg">
          <Pagination
            total={pageCount}
            value={Math.min(page.page, pageCount)}
            onChange={onPage}
            siblings={1}
            boundaries={1}
            getItemProps={(item) => ({ children: number(item), 'aria-label': t('catalogue.pagination.page', { page: number(item) }) })}
            getControlProps={(control) => ({ 'aria-label': t(`catalogue.pagination.${control}`) })}
          />
        </Group>
      )}
    </section>
  );
}

/** One order in the list; the whole card opens the order (its heading's link covers it). */
function OrderCard({ order }: { readonly order: OrderSummary }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { money, number, date } = useFormat();
  const headingId = `order-${order.code}`;
  return (
    <li className={classes.card}>
      <article aria-labelledby={headingId} className={classes.cardBody}>
        <div className={classes.cardHead}>
          <h3 id={headingId} className={classes.cardTitle}>
            <Link to={orderPath(language, order.code)} className={classes.cardLink}>
              <Trans i18nKey="orders.screen.order" values={{ code: order.code }} components={{ code: <bdi dir="ltr" className={classes.code} /> }} />
            </Link>
          </h3>
          <OrderStatusBadge status={order.status} />
        </div>
        <dl className={classes.facts}>
          <div>
            <dt>{t('orders.screen.placedOn')}</dt>
            <dd>
              <time dateTime={order.createdAt}>{date(order.createdAt)}</time>
            </dd>
          </div>
          <div>
            <dt>{t('orders.screen.seller')}</dt>
            <dd>{order.seller.name}</dd>
          </div>
          <div>
            <dt>{t('orders.screen.items')}</dt>
            <dd>{number(order.itemCount)}</dd>
          </div>
          <div>
            <dt>{t('orders.screen.total')}</dt>
            <dd className={classes.total}>{money(order.total)}</dd>
          </div>
        </dl>
        {order.images.length > 0 && (
          <div className={classes.thumbs} aria-hidden="true">
            {order.images.slice(0, THUMBNAILS).map((image, index) => (
              <ResponsiveImage key={`${image}-${index}`} src={image} sizes="64px" alt="" loading="lazy" decoding="async" width={64} height={64} className={thumbnail.thumbnail} />
            ))}
          </div>
        )}
      </article>
    </li>
  );
}
