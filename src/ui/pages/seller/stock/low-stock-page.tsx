// Low stock (/{lang}/seller/stock): the counts of the seller's draft and published products with a
// few pieces left (the API's threshold), fewest first: a product's, or, for a product counted per
// option, each low colour and size's on a line of its own, named after the product. Each has a
// quick adjustment: − and + step the pieces to add (or, below zero, take away), which can also be
// typed, and Apply sends it (for that colour and size) under the same lock as checkout. The count
// the server answers is shown after; a refusal (it would leave fewer than none) is shown with its
// message, in the page's language.
import '../../../forms/form-styles';
import { useState, type FormEvent } from 'react';
import { ActionIcon, Anchor, Button, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LowStockLine, SellerOption, SellerProduct } from '../../../../application/ports/seller-products-gateway';
import { inputDigits } from '../../../../domain/money-format';
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
  const lines = useRemote(`seller-low-stock:${token}`, () => gateway.lowStock());
  if (lines.status === 'failed') return <LoadFailed error={lines.failure} onRetry={lines.retry} />;
  if (lines.data === undefined) return <Loading />;
  if (lines.data.length === 0) {
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
      {lines.data.map((line) => (
        <li key={lineId(line)}>
          <StockRow line={line} />
        </li>
      ))}
    </ul>
  );
}

/** A line's element id, unique on the page: the product's slug, and its colour's and size's ids. */
const lineId = ({ product, colour, size }: LowStockLine) => ['stock', product.slug, colour?.id, size?.id].filter((part) => part !== undefined).join('-');

/** The count a line shows after an adjustment: its colour and size's, or the product's. */
const countOf = (saved: SellerProduct, { colour, size }: LowStockLine) =>
  colour === null && size === null ? saved.stock : (saved.optionStock.find((cell) => cell.colourId === (colour?.id ?? null) && cell.sizeId === (size?.id ?? null))?.stock ?? saved.stock);

function StockRow({ line }: { readonly line: LowStockLine }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { sellerProducts: gateway, toasts } = usePorts();
  const { product, colour, size } = line;
  const [stock, setStock] = useState(line.stock);
  // The pieces to add, in the page's digits as the seller types them.
  const [change, setChange] = useState(() => inputDigits(1, language));
  const [problem, setProblem] = useState<string | null>(null);
  const [adjusted, setAdjusted] = useState(false);
  const [sending, setSending] = useState(false);
  const choices = [colour, size].filter((choice): choice is SellerOption => choice !== null);
  const option =
    colour !== null && size !== null ? t('seller-console.editor.optionStock.pair', { colour: colour.name[language], size: size.name[language] }) : (choices[0]?.name[language] ?? null);
  /** The product, and for a count per option its colour and size ("Clay jar (Red, Large)"), as the buttons and messages name it. */
  const name = option === null ? product.name[language] : t('seller-console.stock.optionName', { name: product.name[language], option });
  const id = lineId(line);
  const amount = numberOf(change);
  const step = (by: number) => {
    setProblem(null);
    setChange(inputDigits((amount !== null && Number.isInteger(amount) ? amount : 0) + by, language));
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
      const pair = colour === null && size === null ? undefined : { colourId: colour?.id ?? null, sizeId: size?.id ?? null };
      const saved = await gateway.adjustStock(product.slug, amount, pair);
      const count = countOf(saved, line);
      setStock(count);
      setAdjusted(true);
      setChange(inputDigits(1, language));
      toasts.show({ type: 'success', title: t('seller-console.stock.adjustedTitle'), message: t('seller-console.stock.now', { name, count }) });
    } catch (error) {
      setProblem(failureMessage(t, error));
    } finally {
      setSending(false);
    }
  };

  return (
    <article className={classes.row} aria-label={name}>
      {product.image === null ? (
        <span className={thumbnail.thumbnail} aria-hidden="true" />
      ) : (
        <img src={product.image} alt="" className={thumbnail.thumbnail} loading="lazy" width={56} height={56} />
      )}
      <div className={classes.about}>
        <Anchor component={Link} to={`/${language}/seller/products/${product.slug}`} fw={600} id={`${id}-product`}>
          {product.name[language]}
        </Anchor>
        {choices.length > 0 && (
          <Text size="sm" className={classes.option}>
            {choices.map((choice) => (
              <span key={choice.id} className={classes.choice}>
                {choice.hex !== undefined && <span className={classes.swatch} style={{ background: choice.hex }} aria-hidden="true" />}
                {choice.name[language]}
              </span>
            ))}
          </Text>
        )}
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
