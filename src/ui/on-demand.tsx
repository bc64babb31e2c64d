// Code that no first paint needs and that the shopper may never use (the categories filter's
// dropdown), loaded when they reach for it. Where the server drew the part, the browser keeps
// that HTML, readable, until the shopper points at its region, touches it or moves the focus into
// it; then the code loads and the part is drawn anew in its place, now working. Where the browser
// draws the part itself (after a navigation) the code loads at once, and on the server too, so
// that the HTML it sends is whole.
import { lazy, Suspense, useEffect, useRef, useState, type ComponentType, type MouseEvent, type ReactNode } from 'react';
import { useHydrated } from './use-hydrated';

/** What the shopper does when they reach for a part: a pointer over it, a touch, the focus. */
const INTENT_EVENTS = ['pointerover', 'touchstart', 'focusin'] as const;
const REGION_ATTRIBUTE = 'data-on-demand';

/**
 * The element around a part, on the server and in the browser alike, which lays out nothing of
 * its own. While it is given this inner HTML, Preact leaves what the server drew inside it as it
 * is: hydration does not look inside such an element, and later renders keep it, the HTML being
 * the same each time.
 */
const PART = { style: { display: 'contents' } } as const;
const SERVER_HTML = { __html: '' } as const;

export interface OnDemand<P extends object> {
  /** The part, in its place; `fallback` holds that place while the browser waits for the code. */
  readonly Part: ComponentType<P & { readonly fallback: ReactNode }>;
  /** Spread on the element around the part, as wide as the shopper's approach to it. */
  readonly region: { readonly [REGION_ATTRIBUTE]: string };
  /**
   * Asks for the code now. A part the server drew keeps its HTML only while nothing changes it:
   * call this while rendering a change to it (a filter applied, a page turned, Back), which the
   * part shows once the code has come. Asking again does nothing.
   */
  readonly load: () => void;
}

export function onDemand<P extends object>(name: string, load: () => Promise<{ default: ComponentType<P> }>): OnDemand<P> {
  let ask: () => void = () => {};
  const asked = new Promise<void>((resolve) => (ask = resolve));
  let Loaded: ComponentType<P> | undefined;
  const code = asked.then(load).then((module) => (Loaded = module.default));
  const Lazy = lazy(async () => ({ default: await code }));
  if (typeof document === 'undefined') ask();
  else {
    // On the document, from before hydration: the part the server drew has no handlers of its
    // own until its code has come.
    const selector = `[${REGION_ATTRIBUTE}="${name}"]`;
    const onIntent = (event: Event) => {
      if (!(event.target instanceof Element) || event.target.closest(selector) === null) return;
      ask();
      for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent, true);
    };
    for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, { capture: true, passive: true });
  }

  function Part({ fallback, ...props }: P & { readonly fallback: ReactNode }) {
    // Whether this is the server's HTML being hydrated, fixed when the part first renders:
    // useHydrated is false exactly then (and on the server, which draws the part whole).
    const hydrated = useHydrated();
    const [keepServerHtml, setKeepServerHtml] = useState(!hydrated && typeof document !== 'undefined' && Loaded === undefined);
    const element = useRef<HTMLDivElement>(null);
    // A click on the server's HTML before the code came (a tap on a phone comes right after the
    // touch that asks for it): made again on the same control once the part works.
    const clicked = useRef<readonly number[] | null>(null);
    useEffect(() => {
      if (!keepServerHtml) return ask(); // drawn by the browser: the code now
      let current = true;
      void code.then(() => current && setKeepServerHtml(false));
      return () => {
        current = false;
      };
    }, [keepServerHtml]);
    useEffect(() => {
      if (keepServerHtml || clicked.current === null || element.current === null) return;
      const target = elementAt(element.current, clicked.current);
      clicked.current = null;
      if (target instanceof HTMLElement) {
        target.focus();
        target.click();
      }
    }, [keepServerHtml]);
    // Only on the server's HTML, which has no handlers of its own yet.
    const holdClick = (event: MouseEvent<HTMLDivElement>) => {
      event.preventDefault();
      if (event.target instanceof Element) clicked.current = pathTo(event.currentTarget, event.target);
      ask();
    };
    if (keepServerHtml) return <div {...PART} ref={element} onClickCapture={holdClick} dangerouslySetInnerHTML={SERVER_HTML} />;
    const partProps = props as unknown as P;
    return (
      <div {...PART} ref={element}>
        {Loaded === undefined ? <Suspense fallback={fallback}><Lazy {...partProps} /></Suspense> : <Loaded {...partProps} />}
      </div>
    );
  }
  return { Part, region: { [REGION_ATTRIBUTE]: name }, load: () => ask() };
}

/** Where `target` is inside `root`: the index of each element on the way down. */
function pathTo(root: Element, target: Element): number[] {
  const path: number[] = [];
  for (let node: Element | null = target; node !== null && node !== root; node = node.parentElement) {
    path.unshift(node.parentElement === null ? 0 : [...node.parentElement.children].indexOf(node));
  }
  return path;
}

/** The element at `path` inside `root`, if the part is drawn the same way. */
function elementAt(root: Element, path: readonly number[]): Element | undefined {
  let node: Element | undefined = root;
  for (const index of path) node = node?.children[index];
  return node;
}
