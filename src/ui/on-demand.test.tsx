// @vitest-environment jsdom
import { act, Suspense } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { onDemand } from './on-demand';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A part whose code counts its loads, drawn in its region beside other content. */
function countedPart(name: string) {
  const counts = { loads: 0 };
  const part = onDemand<{ readonly label: string }>(name, async () => {
    counts.loads += 1;
    return { default: ({ label }) => <span className="part">{label}</span> };
  });
  function Panel() {
    return (
      <div {...part.region}>
        <part.LoadWhenDrawnHere />
        <button type="button">other filter</button>
        <Suspense fallback={<span className="pending" />}>
          <part.Component label="categories" />
        </Suspense>
      </div>
    );
  }
  return { counts, Panel, part };
}

const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

/** The part as the browser draws it itself (after a navigation, in a drawer just opened). */
async function draw(Panel: () => React.JSX.Element): Promise<HTMLElement> {
  const host = document.createElement('div');
  document.body.append(host);
  await act(async () => createRoot(host).render(<Panel />));
  return host;
}

/** The part as the server drew it, then hydrated, and left to settle as long as the page likes. */
async function hydrate(Panel: () => React.JSX.Element): Promise<HTMLElement> {
  const host = document.createElement('div');
  host.innerHTML = renderToString(<Panel />);
  document.body.append(host);
  // renderToString leaves the suspended part's boundary to the browser, which React reports; the
  // rest of the panel (where the part asks whether the server drew it) is hydrated as drawn.
  await act(async () => void hydrateRoot(host, <Panel />, { onRecoverableError: () => {} }));
  await settle();
  return host;
}

describe('a part loaded on demand', () => {
  it('drawn by the server, loads its code only when the shopper points into its region, once, however long after hydration', async () => {
    const { counts, Panel } = countedPart('first-page');
    const host = await hydrate(Panel);
    await settle();
    expect(counts.loads).toBe(0);
    expect(host.querySelector('.pending')).not.toBeNull();

    host.querySelector('button')!.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    host.querySelector('button')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await settle();
    expect(counts.loads).toBe(1);
    expect(host.querySelector('.part')?.textContent).toBe('categories');
  });

  it('is left alone by a pointer elsewhere on the page', async () => {
    const { counts, Panel } = countedPart('elsewhere');
    await hydrate(Panel);
    document.body.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    await settle();
    expect(counts.loads).toBe(0);
  });

  it('drawn by the server and about to change, loads its code when asked, without the shopper', async () => {
    const { counts, Panel, part } = countedPart('changing');
    const host = await hydrate(Panel);
    expect(counts.loads).toBe(0);
    part.load();
    part.load();
    await settle();
    expect(counts.loads).toBe(1);
    expect(host.querySelector('.part')?.textContent).toBe('categories');
  });

  it('drawn by the browser, loads its code at once', async () => {
    const { counts, Panel } = countedPart('later-page');
    const host = await draw(Panel);
    await settle();
    expect(counts.loads).toBe(1);
    expect(host.querySelector('.part')?.textContent).toBe('categories');
  });
});
