// A store in a list: logo, name (the link to its products, covering the card), city, the start
// of its story, its number of products and its rating.
import '@mantine/core/styles/Badge.css';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SellerCard as Seller } from '../../../application/ports/catalogue-gateway';
import { useLanguage } from '../../use-language';
import { sellerPath } from './catalogue-paths';
import { RatingStars } from './rating-stars';
import classes from './seller-card.module.css';
import { HydrateLater } from '../../layouts/hydrate-later';
import { ResponsiveImage } from './responsive-image';

export interface SellerCardProps {
  readonly seller: Seller;
  readonly headingLevel?: 2 | 3;
  /** A compact card (logo, name, city) for the home page's row of stores. */
  readonly compact?: boolean;
}

/** Each card hydrates in a task of its own, as a product's does. */
export function SellerCard(props: SellerCardProps) {
  return (
    <HydrateLater>
      <Card {...props} />
    </HydrateLater>
  );
}

function Card({ seller, headingLevel = 3, compact = false }: SellerCardProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={classes.card} data-compact={compact || undefined}>
      <ResponsiveImage src={seller.logo} sizes="64px" alt="" width={64} height={64} loading="lazy" className={classes.logo} />
      <div className={classes.body}>
        <Heading className={classes.name}>
          <Link to={sellerPath(language, seller.slug)} className={classes.link}>
            {seller.name}
          </Link>
        </Heading>
        <span className={classes.city}>{seller.city.name}</span>
        {!compact && <p className={classes.description}>{seller.description}</p>}
        <div className={classes.facts}>
          <RatingStars average={seller.rating.average} count={seller.rating.count} size={14} />
          {!compact && <span className={classes.count}>{t('catalogue.sellers.productCount', { count: seller.productCount })}</span>}
          {!compact && seller.featured && (
            <Badge variant="light" color="green" size="sm" radius="sm">
              {t('catalogue.sellers.featured')}
            </Badge>
          )}
        </div>
      </div>
    </article>
  );
}
