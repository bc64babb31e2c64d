// The home page: a compact welcome with the ways in (all products, gifts), then the API's feed:
// categories, featured products, the best deals, new arrivals and featured stores. Product rows
// are grids on wide screens and swipeable strips on phones.
import '@mantine/core/styles/Skeleton.css';
import { Button, Container, Group, Skeleton, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Category, ProductCard as Product } from '../../application/ports/catalogue-gateway';
import { categoryPath } from '../components/catalogue/catalogue-paths';
import { ProductCard } from '../components/catalogue/product-card';
import { LoadFailure } from '../components/catalogue/product-grid';
import { SellerCard } from '../components/catalogue/seller-card';
import { useRemote } from '../components/catalogue/use-remote';
import { SaduPanel } from '../components/sadu-panel';
import { usePorts } from '../ports';
import { organizationData } from '../rendering/structured-data';
import { usePageMeta } from '../use-document-title';
import { useLanguage } from '../use-language';
import classes from './home-page.module.css';
import { HydrateLater } from '../layouts/hydrate-later';

export function HomePage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const gateway = usePorts().catalogue;
  const feed = useRemote('home', () => gateway.home());
  usePageMeta({
    title: t('common.documentTitle.home'),
    structuredData: (origin) => [organizationData({ name: t('common.brand'), description: t('common.meta.description'), path: `/${language}`, origin })],
  });
  const data = feed.status === 'ready' ? feed.data : undefined;

  return (
    <>
      <section className={classes.hero} aria-labelledby="home-title">
        <Container size="lg" className={classes.heroInner}>
          <div className={classes.heroText}>
            <Text className={classes.eyebrow}>{t('common.home.eyebrow')}</Text>
            <Title order={1} id="home-title" className={classes.title}>
              {t('common.home.title')}
            </Title>
            <Text className={classes.intro}>{t('common.home.intro')}</Text>
            <Group gap="sm" mt="md">
              <Button component={Link} to={`/${language}/products/all`} size="md">
                {t('catalogue.home.shopAll')}
              </Button>
              <Button component={Link} to={`/${language}/gift-products`} size="md" variant="default">
                {t('catalogue.home.gifts')}
              </Button>
            </Group>
          </div>
          <div className={classes.art}>
            <SaduPanel />
          </div>
        </Container>
      </section>

      <Container size="lg" className={classes.feed}>
        {feed.status === 'failed' && <LoadFailure message={feed.failure.message} onRetry={feed.retry} />}
        {feed.status === 'loading' && <FeedSkeleton />}
        {data !== undefined && (
          <>
            {data.categories.length > 0 && (
              <FeedSection id="home-categories" title={t('catalogue.home.categories')} more={{ to: `/${language}/products/all`, label: t('catalogue.home.allProducts') }}>
                {/* In parts of their own (HydrateLater), as each card is. */}
                <HydrateLater>
                  <Categories categories={data.categories} />
                </HydrateLater>
              </FeedSection>
            )}
            <ProductSection id="home-featured" title={t('catalogue.home.featured')} products={data.featured} more={{ to: `/${language}/products/all`, label: t('catalogue.home.allProducts') }} />
            <ProductSection id="home-deals" title={t('catalogue.home.deals')} products={data.deals} more={{ to: `/${language}/stores-deals`, label: t('catalogue.home.allDeals') }} />
            <ProductSection id="home-new" title={t('catalogue.home.newArrivals')} products={data.newArrivals} more={{ to: `/${language}/products/all`, label: t('catalogue.home.allNew') }} />
            {data.sellers.length > 0 && (
              <FeedSection id="home-stores" title={t('catalogue.home.stores')} more={{ to: `/${language}/sellers`, label: t('catalogue.home.allStores') }}>
                <div className={classes.stores}>
                  {data.sellers.map((seller) => (
                    <SellerCard key={seller.slug} seller={seller} compact />
                  ))}
                </div>
              </FeedSection>
            )}
          </>
        )}
      </Container>
    </>
  );
}

interface MoreLink {
  readonly to: string;
  readonly label: string;
}

function FeedSection({ id, title, more, children }: { readonly id: string; readonly title: string; readonly more: MoreLink; readonly children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={classes.section}>
      <div className={classes.sectionHeader}>
        <Title order={2} id={id} className={classes.sectionTitle}>
          {title}
        </Title>
        <Link to={more.to} className={classes.more}>
          {more.label}
          <span aria-hidden="true" className={classes.arrow}>
            →
          </span>
        </Link>
      </div>
      {children}
    </section>
  );
}

function ProductSection({ id, title, products, more }: { readonly id: string; readonly title: string; readonly products: readonly Product[]; readonly more: MoreLink }) {
  if (products.length === 0) return null;
  return (
    <FeedSection id={id} title={title} more={more}>
      <div className={classes.row}>
        {products.map((product) => (
          <ProductCard key={product.slug} product={product} headingLevel={3} />
        ))}
      </div>
    </FeedSection>
  );
}

function Categories({ categories }: { readonly categories: readonly Category[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <ul className={classes.categories}>
      {categories.map((category) => (
        <li key={category.slug}>
          <Link to={categoryPath(language, category.slug)} className={classes.category}>
            <img src={category.image} alt="" width={96} height={96} loading="lazy" className={classes.categoryImage} />
            <span className={classes.categoryName}>{category.name}</span>
            <span className={classes.categoryCount}>
              {t(category.productCountIsLowerBound ? 'catalogue.home.categoryCountAtLeast' : 'catalogue.home.categoryCount', { count: category.productCount })}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

function FeedSkeleton() {
  return (
    <div aria-hidden="true" className={classes.section}>
      <Skeleton height={24} width={200} mb="md" />
      <div className={classes.row}>
        {Array.from({ length: 4 }, (_, index) => (
          <div key={index}>
            <Skeleton className={classes.skeletonImage} />
            <Skeleton height={14} mt="sm" />
            <Skeleton height={14} mt="xs" width="50%" />
          </div>
        ))}
      </div>
    </div>
  );
}
