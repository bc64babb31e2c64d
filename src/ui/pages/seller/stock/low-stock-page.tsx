// Low stock (/{lang}/seller/stock): the seller's draft and published products with a few pieces
// left (the API's threshold), fewest first, each with a quick adjustment: − and + step the
// pieces to add (or, below zero, take away), which can also be typed, and Apply sends it under
// the same lock as checkout. The count the server answers is shown after; a refusal (it would
// leave fewer than none) is shown with its message, in the page's language.
import '../../../forms/form-styles';
import { useState, type FormEvent } from 'react';
import { ActionIcon, Anchor, Button, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SellerProductSummary } from '../../../../application/ports/seller-products-gateway';
import { LOW_STOCK_THRESHOLD } from '../../../../domain/seller-product';
import { integer } from '../../../../domain/validation';
import { useRemote } from '../../../components/catalogue/use-remote';
import { EmptyState } from '../../../components/empty-state';
import { LoadFailed, Loading } from '../../../components/remote-view';
import thumbnail from '../../../components/thumbnail.module.css';
import { failureMessage } from '../../../forms/failure-message';
import { usePorts } from '../../../ports';
import { useLanguage } from '../../../use-language';
import { numberOf } from '../products/editor-values';
import { ProductStatusBadge } from '../products/product-status-badge';
import { SellerScreen } from '../products/seller-screen';
import classes from './low-stock-page.module.css';

export function SellerStockPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <SellerScreen
      title={t('seller-console.stock.title')}
      intro={t('seller-console.stock.intro', { count: LOW_STOCK_THRESHOLD })}
      back={{ to: `/${language}/seller/products`, label: t('seller-console.editor.back') }}
    >
      {(token) => <LowStock token={token} />}
    </SellerScreen>
  );
}

function LowStock({ token }: { readonly token: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const gateway = usePorts().sellerProducts;
  const products = useRemote(`seller-low-stock:${token}`, () => gateway.lowStock());
  if (products.status === 'failed') return <LoadFailed error={products.failure} onRetry={products.retry} />;
  if (products.data === undefined) return <Loading />;
  if (products.data.length === 0) {
    return (
      <EmptyState
        title={t('seller-console.stock.empty')}
        description={t('seller-console.stock.emptyMessage')}
        action={
          <Button component={Link} to={`/${language}/seller/products`} variant="default">
            {t('seller-console.stock.allProducts')}
          </Button>
        }
      />
    );
  }
  return (
    <ul className={classes.list} aria-label={t('seller-console.stock.listLabel')}>
      {products.data.map((product) => (
        <li key={product.slug}>
          <StockRow product={product} />
        </li>
      ))}
    </ul>
  );
}

function StockRow({ product }: { readonly product: SellerProductSummary }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { sellerProducts: gateway, toasts } = usePorts();
  const [stock, setStock] = useState(product.stock);
  const [change, setChange] = useState('1');
  const [problem, setProblem] = useState<string | null>(null);
  const [adjusted, setAdjusted] = useState(false);
  const [sending, setSending] = useState(false);
  const name = product.name[language];
  const id = `stock-${product.slug}`;
  const amount = numberOf(change);
  const step = (by: number) => {
    setProblem(null);
    setChange(String((amount !== null && Number.isInteger(amount) ? amount : 0) + by));
  };

  const apply = async (event: FormEvent) => {
    event.preventDefault();
    setAdjusted(false);
    const invalid = integer().validate(amount, 'stockChange');
    if (amount === null || amount === 0 || Number.isNaN(amount) || invalid !== null) {
      setProblem(t('seller-console.stock.changeNeeded'));
      document.getElementById(`${id}-change`)?.focus();
      return;
    }
    setProblem(null);
    setSending(true);
    try {
      const saved = await gateway.adjustStock(product.slug, amount);
      setStock(saved.stock);
      setAdjusted(true);
      setChange('1');
      toasts.show({ type: 'success', title: t('seller-console.stock.adjustedTitle'), message: t('seller-console.stock.now', { name, count: saved.stock }) });
    } catch (error) {
      setProblem(failureMessage(t, error));
    } finally {
      setSending(false);
    }
  };

  return (
    <article className={classes.row} aria-labelledby={`${id}-name`}>
      {product.image === null ? (
        <span className={thumbnail.thumbnail} aria-hidden="true" />
      ) : (
        <img src={product.image} alt="" className={thumbnail.thumbnail} loading="lazy" width={56} height={56} />
      )}
      <div className={classes.about}>
        <Anchor component={Link} to={`/${language}/seller/products/${product.slug}`} fw={600} id={`${id}-name`}>
          {name}
        </Anchor>
        <div className={classes.facts}>
          <ProductStatusBadge status={product.status} />
          <Text size="sm" fw={600} className={classes.count} data-low={stock <= LOW_STOCK_THRESHOLD} role="status">
            {adjusted ? t('seller-console.stock.nowShort', { count: stock }) : t('seller-console.stock.inStock', { count: stock })}
          </Text>
        </div>
      </div>
      <form className={classes.adjust} onSubmit={(event) => void apply(event)} noValidate aria-label={t('seller-console.stock.adjustLabel', { name })}>
        <ActionIcon variant="default" size="lg" onClick={() => step(-1)} aria-label={t('seller-console.stock.less', { name })}>
          <span aria-hidden="true">−</span>
        </ActionIcon>
        <TextInput
          id={`${id}-change`}
          label={t('seller-console.stock.change')}
          value={change}
          onChange={(event) => {
            setProblem(null);
            setChange(event.currentTarget.value);
          }}
          inputMode="numeric"
          dir="ltr"
          size="sm"
          className={classes.change}
          error={problem !== null}
          aria-describedby={problem === null ? undefined : `${id}-problem`}
        />
        <ActionIcon variant="default" size="lg" onClick={() => step(1)} aria-label={t('seller-console.stock.more', { name })}>
          <span aria-hidden="true">+</span>
        </ActionIcon>
        <Button type="submit" loading={sending}>
          {t('seller-console.stock.apply')}
        </Button>
      </form>
      {problem !== null && (
        <Text id={`${id}-problem`} role="alert" size="sm" c="var(--herfa-colour-danger)" className={classes.problem}>
          {problem}
        </Text>
      )}
    </article>
  );
}
