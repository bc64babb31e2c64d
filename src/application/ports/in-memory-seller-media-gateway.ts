// A SellerMediaGateway in memory, for screen tests: photos per product, kept in order, each
// upload answered after `hold` resolves (so a test sees the busy state), and any call refused
// with the failure a test sets in `refuseNext`.
import type { ProductPhoto, SellerMediaGateway } from './seller-media-gateway';
import type { RequestFailure } from './request-failure';

export class InMemorySellerMediaGateway implements SellerMediaGateway {
  private readonly byProduct = new Map<string, ProductPhoto[]>();
  private uploads = 0;
  /** The failure the next call answers with, once. */
  refuseNext: RequestFailure | null = null;
  /** What uploads wait for before answering. */
  hold: Promise<void> = Promise.resolve();
  /** The files uploaded, in order. */
  readonly uploaded: File[] = [];
  logo = '/media/sellers/najd-weavers.svg';

  constructor(photos: Readonly<Record<string, readonly ProductPhoto[]>> = {}) {
    for (const [slug, list] of Object.entries(photos)) this.byProduct.set(slug, [...list]);
  }

  private answer<T>(value: () => T): Promise<T> {
    const failure = this.refuseNext;
    this.refuseNext = null;
    return failure === null ? Promise.resolve(value()) : Promise.reject(failure);
  }

  private list(slug: string): ProductPhoto[] {
    return this.byProduct.get(slug) ?? [];
  }

  photos(productSlug: string): Promise<readonly ProductPhoto[]> {
    return this.answer(() => [...this.list(productSlug)]);
  }

  async uploadPhoto(productSlug: string, file: File): Promise<readonly ProductPhoto[]> {
    await this.hold;
    return this.answer(() => {
      this.uploaded.push(file);
      this.uploads += 1;
      const id = `00000000-0000-4000-8000-${String(this.uploads).padStart(12, '0')}`;
      const photos = [...this.list(productSlug), { id, url: `/media/photos/${id}/640.jpg`, width: 640, height: 640 }];
      this.byProduct.set(productSlug, photos);
      return [...photos];
    });
  }

  deletePhoto(productSlug: string, photoId: string): Promise<readonly ProductPhoto[]> {
    return this.answer(() => {
      const photos = this.list(productSlug).filter((photo) => photo.id !== photoId);
      this.byProduct.set(productSlug, photos);
      return [...photos];
    });
  }

  reorderPhotos(productSlug: string, ids: readonly string[]): Promise<readonly ProductPhoto[]> {
    return this.answer(() => {
      const byId = new Map(this.list(productSlug).map((photo) => [photo.id, photo]));
      const photos = ids.flatMap((id) => byId.get(id) ?? []);
      this.byProduct.set(productSlug, photos);
      return [...photos];
    });
  }

  async uploadLogo(file: File): Promise<string> {
    await this.hold;
    return this.answer(() => {
      this.uploaded.push(file);
      this.logo = `/media/logos/00000000-0000-4000-8000-${String(this.uploaded.length).padStart(12, '0')}/384.jpg`;
      return this.logo;
    });
  }
}
