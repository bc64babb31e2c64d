// The global route guards of spec §2, as pure functions over the path and the login marker, run
// by name through a middleware registry (spec §8: an unknown name throws "Unknown route
// middleware"). The /:lang loader runs them on every navigation and acts on the first decision.
import { matchPath } from 'react-router';
import type { Language } from '../domain/locale';
import type { RouteRule } from './route-rules';

export interface GuardContext {
  readonly pathname: string;
  /** The query string with its "?", or "". */
  readonly search: string;
  readonly language: Language;
  /** The user-data cookie is present (spec §2, §6: that is what "logged in" means to the guards). */
  readonly loggedIn: boolean;
  readonly rules: readonly RouteRule[];
}

/** Where a guard sends the visitor: a route inside the app, or a full browser navigation. */
export type GuardDecision = { readonly kind: 'route'; readonly to: string } | { readonly kind: 'document'; readonly url: string };

export type RouteMiddleware = (context: GuardContext) => GuardDecision | null;

/**
 * "The path contains auth / profile" is read as a whole path segment: /en/auth/login and
 * /en/profile/edit match, but a product slug such as /en/products/details/authentic-sadu-rug
 * must not send a signed-in shopper home.
 */
export const pathHasSegment = (pathname: string, segment: string): boolean => pathname.split('/').includes(segment);

export const isAbsoluteUrl = (url: string): boolean => /^[a-z][a-z\d+.-]*:/i.test(url) || url.startsWith('//');

const home = (context: GuardContext): GuardDecision => ({ kind: 'route', to: `/${context.language}` });

/** Guard 1: a signed-in shopper has no business on the login, register or reset screens. */
export const loggedInLeavesAuth: RouteMiddleware = (context) =>
  context.loggedIn && pathHasSegment(context.pathname, 'auth') ? home(context) : null;

/** Guard 2: a guest has no profile to see. */
export const guestLeavesProfile: RouteMiddleware = (context) =>
  !context.loggedIn && pathHasSegment(context.pathname, 'profile') ? home(context) : null;

/** Guard 3: the first rule whose pattern matches the whole path decides. */
export const followRouteRules: RouteMiddleware = (context) => {
  for (const rule of context.rules) {
    const match = matchPath({ path: rule.path, end: true }, context.pathname);
    if (match === null) continue;
    if (isAbsoluteUrl(rule.redirect)) return { kind: 'document', url: rule.redirect };
    const to = fillParams(rule.redirect, match.params);
    return { kind: 'route', to: to.includes('?') ? to : to + context.search };
  }
  return null;
};

function fillParams(pattern: string, params: Readonly<Record<string, string | undefined>>): string {
  return pattern.replace(/:(\w+)/g, (placeholder, name: string) => {
    const value = params[name];
    return value === undefined ? placeholder : encodeURIComponent(value);
  });
}

/** Every route middleware by name. */
export const ROUTE_MIDDLEWARE: Readonly<Record<string, RouteMiddleware>> = {
  'logged-in-leaves-auth': loggedInLeavesAuth,
  'guest-leaves-profile': guestLeavesProfile,
  'route-rules': followRouteRules,
};

/** The guards of spec §2, in the spec's order, applied to every path under /:lang. */
export const GLOBAL_MIDDLEWARE: readonly string[] = ['logged-in-leaves-auth', 'guest-leaves-profile', 'route-rules'];

export function runMiddleware(
  name: string,
  context: GuardContext,
  registry: Readonly<Record<string, RouteMiddleware>> = ROUTE_MIDDLEWARE,
): GuardDecision | null {
  const middleware = Object.hasOwn(registry, name) ? registry[name] : undefined;
  if (middleware === undefined) throw new Error('Unknown route middleware', { cause: name });
  return middleware(context);
}

/** Runs the named middleware in order; the first that decides wins. */
export function runGuards(
  context: GuardContext,
  names: readonly string[] = GLOBAL_MIDDLEWARE,
  registry: Readonly<Record<string, RouteMiddleware>> = ROUTE_MIDDLEWARE,
): GuardDecision | null {
  for (const name of names) {
    const decision = runMiddleware(name, context, registry);
    if (decision !== null) return decision;
  }
  return null;
}
