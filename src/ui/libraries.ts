// The largest libraries of every page's script, loaded on their own before the app's modules
// (see boot.ts): the browser then evaluates them in a task of their own, and the app's modules in
// the next, instead of all of them in one long task that keeps a phone from answering a tap.
// Exported so that the bundler keeps them in this module's graph; nothing calls them from here.
export { hydrateRoot } from 'react-dom/client';
export { createBrowserRouter } from 'react-router';
export { RouterProvider } from 'react-router/dom';
export { default as i18next } from 'i18next';
