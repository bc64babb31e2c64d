// /{lang}/products/{slug}: every product ('all') or one category's, with the listing's filters.
// One chosen category is the path (/products/pottery), several are /products/all?category=a,b,
// so a category link and the same choice in the filter are the same URL.
import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { DEFAULT_PRODUCT_SORT, PRODUCT_SORTS } from '../../../application/ports/catalogue-gateway';
import {
  listingSearch,
  parseListing,
  productListingTarget,
  selectedCategories,
  type ListingState,
} from '../../components/catalogue/listing-query';
import { useRemote } from '../../components/catalogue/use-remote';
import { usePorts } from '../../ports';
import { usePageMeta } from '../../use-document-title';
import { useLanguage } from '../../use-language';
import { CataloguePage } from './catalogue-page';
import { ProductListing } from './product-listing';
import type { ProductSort } from '../../../application/ports/catalogue-gateway';

const SORTS = { sorts: PRODUCT_SORTS, defaultSort: DEFAULT_PRODUCT_SORT };

export function ProductsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const gateway = usePorts().catalogue;
  const { slug } = useParams();
  const [params] = useSearchParams();
  const categories = useRemote('categories', () => gateway.categories());

  const fromQuery = parseListing(params, SORTS);
  const state: ListingState<ProductSort> = { ...fromQuery, categories: selectedCategories(slug, fromQuery.categories) };
  const single = state.categories.length === 1 ? categories.data?.find((category) => category.slug === state.categories[0]) : undefined;
  const title = single?.name ?? t('catalogue.listing.allProducts');
  usePageMeta({ title: t('common.documentTitle.page', { page: title }), description: t('catalogue.listing.description') });

  const linkTo = (next: ListingState<ProductSort>) => {
    const target = productListingTarget(next.categories);
    return { pathname: `/${language}/products/${target.slug}`, search: listingSearch({ ...next, categories: target.categories }, SORTS, params).toString() };
  };

  return (
    <CataloguePage>
      <ProductListing
        sourceKey="products"
        load={(request) => gateway.products(request)}
        sortOptions={SORTS}
        categories={categories.data}
        state={state}
        linkTo={linkTo}
        heading={<Title order={1}>{title}</Title>}
        empty={{ title: t('catalogue.listing.emptyTitle'), description: t('catalogue.listing.emptyDescription') }}
      />
    </CataloguePage>
  );
}
