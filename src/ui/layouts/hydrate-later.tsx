// A part of the page hydrated after the rest, in a task of its own: Preact hydrates a page in one
// go, which on a phone holds the main thread for hundreds of milliseconds; parts that wait their
// turn let the browser paint and answer in between. A waiting part keeps the server's HTML,
// readable (Preact keeps what a component suspended on while hydrating), and the page counts as
// hydrated once no part waits (whenPartsHydrated). On the server, and where the browser draws a
// page itself, nothing waits.
import { Suspense, useState, type ReactElement } from 'react';
import { endPageHydration } from '../rendering/page-hydration';
import { useHydrated } from '../use-hydrated';

/** A part's wait: asked while the page hydrates, then drawn (on its turn, or sooner if re-rendered). */
interface Wait {
  asked: boolean;
  drawn: boolean;
}

/** Parts that asked for a turn and are not drawn yet, and who waits for none to be left. */
let waiting = 0;
let whenNoneWait: Array<() => void> = [];

function ask(wait: Wait): Promise<void> {
  wait.asked = true;
  waiting += 1;
  return new Promise((resolve) => {
    setTimeout(() => {
      resolve();
      // Drawn by now unless the part left the page meanwhile: then it waits no more either.
      setTimeout(() => drawn(wait), 0);
    }, 0);
  });
}

function drawn(wait: Wait): void {
  if (!wait.asked || wait.drawn) return;
  wait.drawn = true;
  waiting -= 1;
  // After this render, which may ask for the turns of the parts inside this one.
  setTimeout(settle, 0);
}

function settle(): void {
  if (waiting > 0) return;
  endPageHydration();
  const waiters = whenNoneWait;
  whenNoneWait = [];
  for (const resolve of waiters) resolve();
}

/** Settles once no part waits for its turn: ask after the page's first hydration pass. */
export function whenPartsHydrated(): Promise<void> {
  if (waiting > 0) return new Promise((resolve) => whenNoneWait.push(resolve));
  endPageHydration();
  return Promise.resolve();
}

/**
 * Suspends once, the first time it renders while the page is hydrated; draws its part when its
 * turn has come, or at once if rendered again before (its parent changed): a component that
 * suspended twice may be left out of its parent's later renders (compat's Suspense detaches it
 * until every suspension it counted has settled). The wait is kept by the part around it, which
 * never suspends: a component that suspends while hydrating may start over without its state.
 */
function Later({ children, wait }: { readonly children: ReactElement; readonly wait: Wait }) {
  const hydrating = !useHydrated() && typeof document !== 'undefined';
  if (hydrating && !wait.asked) throw ask(wait);
  drawn(wait);
  return children;
}

/**
 * Preact's vnode as a component sees it (`this`), in Preact's own (mangled, stable within a
 * major version) names: `__` its parent, `__m` the mask useId numbers from, [prefix, next id]
 * (here also [2]: the next part's number).
 */
interface Vnode {
  readonly __?: Vnode | null;
  __m?: [string | number, number, number?];
}

/**
 * useId numbers ids in render order from the nearest vnode that has a mask (the root). Parts
 * render in another order in the browser than on the server, so each part numbers the ids inside
 * it itself, from a prefix both give it alike: its place among the parts of the part (or page)
 * around it, which both render in the order of the page. Without this, an id the browser gives
 * later than the server did would not match the server's HTML, which Preact does not correct.
 */
function nextPartPrefix(vnode: Vnode | undefined): string {
  let around = vnode?.__;
  while (around && !around.__m && around.__) around = around.__;
  if (!around) return 'x';
  const mask = (around.__m ??= [0, 0]);
  const number = mask[2] ?? 0;
  mask[2] = number + 1;
  return `${mask[0]}h${number}`;
}

/**
 * `children` must draw exactly one element: that element is what Preact keeps of the server's
 * HTML while the part waits.
 */
export function HydrateLater(this: { __v?: Vnode } | undefined, { children }: { readonly children: ReactElement }) {
  const vnode = this?.__v;
  // Made once: this component never suspends, so its state outlives the part's waiting; the
  // same mask on each of its vnodes keeps counting, so an id given later is still new.
  const [mask] = useState((): NonNullable<Vnode['__m']> => [nextPartPrefix(vnode), 0]);
  const [wait] = useState((): Wait => ({ asked: false, drawn: false }));
  if (vnode !== undefined) vnode.__m = mask;
  return (
    <Suspense fallback={null}>
      <Later wait={wait}>{children}</Later>
    </Suspense>
  );
}
