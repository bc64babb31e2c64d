// A product's price as the shopper pays it: the sale price, and with a discount the list price
// struck through and the percentage off. Screen readers hear "was" before the old price.
import '@mantine/core/styles/VisuallyHidden.css';
import { Group, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../format';
import classes from './price-tag.module.css';

export interface PriceTagProps {
  readonly price: number;
  readonly salePrice: number;
  readonly discountBasisPoints: number | null;
  readonly size?: 'sm' | 'lg';
}

/** 2500 basis points → 0.25, for a percent format. */
export const discountFraction = (basisPoints: number): number => basisPoints / 10_000;

export function PriceTag({ price, salePrice, discountBasisPoints, size = 'sm' }: PriceTagProps) {
  const { t } = useTranslation();
  const { money, number } = useFormat();
  const discounted = discountBasisPoints !== null && discountBasisPoints > 0 && salePrice < price;
  return (
    <Group gap={8} wrap="wrap" align="baseline" className={classes.price} data-size={size}>
      <Text component="span" className={classes.sale}>
        <VisuallyHidden>{t('catalogue.price.now')} </VisuallyHidden>
        {money(salePrice)}
      </Text>
      {discounted && (
        <>
          <Text component="s" className={classes.was}>
            <VisuallyHidden>{t('catalogue.price.was')} </VisuallyHidden>
            {money(price)}
          </Text>
          <Text component="span" className={classes.off}>
            {t('catalogue.price.off', { percent: number(discountFraction(discountBasisPoints), { style: 'percent' }) })}
          </Text>
        </>
      )}
    </Group>
  );
}
