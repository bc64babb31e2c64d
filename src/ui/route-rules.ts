// Per-path route rules (spec §2, guard 3; §7 "a per-path route-rules lookup"): data, so that a
// new redirect needs no code. `path` is a react-router pattern; `:lang` and any other parameter
// it names are filled into `redirect`. A redirect that is an absolute URL (https://…) is a full
// browser navigation; a relative one is followed as a route and keeps the query string.

export interface RouteRule {
  readonly path: string;
  readonly redirect: string;
}

export const ROUTE_RULES: readonly RouteRule[] = [
  // Sections whose bare path names no screen send the shopper to the section's first screen.
  { path: '/:lang/auth', redirect: '/:lang/auth/login' },
  { path: '/:lang/products', redirect: '/:lang/products/all' },
  { path: '/:lang/products/details', redirect: '/:lang/products/all' },
  { path: '/:lang/search-results', redirect: '/:lang/search-results/products' },
  { path: '/:lang/static', redirect: '/:lang/static/terms' },
  // Common guesses at the spec's own spellings.
  { path: '/:lang/favourites', redirect: '/:lang/favourite' },
  { path: '/:lang/wallet', redirect: '/:lang/profile/wallet' },
];
