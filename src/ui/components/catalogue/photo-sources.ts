// The responsive sources of an uploaded picture, read from the one URL the catalogue carries
// (a product's `images`, a store's `logo`): /media/photos/{id}/{width}.jpg names a photo's
// largest JPEG, from which every width and format the server wrote follows (src/domain/pictures.ts);
// /media/logos/{id}/{size}.jpg a logo's. Any other URL (the seeded SVG artwork) has none.
import { LOGO_SIZES, PICTURE_FORMATS, photoWidthsUpTo, picturePath, type PictureFormat, type PictureKind } from '../../../domain/pictures';

export interface PhotoSource {
  /** The MIME type a browser picks the source by. */
  readonly type: string;
  readonly srcSet: string;
}

export interface PhotoSources {
  /** AVIF then WebP, for <source> elements in that order. */
  readonly sources: readonly PhotoSource[];
  /** The JPEG fallback's srcset, for the <img> itself (whose src stays the URL given). */
  readonly srcSet: string;
}

const UPLOADED = /^\/media\/(photos|logos)\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/([1-9]\d{1,3})\.jpg$/;

const TYPES: Readonly<Record<PictureFormat, string>> = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' };

/** The sources of an uploaded photo's or logo's URL; null for any other URL. */
export function photoSources(url: string): PhotoSources | null {
  const match = UPLOADED.exec(url);
  if (match === null) return null;
  const kind = match[1] as PictureKind;
  const id = match[2] as string;
  const largest = Number(match[3]);
  const widths = kind === 'logos' ? (LOGO_SIZES as readonly number[]).filter((size) => size <= largest) : photoWidthsUpTo(largest);
  const srcSetOf = (format: PictureFormat) => widths.map((width) => `${picturePath(kind, id, width, format)} ${width}w`).join(', ');
  return {
    sources: PICTURE_FORMATS.filter((format) => format !== 'jpg').map((format) => ({ type: TYPES[format], srcSet: srcSetOf(format) })),
    srcSet: srcSetOf('jpg'),
  };
}
