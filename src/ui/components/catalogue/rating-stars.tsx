// A rating as five stars filled to the average, with the number of ratings; "No ratings yet"
// before the first (a null average is not a rating of zero). One accessible image, one label.
// The stars are one element: two masked layers drawn by its style (rating-stars.module.css), not
// five SVGs of six nodes each, since a listing of twenty cards would otherwise lay out six
// hundred nodes for its ratings alone.
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../format';
import classes from './rating-stars.module.css';

export interface RatingStarsProps {
  readonly average: number | null;
  readonly count: number;
  readonly size?: number;
  /** Hide "(count)" beside the stars, e.g. on a single review. */
  readonly withCount?: boolean;
}

const STARS = 5;

/** The share of the five stars filled for `average`, as a CSS percentage (0–100 %). */
export const starsFilled = (average: number): string => `${(Math.min(STARS, Math.max(0, average)) / STARS) * 100}%`;

export function RatingStars({ average, count, size = 16, withCount = true }: RatingStarsProps) {
  const { t } = useTranslation();
  const { number } = useFormat();
  if (average === null) {
    return <span className={classes.none}>{t('catalogue.rating.none')}</span>;
  }
  const rating = number(average, { maximumFractionDigits: 1 });
  const label = withCount
    ? t('catalogue.rating.label', { rating, max: number(STARS), count })
    : t('catalogue.rating.labelShort', { rating, max: number(STARS) });
  const style = { '--star-size': `${size}px`, '--stars-filled': starsFilled(average) } as CSSProperties;
  return (
    <span className={classes.rating}>
      <span role="img" aria-label={label} className={classes.stars} style={style} />
      {withCount && (
        <span className={classes.count} aria-hidden="true">
          {number(average, { minimumFractionDigits: 1, maximumFractionDigits: 1 })} {t('catalogue.rating.count', { total: number(count) })}
        </span>
      )}
    </span>
  );
}
