// @vitest-environment jsdom
import type { VNode } from 'preact';
import { renderToStringAsync } from 'preact-render-to-string';
import { describe, expect, it, vi } from 'vitest';
import { hydrate } from '../rendering/hydrate';
import { useClientSnapshot } from '../rendering/page-hydration';
import { HydrateLater, whenPartsHydrated } from './hydrate-later';

/** What only the browser knows: 0 items on the server (a guest), 2 in the browser. */
const cart = { count: 2, subscribe: () => () => {} };

const useCartCount = () =>
  useClientSnapshot(
    cart.subscribe,
    () => cart.count,
    () => 0,
  );

function CartLink({ count }: { readonly count: number }) {
  return <a href="/en/cart" aria-label={count === 0 ? 'Cart' : `Cart, ${count} items`}>{count}</a>;
}

/** The count is read outside the part, which the page re-renders as soon as it changes. */
function Page() {
  const count = useCartCount();
  return (
    <div>
      <h1>Home</h1>
      <HydrateLater>
        <nav>
          <CartLink count={count} />
        </nav>
      </HydrateLater>
      <HydrateLater>
        <footer>Herfa</footer>
      </HydrateLater>
    </div>
  );
}

/** Renders as the server does, where there is no document. */
async function asTheServer(render: () => string | Promise<string>): Promise<string> {
  vi.stubGlobal('document', undefined);
  try {
    return await render();
  } finally {
    vi.unstubAllGlobals();
  }
}

/**
 * The parts' turns, then the effects and renders they lead to, in real time: inside act() Preact
 * would hold every render back until act() ends, which a page never does.
 */
const tasks = () => new Promise((resolve) => setTimeout(resolve, 60));

describe('a page hydrated in parts', () => {
  it('keeps the server’s HTML while its parts wait, then shows what only the browser knows, labels included', async () => {
    const root = document.createElement('div');
    root.innerHTML = await asTheServer(() => renderToStringAsync((<Page />) as unknown as VNode));
    document.body.append(root);
    const drawn = root.innerHTML;
    expect(root.querySelector('a')?.getAttribute('aria-label')).toBe('Cart');

    const logger = { error: vi.fn() };
    let partsHydrated = false;
    hydrate(root, <Page />, logger);
    void whenPartsHydrated().then(() => (partsHydrated = true));
    expect(root.innerHTML).toBe(drawn); // the first pass leaves the parts as the server drew them

    await tasks();
    expect(partsHydrated).toBe(true);
    expect(logger.error).not.toHaveBeenCalled();
    await tasks();
    expect(root.querySelector('a')?.getAttribute('aria-label')).toBe('Cart, 2 items');
    expect(root.querySelector('a')?.textContent).toBe('2');
    expect(root.querySelector('footer')?.textContent).toBe('Herfa');
  });
});
