// A seller's pictures: a product's photos (up to eight, in the seller's order) and the store's
// logo. Uploads are multipart/form-data with one file field (`photo`, `logo`); the rules a file
// must pass are stated here once, so the console checks a chosen file with exactly the rules
// and messages the server answers with. The server then reads the bytes themselves (their real
// type, their pixels) and serves only images it encoded itself: /media/photos/{id}/{width}.{ext}
// and /media/logos/{id}/{size}.{ext}.
import * as v from 'valibot';
import { ext, image, mimes, minDimensions, size, type FileLike, type ImageDimensions, type ValidationMessage } from '../domain/validation';
import { SlugParams } from './common';
import { defineOperation } from './operation';

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

export const ProductPhoto = v.object({
  id: v.pipe(v.string(), v.uuid()),
  /** Its largest JPEG, as the product's `images` lists it: /media/photos/{id}/{width}.jpg. */
  url: v.string(),
  /** The size of that JPEG. */
  width: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
  height: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
});
export type ProductPhoto = v.InferOutput<typeof ProductPhoto>;

/** A product's photos, in order (the first is the product's main picture). */
export const ProductPhotos = v.object({ items: v.array(ProductPhoto) });
export type ProductPhotos = v.InferOutput<typeof ProductPhotos>;

const PhotoParams = v.object({ slug: SlugParams.entries.slug, id: v.pipe(v.string(), v.uuid()) });

export const PhotoOrder = v.object({
  /** Every photo's id, once each, in the new order. */
  ids: v.pipe(v.array(v.pipe(v.string(), v.uuid())), v.maxLength(MAX_PRODUCT_PHOTOS)),
});
export type PhotoOrder = v.InferOutput<typeof PhotoOrder>;

export const StoreLogo = v.object({ logo: v.string() });
export type StoreLogo = v.InferOutput<typeof StoreLogo>;

export const sellerMediaOperations = {
  listPhotos: defineOperation({
    id: 'listProductPhotos',
    method: 'get',
    path: '/api/seller/products/{slug}/photos',
    summary: 'The photos of one of the seller’s products, in order',
    tag: 'seller',
    access: 'seller',
    params: SlugParams,
    response: ProductPhotos,
  }),
  uploadPhoto: defineOperation({
    id: 'uploadProductPhoto',
    method: 'post',
    path: '/api/seller/products/{slug}/photos',
    summary: 'Add a photo (multipart/form-data, field `photo`) after the others; answers every photo',
    tag: 'seller',
    access: 'seller',
    params: SlugParams,
    response: ProductPhotos,
    status: 201,
  }),
  deletePhoto: defineOperation({
    id: 'deleteProductPhoto',
    method: 'delete',
    path: '/api/seller/products/{slug}/photos/{id}',
    summary: 'Remove a photo and its files; answers the photos left',
    tag: 'seller',
    access: 'seller',
    params: PhotoParams,
    response: ProductPhotos,
  }),
  reorderPhotos: defineOperation({
    id: 'reorderProductPhotos',
    method: 'put',
    path: '/api/seller/products/{slug}/photos',
    summary: 'Put the product’s photos in a new order (every id, once each)',
    tag: 'seller',
    access: 'seller',
    params: SlugParams,
    body: PhotoOrder,
    response: ProductPhotos,
  }),
  uploadLogo: defineOperation({
    id: 'uploadStoreLogo',
    method: 'post',
    path: '/api/seller/store/logo',
    summary: 'Replace the store’s logo (multipart/form-data, field `logo`); square-cropped',
    tag: 'seller',
    access: 'seller',
    response: StoreLogo,
  }),
} as const;

/** The uploads, whose bodies are multipart rather than JSON: the server reads them by hand. */
export const UPLOAD_OPERATIONS = [sellerMediaOperations.uploadPhoto, sellerMediaOperations.uploadLogo] as const;
