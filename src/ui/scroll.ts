// Scrolling (spec §9): the scroll-to-top button and in-page anchors share one animation (400 ms,
// landing 120 px above an anchor so the sticky header never covers it). The scroll listener is
// throttled to 99 ms while the page moves and debounced by 50 ms to catch where it came to rest.

export const SCROLL = {
  /** Space kept above an anchor's target: the sticky header's height with a little air. */
  offsetPx: 120,
  durationMs: 400,
  throttleMs: 99,
  debounceMs: 50,
} as const;

/** The scroll-to-top button appears once the page has scrolled this far. */
export const SCROLL_TO_TOP_AFTER_PX = 400;

/** Calls `action` at most once per `waitMs`, and once more at the end with the latest arguments. */
export function throttle<A extends unknown[]>(action: (...args: A) => void, waitMs: number) {
  let last = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: A | undefined;
  const run = (args: A) => {
    last = Date.now();
    pending = undefined;
    action(...args);
  };
  const throttled = (...args: A) => {
    const wait = last + waitMs - Date.now();
    if (wait <= 0 && timer === undefined) {
      run(args);
      return;
    }
    pending = args;
    timer ??= setTimeout(() => {
      timer = undefined;
      if (pending !== undefined) run(pending);
    }, Math.max(wait, 0));
  };
  throttled.cancel = () => {
    clearTimeout(timer);
    timer = undefined;
    pending = undefined;
  };
  return throttled;
}

/** Calls `action` once calls have stopped for `waitMs`. */
export function debounce<A extends unknown[]>(action: (...args: A) => void, waitMs: number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const debounced = (...args: A) => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      action(...args);
    }, waitMs);
  };
  debounced.cancel = () => clearTimeout(timer);
  return debounced;
}

/** Slow start, slow finish: the eye can follow where the page is going. */
export const easeInOutCubic = (progress: number): number =>
  progress < 0.5 ? 4 * progress ** 3 : 1 - (-2 * progress + 2) ** 3 / 2;

/** Where the animation stands `elapsedMs` into a scroll from `from` to `to`. */
export function scrollPositionAt(from: number, to: number, elapsedMs: number, durationMs: number = SCROLL.durationMs): number {
  if (durationMs <= 0 || elapsedMs >= durationMs) return to;
  return from + (to - from) * easeInOutCubic(Math.max(0, elapsedMs) / durationMs);
}

/** The scroll position that shows an element `offsetPx` below the top of the viewport. */
export function anchorScrollTop(elementViewportTop: number, scrollY: number, offsetPx: number = SCROLL.offsetPx): number {
  return Math.max(0, Math.round(scrollY + elementViewportTop - offsetPx));
}

/** The parts of the browser the animation uses; `window` has them all. */
export interface ScrollEnvironment {
  readonly window: {
    readonly scrollY: number;
    scrollTo(x: number, y: number): void;
    requestAnimationFrame(callback: FrameRequestCallback): number;
    cancelAnimationFrame(handle: number): void;
    matchMedia(query: string): { readonly matches: boolean };
  };
  readonly now: () => number;
}

const browser = (): ScrollEnvironment => ({ window, now: () => performance.now() });

/** Animates the page to `top`; instant for visitors who ask for reduced motion. Answers a cancel function. */
export function animateScrollTo(top: number, environment: ScrollEnvironment = browser()): () => void {
  const { window: view, now } = environment;
  if (view.matchMedia('(prefers-reduced-motion: reduce)').matches) {
    view.scrollTo(0, top);
    return () => {};
  }
  const from = view.scrollY;
  const start = now();
  let frame = 0;
  const step = () => {
    const elapsed = now() - start;
    view.scrollTo(0, scrollPositionAt(from, top, elapsed));
    if (elapsed < SCROLL.durationMs) frame = view.requestAnimationFrame(step);
  };
  frame = view.requestAnimationFrame(step);
  return () => view.cancelAnimationFrame(frame);
}

/** Scrolls to an in-page anchor's target, leaving room for the header, and moves focus there. */
export function scrollToAnchor(target: HTMLElement, environment: ScrollEnvironment = browser()): () => void {
  const top = anchorScrollTop(target.getBoundingClientRect().top, environment.window.scrollY);
  if (!target.hasAttribute('tabindex') && !target.matches('a[href], button, input, select, textarea')) {
    target.setAttribute('tabindex', '-1');
  }
  target.focus({ preventScroll: true });
  return animateScrollTo(top, environment);
}
