// An <img> that, for an uploaded photo or logo, becomes a <picture> offering AVIF and WebP at
// every width before the JPEG, with the `sizes` the place it is shown gives; the browser picks
// the smallest file that fills the box. The <img> keeps every attribute given (width and
// height, lazy loading, priority), so layout and loading behave as they did; other URLs (the
// seeded SVG artwork) stay a plain <img>.
import type { ImgHTMLAttributes } from 'react';
import { photoSources } from './photo-sources';
import classes from './responsive-image.module.css';

export interface ResponsiveImageProps extends ImgHTMLAttributes<HTMLImageElement> {
  readonly src: string;
  /** How wide the image is drawn, for the browser's choice: "(max-width: 48em) 50vw, 20rem". */
  readonly sizes: string;
}

export function ResponsiveImage({ src, sizes, alt, ...image }: ResponsiveImageProps) {
  const sources = photoSources(src);
  if (sources === null) return <img src={src} alt={alt} {...image} />;
  return (
    <picture className={classes.picture}>
      {sources.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img src={src} srcSet={sources.srcSet} sizes={sizes} alt={alt} {...image} />
    </picture>
  );
}
