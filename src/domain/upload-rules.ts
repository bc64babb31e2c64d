// The rules an uploaded picture must pass, shared by the console (which checks a chosen file
// with them before sending it) and the server (which checks it again, then reads its bytes):
// the same rules, so the same messages.
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
