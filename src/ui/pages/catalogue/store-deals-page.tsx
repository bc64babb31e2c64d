// /{lang}/stores-deals: the store deals running now, each with its store, its discount, when it
// ends and a few of the store's discounted products.
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Skeleton.css';
import { Anchor, Badge, Button, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { StoreDealCard } from '../../../application/ports/catalogue-gateway';
import { EmptyState } from '../../components/empty-state';
import { sellerPath } from '../../components/catalogue/catalogue-paths';
import { ListingPagination } from '../../components/catalogue/listing-pagination';
import { discountFraction } from '../../components/catalogue/price-tag';
import { LoadFailure, ProductGrid } from '../../components/catalogue/product-grid';
import { useRemote } from '../../components/catalogue/use-remote';
import { useFormat } from '../../format';
import { usePorts } from '../../ports';
import { usePageMeta } from '../../use-document-title';
import { useLanguage } from '../../use-language';
import { CataloguePage } from './catalogue-page';
import { readPage } from '../../components/catalogue/seller-results';
import classes from './store-deals-page.module.css';
import { ResponsiveImage } from '../../components/catalogue/responsive-image';

export function StoreDealsPage() {
  const { t } = useTranslation();
  const gateway = usePorts().catalogue;
  const [params, setParams] = useSearchParams();
  const page = readPage(params);
  const deals = useRemote(`store-deals?page=${page}`, () => gateway.storeDeals(page));
  const title = t('catalogue.deals.title');
  usePageMeta({ title: t('common.documentTitle.page', { page: title }), description: t('catalogue.deals.intro') });

  return (
    <CataloguePage>
      <Title order={1}>{title}</Title>
      <Text c="dimmed" mt={4} mb="lg">
        {t('catalogue.deals.intro')}
      </Text>
      {deals.status === 'failed' && <LoadFailure message={deals.failure.message} onRetry={deals.retry} />}
      {deals.status === 'loading' && deals.data === undefined && (
        <Stack aria-hidden="true">
          <Skeleton height={160} />
          <Skeleton height={160} />
        </Stack>
      )}
      {deals.status !== 'failed' && deals.data !== undefined && deals.data.items.length === 0 && (
        <EmptyState title={t('catalogue.deals.emptyTitle')} description={t('catalogue.deals.emptyDescription')} />
      )}
      {deals.status !== 'failed' && deals.data !== undefined && deals.data.items.length > 0 && (
        <>
          <Stack gap={48}>
            {deals.data.items.map((deal) => (
              <DealSection key={deal.slug} deal={deal} />
            ))}
          </Stack>
          <ListingPagination
            page={page}
            total={deals.data.total}
            pageSize={deals.data.pageSize}
            onChange={(next) => {
              setParams(next === 1 ? {} : { page: String(next) });
              window.scrollTo({ top: 0 });
            }}
          />
        </>
      )}
    </CataloguePage>
  );
}

function DealSection({ deal }: { readonly deal: StoreDealCard }) {
  const { t } = useTranslation();
  const { number, date } = useFormat();
  const language = useLanguage();
  const headingId = `deal-${deal.slug}`;
  return (
    <section aria-labelledby={headingId} className={classes.deal}>
      <div className={classes.banner}>
        <img src={deal.banner} alt="" className={classes.bannerImage} width={1200} height={300} loading="lazy" />
        <div className={classes.bannerText}>
          <Badge color="red.8" size="lg" radius="sm">
            {t('catalogue.price.off', { percent: number(discountFraction(deal.discountBasisPoints), { style: 'percent' }) })}
          </Badge>
          <Title order={2} id={headingId} className={classes.title}>
            {deal.title}
          </Title>
          <Text className={classes.description}>{deal.description}</Text>
        </div>
      </div>
      <div className={classes.meta}>
        <Anchor component={Link} to={sellerPath(language, deal.seller.slug)} className={classes.store}>
          <ResponsiveImage src={deal.seller.logo} sizes="32px" alt="" width={32} height={32} className={classes.logo} />
          {deal.seller.name}
        </Anchor>
        <Text size="sm" c="dimmed">
          {t('catalogue.deals.endsOn', { date: date(deal.endsAt) })}
        </Text>
      </div>
      {deal.products.length > 0 && <ProductGrid products={deal.products} headingLevel={3} />}
      <Button component={Link} to={sellerPath(language, deal.seller.slug)} variant="light" mt="md">
        {t('catalogue.deals.shopStore', { store: deal.seller.name })}
      </Button>
    </section>
  );
}
