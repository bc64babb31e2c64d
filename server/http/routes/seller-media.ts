// Routes of a seller's pictures: a product's photos (list, upload, delete, reorder) and the
// store's logo. Scoped to the signed-in seller's store like every seller route: another store's
// product, or a photo of another product, answers exactly like one that does not exist.
// The uploads are multipart/form-data, which `mount` (JSON only) does not read, so they are
// written out here with mount's checks in mount's order: signed in (401), a seller (403), valid
// path parameters (400), then the file. Their bodies have a limit of their own (the API's is
// for JSON), answered 413 with the `size` message.
import { randomUUID } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Operation } from '../../../src/contract/operation';
import { SlugParams } from '../../../src/contract/common';
import { sellerMediaOperations, type ProductPhotos } from '../../../src/contract/seller-media';
import { validate } from '../../../src/contract/validation';
import { LARGEST_LOGO_SIZE, picturePath, type PictureKind } from '../../../src/domain/pictures';
import { LOGO_FIELD, MAX_PRODUCT_PHOTOS, PHOTO_FIELD, PHOTO_MAX_KILOBYTES } from '../../../src/domain/upload-rules';
import { validationMessage } from '../../../src/domain/validation';
import { encodePicture, MAX_UPLOAD_BODY_BYTES, type EncodedPicture, type PictureShape } from '../../media/pictures';
import { pictureFolder, type MediaObject } from '../../use-cases/media/media-store';
import type { PhotoChange, PhotoRecord } from '../../use-cases/media/photo-library';
import type { AuthUser } from '../../use-cases/ports';
import type { Services } from '../../use-cases/services';
import type { AppEnv } from '../env';
import { ApiError, badRequest, conflict, forbidden, invalidInput, notFound, unauthorized } from '../errors';
import { mount, requestContext, type RequestContext } from '../operation';

/** The store a seller account acts for; an account without one may not use the console. */
function storeOf(user: AuthUser): string {
  if (user.sellerSlug === null) throw forbidden();
  return user.sellerSlug;
}

/** The URL the product's `images` lists for a photo: its largest JPEG. */
export const photoImage = (photo: PhotoRecord): string => picturePath('photos', photo.id, photo.width, 'jpg');

const answerOf = (photos: readonly PhotoRecord[]): ProductPhotos => ({
  items: photos.map((photo) => ({ id: photo.id, url: photoImage(photo), width: photo.width, height: photo.height })),
});

function settled(change: PhotoChange): ProductPhotos {
  switch (change.kind) {
    case 'done':
      return answerOf(change.photos);
    case 'absent':
      throw notFound('media.photoNotFound');
    case 'full':
      throw conflict('media.photosFull', { max: MAX_PRODUCT_PHOTOS });
    case 'mismatch':
      throw conflict('media.photoOrderChanged');
  }
}

/**
 * The answer to a change, once guests' shared catalogue answers are dropped: the product's
 * images changed, and listings show them at once rather than after the cache's few seconds.
 */
function shown(services: Services, change: PhotoChange): ProductPhotos {
  const answer = settled(change);
  services.responseCache.clear();
  return answer;
}

/** The files of an encoded picture, under its folder. */
const filesOf = (kind: PictureKind, id: string, picture: EncodedPicture): MediaObject[] =>
  picture.files.map((file) => ({ key: `${pictureFolder(kind, id)}${file.name}`, contentType: file.contentType, bytes: file.bytes }));

/** An uploaded logo's id, read from the URL the store's logo has (the seeded artwork has none). */
const UPLOADED_LOGO = /^\/media\/logos\/([0-9a-f-]{36})\/\d+\.jpg$/;
export const uploadedLogoId = (url: string): string | null => UPLOADED_LOGO.exec(url)?.[1] ?? null;

const sizeRefusal = (field: string) =>
  new ApiError(413, 'http.payloadTooLarge', {}, { [field]: [validationMessage('size', { field, size: PHOTO_MAX_KILOBYTES })] });

/** The upload paths, which the API's JSON body limit leaves to the limit of these routes. */
const UPLOAD_PATHS = [/^\/api\/seller\/products\/[^/]+\/photos$/, /^\/api\/seller\/store\/logo$/];
export const isUploadRequest = (method: string, path: string): boolean => method === 'POST' && UPLOAD_PATHS.some((pattern) => pattern.test(path));

/** Who may upload, checked as `mount` checks a seller operation. */
async function sellerContext(c: Context<AppEnv>): Promise<RequestContext & { user: AuthUser }> {
  const context = await requestContext(c);
  if (!context.user) throw unauthorized('auth.required');
  if (context.user.role !== 'seller') throw forbidden();
  return context as RequestContext & { user: AuthUser };
}

/** The one file of the multipart body's `field`, checked and encoded; refusals are answered as the field's message. */
async function encodedUpload(c: Context<AppEnv>, field: string, shape: PictureShape): Promise<EncodedPicture> {
  if (!/^multipart\/form-data\b/i.test(c.req.header('Content-Type') ?? '')) throw new ApiError(415, 'media.multipartRequired', { field });
  let form: Record<string, unknown>;
  try {
    form = await c.req.parseBody();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw badRequest('http.badRequest');
  }
  const file = form[field];
  if (!(file instanceof File)) throw invalidInput({ [field]: [validationMessage('required', { field })] });
  const encoding = await encodePicture({ name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) }, shape, field);
  if (!encoding.ok) throw invalidInput({ [field]: [encoding.message] });
  return encoding.picture;
}

/** The product an upload's path names, checked as `mount` checks path parameters. */
function productOf(c: Context<AppEnv>): string {
  const outcome = validate(SlugParams, c.req.param());
  if (!outcome.ok) throw invalidInput(outcome.fields);
  return outcome.value.slug;
}

const honoPath = (operation: Operation): string => operation.path.replace(/\{(\w+)\}/g, ':$1');

export function registerSellerMediaRoutes(app: Hono<AppEnv>): void {
  mount(app, sellerMediaOperations.listPhotos, async ({ params }, { services, user }) => {
    const photos = await services.photoLibrary.photos(storeOf(user), params.slug);
    if (photos === null) throw notFound('media.photoNotFound');
    return answerOf(photos);
  });

  mount(app, sellerMediaOperations.deletePhoto, async ({ params }, { services, user }) =>
    shown(services, await services.photoLibrary.remove(storeOf(user), params.slug, params.id, photoImage)),
  );

  mount(app, sellerMediaOperations.reorderPhotos, async ({ params, body }, { services, user }) =>
    shown(services, await services.photoLibrary.reorder(storeOf(user), params.slug, body.ids, photoImage)),
  );

  const limitUpload = (field: string) =>
    bodyLimit({
      maxSize: MAX_UPLOAD_BODY_BYTES,
      onError: () => {
        throw sizeRefusal(field);
      },
    });

  app.post(honoPath(sellerMediaOperations.uploadPhoto), limitUpload(PHOTO_FIELD), async (c) => {
    const { services, user } = await sellerContext(c);
    const sellerSlug = storeOf(user);
    const slug = productOf(c);
    // Asked before the work of encoding: a product that is not the store's, or already full, is refused at once.
    const photos = await services.photoLibrary.photos(sellerSlug, slug);
    if (photos === null) throw notFound('media.photoNotFound');
    if (photos.length >= MAX_PRODUCT_PHOTOS) throw conflict('media.photosFull', { max: MAX_PRODUCT_PHOTOS });
    const picture = await encodedUpload(c, PHOTO_FIELD, 'photo');
    const id = randomUUID();
    const change = await services.photoLibrary.add(
      sellerSlug,
      slug,
      { id, width: picture.width, height: picture.height, files: filesOf('photos', id, picture) },
      MAX_PRODUCT_PHOTOS,
      photoImage,
    );
    return c.json(shown(services, change), 201);
  });

  app.post(honoPath(sellerMediaOperations.uploadLogo), limitUpload(LOGO_FIELD), async (c) => {
    const { services, user } = await sellerContext(c);
    const sellerSlug = storeOf(user);
    const picture = await encodedUpload(c, LOGO_FIELD, 'logo');
    const id = randomUUID();
    const logo = picturePath('logos', id, LARGEST_LOGO_SIZE, 'jpg');
    await services.photoLibrary.replaceLogo(sellerSlug, logo, filesOf('logos', id, picture), uploadedLogoId);
    services.responseCache.clear();
    return c.json({ logo }, 200);
  });
}

/** The uploads' multipart bodies in the OpenAPI document, which describes only JSON bodies by itself. */
export function withUploadBodies(document: Record<string, unknown>): Record<string, unknown> {
  const paths = (document.paths ?? {}) as Record<string, Record<string, Record<string, unknown>>>;
  for (const [operation, field] of [
    [sellerMediaOperations.uploadPhoto, PHOTO_FIELD],
    [sellerMediaOperations.uploadLogo, LOGO_FIELD],
  ] as const) {
    const described = paths[operation.path]?.[operation.method];
    if (!described) continue;
    described.requestBody = {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            required: [field],
            properties: { [field]: { type: 'string', format: 'binary', description: `JPEG, PNG, WebP, GIF or BMP, at most ${PHOTO_MAX_KILOBYTES} KB` } },
          },
        },
      },
    };
  }
  return { ...document, paths };
}
