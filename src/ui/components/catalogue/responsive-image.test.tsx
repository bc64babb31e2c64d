import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ResponsiveImage } from './responsive-image';

const ID = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe('ResponsiveImage', () => {
  it('draws an uploaded photo as a picture: AVIF and WebP sources, then the JPEG with its own srcset and every attribute given', () => {
    const html = renderToStaticMarkup(<ResponsiveImage src={`/media/photos/${ID}/640.jpg`} sizes="80px" alt="Clay pot" width={80} height={80} loading="lazy" />);
    expect(html).toBe(
      `<picture class="${/class="([^"]*)"/.exec(html)?.[1]}">` +
        `<source type="image/avif" srcset="/media/photos/${ID}/320.avif 320w, /media/photos/${ID}/640.avif 640w" sizes="80px"/>` +
        `<source type="image/webp" srcset="/media/photos/${ID}/320.webp 320w, /media/photos/${ID}/640.webp 640w" sizes="80px"/>` +
        `<img src="/media/photos/${ID}/640.jpg" srcset="/media/photos/${ID}/320.jpg 320w, /media/photos/${ID}/640.jpg 640w" sizes="80px" alt="Clay pot" width="80" height="80" loading="lazy"/>` +
        `</picture>`,
    );
  });

  it('leaves the seeded artwork a plain img, without sizes', () => {
    expect(renderToStaticMarkup(<ResponsiveImage src="/media/products/clay-pot-1.svg" sizes="80px" alt="" width={80} height={80} />)).toBe(
      '<img src="/media/products/clay-pot-1.svg" alt width="80" height="80"/>',
    );
  });
});
