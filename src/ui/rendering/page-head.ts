// A page's head as the server writes it: title, description, canonical and hreflang links,
// link-preview tags (Open Graph, Twitter card) and JSON-LD. Pages declare it with usePageMeta;
// while the server renders, the last declaration wins (the page is rendered after its layout),
// and the document is written with it. Link previews and crawlers run no script, so this head
// is what they see.
import { createContext } from 'react';
import { LANGUAGES, switchLanguageInPath, type Language } from '../../domain/locale';

export interface PageHead {
  readonly title: string;
  readonly description: string;
  readonly siteName: string;
  readonly language: Language;
  /** Relative to the site or absolute. */
  readonly image?: string;
  readonly type?: 'website' | 'product';
  /** schema.org objects for the site at `origin`, each written as its own JSON-LD block. */
  readonly structuredData?: (origin: string) => readonly object[];
  /** For a product: its price in riyals, as a decimal string. */
  readonly price?: string;
}

/** Collects the head during a server render; absent in the browser. */
export class PageHeadCollector {
  head: PageHead | undefined;
  /** The HTTP status a screen asked for (404 for a missing product); 200 otherwise. */
  status: number | undefined;

  collect(head: PageHead): void {
    this.head = head;
  }
}

export const PageHeadContext = createContext<PageHeadCollector | null>(null);

export const OG_LOCALES: Readonly<Record<Language, string>> = { en: 'en_US', ar: 'ar_SA' };

const otherLanguage = (language: Language): Language => LANGUAGES.find((other) => other !== language) ?? language;

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON for inside a <script> element: nothing in it can close the element or start a comment. */
export const scriptJson = (value: unknown): string =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

/** The page's canonical URL and its URL in each language (x-default: English), absolute. */
export function pageLinks(url: URL): { readonly canonical: string; readonly alternates: readonly { readonly hreflang: string; readonly href: string }[] } {
  const page = `${url.pathname}${url.search}`;
  const absolute = (path: string) => new URL(path, url.origin).href;
  return {
    canonical: absolute(page),
    alternates: [
      ...LANGUAGES.map((language) => ({ hreflang: language, href: absolute(switchLanguageInPath(page, language)) })),
      { hreflang: 'x-default', href: absolute(switchLanguageInPath(page, 'en')) },
    ],
  };
}

/**
 * The head of a page whose screen is drawn in the browser (the cart, the signed-in screens): the
 * site's name as its title until the screen names itself, so that no page is ever untitled.
 */
export const frameHeadTags = (siteName: string): string => `<title>${escapeHtml(siteName)}</title>`;

/** The head's tags as HTML, for `url` (the page's absolute URL). */
export function headTags(head: PageHead, url: URL): string {
  const absolute = (path: string) => new URL(path, url.origin).href;
  const { canonical, alternates } = pageLinks(url);
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    ...alternates.map(({ hreflang, href }) => `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}">`),
    meta('property', 'og:site_name', head.siteName),
    meta('property', 'og:type', head.type ?? 'website'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', canonical),
    meta('property', 'og:locale', OG_LOCALES[head.language]),
    meta('property', 'og:locale:alternate', OG_LOCALES[otherLanguage(head.language)]),
    meta('name', 'twitter:card', head.image === undefined ? 'summary' : 'summary_large_image'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
  ];
  if (head.image !== undefined) {
    tags.push(meta('property', 'og:image', absolute(head.image)), meta('name', 'twitter:image', absolute(head.image)));
  }
  if (head.price !== undefined) {
    tags.push(meta('property', 'product:price:amount', head.price), meta('property', 'product:price:currency', 'SAR'));
  }
  for (const data of head.structuredData?.(url.origin) ?? []) {
    tags.push(`<script type="application/ld+json">${scriptJson({ '@context': 'https://schema.org', ...data })}</script>`);
  }
  return tags.join('');
}
