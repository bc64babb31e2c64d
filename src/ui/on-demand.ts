// Code that no first paint needs and that the shopper may never use (the categories filter's
// dropdown), loaded when they reach for it. Where the server drew the part, the browser keeps
// that HTML, readable, until the shopper points at its region, touches it or moves the focus into
// it; then the code loads and React hydrates the part (a Suspense boundary of its own). Where the
// browser draws the part itself (after a navigation) the code loads at once, and on the server
// too, so that the HTML it sends is whole.
import { lazy, useEffect, useState, type ComponentType } from 'react';

let hydratingFirstPage = typeof window !== 'undefined';

/** Called by the browser's entry once the first page is hydrated: parts drawn from then on load at once. */
export const markFirstPageHydrated = (): void => {
  hydratingFirstPage = false;
};

/** What the shopper does when they reach for a part: a pointer over it, a touch, the focus. */
const INTENT_EVENTS = ['pointerover', 'touchstart', 'focusin'] as const;
const REGION_ATTRIBUTE = 'data-on-demand';

export interface OnDemand<P extends object> {
  /** The part, to render inside a Suspense boundary whose fallback holds its place. */
  readonly Component: ComponentType<P>;
  /** Spread on the element around the part, as wide as the shopper's approach to it. */
  readonly region: { readonly [REGION_ATTRIBUTE]: string };
  /** Call where the part is rendered: a part the browser draws itself asks for its code at once. */
  readonly useLoadWhenDrawnHere: () => void;
}

export function onDemand<P extends object>(name: string, load: () => Promise<{ default: ComponentType<P> }>): OnDemand<P> {
  let ask: () => void = () => {};
  const asked = new Promise<void>((resolve) => (ask = resolve));
  if (typeof document === 'undefined') ask();
  else {
    // On the document, from before hydration: React dispatches no event inside a part it has not
    // hydrated yet, and the region may be inside one.
    const selector = `[${REGION_ATTRIBUTE}="${name}"]`;
    const onIntent = (event: Event) => {
      if (!(event.target instanceof Element) || event.target.closest(selector) === null) return;
      ask();
      for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent, true);
    };
    for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, { capture: true, passive: true });
  }
  return {
    Component: lazy(async () => {
      await asked;
      return load();
    }),
    region: { [REGION_ATTRIBUTE]: name },
    useLoadWhenDrawnHere: () => {
      // Whether the server drew this part, fixed when it first renders.
      const [drawnByServer] = useState(() => hydratingFirstPage);
      useEffect(() => {
        if (!drawnByServer) ask();
      }, [drawnByServer]);
    },
  };
}
