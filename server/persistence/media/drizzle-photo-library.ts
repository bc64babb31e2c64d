// The photo library over product_photos, products.images, sellers.logo and the media store, each
// change in one transaction that first locks the product's row: two uploads to one product
// count its photos one after the other, so the ninth is refused even when both arrive at once.
import { and, asc, eq, sql } from 'drizzle-orm';
import { pictureFolder, type MediaObject } from '../../use-cases/media/media-store';
import type { NewPhoto, PhotoChange, PhotoLibrary, PhotoRecord } from '../../use-cases/media/photo-library';
import type { Db } from '../database';
import { orderItems, productPhotos, products, sellers } from '../schema';
import { inTransaction, type Queryable, type Tx } from '../transactions';
import { DrizzleMediaStore } from './drizzle-media-store';

type ImageOf = (photo: PhotoRecord) => string;

const PHOTO_COLUMNS = { id: productPhotos.id, position: productPhotos.position, width: productPhotos.width, height: productPhotos.height };

async function photosOf(db: Queryable, productSlug: string): Promise<PhotoRecord[]> {
  return db.select(PHOTO_COLUMNS).from(productPhotos).where(eq(productPhotos.productSlug, productSlug)).orderBy(asc(productPhotos.position), asc(productPhotos.createdAt));
}

/** Locks the product's row when it is the store's; false when it is not (or does not exist). */
async function lockOwnedProduct(tx: Tx, sellerSlug: string, productSlug: string): Promise<boolean> {
  const [row] = await tx
    .select({ slug: products.slug })
    .from(products)
    .where(and(eq(products.slug, productSlug), eq(products.sellerSlug, sellerSlug)))
    .for('update');
  return row !== undefined;
}

/**
 * Whether an order line shows this image: lines keep the picture they were bought with, so a
 * photo's files outlive its place on the product while an order names it (a shopper's order
 * history and the seller's orders never show a broken picture).
 */
async function isOnAnOrder(tx: Tx, productSlug: string, image: string): Promise<boolean> {
  const [line] = await tx
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(and(eq(orderItems.productSlug, productSlug), sql`${orderItems.line}->>'image' = ${image}`))
    .limit(1);
  return line !== undefined;
}

/** Numbers the photos 0, 1, 2… in the order given and lists their URLs as the product's images. */
async function settle(tx: Tx, productSlug: string, ordered: readonly PhotoRecord[], imageOf: ImageOf): Promise<PhotoChange> {
  const photos = ordered.map((photo, position) => ({ ...photo, position }));
  for (const [position, photo] of ordered.entries()) {
    if (photo.position !== position) await tx.update(productPhotos).set({ position }).where(eq(productPhotos.id, photo.id));
  }
  await tx
    .update(products)
    .set({ images: photos.map(imageOf), updatedAt: new Date() })
    .where(eq(products.slug, productSlug));
  return { kind: 'done', photos };
}

export class DrizzlePhotoLibrary implements PhotoLibrary {
  constructor(private readonly db: Db) {}

  async photos(sellerSlug: string, productSlug: string): Promise<PhotoRecord[] | null> {
    const [product] = await this.db
      .select({ slug: products.slug })
      .from(products)
      .where(and(eq(products.slug, productSlug), eq(products.sellerSlug, sellerSlug)));
    return product ? photosOf(this.db, productSlug) : null;
  }

  add(sellerSlug: string, productSlug: string, photo: NewPhoto, max: number, imageOf: ImageOf): Promise<PhotoChange> {
    return inTransaction(this.db, async (tx) => {
      if (!(await lockOwnedProduct(tx, sellerSlug, productSlug))) return { kind: 'absent' };
      const photos = await photosOf(tx, productSlug);
      if (photos.length >= max) return { kind: 'full' };
      const record: PhotoRecord = { id: photo.id, position: photos.length, width: photo.width, height: photo.height };
      await tx.insert(productPhotos).values({ ...record, productSlug });
      await new DrizzleMediaStore(tx).put(photo.files);
      return settle(tx, productSlug, [...photos, record], imageOf);
    });
  }

  remove(sellerSlug: string, productSlug: string, photoId: string, imageOf: ImageOf): Promise<PhotoChange> {
    return inTransaction(this.db, async (tx) => {
      if (!(await lockOwnedProduct(tx, sellerSlug, productSlug))) return { kind: 'absent' };
      const photos = await photosOf(tx, productSlug);
      if (!photos.some((photo) => photo.id === photoId)) return { kind: 'absent' };
      await tx.delete(productPhotos).where(eq(productPhotos.id, photoId));
      const removed = photos.find((photo) => photo.id === photoId);
      if (removed && !(await isOnAnOrder(tx, productSlug, imageOf(removed)))) await new DrizzleMediaStore(tx).deletePrefix(pictureFolder('photos', photoId));
      return settle(tx, productSlug, photos.filter((photo) => photo.id !== photoId), imageOf);
    });
  }

  reorder(sellerSlug: string, productSlug: string, ids: readonly string[], imageOf: ImageOf): Promise<PhotoChange> {
    return inTransaction(this.db, async (tx) => {
      if (!(await lockOwnedProduct(tx, sellerSlug, productSlug))) return { kind: 'absent' };
      const photos = await photosOf(tx, productSlug);
      const byId = new Map(photos.map((photo) => [photo.id, photo]));
      const ordered = ids.flatMap((id) => byId.get(id) ?? []);
      if (ordered.length !== photos.length || new Set(ids).size !== ids.length || ids.length !== photos.length) return { kind: 'mismatch' };
      return settle(tx, productSlug, ordered, imageOf);
    });
  }

  async replaceLogo(sellerSlug: string, logo: string, files: readonly MediaObject[], uploadedIdOf: (url: string) => string | null): Promise<void> {
    await inTransaction(this.db, async (tx) => {
      const [seller] = await tx.select({ logo: sellers.logo }).from(sellers).where(eq(sellers.slug, sellerSlug)).for('update');
      if (!seller) throw new Error(`No store ${sellerSlug}`);
      const media = new DrizzleMediaStore(tx);
      await media.put(files);
      await tx.update(sellers).set({ logo }).where(eq(sellers.slug, sellerSlug));
      const previous = uploadedIdOf(seller.logo);
      if (previous !== null) await media.deletePrefix(pictureFolder('logos', previous));
    });
  }
}
