import { describe, expect, it } from 'vitest';
import { prefetchAssets, screenAssets, stylesheetTag, stylesheetTags, withStylesheetTags, type BuildManifest } from './screen-assets';

const manifest: BuildManifest = {
  'src/ui/main.tsx': { file: 'assets/main-1.js', css: ['assets/main-1.css'], imports: ['_Box.js'] },
  '_Box.js': { file: 'assets/Box-2.js', css: ['assets/Box-2.css'] },
  'src/ui/pages/product.tsx': { file: 'assets/product-3.js', css: ['assets/product-3.css'], imports: ['_Box.js'] },
};
const matches = [{ route: { handle: { module: 'src/ui/pages/product.tsx' } } }] as unknown as Parameters<typeof screenAssets>[1];

describe('the stylesheets a page carries', () => {
  it('lists the app\'s and the matched screen\'s stylesheets, each chunk\'s imports first', () => {
    expect(screenAssets(manifest, matches).stylesheets).toEqual(['/assets/Box-2.css', '/assets/main-1.css', '/assets/product-3.css']);
  });

  it('writes a known stylesheet into the page, with a disabled link the browser never fetches', () => {
    expect(stylesheetTag('/assets/a.css', { '/assets/a.css': 'p{color:red}' })).toBe(
      '<style data-href="/assets/a.css">p{color:red}</style><link rel="stylesheet" crossorigin href="/assets/a.css" disabled>',
    );
  });

  it('links a stylesheet whose text it does not have, or whose text would end the style element', () => {
    const link = '<link rel="stylesheet" crossorigin href="/assets/a.css">';
    expect(stylesheetTag('/assets/a.css')).toBe(link);
    expect(stylesheetTag('/assets/a.css', { '/assets/a.css': 'p::after{content:"</STYLE>"}' })).toBe(link);
  });

  it('writes the template\'s own stylesheets in place, and the screens\' after them, each once', () => {
    const template = '<head><script type="module" crossorigin src="/assets/index-0.js"></script>\n<link rel="stylesheet" crossorigin href="/assets/main-1.css"></head>';
    const texts = { '/assets/main-1.css': '.main{}', '/assets/Box-2.css': '.box{}', '/assets/product-3.css': '.product{}' };
    expect(withStylesheetTags(template, texts)).toBe(
      '<head><script type="module" crossorigin src="/assets/index-0.js"></script>\n<style data-href="/assets/main-1.css">.main{}</style><link rel="stylesheet" crossorigin href="/assets/main-1.css" disabled></head>',
    );
    expect(stylesheetTags(screenAssets(manifest, matches), template, texts)).toBe(
      '<style data-href="/assets/Box-2.css">.box{}</style><link rel="stylesheet" crossorigin href="/assets/Box-2.css" disabled>' +
        '<style data-href="/assets/product-3.css">.product{}</style><link rel="stylesheet" crossorigin href="/assets/product-3.css" disabled>',
    );
  });
});

describe('the files a page names for the one prefetch', () => {
  it('are the next screen\'s scripts and stylesheets that the page does not already have', () => {
    const home = screenAssets(manifest, []);
    expect(prefetchAssets(screenAssets(manifest, matches), home)).toEqual(['/assets/product-3.js', '/assets/product-3.css']);
  });
});
