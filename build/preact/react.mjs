// What the storefront's code and its libraries import as `react` and `react-dom` (aliased by
// build/preact/aliases.ts): React's API as preact/compat gives it, plus what compat lacks and
// Herfa's libraries use. Preact draws the same components for about a fifth of react-dom's bytes
// (README, "Speed").
import { createElement, Fragment, use as compatUse, useContext } from 'preact/compat';

export * from 'preact/compat';
export { default } from 'preact/compat';

/**
 * React 19's <Activity>, which Mantine's Transition uses to keep a closed panel mounted: a
 * hidden activity keeps its children in the page, out of sight and out of reach.
 * @param {{ mode?: 'visible' | 'hidden', children?: import('preact').ComponentChildren }} props
 */
export function Activity({ mode = 'visible', children }) {
  return mode === 'hidden' ? createElement('div', { hidden: true, style: { display: 'none' } }, children) : createElement(Fragment, null, children);
}

/**
 * use(context) reads the context as useContext does: compat's own use() looks for it where
 * preact-render-to-string 6 does not put it, and fails on the server.
 * @template T
 * @param {PromiseLike<T> | import('preact').Context<T>} usable
 * @returns {T}
 */
export function use(usable) {
  return 'then' in usable ? compatUse(usable) : useContext(usable);
}

/**
 * React Router asks for useOptimistic only to show a navigation's state inside a transition (its
 * opt-in `unstable_useTransitions`, which Herfa leaves off): the state as it is.
 * @template T
 * @param {T} state
 * @returns {[T, (action: unknown) => void]}
 */
export function useOptimistic(state) {
  return [state, () => {}];
}

/**
 * React's per-request server cache, which the router imports: every call is a new call.
 * @template {Function} F
 * @param {F} fn
 * @returns {F}
 */
export function cache(fn) {
  return fn;
}
