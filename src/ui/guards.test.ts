import { describe, expect, it } from 'vitest';
import {
  GLOBAL_MIDDLEWARE,
  isAbsoluteUrl,
  runGuards,
  runMiddleware,
  type GuardContext,
} from './guards';
import { ROUTE_RULES, type RouteRule } from './route-rules';

const visit = (pathname: string, overrides: Partial<GuardContext> = {}): GuardContext => ({
  pathname,
  search: '',
  language: (pathname.split('/')[1] === 'ar' ? 'ar' : 'en'),
  loggedIn: false,
  rules: [],
  ...overrides,
});

describe('guard 1: a logged-in shopper is sent home from auth paths', () => {
  it.each(['/en/auth/login', '/en/auth/register', '/ar/auth/forget-password/reset'])('%s', (path) => {
    const language = path.split('/')[1];
    expect(runGuards(visit(path, { loggedIn: true }))).toEqual({ kind: 'route', to: `/${language}` });
  });

  it('lets a guest in', () => {
    expect(runGuards(visit('/en/auth/login'))).toBeNull();
  });

  it('reads "auth" as a path segment, not any text in the path', () => {
    expect(runGuards(visit('/en/products/details/authentic-sadu-rug', { loggedIn: true }))).toBeNull();
  });
});

describe('guard 2: a guest is sent home from profile paths', () => {
  it.each(['/en/profile', '/ar/profile/edit', '/en/profile/wallet'])('%s', (path) => {
    const language = path.split('/')[1];
    expect(runGuards(visit(path))).toEqual({ kind: 'route', to: `/${language}` });
  });

  it('lets a logged-in shopper in', () => {
    expect(runGuards(visit('/ar/profile/edit', { loggedIn: true }))).toBeNull();
  });

  it('leaves other pages alone', () => {
    expect(runGuards(visit('/en/products/all'))).toBeNull();
    expect(runGuards(visit('/en/sellers/products', { search: '?seller=profile-crafts' }))).toBeNull();
  });
});

describe('guard 3: per-path route rules', () => {
  const rules: RouteRule[] = [
    { path: '/:lang/old-deals', redirect: '/:lang/stores-deals' },
    { path: '/:lang/blog/*', redirect: 'https://blog.herfa.example/' },
    { path: '/:lang/deals', redirect: '/:lang/stores-deals?sort=newest' },
  ];

  it('follows a relative redirect as a route, filling the language and keeping the query', () => {
    expect(runGuards(visit('/ar/old-deals', { rules, search: '?page=2' }))).toEqual({
      kind: 'route',
      to: '/ar/stores-deals?page=2',
    });
  });

  it('keeps the rule’s own query when it has one', () => {
    expect(runGuards(visit('/en/deals', { rules, search: '?page=2' }))).toEqual({
      kind: 'route',
      to: '/en/stores-deals?sort=newest',
    });
  });

  it('makes an absolute redirect a full browser navigation', () => {
    expect(runGuards(visit('/en/blog/2026/eid', { rules }))).toEqual({ kind: 'document', url: 'https://blog.herfa.example/' });
  });

  it('matches the whole path only', () => {
    expect(runGuards(visit('/en/old-deals/extra', { rules }))).toBeNull();
  });

  it('comes after guards 1 and 2', () => {
    const profileRule = [{ path: '/:lang/profile', redirect: '/:lang/profile/edit' }];
    expect(runGuards(visit('/en/profile', { rules: profileRule }))).toEqual({ kind: 'route', to: '/en' });
    expect(runGuards(visit('/en/profile', { rules: profileRule, loggedIn: true }))).toEqual({
      kind: 'route',
      to: '/en/profile/edit',
    });
  });

  it('ships rules that send bare section paths to their first screen', () => {
    expect(runGuards(visit('/en/auth', { rules: ROUTE_RULES }))).toEqual({ kind: 'route', to: '/en/auth/login' });
    expect(runGuards(visit('/ar/products', { rules: ROUTE_RULES }))).toEqual({ kind: 'route', to: '/ar/products/all' });
    expect(runGuards(visit('/en/search-results', { rules: ROUTE_RULES, search: '?q=sadu' }))).toEqual({
      kind: 'route',
      to: '/en/search-results/products?q=sadu',
    });
    for (const rule of ROUTE_RULES) expect(isAbsoluteUrl(rule.redirect) || rule.redirect.startsWith('/:lang')).toBe(true);
  });
});

describe('the middleware registry', () => {
  it('throws "Unknown route middleware" for a name it does not know', () => {
    expect(() => runMiddleware('no-such-guard', visit('/en'))).toThrow(new Error('Unknown route middleware'));
    expect(() => runMiddleware('toString', visit('/en'))).toThrow('Unknown route middleware');
    expect(() => runGuards(visit('/en'), ['logged-in-leaves-auth', 'typo'])).toThrow('Unknown route middleware');
  });

  it('runs the spec’s three guards in order', () => {
    expect(GLOBAL_MIDDLEWARE).toEqual(['logged-in-leaves-auth', 'guest-leaves-profile', 'route-rules']);
    expect(runMiddleware('guest-leaves-profile', visit('/en/profile'))).toEqual({ kind: 'route', to: '/en' });
  });
});

describe('isAbsoluteUrl', () => {
  it.each([
    ['https://herfa.example/x', true],
    ['http://localhost:3000', true],
    ['//cdn.example/x', true],
    ['mailto:care@herfa.example', true],
    ['/en/cart', false],
    ['cart', false],
  ])('%s → %s', (url, expected) => {
    expect(isAbsoluteUrl(url)).toBe(expected);
  });
});
