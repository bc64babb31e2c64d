// Uploaded pictures, as plain data shared by the server and the console: the rules an upload
// must pass (the console checks a chosen file with them before sending it, the server again),
// and where a picture is served, which the server writes and the storefront reads back from a
// URL into its responsive sources. Every uploaded photo is served at
// /media/photos/{id}/{width}.{format}, at each standard width below its own and at its own (at
// most the largest standard width); a product's `images` lists the largest JPEG of each.
import { ext, image, mimes, minDimensions, size, type FileLike, type ImageDimensions, type ValidationMessage } from './validation';

/** The most photos one product has. */
export const MAX_PRODUCT_PHOTOS = 8;
/** The largest upload, in KB (1 KB = 1024 bytes): a phone's photo fits; a raw camera file does not. */
export const PHOTO_MAX_KILOBYTES = 5120;
/** The smallest width and height, in pixels: a 320 px card at twice the screen density still looks sharp. */
export const PHOTO_MIN_PIXELS = 400;
/**
 * The accepted files. SVG is not among them (though the spec's `image` rule lists it): an SVG is
 * a document that can carry script and links, so it is refused rather than ever served as uploaded.
 */
export const PHOTO_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp', 'gif', 'bmp'] as const;
/** The types of those files, as browsers name them (Windows names BMP `image/x-ms-bmp`). */
export const PHOTO_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/bmp', 'image/x-ms-bmp'] as const;

/** The multipart field of each upload, also the fields.json key its messages name. */
export const PHOTO_FIELD = 'photo';
export const LOGO_FIELD = 'logo';

/** What can be told of a file before its bytes are read: its name, declared type and size. */
export const uploadFileRules = () => [image(), ext(PHOTO_EXTENSIONS), mimes(PHOTO_MIME_TYPES), size(PHOTO_MAX_KILOBYTES)];
/** What its pixels must be, once decoded and turned upright. */
export const uploadDimensionsRule = () => minDimensions(PHOTO_MIN_PIXELS, PHOTO_MIN_PIXELS);

/** The first rule a chosen file fails, or null: the console shows it before sending anything. */
export function fileMessage(file: FileLike, field: string): ValidationMessage | null {
  for (const rule of uploadFileRules()) {
    const message = rule.validate(file, field);
    if (message) return message;
  }
  return null;
}

/** The message for an image too small, or null. */
export const dimensionsMessage = (dimensions: ImageDimensions, field: string): ValidationMessage | null =>
  uploadDimensionsRule().validate(dimensions, field);

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
