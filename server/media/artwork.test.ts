// @vitest-environment jsdom
// The generated pictures: every picture the seed refers to is a well-formed SVG of the size
// its kind promises, drawn from the slug alone (the same slug, the same bytes), without text.
import { describe, expect, it } from 'vitest';
import { buildProducts } from '../persistence/seed/products';
import { CATEGORIES } from '../persistence/seed/categories';
import { DEALS } from '../persistence/seed/deals';
import { SELLERS } from '../persistence/seed/sellers';
import { ARTWORK_SIZES, artwork, type ArtworkKind } from './artwork';

/** Every picture path the seed writes into the database, parsed back into kind, slug and number. */
function seededPictures(): { kind: ArtworkKind; slug: string; n: number; path: string }[] {
  const paths = [
    ...buildProducts().flatMap((product) => product.images ?? []),
    ...SELLERS.flatMap((seller) => [`/media/sellers/${seller.slug}.svg`, `/media/seller-banners/${seller.slug}.svg`]),
    ...CATEGORIES.map((category) => `/media/categories/${category.slug}.svg`),
    ...DEALS.map((deal) => deal.banner),
  ];
  return paths.map((path) => {
    const [, kind, file] = /^\/media\/([a-z-]+)\/(.+)\.svg$/.exec(path) ?? [];
    const numbered = kind === 'products' ? /^(.+)-(\d)$/.exec(file ?? '') : null;
    return { kind: kind as ArtworkKind, slug: numbered?.[1] ?? (file as string), n: Number(numbered?.[2] ?? 1), path };
  });
}

const parse = (svg: string) => new DOMParser().parseFromString(svg, 'image/svg+xml');

describe('generated artwork', () => {
  const pictures = seededPictures();

  it('covers every picture the seed refers to', () => {
    expect(pictures.length).toBeGreaterThan(500);
    expect(new Set(pictures.map((picture) => picture.kind))).toEqual(new Set(['products', 'sellers', 'seller-banners', 'categories', 'deals']));
  });

  it('draws each of them as well-formed SVG of its kind’s size, with no text that would need a font', () => {
    for (const { kind, slug, n, path } of pictures) {
      const document = parse(artwork(kind, slug, n));
      const root = document.documentElement;
      expect(document.getElementsByTagName('parsererror'), path).toHaveLength(0);
      expect(root.nodeName, path).toBe('svg');
      expect([Number(root.getAttribute('width')), Number(root.getAttribute('height'))], path).toEqual([...ARTWORK_SIZES[kind]]);
      expect(root.getElementsByTagName('text'), path).toHaveLength(0);
      expect(root.getElementsByTagName('script'), path).toHaveLength(0);
    }
  }, 30_000); // parses some 800 pictures: a few seconds, more on a busy machine

  it('refers only to ids the same picture defines', () => {
    for (const { kind, slug, n, path } of pictures) {
      const svg = artwork(kind, slug, n);
      const defined = new Set([...svg.matchAll(/ id="([^"]+)"/g)].map((match) => match[1]));
      for (const [, id] of svg.matchAll(/url\(#([^)]+)\)/g)) expect(defined.has(id), `${path} uses #${id}`).toBe(true);
    }
  });

  it('gives a slug the same picture every time, and different products different pictures', () => {
    const products = pictures.filter((picture) => picture.kind === 'products' && picture.n === 1);
    for (const { slug } of products.slice(0, 20)) expect(artwork('products', slug, 1)).toBe(artwork('products', slug, 1));
    const distinct = new Set(products.map(({ slug }) => artwork('products', slug, 1)));
    expect(distinct.size).toBe(products.length);
  });

  it('shows the photos of one product in different settings', () => {
    const [first] = pictures;
    const photos = [1, 2, 3, 4].map((n) => artwork('products', first?.slug ?? 'sadu-cushion-cover', n));
    expect(new Set(photos).size).toBe(4);
  });

  it('still draws a craft for a slug it has never seen', () => {
    const document = parse(artwork('products', 'something-new-x1z', 1));
    expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(document.documentElement.children.length).toBeGreaterThan(1);
  });
});
