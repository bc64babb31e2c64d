// A product's images: the chosen one large, with previous/next arrows (pointing the reading
// direction, so mirrored in Arabic) and a row of thumbnails. Every image is described by the
// product's name and its place ("Sadu cushion, image 2 of 4").
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../format';
import classes from './image-gallery.module.css';
import { ResponsiveImage } from './responsive-image';

export interface ImageGalleryProps {
  readonly images: readonly string[];
  readonly name: string;
}

/** The image after (step 1) or before (step −1) `index`, wrapping around. */
export const stepImage = (index: number, step: number, count: number): number => (count === 0 ? 0 : (index + step + count) % count);

export function ImageGallery({ images, name }: ImageGalleryProps) {
  const { t } = useTranslation();
  const { number } = useFormat();
  const [index, setIndex] = useState(0);
  const count = images.length;
  const describe = (position: number) =>
    count > 1 ? t('catalogue.gallery.imageOf', { name, index: number(position + 1), total: number(count) }) : name;

  if (count === 0) return <div className={classes.main} role="img" aria-label={name} />;

  return (
    <div className={classes.gallery}>
      <div className={classes.main}>
        <ResponsiveImage src={images[index] as string} sizes="(min-width: 62em) 36rem, 100vw" alt={describe(index)} className={classes.image} width={800} height={800} fetchPriority="high" />
        {count > 1 && (
          <>
            <button type="button" className={classes.arrow} data-side="previous" onClick={() => setIndex(stepImage(index, -1, count))} aria-label={t('catalogue.gallery.previous')}>
              <Chevron />
            </button>
            <button type="button" className={classes.arrow} data-side="next" onClick={() => setIndex(stepImage(index, 1, count))} aria-label={t('catalogue.gallery.next')}>
              <Chevron />
            </button>
          </>
        )}
      </div>
      {count > 1 && (
        <ul className={classes.thumbnails} aria-label={t('catalogue.gallery.thumbnails')}>
          {images.map((image, position) => (
            <li key={image}>
              <button
                type="button"
                className={classes.thumbnail}
                aria-current={position === index || undefined}
                aria-label={describe(position)}
                onClick={() => setIndex(position)}
              >
                <ResponsiveImage src={image} sizes="80px" alt="" width={80} height={80} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Points to the inline end ("next"); CSS turns it for "previous" and mirrors both on RTL pages. */
function Chevron() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path d="m9 5 7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
