// A product in a grid: image, badges (discount, free shipping, out of stock), store, name,
// rating, price and the favourite heart. The name is the card's one link and its hit area
// covers the card, so the card is one tab stop plus the store link and the heart.
import '@mantine/core/styles/Badge.css';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ProductCard as Product } from '../../../application/ports/catalogue-gateway';
import { useFormat } from '../../format';
import { HydrateLater } from '../../layouts/hydrate-later';
import { useLanguage } from '../../use-language';
import { productPath, sellerPath } from './catalogue-paths';
import { FavouriteButton } from './favourite-button';
import { PriceTag, discountFraction } from './price-tag';
import { RatingStars } from './rating-stars';
import classes from './product-card.module.css';
import { ResponsiveImage } from './responsive-image';

export interface ProductCardProps {
  readonly product: Product;
  /** The heading level of the name, below the section's own heading. */
  readonly headingLevel?: 2 | 3 | 4;
  /** Above the fold: the picture loads at once ('first': before anything else, the page's largest image). */
  readonly priority?: 'first' | 'early';
}

/** Each card hydrates in a task of its own: a page's cards are most of its work. */
export function ProductCard(props: ProductCardProps) {
  return (
    <HydrateLater>
      <Card {...props} />
    </HydrateLater>
  );
}

/** How wide a card's image is drawn: the grid's 2, 3 and 4 columns (product-grid.tsx), 4 within the page's width. */
const CARD_SIZES = '(min-width: 75em) 18rem, (min-width: 48em) 33vw, 50vw';

function Card({ product, headingLevel = 3, priority }: ProductCardProps) {
  const { t } = useTranslation();
  const { number } = useFormat();
  const language = useLanguage();
  const Heading = `h${headingLevel}` as const;
  const outOfStock = product.stockState === 'out-of-stock';
  return (
    <article className={classes.card} data-out-of-stock={outOfStock || undefined}>
      <div className={classes.media}>
        {product.image === null ? (
          <div className={classes.noImage} role="img" aria-label={product.name} />
        ) : (
          <ResponsiveImage
            src={product.image}
            sizes={CARD_SIZES}
            alt={product.name}
            loading={priority === undefined ? 'lazy' : 'eager'}
            fetchPriority={priority === 'first' ? 'high' : undefined}
            decoding="async"
            width={400}
            height={400}
            className={classes.image}
          />
        )}
        <div className={classes.badges}>
          {product.discountBasisPoints !== null && product.discountBasisPoints > 0 && (
            <Badge color="red.8" radius="sm" size="sm">
              {t('catalogue.price.off', { percent: number(discountFraction(product.discountBasisPoints), { style: 'percent' }) })}
            </Badge>
          )}
          {product.freeShipping && (
            <Badge color="green.8" radius="sm" size="sm">
              {t('catalogue.badges.freeShipping')}
            </Badge>
          )}
          {outOfStock && (
            <Badge color="gray.8" radius="sm" size="sm">
              {t('catalogue.stock.out-of-stock')}
            </Badge>
          )}
        </div>
        <div className={classes.favourite}>
          <FavouriteButton productSlug={product.slug} productName={product.name} />
        </div>
      </div>
      <div className={classes.body}>
        <Link to={sellerPath(language, product.seller.slug)} className={classes.seller}>
          {product.seller.name}
        </Link>
        <Heading className={classes.name}>
          <Link to={productPath(language, product)} className={classes.link}>
            {product.name}
          </Link>
        </Heading>
        <RatingStars average={product.rating.average} count={product.rating.count} size={14} />
        <div className={classes.price}>
          <PriceTag price={product.price} salePrice={product.salePrice} discountBasisPoints={product.discountBasisPoints} />
        </div>
      </div>
    </article>
  );
}
