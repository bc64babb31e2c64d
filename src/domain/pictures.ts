// Where an uploaded picture is served, as plain data shared by the server (which writes the
// files and the URLs) and the storefront (which reads a URL back into its responsive sources;
// the rules an upload must pass are apart, in upload-rules.ts, so no page pays for them). Every
// uploaded photo is served at
// /media/photos/{id}/{width}.{format}, at each standard width below its own and at its own (at
// most the largest standard width); a product's `images` lists the largest JPEG of each.
/** The widths photos are served at (never wider than the photo itself). */
export const PHOTO_WIDTHS = [320, 640, 1280] as const;
export const LARGEST_PHOTO_WIDTH = PHOTO_WIDTHS[2];
/** The square sizes a store's uploaded logo is served at. */
export const LOGO_SIZES = [96, 192, 384] as const;
export const LARGEST_LOGO_SIZE = LOGO_SIZES[2];
/** The formats of every width, best first: the storefront offers them in this order. */
export const PICTURE_FORMATS = ['avif', 'webp', 'jpg'] as const;
export type PictureFormat = (typeof PICTURE_FORMATS)[number];

/** The kinds of uploaded picture, each a folder of /media. */
export type PictureKind = 'photos' | 'logos';

export const picturePath = (kind: PictureKind, id: string, width: number, format: PictureFormat): string => `/media/${kind}/${id}/${width}.${format}`;

/** The widths a photo whose largest variant is `largest` pixels wide is served at, narrowest first. */
export const photoWidthsUpTo = (largest: number): number[] => [...PHOTO_WIDTHS.filter((width) => width < largest), largest];
