// /{lang}/search-results/{products|sellers}?q=… (searched from the header's box): a switch
// between products and stores that keeps the query, and the results: products with the listing's filters (relevance
// first), or stores. A blank query says "Please enter your search query" (spec §5) and asks nothing.
import '@mantine/core/styles/Alert.css';
import { Alert, Button, Group, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { SEARCH_SORTS } from '../../../application/ports/catalogue-gateway';
import { readPage, SellerResults } from '../../components/catalogue/seller-results';
import { useRemote } from '../../components/catalogue/use-remote';
import { usePorts } from '../../ports';
import { usePageMeta } from '../../use-document-title';
import { useLanguage } from '../../use-language';
import { NotFoundPage } from '../not-found-page';
import { CataloguePage } from './catalogue-page';
import { ProductListing, useListingState } from './product-listing';
import classes from './search-results-page.module.css';

export const SEARCH_TYPES = ['products', 'sellers'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];
const isSearchType = (value: string | undefined): value is SearchType => (SEARCH_TYPES as readonly (string | undefined)[]).includes(value);

/** Keeps a query in its own direction inside a sentence of the other (a Latin query on an Arabic page). */
const isolate = (text: string): string => `\u2068${text}\u2069`;

const SORTS = { sorts: SEARCH_SORTS, defaultSort: 'relevance' as const };

/** The search page for `query` among `type`, in `language`. */
export const searchPath = (language: string, type: SearchType, query: string): string =>
  `/${language}/search-results/${type}?${new URLSearchParams({ q: query }).toString()}`;

export function SearchResultsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { type } = useParams();
  const [params] = useSearchParams();
  const query = (params.get('q') ?? '').trim();
  usePageMeta({
    title: t('common.documentTitle.page', { page: query === '' ? t('catalogue.search.title') : t('catalogue.search.resultsFor', { query }) }),
  });
  if (!isSearchType(type)) return <NotFoundPage />;

  return (
    <CataloguePage>
      <Group component="nav" aria-label={t('catalogue.search.typeLabel')} gap="xs" mb="lg" className={classes.types}>
        {SEARCH_TYPES.map((option) => (
          <Button
            key={option}
            component={Link}
            to={searchPath(language, option, query)}
            variant={option === type ? 'filled' : 'default'}
            size="sm"
            aria-current={option === type ? 'page' : undefined}
          >
            {t(`catalogue.search.types.${option}`)}
          </Button>
        ))}
      </Group>
      {query === '' ? (
        <>
          <Title order={1} size="h2" mb="md">
            {t('catalogue.search.title')}
          </Title>
          <Alert
            color="orange"
            variant="light"
            title={t('catalogue.searchQueryRequired')}
            role="status"
            styles={{ label: { color: 'var(--herfa-colour-heading)' } }}
          />
        </>
      ) : type === 'products' ? (
        <ProductResults query={query} />
      ) : (
        <SellerSearchResults query={query} />
      )}
    </CataloguePage>
  );
}

function ProductResults({ query }: { readonly query: string }) {
  const { t } = useTranslation();
  const gateway = usePorts().catalogue;
  const categories = useRemote('categories', () => gateway.categories());
  // Search pages stop at the count's cap: the API gives search no cursor, so none is read.
  const state = { ...useListingState(SORTS).state, after: undefined };
  return (
    <ProductListing
      sourceKey={`search:${query}`}
      load={(request) => gateway.searchProducts({ ...request, query })}
      sortOptions={SORTS}
      categories={categories.data}
      state={state}
      heading={<Title order={1} size="h2">{t('catalogue.search.resultsFor', { query: isolate(query) })}</Title>}
      empty={{ title: t('catalogue.search.emptyTitle'), description: t('catalogue.search.emptyDescription') }}
    />
  );
}

function SellerSearchResults({ query }: { readonly query: string }) {
  const { t } = useTranslation();
  const gateway = usePorts().catalogue;
  const [params] = useSearchParams();
  const page = readPage(params);
  const sellers = useRemote(`search-sellers:${query}:${page}`, () => gateway.searchSellers(query, page));
  return (
    <section aria-labelledby="seller-results-heading">
      <Title order={1} size="h2" id="seller-results-heading" mb="md">
        {t('catalogue.search.resultsFor', { query: isolate(query) })}
      </Title>
      <SellerResults
        sellers={sellers}
        page={page}
        skeletonCount={3}
        empty={{ title: t('catalogue.search.emptyTitle'), description: t('catalogue.search.emptyDescription') }}
      />
    </section>
  );
}
