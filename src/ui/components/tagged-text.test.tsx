import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TaggedText } from './tagged-text';

const bdi = (inner: string) => <bdi dir="ltr">{inner}</bdi>;

describe('a translated text with one marked part', () => {
  it('draws the marked part as the element, in its place in either language', () => {
    expect(renderToStaticMarkup(<TaggedText text="Page not found: <path>/en/x?y=1</path>" tag="path" render={bdi} />)).toBe(
      'Page not found: <bdi dir="ltr">/en/x?y=1</bdi>',
    );
    expect(renderToStaticMarkup(<TaggedText text="الصفحة غير موجودة: <path>/ar/x</path>." tag="path" render={bdi} />)).toBe(
      'الصفحة غير موجودة: <bdi dir="ltr">/ar/x</bdi>.',
    );
  });

  it('escapes what the text holds, and shows a text without the mark as it is', () => {
    expect(renderToStaticMarkup(<TaggedText text="<b>&</b> <path>/en/<i></path>" tag="path" render={bdi} />)).toBe(
      '&lt;b>&amp;&lt;/b> <bdi dir="ltr">/en/&lt;i></bdi>',
    );
    expect(renderToStaticMarkup(<TaggedText text="Page not found" tag="path" render={bdi} />)).toBe('Page not found');
  });
});
