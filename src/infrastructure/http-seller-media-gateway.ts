// SellerMediaGateway over the API's seller media operations (src/contract/seller-media.ts): the
// uploads go as multipart/form-data with the file in the contract's field, the rest as JSON.
// Loaded lazily by the container with the first call: only the seller console uses it.
import type { ProductPhoto, SellerMediaGateway } from '../application/ports/seller-media-gateway';
import { sellerMediaOperations } from '../contract/seller-media';
import { LOGO_FIELD, PHOTO_FIELD } from '../domain/upload-rules';
import type { ApiClient } from './api-client';

const formWith = (field: string, file: File): FormData => {
  const form = new FormData();
  form.set(field, file, file.name);
  return form;
};

export class HttpSellerMediaGateway implements SellerMediaGateway {
  constructor(private readonly api: ApiClient) {}

  async photos(productSlug: string): Promise<readonly ProductPhoto[]> {
    return (await this.api.call(sellerMediaOperations.listPhotos, { params: { slug: productSlug } })).items;
  }

  async uploadPhoto(productSlug: string, file: File): Promise<readonly ProductPhoto[]> {
    return (await this.api.upload(sellerMediaOperations.uploadPhoto, { slug: productSlug }, formWith(PHOTO_FIELD, file))).items;
  }

  async deletePhoto(productSlug: string, photoId: string): Promise<readonly ProductPhoto[]> {
    return (await this.api.call(sellerMediaOperations.deletePhoto, { params: { slug: productSlug, id: photoId } })).items;
  }

  async reorderPhotos(productSlug: string, ids: readonly string[]): Promise<readonly ProductPhoto[]> {
    return (await this.api.call(sellerMediaOperations.reorderPhotos, { params: { slug: productSlug }, body: { ids: [...ids] } })).items;
  }

  async uploadLogo(file: File): Promise<string> {
    return (await this.api.upload(sellerMediaOperations.uploadLogo, {}, formWith(LOGO_FIELD, file))).logo;
  }
}
