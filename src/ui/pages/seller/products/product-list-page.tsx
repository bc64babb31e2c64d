// The seller's products (/{lang}/seller/products): by status (all, drafts, published, archived),
// searched by words of either name, most recently changed first, twenty a page. Each shows its
// first photo, its name in the page's language, status, price (and the sale price when a
// discount is in force), stock (low or none stands out) and when it last changed, and opens in
// the editor. The status, the words and the page live in the address, so a view can be shared
// and walked back. With no products at all, the empty state leads to adding the first.
import '@mantine/core/styles/Chip.css';
import { useState, type FormEvent } from 'react';
import { Anchor, Button, Chip, Group, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { SellerProductSummary } from '../../../../application/ports/seller-products-gateway';
import { LOW_STOCK_THRESHOLD, SELLER_PRODUCT_FILTERS, isSellerProductFilter, type SellerProductFilter } from '../../../../domain/seller-product';
import { ListingPagination } from '../../../components/catalogue/listing-pagination';
import { useRemote } from '../../../components/catalogue/use-remote';
import { EmptyState } from '../../../components/empty-state';
import { LoadFailed, Loading } from '../../../components/remote-view';
import thumbnail from '../../../components/thumbnail.module.css';
import { useFormat } from '../../../format';
import { usePorts } from '../../../ports';
import { useLanguage } from '../../../use-language';
import { ProductStatusBadge } from './product-status-badge';
import { SellerScreen } from './seller-screen';
import classes from './product-list-page.module.css';
import screenReader from '../../../components/screen-reader-only.module.css';

export const SELLER_PRODUCTS_PAGE_SIZE = 20;

export function SellerProductListPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <SellerScreen
      title={t('seller-console.products.title')}
      intro={t('seller-console.products.intro')}
      actions={
        <Group gap="sm">
          <Button component={Link} to={`/${language}/seller/stock`} variant="default">
            {t('seller-console.stock.title')}
          </Button>
          <Button component={Link} to={`/${language}/seller/products/new`}>
            {t('seller-console.products.add')}
          </Button>
        </Group>
      }
    >
      {(token) => <ProductList token={token} />}
    </SellerScreen>
  );
}

const WHOLE = /^[1-9]\d{0,5}$/;

function ProductList({ token }: { readonly token: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const gateway = usePorts().sellerProducts;
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('status');
  const status: SellerProductFilter = isSellerProductFilter(requested) ? requested : 'all';
  const q = (searchParams.get('q') ?? '').trim();
  const pageText = searchParams.get('page') ?? '1';
  const page = WHOLE.test(pageText) ? Number(pageText) : 1;
  const products = useRemote(`seller-products:${token}:${status}:${q}:${page}`, () =>
    gateway.list({ status, q, page, pageSize: SELLER_PRODUCTS_PAGE_SIZE }),
  );

  /** The next address: the status and words given, on their first page. */
  const show = (next: { status?: SellerProductFilter; q?: string; page?: number }) => {
    const params = new URLSearchParams();
    const nextStatus = next.status ?? status;
    const nextQ = next.q ?? q;
    if (nextStatus !== 'all') params.set('status', nextStatus);
    if (nextQ !== '') params.set('q', nextQ);
    if ((next.page ?? 1) > 1) params.set('page', String(next.page));
    setSearchParams(params);
  };

  const data = products.data;
  return (
    <>
      <div className={classes.controls}>
        {/* The same status chips as the orders console. */}
        <div role="radiogroup" aria-labelledby="seller-products-filter" className={classes.filter}>
          <Text component="span" id="seller-products-filter" fw={500} size="sm">
            {t('seller-console.products.filter')}
          </Text>
          <Chip.Group multiple={false} value={status} onChange={(value) => show({ status: isSellerProductFilter(value) ? value : 'all' })}>
            <Group gap="xs">
              {SELLER_PRODUCT_FILTERS.map((filter) => (
                <Chip key={filter} value={filter} name="seller-products-status" variant="outline" size="sm">
                  {t(`seller-console.products.filters.${filter}`)}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </div>
        {/* Keyed by the address's words, so walking back through searches shows each one's. */}
        <SearchForm key={q} words={q} onSearch={(words) => show({ q: words })} />
      </div>
      {data === undefined || products.status === 'failed' ? (
        products.status === 'failed' ? <LoadFailed error={products.failure} onRetry={products.retry} /> : <Loading />
      ) : data.total === 0 ? (
        status === 'all' && q === '' ? (
          <EmptyState
            title={t('seller-console.products.empty')}
            description={t('seller-console.products.emptyMessage')}
            action={
              <Button component={Link} to={`/${language}/seller/products/new`}>
                {t('seller-console.products.addFirst')}
              </Button>
            }
          />
        ) : (
          <EmptyState
            title={t('seller-console.products.emptyFiltered')}
            description={t('seller-console.products.emptyFilteredMessage')}
            action={
              <Button
                variant="default"
                onClick={() => show({ status: 'all', q: '' })}
              >
                {t('seller-console.products.showAll')}
              </Button>
            }
          />
        )
      ) : (
        <section aria-labelledby="seller-products-count" aria-busy={products.status === 'loading'}>
          <Text id="seller-products-count" component="h2" size="sm" c="dimmed" fw={500} mb="sm">
            {t('seller-console.products.count', { count: data.total })}
          </Text>
          <ProductTable products={data.items} />
          <ListingPagination page={page} total={data.total} pageSize={SELLER_PRODUCTS_PAGE_SIZE} onChange={(next) => show({ page: next })} />
        </section>
      )}
    </>
  );
}

function SearchForm({ words: initial, onSearch }: { readonly words: string; readonly onSearch: (words: string) => void }) {
  const { t } = useTranslation();
  const [words, setWords] = useState(initial);
  const search = (event: FormEvent) => {
    event.preventDefault();
    onSearch(words.trim());
  };
  return (
    <form role="search" aria-label={t('seller-console.products.search')} onSubmit={search} className={classes.search}>
      <TextInput
        type="search"
        label={t('seller-console.products.search')}
        placeholder={t('seller-console.products.searchPlaceholder')}
        value={words}
        onChange={(event) => setWords(event.currentTarget.value)}
        maxLength={100}
        className={classes.searchInput}
      />
      <Button type="submit" variant="default">
        {t('seller-console.products.searchButton')}
      </Button>
    </form>
  );
}

/** A table on a wide screen; on a phone each row stands as a card (the CSS module). */
function ProductTable({ products }: { readonly products: readonly SellerProductSummary[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const format = useFormat();
  const label = (key: string) => t(`seller-console.products.columns.${key}`);
  return (
    <table className={classes.table}>
      <thead>
        <tr>
          <th scope="col">
            <span className={screenReader.screenReaderOnly}>{label('photo')}</span>
          </th>
          <th scope="col">{label('name')}</th>
          <th scope="col">{label('status')}</th>
          <th scope="col">{label('price')}</th>
          <th scope="col">{label('stock')}</th>
          <th scope="col">{label('updated')}</th>
        </tr>
      </thead>
      <tbody>
        {products.map((product) => {
          const discounted = product.salePrice < product.price;
          const low = product.stock <= LOW_STOCK_THRESHOLD;
          return (
            <tr key={product.slug} data-slug={product.slug}>
              <td className={classes.photo}>
                {product.image === null ? (
                  <span className={`${thumbnail.thumbnail} ${classes.noPhoto}`} aria-hidden="true" />
                ) : (
                  <img src={product.image} alt="" className={thumbnail.thumbnail} loading="lazy" width={56} height={56} />
                )}
              </td>
              <th scope="row" className={classes.name}>
                <Anchor component={Link} to={`/${language}/seller/products/${product.slug}`} fw={600}>
                  {product.name[language]}
                </Anchor>
              </th>
              <td data-label={label('status')} className={classes.status}>
                <ProductStatusBadge status={product.status} />
              </td>
              <td data-label={label('price')} className={classes.price}>
                {discounted ? (
                  <>
                    <span className={classes.sale}>{format.money(product.salePrice)}</span>{' '}
                    <s className={classes.was}>
                      <span className={screenReader.screenReaderOnly}>{t('seller-console.products.was')} </span>
                      {format.money(product.price)}
                    </s>
                  </>
                ) : (
                  format.money(product.price)
                )}
              </td>
              <td data-label={label('stock')} data-low={low} className={classes.stock}>
                {product.stock === 0
                  ? t('seller-console.products.outOfStock')
                  : low
                    ? t('seller-console.products.lowStock', { count: product.stock })
                    : format.number(product.stock)}
              </td>
              <td data-label={label('updated')}>{format.date(product.updatedAt, { dateStyle: 'medium', timeStyle: 'short' })}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
