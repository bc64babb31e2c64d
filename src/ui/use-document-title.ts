// The page's title, description and Open Graph tags, in the page's language: written by the
// server into the page's head (rendering/page-head.ts), then kept up to date by the page on
// screen as the shopper navigates, so a link shared from an Arabic page previews in Arabic.
import { use, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../domain/locale';
import { OG_LOCALES, PageHeadContext, pageLinks, type PageHead } from './rendering/page-head';
import { useLanguage } from './use-language';

export interface PageMeta {
  readonly title: string;
  /** Falls back to the storefront's own description. */
  readonly description?: string;
  /** An image URL, relative to the site or absolute; no og:image without one. */
  readonly image?: string;
  /** What the server alone writes: link-preview type, price and JSON-LD. */
  readonly type?: PageHead['type'];
  readonly price?: string;
  readonly structuredData?: PageHead['structuredData'];
}

/** Writes one <meta>, creating it once; `content` null removes it. */
function setMeta(attribute: 'name' | 'property', key: string, content: string | null): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (content === null) {
    element?.remove();
    return;
  }
  if (element === null) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.content = content;
}

export function applyPageMeta(meta: Required<Pick<PageMeta, 'title' | 'description'>> & PageMeta, language: Language, siteName: string): void {
  const { canonical, alternates } = pageLinks(new URL(window.location.href));
  // The server wrote the first page's head, with its structured data; once the shopper has moved
  // on in the page, that page's product data no longer describes the one on screen.
  const shownBefore = document.head.querySelector('meta[property="og:url"]')?.getAttribute('content');
  if (shownBefore !== null && shownBefore !== undefined && shownBefore !== canonical) {
    for (const stale of document.head.querySelectorAll('script[type="application/ld+json"], meta[property^="product:"]')) stale.remove();
  }
  document.title = meta.title;
  setMeta('name', 'description', meta.description);
  setMeta('property', 'og:site_name', siteName);
  setMeta('property', 'og:type', document.head.querySelector('meta[property^="product:"]') === null ? 'website' : 'product');
  setMeta('property', 'og:title', meta.title);
  setMeta('property', 'og:description', meta.description);
  setMeta('property', 'og:url', canonical);
  setMeta('property', 'og:locale', OG_LOCALES[language]);
  setMeta('property', 'og:image', meta.image === undefined ? null : new URL(meta.image, window.location.origin).href);
  document.head.querySelector('link[rel="canonical"]')?.setAttribute('href', canonical);
  for (const { hreflang, href } of alternates) document.head.querySelector(`link[rel="alternate"][hreflang="${hreflang}"]`)?.setAttribute('href', href);
}

export function usePageMeta({ title, description, image, ...serverOnly }: PageMeta): void {
  const { t } = useTranslation();
  const language = useLanguage();
  const fallbackDescription = t('common.meta.description');
  const siteName = t('common.brand');
  use(PageHeadContext)?.collect({ title, description: description ?? fallbackDescription, image, siteName, language, ...serverOnly });
  useEffect(() => {
    applyPageMeta({ title, description: description ?? fallbackDescription, image }, language, siteName);
  }, [title, description, image, fallbackDescription, language, siteName]);
}

/** A page with only a title: the description and Open Graph tags follow from it. */
export function useDocumentTitle(title: string): void {
  usePageMeta({ title });
}

/** The HTTP status the server answers this screen with (the 404 and error screens). */
export function useHttpStatus(status: number): void {
  const collector = use(PageHeadContext);
  if (collector !== null) collector.status = status;
}
