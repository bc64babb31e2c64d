// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { applyPageMeta } from './use-document-title';

const meta = (key: string) =>
  [...document.head.querySelectorAll<HTMLMetaElement>(`meta[property="${key}"], meta[name="${key}"]`)].map((tag) => tag.content);

describe('applyPageMeta', () => {
  it('writes the title, description and Open Graph tags once each, image as an absolute URL', () => {
    applyPageMeta({ title: 'Sadu cushion · Herfa', description: 'Hand-woven', image: '/images/sadu.png' }, 'en', 'Herfa');
    applyPageMeta({ title: 'وسادة سدو · حِرفة', description: 'منسوجة يدويًا', image: '/images/sadu.png' }, 'ar', 'حِرفة');

    expect(document.title).toBe('وسادة سدو · حِرفة');
    expect(meta('description')).toEqual(['منسوجة يدويًا']);
    expect(meta('og:title')).toEqual(['وسادة سدو · حِرفة']);
    expect(meta('og:description')).toEqual(['منسوجة يدويًا']);
    expect(meta('og:locale')).toEqual(['ar_SA']);
    expect(meta('og:site_name')).toEqual(['حِرفة']);
    expect(meta('og:image')).toEqual([`${window.location.origin}/images/sadu.png`]);
    expect(meta('og:url')).toEqual([window.location.href]);
  });

  it('drops the image of the previous page when the next has none', () => {
    applyPageMeta({ title: 'A', description: 'a', image: 'https://herfa.example/media/a.svg' }, 'en', 'Herfa');
    expect(meta('og:image')).toEqual(['https://herfa.example/media/a.svg']);
    applyPageMeta({ title: 'B', description: 'b' }, 'en', 'Herfa');
    expect(meta('og:image')).toEqual([]);
    expect(meta('og:locale')).toEqual(['en_US']);
  });

  it('follows the page with the server’s links, and drops the structured data of a page left behind', () => {
    window.history.replaceState(null, '', '/en/products/details/sadu-rug');
    // The head as the server wrote it for this page.
    document.head.innerHTML =
      `<meta property="og:url" content="${window.location.origin}/en/products/details/sadu-rug"><meta property="product:price:amount" content="410.00">` +
        '<script type="application/ld+json">{"@type":"Product"}</script>' +
        '<link rel="canonical" href="x"><link rel="alternate" hreflang="ar" href="x">';
    applyPageMeta({ title: 'Sadu rug · Herfa', description: 'Woven' }, 'en', 'Herfa');
    expect(meta('og:type')).toEqual(['product']);
    expect(document.head.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(1);

    window.history.pushState(null, '', '/en/products/all?sort=newest');
    applyPageMeta({ title: 'All products · Herfa', description: 'All' }, 'en', 'Herfa');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${window.location.origin}/en/products/all?sort=newest`);
    expect(document.head.querySelector('link[hreflang="ar"]')?.getAttribute('href')).toBe(`${window.location.origin}/ar/products/all?sort=newest`);
    expect(document.head.querySelectorAll('script[type="application/ld+json"], meta[property^="product:"]')).toHaveLength(0);
    expect(meta('og:type')).toEqual(['website']);
  });
});
