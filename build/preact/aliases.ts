// React's module names, resolved to Preact: the storefront is written against React's API and
// runs on preact/compat, in the browser, on the server and in the unit tests alike.
import { fileURLToPath } from 'node:url';
import type { Alias } from 'vite';

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/** Each React module name and what answers for it; `testing` adds act() to `react`. */
export function preactModules({ testing = false } = {}): Readonly<Record<string, string>> {
  return {
    react: here(testing ? './react-testing.mjs' : './react.mjs'),
    'react-dom': here('./react.mjs'),
    'react-dom/client': 'preact/compat/client',
    'react-dom/server': 'preact/compat/server',
    'react/jsx-runtime': 'preact/jsx-runtime',
    'react/jsx-dev-runtime': 'preact/jsx-dev-runtime',
  };
}

/** The same, as Vite's `resolve.alias`. */
export function reactOnPreact(options: { testing?: boolean } = {}): Alias[] {
  return Object.entries(preactModules(options)).map(([name, replacement]) => ({
    find: new RegExp(`^${name.replaceAll('/', '\\/')}$`),
    replacement,
  }));
}
