// /{lang}/sellers: the stores, featured first, page by page (the page is in the query string).
import { SimpleGrid, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CATALOGUE_GATEWAY, type CatalogueGateway } from '../../../application/ports/catalogue-gateway';
import { EmptyState } from '../../components/empty-state';
import { ListingPagination } from '../../components/catalogue/listing-pagination';
import { LoadFailure } from '../../components/catalogue/product-grid';
import { SellerCard } from '../../components/catalogue/seller-card';
import { SellerGridSkeleton } from '../../components/catalogue/seller-grid-skeleton';
import { useRemote } from '../../components/catalogue/use-remote';
import { useService } from '../../services';
import { usePageMeta } from '../../use-document-title';
import { CataloguePage } from './catalogue-page';

export const readPage = (params: URLSearchParams): number => {
  const page = Number(params.get('page'));
  return Number.isSafeInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
};

export function SellersPage() {
  const { t } = useTranslation();
  const gateway = useService<CatalogueGateway>(CATALOGUE_GATEWAY);
  const [params, setParams] = useSearchParams();
  const page = readPage(params);
  const sellers = useRemote(`sellers?page=${page}`, () => gateway.sellers(page));
  const title = t('catalogue.sellers.title');
  usePageMeta({ title: t('common.documentTitle.page', { page: title }), description: t('catalogue.sellers.intro') });

  return (
    <CataloguePage>
      <Title order={1}>{title}</Title>
      <Text c="dimmed" mt={4} mb="lg">
        {t('catalogue.sellers.intro')}
      </Text>
      {sellers.status === 'failed' && <LoadFailure message={sellers.failure.message} onRetry={sellers.retry} />}
      {sellers.status === 'loading' && sellers.data === undefined && <SellerGridSkeleton />}
      {sellers.status !== 'failed' && sellers.data !== undefined && sellers.data.items.length === 0 && (
        <EmptyState title={t('catalogue.sellers.emptyTitle')} description={t('catalogue.sellers.emptyDescription')} />
      )}
      {sellers.status !== 'failed' && sellers.data !== undefined && sellers.data.items.length > 0 && (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" aria-busy={sellers.status === 'loading' || undefined}>
            {sellers.data.items.map((seller) => (
              <SellerCard key={seller.slug} seller={seller} headingLevel={2} />
            ))}
          </SimpleGrid>
          <ListingPagination
            page={page}
            total={sellers.data.total}
            pageSize={sellers.data.pageSize}
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
