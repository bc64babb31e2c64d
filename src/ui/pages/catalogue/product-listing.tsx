// One product listing, shared by /products/{slug}, the gifts, a store's products and product
// search: the filters (a sidebar from 1100 px, a drawer below), the sort, the results grid, the
// pages and the empty state. Every setting lives in the query string (listing-query.ts): a
// change pushes a history entry, so Back undoes it and a reload or a shared link restores it.
import '@mantine/core/styles/Input.css';
import { Button, Group, NativeSelect, Text } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { Category, Page, ProductCard, ProductFilters } from '../../../application/ports/catalogue-gateway';
import { EmptyState } from '../../components/empty-state';
import { FiltersPanel } from '../../components/catalogue/filters-panel';
import { ListingPagination } from '../../components/catalogue/listing-pagination';
import { NO_FILTERS, hasFilters, listingSearch, parseListing, type ListingState, type SortOptions } from '../../components/catalogue/listing-query';
import { LoadFailure, ProductGrid, ProductGridSkeleton } from '../../components/catalogue/product-grid';
import { useRemote } from '../../components/catalogue/use-remote';
import { useFormat } from '../../format';
import { MOBILE_MEDIA_QUERY } from '../../theme';
import classes from './product-listing.module.css';

/** A phone's filters drawer (Mantine's modal, overlay, focus trap and scroll lock) loads when first opened. */
const FiltersDrawer = lazy(() => import('./filters-drawer'));

export interface ProductListingProps<S extends string> {
  /** Names the source of the products (the category, store or query): equal keys list the same products. */
  readonly sourceKey: string;
  readonly load: (state: ListingState<S>) => Promise<Page<ProductCard>>;
  readonly sortOptions: SortOptions<S>;
  readonly categories: readonly Category[] | undefined;
  /** The listing's state as the page reads it (the products page adds its path's category). */
  readonly state: ListingState<S>;
  /** Goes to a new state; defaults to writing it into this page's query string. */
  readonly navigate?: (state: ListingState<S>) => void;
  readonly heading: ReactNode;
  readonly empty: { readonly title: string; readonly description?: string };
}

/** Reads the listing settings of the current URL. */
export function useListingState<S extends string>(sortOptions: SortOptions<S>): {
  readonly state: ListingState<S>;
  readonly go: (state: ListingState<S>) => void;
} {
  const [params, setParams] = useSearchParams();
  return {
    state: parseListing(params, sortOptions),
    go: (state) => {
      setParams(listingSearch(state, sortOptions, params));
      window.scrollTo({ top: 0 });
    },
  };
}

const sortLabelKey = (sort: string): string => `catalogue.sort.${sort}`;

const activeFilterCount = (filters: ProductFilters): number =>
  filters.categories.length +
  (filters.priceFrom !== undefined || filters.priceTo !== undefined ? 1 : 0) +
  [filters.freeShipping, filters.discounted, filters.customised].filter(Boolean).length;

export function ProductListing<S extends string>(props: ProductListingProps<S>) {
  const { sourceKey, load, sortOptions, categories, state, heading, empty } = props;
  const { t } = useTranslation();
  const { number } = useFormat();
  const fallback = useListingState(sortOptions);
  const navigate = props.navigate ?? fallback.go;
  // The server cannot know the width: the sidebar and the drawer's button are both drawn and CSS
  // shows one; the drawer itself exists only on a phone, from its first opening.
  const isMobile = useMediaQuery(MOBILE_MEDIA_QUERY) ?? false;
  const [drawerUsed, setDrawerUsed] = useState(false);
  const [drawerOpened, drawer] = useDisclosure(false, { onOpen: () => setDrawerUsed(true) });

  const requestKey = `${sourceKey}?${listingSearch(state, sortOptions).toString()}`;
  const products = useRemote(requestKey, () => load(state));
  const applyFilters = (filters: ProductFilters) => navigate({ ...state, ...filters, page: 1 });

  const filtersPanel = <FiltersPanel filters={state} categories={categories} onChange={applyFilters} />;
  const activeCount = activeFilterCount(state);

  return (
    <div className={classes.layout}>
      {!(isMobile && drawerOpened) && (
        <aside className={classes.sidebar} aria-label={t('catalogue.filters.title')}>
          <h2 className={classes.sidebarTitle}>{t('catalogue.filters.title')}</h2>
          {filtersPanel}
        </aside>
      )}
      <section className={classes.results} aria-labelledby="listing-heading">
        <div className={classes.header}>
          <div className={classes.heading} id="listing-heading">
            {heading}
          </div>
          <Text size="sm" c="dimmed" aria-live="polite" className={classes.count}>
            {products.status === 'ready' && t('catalogue.listing.resultCount', { count: products.data.total })}
          </Text>
        </div>
        <Group className={classes.toolbar} gap="sm" wrap="nowrap" align="flex-end">
          <Button variant="default" onClick={drawer.open} className={classes.filtersButton}>
            {activeCount > 0
              ? t('catalogue.filters.titleWithCount', { total: number(activeCount) })
              : t('catalogue.filters.title')}
          </Button>
          <NativeSelect
            label={t('catalogue.sort.label')}
            value={state.sort}
            onChange={(event) => navigate({ ...state, sort: event.currentTarget.value as S, page: 1 })}
            data={sortOptions.sorts.map((sort) => ({ value: sort, label: t(sortLabelKey(sort)) }))}
            className={classes.sort}
          />
        </Group>

        {products.status === 'failed' && <LoadFailure message={products.failure.message} onRetry={products.retry} />}
        {products.status === 'loading' && products.data === undefined && <ProductGridSkeleton />}
        {products.data !== undefined && products.status !== 'failed' && products.data.items.length === 0 && (
          <EmptyState
            title={empty.title}
            description={hasFilters(state) ? t('catalogue.listing.emptyWithFilters') : empty.description}
            action={
              hasFilters(state) ? (
                <Button variant="light" onClick={() => applyFilters(NO_FILTERS)}>
                  {t('catalogue.filters.clear')}
                </Button>
              ) : undefined
            }
          />
        )}
        {products.data !== undefined && products.status !== 'failed' && products.data.items.length > 0 && (
          <>
            <ProductGrid products={products.data.items} headingLevel={2} busy={products.status === 'loading'} />
            <ListingPagination
              page={state.page}
              total={products.data.total}
              pageSize={products.data.pageSize}
              onChange={(page) => navigate({ ...state, page })}
            />
          </>
        )}
      </section>
      {isMobile && drawerUsed && (
        <Suspense fallback={null}>
          <FiltersDrawer opened={drawerOpened} onClose={drawer.close}>
            {filtersPanel}
            <Button fullWidth mt="lg" onClick={drawer.close}>
              {products.data !== undefined
                ? t('catalogue.filters.showResults', { total: number(products.data.total) })
                : t('catalogue.filters.close')}
            </Button>
          </FiltersDrawer>
        </Suspense>
      )}
    </div>
  );
}
