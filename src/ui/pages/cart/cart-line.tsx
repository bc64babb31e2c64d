// One line of the cart screen, the same for a signed-in shopper's server cart and a guest's
// tempCart: the product's picture and name (a link to it), its store, the options chosen, the
// price of one piece, a quantity stepper bounded by the stock, the line's total and a way to
// remove it, with a notice when the stock fell below the quantity.
import { Anchor, Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { productPath, sellerPath } from '../../components/catalogue/catalogue-paths';
import { PriceTag } from '../../components/catalogue/price-tag';
import { useFormat } from '../../format';
import { useLanguage } from '../../use-language';
import { QuantityStepper } from '../../components/quantity-stepper';
import classes from './cart-page.module.css';
import { ResponsiveImage } from '../../components/catalogue/responsive-image';

/** What a line shows, whichever cart it comes from. */
export interface CartLineModel {
  readonly key: string;
  readonly product: {
    readonly slug: string;
    readonly name: string;
    readonly image: string | null;
    readonly isGift: boolean;
    readonly seller: { readonly slug: string; readonly name: string };
    readonly price: number;
    readonly salePrice: number;
    readonly discountBasisPoints: number | null;
    readonly stock: number;
  } | null;
  /** The options as the shopper reads them (names, not ids). */
  readonly colour: string | null;
  readonly size: string | null;
  readonly nameOnProduct: string | null;
  readonly giftText: string | null;
  readonly quantity: number;
  readonly total: number;
  readonly available: boolean;
}

export function CartLineItem({
  line,
  busy,
  onQuantity,
  onRemove,
}: {
  readonly line: CartLineModel;
  readonly busy: boolean;
  readonly onQuantity: (quantity: number) => void;
  readonly onRemove: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { money } = useFormat();
  const { product } = line;
  const name = product?.name ?? t('cart.screen.gone');
  const options = (
    [
      ['colour', line.colour],
      ['size', line.size],
      ['nameOnProduct', line.nameOnProduct],
      ['giftText', line.giftText],
    ] as const
  ).filter((option): option is readonly [typeof option[0], string] => option[1] !== null && option[1] !== '');

  return (
    <article className={classes.line} aria-label={name} data-available={line.available}>
      {product === null || product.image === null ? (
        <div className={classes.image} aria-hidden="true" />
      ) : (
        <Link to={productPath(language, product)} tabIndex={-1} aria-hidden="true" className={classes.imageLink}>
          <ResponsiveImage className={classes.image} src={product.image} sizes="160px" alt="" loading="lazy" decoding="async" width={160} height={160} />
        </Link>
      )}
      <div className={classes.body}>
        <h2 className={classes.name}>
          {product === null ? name : (
            <Anchor component={Link} to={productPath(language, product)} inherit c="inherit">
              {product.name}
            </Anchor>
          )}
        </h2>
        {product !== null && (
          <Text size="sm" c="dimmed">
            {t('cart.screen.soldBy')}{' '}
            <Anchor component={Link} to={sellerPath(language, product.seller.slug)} inherit>
              {product.seller.name}
            </Anchor>
          </Text>
        )}
        {options.length > 0 && (
          <dl className={classes.options}>
            {options.map(([option, value]) => (
              <div key={option} className={classes.option}>
                <dt>{t(`cart.screen.${option}`)}</dt>
                <dd dir="auto">{value}</dd>
              </div>
            ))}
          </dl>
        )}
        {product !== null && (
          <PriceTag price={product.price} salePrice={product.salePrice} discountBasisPoints={product.discountBasisPoints} />
        )}
        {!line.available && (
          <Text size="sm" c="var(--herfa-colour-danger)" fw={500} className={classes.notice}>
            {product === null
              ? t('cart.screen.goneHint')
              : product.stock === 0
                ? t('cart.screen.soldOut')
                : t('cart.screen.onlyLeft', { count: product.stock })}
          </Text>
        )}
      </div>
      <div className={classes.controls}>
        {product !== null && (
          <QuantityStepper
            value={line.quantity}
            max={product.stock}
            disabled={busy || product.stock === 0}
            onChange={onQuantity}
            size={36}
            labels={{
              group: t('cart.screen.quantity', { name: product.name }),
              decrease: t('cart.screen.decrease', { name: product.name }),
              increase: t('cart.screen.increase', { name: product.name }),
            }}
          />
        )}
        <p className={classes.lineTotal}>
          <span className={classes.lineTotalLabel}>{t('cart.screen.lineTotal')}</span> <strong>{money(line.total)}</strong>
        </p>
        <Button
          variant="subtle"
          color="red"
          c="var(--herfa-colour-danger)"
          size="compact-sm"
          onClick={onRemove}
          disabled={busy}
          aria-label={t('cart.screen.removeItem', { name })}
        >
          {t('cart.screen.remove')}
        </Button>
      </div>
    </article>
  );
}
