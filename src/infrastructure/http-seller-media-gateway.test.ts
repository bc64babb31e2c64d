import { describe, expect, it } from 'vitest';
import { isRequestFailure } from '../application/ports/request-failure';
import { ApiClient } from './api-client';
import { HttpSellerMediaGateway } from './http-seller-media-gateway';
import { createHttpClient } from './http';
import { recordingApi } from './testing/recording-api';

const ID = '0f8fad5b-d9cb-469f-a165-70867728950e';
const PHOTOS = { items: [{ id: ID, url: `/media/photos/${ID}/1280.jpg`, width: 1280, height: 960 }] };

describe('HttpSellerMediaGateway', () => {
  it('lists, deletes and reorders a product’s photos as JSON operations, answering the photos', async () => {
    const { api, calls } = recordingApi(PHOTOS);
    const gateway = new HttpSellerMediaGateway(api);
    expect(await gateway.photos('clay-pot')).toEqual(PHOTOS.items);
    expect(await gateway.deletePhoto('clay-pot', ID)).toEqual(PHOTOS.items);
    expect(await gateway.reorderPhotos('clay-pot', [ID])).toEqual(PHOTOS.items);
    expect(calls).toEqual([
      { id: 'listProductPhotos', request: { params: { slug: 'clay-pot' } } },
      { id: 'deleteProductPhoto', request: { params: { slug: 'clay-pot', id: ID } } },
      { id: 'reorderProductPhotos', request: { params: { slug: 'clay-pot' }, body: { ids: [ID] } } },
    ]);
  });

  it('uploads a photo and a logo as multipart bodies, the file in the contract’s field', async () => {
    const file = new File(['jpeg bytes'], 'kiln.jpg', { type: 'image/jpeg' });
    const photos = recordingApi(PHOTOS);
    expect(await new HttpSellerMediaGateway(photos.api).uploadPhoto('clay-pot', file)).toEqual(PHOTOS.items);
    const logos = recordingApi({ logo: `/media/logos/${ID}/384.jpg` });
    expect(await new HttpSellerMediaGateway(logos.api).uploadLogo(file)).toBe(`/media/logos/${ID}/384.jpg`);
    expect(photos.calls).toEqual([{ id: 'uploadProductPhoto', request: { params: { slug: 'clay-pot' }, form: { photo: expect.any(File) } } }]);
    expect(logos.calls).toEqual([{ id: 'uploadStoreLogo', request: { params: {}, form: { logo: expect.any(File) } } }]);
  });

  it('sends the upload over HTTP as multipart/form-data, and answers a refusal with the server’s field message', async () => {
    const sent: Request[] = [];
    const refusal = { code: 'http.invalidInput', message: 'Some fields need your attention.', fields: { photo: ['The photo field must be an image'] } };
    const api = new ApiClient(
      createHttpClient({
        currentLanguage: () => 'en',
        baseUrl: 'http://herfa.test',
        fetch: async (input) => {
          sent.push((input as Request).clone());
          return new Response(JSON.stringify(refusal), { status: 400, headers: { 'content-type': 'application/json' } });
        },
      }),
    );
    const failure = await new HttpSellerMediaGateway(api).uploadPhoto('clay-pot', new File(['not a picture'], 'noise.jpg', { type: 'image/jpeg' })).catch((error: unknown) => error);
    expect(isRequestFailure(failure) && failure.fields).toEqual(refusal.fields);
    expect(sent[0]?.method).toBe('POST');
    expect(new URL(sent[0]!.url).pathname).toBe('/api/seller/products/clay-pot/photos');
    expect(sent[0]?.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    const form = await sent[0]!.formData();
    expect((form.get('photo') as File).name).toBe('noise.jpg');
  });
});
