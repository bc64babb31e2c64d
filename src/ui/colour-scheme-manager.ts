// Where Mantine keeps the shopper's colour scheme: the colour-scheme cookie (its default keeps
// it in localStorage, which the server cannot read), so that the page is drawn in the chosen
// scheme from its first byte. Following the system is the absence of a choice: no cookie.
import type { MantineColorSchemeManager } from '@mantine/core';
import type { Cookies } from '../application/ports/cookies';
import { COLOUR_SCHEME_COOKIE, COLOUR_SCHEME_COOKIE_MAX_AGE_DAYS, colourSchemeChoiceOf } from '../domain/colour-scheme';

export function cookieColourSchemeManager(cookies: Cookies): MantineColorSchemeManager {
  const forget = () => cookies.remove(COLOUR_SCHEME_COOKIE);
  return {
    get: () => colourSchemeChoiceOf(cookies.get(COLOUR_SCHEME_COOKIE)),
    set: (choice) => {
      if (choice === 'auto') forget();
      else cookies.set(COLOUR_SCHEME_COOKIE, choice, { maxAgeDays: COLOUR_SCHEME_COOKIE_MAX_AGE_DAYS });
    },
    // A choice made in another tab shows there on its next page.
    subscribe: () => {},
    unsubscribe: () => {},
    clear: forget,
  };
}
