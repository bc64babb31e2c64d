// A part of the page that React may hydrate after the rest, in slices, rather than in one long
// task with the whole page: a Suspense boundary is hydrated on its own, at a lower priority, so
// the header answers first and a phone's main thread is never blocked for long. Nothing inside
// suspends in the browser; on the server the boundary is already complete when the HTML is sent.
import { Suspense, type ReactNode } from 'react';

export function HydrateLater({ children }: { readonly children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
