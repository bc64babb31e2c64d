// Code that no first paint needs and that the shopper may never use (the categories filter's
// dropdown), loaded when they reach for it. Where the server drew the part, the browser keeps
// that HTML, readable, until the shopper points at its region, touches it or moves the focus into
// it; then the code loads and React hydrates the part (a Suspense boundary of its own). Where the
// browser draws the part itself (after a navigation) the code loads at once, and on the server
// too, so that the HTML it sends is whole.
import { lazy, useEffect, useState, type ComponentType } from 'react';
import { useHydrated } from './use-hydrated';

/** What the shopper does when they reach for a part: a pointer over it, a touch, the focus. */
const INTENT_EVENTS = ['pointerover', 'touchstart', 'focusin'] as const;
const REGION_ATTRIBUTE = 'data-on-demand';

export interface OnDemand<P extends object> {
  /** The part, to render inside a Suspense boundary whose fallback holds its place. */
  readonly Component: ComponentType<P>;
  /** Spread on the element around the part, as wide as the shopper's approach to it. */
  readonly region: { readonly [REGION_ATTRIBUTE]: string };
  /**
   * Render beside the part, outside its Suspense boundary: a part the browser draws itself asks
   * for its code at once. A leaf of its own, because it renders twice when the page is hydrated,
   * and an update reaching the part's boundary before its code has come would throw away the
   * server's HTML of the part.
   */
  readonly LoadWhenDrawnHere: ComponentType;
  /**
   * Asks for the code now. A part the server drew keeps its HTML only while nothing changes it:
   * call this while rendering a change to it (a filter applied, a page turned, Back), which React
   * cannot show before the code has come. Asking again does nothing.
   */
  readonly load: () => void;
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
  function LoadWhenDrawnHere() {
    // Whether the server drew this part, fixed when it first renders: useHydrated is false exactly
    // while React hydrates what the server drew (a part of the page may hydrate well after the
    // rest, so no page-wide "hydrated" moment can tell).
    const hydrated = useHydrated();
    const [drawnByServer] = useState(!hydrated);
    useEffect(() => {
      if (!drawnByServer) ask();
    }, [drawnByServer]);
    return null;
  }
  return {
    Component: lazy(async () => {
      await asked;
      return load();
    }),
    region: { [REGION_ATTRIBUTE]: name },
    LoadWhenDrawnHere,
    load: () => ask(),
  };
}
