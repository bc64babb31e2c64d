// `react` in the unit tests: the storefront's React API (./react.mjs) and act() from Preact's
// test utilities, which flushes renders and effects as React's act() does.
export * from './react.mjs';
export { default } from './react.mjs';
export { act } from 'preact/test-utils';
