// A seller's pictures: a product's photos (up to eight, in the seller's order) and the store's
// logo. Uploads are multipart/form-data with one file field (`photo`, `logo`); the rules a file
// must pass are the domain's (src/domain/upload-rules.ts), so the console checks a chosen file with
// exactly the rules and messages the server answers with. The server then reads the bytes
// themselves (their real type, their pixels) and serves only images it encoded itself:
// /media/photos/{id}/{width}.{ext} and /media/logos/{id}/{size}.{ext}.
import * as v from 'valibot';
import { MAX_PRODUCT_PHOTOS } from '../domain/upload-rules';
import { SlugParams } from './common';
import { defineOperation } from './operation';

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

