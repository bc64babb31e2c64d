// Products in a responsive grid (two columns on a phone, three on a tablet, four from 1200 px),
// its loading placeholder, and the message shown when loading failed.
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Alert.css';
import { Alert, Button, SimpleGrid, Skeleton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ProductCard as Product } from '../../../application/ports/catalogue-gateway';
import { ProductCard, type ProductCardProps } from './product-card';
import classes from './product-grid.module.css';

const COLUMNS = { base: 2, sm: 3, lg: 4 } as const;

/** The first row of a listing is above the fold on any screen: its pictures load at once, the first before all. */
const priorityOf = (index: number): ProductCardProps['priority'] => (index === 0 ? 'first' : index < COLUMNS.base * 2 ? 'early' : undefined);

export interface ProductGridProps {
  readonly products: readonly Product[];
  readonly headingLevel?: 2 | 3 | 4;
  /** Dims the grid while the next page of results loads. */
  readonly busy?: boolean;
}

export function ProductGrid({ products, headingLevel, busy = false }: ProductGridProps) {
  return (
    <SimpleGrid cols={COLUMNS} spacing={{ base: 'sm', sm: 'md' }} verticalSpacing={{ base: 'sm', sm: 'lg' }} className={classes.grid} data-busy={busy || undefined} aria-busy={busy || undefined}>
      {products.map((product, index) => (
        <ProductCard key={product.slug} product={product} headingLevel={headingLevel} priority={priorityOf(index)} />
      ))}
    </SimpleGrid>
  );
}

export function ProductGridSkeleton({ count = 8 }: { readonly count?: number }) {
  return (
    <SimpleGrid cols={COLUMNS} spacing={{ base: 'sm', sm: 'md' }} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <div key={index}>
          <Skeleton className={classes.skeletonImage} />
          <Skeleton height={12} mt="sm" width="60%" />
          <Skeleton height={14} mt="xs" />
          <Skeleton height={16} mt="xs" width="40%" />
        </div>
      ))}
    </SimpleGrid>
  );
}

export function LoadFailure({ message, onRetry }: { readonly message: string; readonly onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" title={t('catalogue.loadFailed')} role="alert">
      <p className={classes.failureText}>{message}</p>
      <Button variant="default" size="xs" onClick={onRetry}>
        {t('catalogue.retry')}
      </Button>
    </Alert>
  );
}
