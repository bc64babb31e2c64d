import { describe, expect, it } from 'vitest';
import { photoSources } from './photo-sources';

const ID = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe('photoSources', () => {
  it('offers a photo’s AVIF and WebP before its JPEG, at each width the server wrote', () => {
    expect(photoSources(`/media/photos/${ID}/1280.jpg`)).toEqual({
      sources: [
        { type: 'image/avif', srcSet: `/media/photos/${ID}/320.avif 320w, /media/photos/${ID}/640.avif 640w, /media/photos/${ID}/1280.avif 1280w` },
        { type: 'image/webp', srcSet: `/media/photos/${ID}/320.webp 320w, /media/photos/${ID}/640.webp 640w, /media/photos/${ID}/1280.webp 1280w` },
      ],
      srcSet: `/media/photos/${ID}/320.jpg 320w, /media/photos/${ID}/640.jpg 640w, /media/photos/${ID}/1280.jpg 1280w`,
    });
  });

  it('stops at a narrower photo’s own width, never offering a width it was not drawn at', () => {
    expect(photoSources(`/media/photos/${ID}/500.jpg`)?.srcSet).toBe(`/media/photos/${ID}/320.jpg 320w, /media/photos/${ID}/500.jpg 500w`);
    expect(photoSources(`/media/photos/${ID}/640.jpg`)?.srcSet).toBe(`/media/photos/${ID}/320.jpg 320w, /media/photos/${ID}/640.jpg 640w`);
  });

  it('offers an uploaded logo at its three square sizes', () => {
    expect(photoSources(`/media/logos/${ID}/384.jpg`)?.sources[0]).toEqual({
      type: 'image/avif',
      srcSet: `/media/logos/${ID}/96.avif 96w, /media/logos/${ID}/192.avif 192w, /media/logos/${ID}/384.avif 384w`,
    });
  });

  it.each([
    ['the seeded artwork', '/media/products/sadu-cushion-1.svg'],
    ['another format', `/media/photos/${ID}/1280.webp`],
    ['a malformed id', '/media/photos/not-an-id/1280.jpg'],
    ['another origin', `https://example.com/media/photos/${ID}/1280.jpg`],
    ['a path that continues', `/media/photos/${ID}/1280.jpg/x`],
    ['an unknown kind', `/media/banners/${ID}/1280.jpg`],
  ])('leaves %s alone', (_, url) => {
    expect(photoSources(url)).toBeNull();
  });
});
