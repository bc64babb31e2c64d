// /{lang}/sellers/products?seller={slug}: one store's header (banner, logo, city, rating, story,
// running deals) and its products with the listing's filters; the store stays in the query
// string beside the filters.
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Skeleton.css';
import { Badge, Skeleton, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DEFAULT_PRODUCT_SORT, PRODUCT_SORTS, type SellerDetail } from '../../../application/ports/catalogue-gateway';
import { isRequestFailure } from '../../../application/ports/request-failure';
import { discountFraction } from '../../components/catalogue/price-tag';
import { LoadFailure } from '../../components/catalogue/product-grid';
import { RatingStars } from '../../components/catalogue/rating-stars';
import { useRemote } from '../../components/catalogue/use-remote';
import { useFormat } from '../../format';
import { usePorts } from '../../ports';
import { sellerPath } from '../../components/catalogue/catalogue-paths';
import { storeData } from '../../rendering/structured-data';
import { usePageMeta } from '../../use-document-title';
import { useLanguage } from '../../use-language';
import { CataloguePage, MissingItem } from './catalogue-page';
import { ProductListing, useListingState } from './product-listing';
import classes from './seller-products-page.module.css';
import { ResponsiveImage } from '../../components/catalogue/responsive-image';

const SORTS = { sorts: PRODUCT_SORTS, defaultSort: DEFAULT_PRODUCT_SORT };

export function SellerProductsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const gateway = usePorts().catalogue;
  const [params] = useSearchParams();
  const sellerSlug = params.get('seller') ?? '';
  const seller = useRemote(`seller:${sellerSlug}`, () => gateway.seller(sellerSlug));
  const categories = useRemote('categories', () => gateway.categories());
  const { state } = useListingState(SORTS);
  const store = seller.status === 'ready' ? seller.data : undefined;
  usePageMeta({
    title: t('common.documentTitle.page', { page: store?.name ?? t('catalogue.sellers.title') }),
    description: store?.description,
    image: store?.banner ?? store?.logo,
    ...(store === undefined ? {} : { structuredData: (origin: string) => [storeData(store, { path: sellerPath(language, store.slug), origin })] }),
  });

  if (seller.status === 'failed') {
    return (
      <CataloguePage>
        {isRequestFailure(seller.failure) && (seller.failure.status === 404 || seller.failure.status === 400) ? (
          <MissingItem message={t('catalogue.sellerNotFound')} back={{ to: `/${language}/sellers`, label: t('catalogue.sellers.browse') }} />
        ) : (
          <LoadFailure message={seller.failure.message} onRetry={seller.retry} />
        )}
      </CataloguePage>
    );
  }

  return (
    <CataloguePage>
      {store === undefined ? <StoreHeaderSkeleton /> : <StoreHeader store={store} />}
      {store !== undefined && (
        <ProductListing
          sourceKey={`seller:${sellerSlug}`}
          load={(request) => gateway.sellerProducts(sellerSlug, request)}
          sortOptions={SORTS}
          categories={categories.data}
          state={state}
          heading={
            <Title order={2} size="h3">
              {t('catalogue.sellerProducts.heading')}
            </Title>
          }
          empty={{ title: t('catalogue.sellerProducts.emptyTitle'), description: t('catalogue.sellerProducts.emptyDescription') }}
        />
      )}
    </CataloguePage>
  );
}

function StoreHeader({ store }: { readonly store: SellerDetail }) {
  const { t } = useTranslation();
  const { number } = useFormat();
  return (
    <header className={classes.store}>
      {store.banner !== null && <img src={store.banner} alt="" className={classes.banner} width={1200} height={300} fetchPriority="high" />}
      <div className={classes.identity}>
        <ResponsiveImage src={store.logo} sizes="88px" alt="" className={classes.logo} width={88} height={88} />
        <div className={classes.about}>
          <Title order={1} className={classes.name}>
            {store.name}
          </Title>
          <div className={classes.facts}>
            <span>{t('catalogue.sellers.location', { city: store.city.name, region: store.region.name })}</span>
            <RatingStars average={store.rating.average} count={store.rating.count} />
            <span>{t('catalogue.sellers.productCount', { count: store.productCount })}</span>
          </div>
          <p className={classes.description}>{store.description}</p>
          {store.deals.length > 0 && (
            <ul className={classes.deals} aria-label={t('catalogue.deals.running')}>
              {store.deals.map((deal) => (
                <li key={deal.slug}>
                  <Badge color="red" variant="light" size="lg" radius="sm" className={classes.deal}>
                    {deal.title} · {t('catalogue.price.off', { percent: number(discountFraction(deal.discountBasisPoints), { style: 'percent' }) })}
                  </Badge>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </header>
  );
}

function StoreHeaderSkeleton() {
  return (
    <div className={classes.store} aria-hidden="true">
      <Skeleton height={180} />
      <Skeleton height={28} mt="md" width="50%" />
      <Skeleton height={14} mt="sm" width="80%" />
    </div>
  );
}
