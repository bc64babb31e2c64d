// One product listing, shared by /products/{slug}, the gifts, a store's products and product
// search: the filters (a sidebar from 1100 px, a drawer below), the sort, the results grid, the
// pages and the empty state. Every setting lives in the query string (listing-query.ts): a
// change pushes a history entry, so Back undoes it and a reload or a shared link restores it.
// Past its count (1,000 products) a listing says "1,000+" and goes on by the API's cursor.
import '@mantine/core/styles/Input.css';
import { Button, Group, NativeSelect, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams, type To } from 'react-router';
import type { Category, ProductFilters, ProductPage } from '../../../application/ports/catalogue-gateway';
import { isRequestFailure, type RequestFailure } from '../../../application/ports/request-failure';
import { EmptyState } from '../../components/empty-state';
import { FiltersPanel } from '../../components/catalogue/filters-panel';
import { ListingPagination, pageCount } from '../../components/catalogue/listing-pagination';
import { NO_FILTERS, hasFilters, listingSearch, parseListing, type ListingState, type SortOptions } from '../../components/catalogue/listing-query';
import { LoadFailure, ProductGrid, ProductGridSkeleton } from '../../components/catalogue/product-grid';
import { useRemote } from '../../components/catalogue/use-remote';
import { useFormat } from '../../format';
import { MOBILE_MEDIA_QUERY } from '../../theme';
import { useMediaQueryWhile } from '../../use-media-query';
import { HydrateLater } from '../../layouts/hydrate-later';
import classes from './product-listing.module.css';

/** A phone's filters drawer (Mantine's modal, overlay, focus trap and scroll lock) loads when first opened. */
const FiltersDrawer = lazy(() => import('./filters-drawer'));

export interface ProductListingProps<S extends string> {
  /** Names the source of the products (the category, store or query): equal keys list the same products. */
  readonly sourceKey: string;
  readonly load: (state: ListingState<S>) => Promise<ProductPage>;
  readonly sortOptions: SortOptions<S>;
  readonly categories: readonly Category[] | undefined;
  /** The listing's state as the page reads it (the products page adds its path's category). */
  readonly state: ListingState<S>;
  /** Where a state of the listing is; defaults to this page's path with the state in its query string. */
  readonly linkTo?: (state: ListingState<S>) => To;
  readonly heading: ReactNode;
  readonly empty: { readonly title: string; readonly description?: string };
}

/** Reads the listing settings of the current URL. */
export function useListingState<S extends string>(sortOptions: SortOptions<S>): { readonly state: ListingState<S> } {
  const [params] = useSearchParams();
  return { state: parseListing(params, sortOptions) };
}

/** A 400 on the page's cursor or number: the link (hand-edited, or older than the catalogue) is refused. */
const isRefusedPageLink = (failure: unknown): failure is RequestFailure =>
  isRequestFailure(failure) && failure.status === 400 && (failure.fields.after !== undefined || failure.fields.page !== undefined);

const sortLabelKey = (sort: string): string => `catalogue.sort.${sort}`;

const activeFilterCount = (filters: ProductFilters): number =>
  filters.categories.length +
  (filters.priceFrom !== undefined || filters.priceTo !== undefined ? 1 : 0) +
  [filters.freeShipping, filters.discounted, filters.customised].filter(Boolean).length;

export function ProductListing<S extends string>(props: ProductListingProps<S>) {
  const { sourceKey, load, sortOptions, categories, state, heading, empty } = props;
  const { t } = useTranslation();
  const { number } = useFormat();
  const [params] = useSearchParams();
  const routerNavigate = useNavigate();
  const linkTo = props.linkTo ?? ((next: ListingState<S>) => ({ search: listingSearch(next, sortOptions, params).toString() }));
  /** A new filter, sort or page number: pages by number again, from wherever the cursor had led. */
  const navigate = (next: ListingState<S>) => {
    void routerNavigate(linkTo({ ...next, after: undefined }));
    window.scrollTo({ top: 0 });
  };
  const firstPage = linkTo({ ...state, page: 1, after: undefined });
  // The server cannot know the width: the sidebar and the drawer's button are both drawn and CSS
  // shows one; the drawer itself exists only on a phone, from its first opening.
  const [drawerUsed, setDrawerUsed] = useState(false);
  const [drawerOpened, drawer] = useDisclosure(false, { onOpen: () => setDrawerUsed(true) });
  const isMobile = useMediaQueryWhile(MOBILE_MEDIA_QUERY, drawerUsed);

  const requestKey = `${sourceKey}?${listingSearch(state, sortOptions).toString()}`;
  const products = useRemote(requestKey, () => load(state));
  const applyFilters = (filters: ProductFilters) => navigate({ ...state, ...filters, page: 1 });
  const shown = products.status === 'failed' ? undefined : products.data;
  const byCursor = state.after !== undefined;
  // "More products" leads on from the last numbered page, and from every page reached by cursor,
  // where "Back to the first page" stands for the page numbers.
  const nextCursor = shown?.next ?? null;
  const more = shown !== undefined && nextCursor !== null && (byCursor || state.page >= pageCount(shown.total, shown.pageSize));
  const pastTheNumbers = (byCursor || more) && (
    <>
      {byCursor && (
        <Button component={Link} to={firstPage} variant="default">
          {t('catalogue.pagination.backToFirst')}
        </Button>
      )}
      {more && (
        <Button component={Link} to={linkTo({ ...state, page: 1, after: nextCursor })} variant="default">
          {t('catalogue.pagination.more')}
        </Button>
      )}
    </>
  );

  const filtersPanel = <FiltersPanel filters={state} categories={categories} onChange={applyFilters} />;
  const activeCount = activeFilterCount(state);

  return (
    <div className={classes.layout}>
      {!(isMobile && drawerOpened) && (
        <HydrateLater>
          <aside className={classes.sidebar} aria-label={t('catalogue.filters.title')}>
            <h2 className={classes.sidebarTitle}>{t('catalogue.filters.title')}</h2>
            {filtersPanel}
          </aside>
        </HydrateLater>
      )}
      <section className={classes.results} aria-labelledby="listing-heading">
        <div className={classes.header}>
          <div className={classes.heading} id="listing-heading">
            {heading}
          </div>
          <Text size="sm" c="dimmed" aria-live="polite" className={classes.count}>
            {products.status === 'ready' &&
              t(products.data.totalIsLowerBound ? 'catalogue.listing.resultCountAtLeast' : 'catalogue.listing.resultCount', { count: products.data.total })}
          </Text>
        </div>
        <HydrateLater>
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
        </HydrateLater>

        {products.status === 'failed' &&
          (isRefusedPageLink(products.failure) ? (
            <RefusedPageLink failure={products.failure} firstPage={firstPage} />
          ) : (
            <LoadFailure message={products.failure.message} onRetry={products.retry} />
          ))}
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
              numbered={!byCursor}
              links={pastTheNumbers}
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
                ? t('catalogue.filters.showResults', {
                    total: products.data.totalIsLowerBound
                      ? t('catalogue.listing.atLeast', { total: number(products.data.total) })
                      : number(products.data.total),
                  })
                : t('catalogue.filters.close')}
            </Button>
          </FiltersDrawer>
        </Suspense>
      )}
    </div>
  );
}

/**
 * A cursor (or page number) the API refused: its message, in the page's language, and the way
 * back to the listing's first page with the same filters and sort.
 */
function RefusedPageLink({ failure, firstPage }: { readonly failure: RequestFailure; readonly firstPage: To }) {
  const { t } = useTranslation();
  // A cursor the API could not read has its own message; a malformed one or a page number past
  // the count is refused by a validation rule that speaks of fields, so the same words stand in.
  return (
    <EmptyState
      title={failure.code === 'catalogue.cursorInvalid' ? failure.message : t('catalogue.cursorInvalid')}
      action={
        <Button component={Link} to={firstPage} variant="light">
          {t('catalogue.pagination.backToFirst')}
        </Button>
      }
    />
  );
}
