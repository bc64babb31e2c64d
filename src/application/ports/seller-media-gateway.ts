// The SellerMediaGateway port: a seller's product photos (in order, up to eight) and the store's
// logo. Every change answers the photos as they now are, so a screen shows the server's order.
import { serviceToken } from './service-token';

export interface ProductPhoto {
  readonly id: string;
  /** The photo's largest JPEG (/media/photos/{id}/{width}.jpg), as the product's images list it. */
  readonly url: string;
  readonly width: number;
  readonly height: number;
}

export interface SellerMediaGateway {
  photos(productSlug: string): Promise<readonly ProductPhoto[]>;
  /** Adds the file after the other photos; the server checks it again and may refuse it with a field message. */
  uploadPhoto(productSlug: string, file: File): Promise<readonly ProductPhoto[]>;
  deletePhoto(productSlug: string, photoId: string): Promise<readonly ProductPhoto[]>;
  /** `ids`: every photo's id once, in the new order. */
  reorderPhotos(productSlug: string, ids: readonly string[]): Promise<readonly ProductPhoto[]>;
  /** Replaces the store's logo; answers its new URL. */
  uploadLogo(file: File): Promise<string>;
}

export const SELLER_MEDIA_GATEWAY = serviceToken<SellerMediaGateway>('SellerMediaGateway');
