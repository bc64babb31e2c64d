// A route's screen, loaded on first use as its own chunk, and named by its source module in the
// route's `handle`, so that the server, which renders it, can send that chunk's stylesheets (and
// preload its code) with the page: without them the page would paint unstyled parts and shift
// when the chunk arrives. The module names are the build manifest's keys.
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

type ScreenModule = Record<string, ComponentType>;

/**
 * Every screen module, by its path from src/ui (`pages/catalogue/products-page.tsx`); not the 404
 * and error pages, which are part of the app's entry (they must render when a chunk fails to load).
 */
const SCREENS = Object.fromEntries(
  Object.entries(import.meta.glob<ScreenModule>(['../pages/**/*-page.tsx', '!../pages/not-found-page.tsx', '!../pages/error-page.tsx'])).map(([path, load]) => [
    path.replace(/^\.\.\//, ''),
    load,
  ]),
);

/** What a route carries for the server: the source module of its screen, from the project root. */
export interface ScreenHandle {
  readonly module: string;
}

/** The route properties of the screen `name` exported by `path` (from src/ui), optionally wrapped. */
export function screen(path: string, name: string, wrap: (Screen: ComponentType) => ComponentType = (Screen) => Screen): Pick<RouteObject, 'lazy' | 'handle'> {
  const load = SCREENS[path];
  if (load === undefined) throw new Error(`No screen module src/ui/${path}`);
  const handle: ScreenHandle = { module: `src/ui/${path}` };
  return {
    handle,
    lazy: async () => {
      const Screen = (await load())[name];
      if (Screen === undefined) throw new Error(`src/ui/${path} exports no ${name}`);
      return { Component: wrap(Screen) };
    },
  };
}
