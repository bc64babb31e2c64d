// A rating as five stars filled to the average, with the number of ratings; "No ratings yet"
// before the first (a null average is not a rating of zero). One accessible image, one label.
import { useId } from 'react';
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

const STAR = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

/** How much of star `index` (0–4) is filled for `average`: 0, a fraction, or 1. */
export const starFill = (average: number, index: number): number => Math.min(1, Math.max(0, average - index));

export function RatingStars({ average, count, size = 16, withCount = true }: RatingStarsProps) {
  const { t } = useTranslation();
  const { number } = useFormat();
  const id = `stars${useId().replace(/[^\w-]/g, '')}`;
  if (average === null) {
    return <span className={classes.none}>{t('catalogue.rating.none')}</span>;
  }
  const rating = number(average, { maximumFractionDigits: 1 });
  const label = withCount
    ? t('catalogue.rating.label', { rating, max: number(5), count })
    : t('catalogue.rating.labelShort', { rating, max: number(5) });
  return (
    <span className={classes.rating}>
      <span role="img" aria-label={label} className={classes.stars}>
        {[0, 1, 2, 3, 4].map((index) => (
          <svg key={index} width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" className={classes.star}>
            <defs>
              <clipPath id={`${id}-${index}`}>
                <rect x="0" y="0" width={24 * starFill(average, index)} height="24" />
              </clipPath>
            </defs>
            <path d={STAR} className={classes.empty} />
            <path d={STAR} className={classes.full} clipPath={`url(#${id}-${index})`} />
          </svg>
        ))}
      </span>
      {withCount && (
        <span className={classes.count} aria-hidden="true">
          {number(average, { minimumFractionDigits: 1, maximumFractionDigits: 1 })} {t('catalogue.rating.count', { total: number(count) })}
        </span>
      )}
    </span>
  );
}
