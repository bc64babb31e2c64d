// A page of stores as the sellers list and the seller search show it: a failure to retry, a
// placeholder while the first page loads, the empty state, or the cards and the pagination,
// which keeps the rest of the query string.
import { SimpleGrid } from '@mantine/core';
import { useSearchParams } from 'react-router';
import type { Page, SellerCard as SellerCardData } from '../../../application/ports/catalogue-gateway';
import { EmptyState } from '../empty-state';
import { ListingPagination } from './listing-pagination';
import { LoadFailure } from './product-grid';
import { SellerCard } from './seller-card';
import { SellerGridSkeleton } from './seller-grid-skeleton';
import type { Remote } from './use-remote';

/** The page a listing's query string asks for: 1 unless it names a sensible one. */
export const readPage = (params: URLSearchParams): number => {
  const page = Number(params.get('page'));
  return Number.isSafeInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
};

export function SellerResults({ sellers, page, empty, skeletonCount }: {
  readonly sellers: Remote<Page<SellerCardData>> & { readonly retry: () => void };
  readonly page: number;
  readonly empty: { readonly title: string; readonly description: string };
  readonly skeletonCount?: number;
}) {
  const [params, setParams] = useSearchParams();
  if (sellers.status === 'failed') return <LoadFailure message={sellers.failure.message} onRetry={sellers.retry} />;
  if (sellers.data === undefined) return <SellerGridSkeleton count={skeletonCount} />;
  if (sellers.data.items.length === 0) return <EmptyState title={empty.title} description={empty.description} />;
  return (
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
          const nextParams = new URLSearchParams(params);
          if (next === 1) nextParams.delete('page');
          else nextParams.set('page', String(next));
          setParams(nextParams);
          window.scrollTo({ top: 0 });
        }}
      />
    </>
  );
}
