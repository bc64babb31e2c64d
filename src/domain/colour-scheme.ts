// The shopper's colour scheme: their system's (the default), or light or dark chosen on the site
// and kept in a cookie, so that the server draws the page in it from the first byte.

/** Mantine's names: "auto" follows the system's `prefers-color-scheme`. */
export const COLOUR_SCHEME_CHOICES = ['auto', 'light', 'dark'] as const;
export type ColourSchemeChoice = (typeof COLOUR_SCHEME_CHOICES)[number];
export type ColourScheme = Exclude<ColourSchemeChoice, 'auto'>;

export const COLOUR_SCHEME_COOKIE = 'colour-scheme';
export const COLOUR_SCHEME_COOKIE_MAX_AGE_DAYS = 365;

/** What the cookie holds: an explicit scheme, or nothing (any other value) for the system's. */
export const colourSchemeChoiceOf = (cookieValue: string | undefined | null): ColourSchemeChoice =>
  cookieValue === 'light' || cookieValue === 'dark' ? cookieValue : 'auto';

/**
 * The scheme the server writes on <html>. It cannot know the system's, so a page that follows
 * the system is sent light (as a page without scripts stays) with SYSTEM_SCHEME_SCRIPT in its head.
 */
export const colourSchemeSentFor = (choice: ColourSchemeChoice): ColourScheme => (choice === 'dark' ? 'dark' : 'light');

/**
 * Run in the head before the body is painted, on pages that follow the system: turns the page
 * dark when the system is. The server's Content-Security-Policy admits exactly this text by its
 * hash, so it must stay a constant.
 */
export const SYSTEM_SCHEME_SCRIPT =
  "matchMedia('(prefers-color-scheme: dark)').matches&&document.documentElement.setAttribute('data-mantine-color-scheme','dark')";
