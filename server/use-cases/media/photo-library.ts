// The photos of sellers' products and the stores' uploaded logos: the rows that order them and
// the files they are made of change together, in one transaction, so a refusal or a failure
// half-way leaves neither a row without files nor files without a row.
import type { MediaObject } from './media-store';

/** A product's photo: its place in the order and the size of its largest variant. */
export interface PhotoRecord {
  readonly id: string;
  readonly position: number;
  readonly width: number;
  readonly height: number;
}

export interface NewPhoto {
  readonly id: string;
  readonly width: number;
  readonly height: number;
  readonly files: readonly MediaObject[];
}

/** A photo change's outcome: done (the photos now, in order), or why not. */
export type PhotoChange = { readonly kind: 'done'; readonly photos: readonly PhotoRecord[] } | { readonly kind: 'absent' } | { readonly kind: 'full' } | { readonly kind: 'mismatch' };

export interface PhotoLibrary {
  /** The product's photos in order; null when the store has no such product (another store's included). */
  photos(sellerSlug: string, productSlug: string): Promise<PhotoRecord[] | null>;
  /**
   * Adds the photo after the others unless the product has `max` already ('full'). The product's
   * `images` then lists every photo's URL in order (`imageOf`).
   */
  add(sellerSlug: string, productSlug: string, photo: NewPhoto, max: number, imageOf: (photo: PhotoRecord) => string): Promise<PhotoChange>;
  /**
   * Removes the photo, and its files unless an order line shows it (lines keep the picture they
   * were bought with); 'absent' when the product is not the store's or the photo not the product's.
   */
  remove(sellerSlug: string, productSlug: string, photoId: string, imageOf: (photo: PhotoRecord) => string): Promise<PhotoChange>;
  /** Puts the photos in the order of `ids`, which must name each of them once ('mismatch' otherwise). */
  reorder(sellerSlug: string, productSlug: string, ids: readonly string[], imageOf: (photo: PhotoRecord) => string): Promise<PhotoChange>;
  /**
   * Makes `logo` the store's logo, stores its files and removes the files of the uploaded logo it
   * replaces (`uploadedIdOf` reads an uploaded logo's id from its URL; the seeded artwork has none).
   */
  replaceLogo(sellerSlug: string, logo: string, files: readonly MediaObject[], uploadedIdOf: (url: string) => string | null): Promise<void>;
}
