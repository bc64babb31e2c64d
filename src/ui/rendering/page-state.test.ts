import { describe, expect, it } from 'vitest';
import { SYSTEM_SCHEME_SCRIPT } from '../../domain/colour-scheme';
import { documentParts, type PageStart } from './page-state';

const TEMPLATE =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><!--herfa-head--><link rel="stylesheet" href="/assets/main.css"></head>' +
  '<body><div id="root"><!--herfa-root--></div><!--herfa-state--></body></html>';
const page: PageStart = { language: 'ar', direction: 'rtl', colourScheme: 'auto', head: '<title>حِرفة</title>', stylesheets: '<style>a{}</style>' };

describe("the page's start", () => {
  it('is drawn in the scheme the shopper chose, with no script', () => {
    for (const colourScheme of ['light', 'dark'] as const) {
      const start = documentParts(TEMPLATE).start({ ...page, colourScheme });
      expect(start).toContain(`<html lang="ar" dir="rtl" data-mantine-color-scheme="${colourScheme}">`);
      expect(start).not.toContain('<script');
    }
  });

  it("follows the system with the head's first script, before any stylesheet, and is light without it", () => {
    const start = documentParts(TEMPLATE).start(page);
    expect(start).toContain('<html lang="ar" dir="rtl" data-mantine-color-scheme="light">');
    expect(start).toContain(`<meta charset="UTF-8" /><script>${SYSTEM_SCHEME_SCRIPT}</script><title>`);
    expect(start.indexOf('<script>')).toBeLessThan(start.indexOf('stylesheet'));
    expect(start).toContain("<style>a{}</style></head>");
  });
});
