// The two interface languages and how a visitor's language is chosen:
// the locale cookie first, then the browser's preferred languages, then English.

export const LANGUAGES = ['en', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
export const LOCALE_COOKIE = 'locale';
export const LOCALE_COOKIE_MAX_AGE_DAYS = 365;

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

export const directionOf = (language: Language): 'ltr' | 'rtl' => (language === 'ar' ? 'rtl' : 'ltr');

/** Language tags from an Accept-Language header, best first ("ar-SA,ar;q=0.9,en;q=0.8"). */
export function parseAcceptLanguage(header: string | undefined | null): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...attributes] = part.trim().split(';');
      const q = attributes.map((a) => a.trim()).find((a) => a.startsWith('q='));
      const quality = q === undefined ? 1 : Number(q.slice(2));
      return { tag: tag.trim(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.tag !== '' && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map((entry) => entry.tag);
}

export function resolveLanguage(cookieValue: string | undefined | null, preferred: readonly string[]): Language {
  if (isLanguage(cookieValue)) return cookieValue;
  for (const tag of preferred) {
    const primary = tag.toLowerCase().split('-')[0];
    if (isLanguage(primary)) return primary;
  }
  return DEFAULT_LANGUAGE;
}

/** The same path in another language: /en/cart → /ar/cart; a path with no language gains one. */
export function switchLanguageInPath(path: string, language: Language): string {
  const segments = path.split('/');
  if (isLanguage(segments[1])) {
    segments[1] = language;
    return segments.join('/');
  }
  return `/${language}${path === '/' ? '' : path}`;
}
