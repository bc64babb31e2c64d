// A media query's answer for something the shopper has opened (a drawer), read only while
// `needed`. The server cannot know the width, and a query read at hydration answers differently
// in the browser, which re-rendered the whole header and listing in one task as soon as the page
// was hydrated; asked only once the shopper opens something, it costs the first page nothing.
import { useCallback } from 'react';
import { useClientSnapshot } from './rendering/page-hydration';

export function useMediaQueryWhile(query: string, needed: boolean): boolean {
  const subscribe = useCallback(
    (notify: () => void) => {
      if (!needed) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    [query, needed],
  );
  return useClientSnapshot(subscribe, () => needed && window.matchMedia(query).matches, () => false);
}
