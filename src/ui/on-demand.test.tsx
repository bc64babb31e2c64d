// @vitest-environment jsdom
import { act, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { markFirstPageHydrated, onDemand } from './on-demand';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A part whose code counts its loads, drawn in its region beside other content. */
function countedPart(name: string) {
  const counts = { loads: 0 };
  const part = onDemand<{ readonly label: string }>(name, async () => {
    counts.loads += 1;
    return { default: ({ label }) => <span className="part">{label}</span> };
  });
  function Panel() {
    part.useLoadWhenDrawnHere();
    return (
      <div {...part.region}>
        <button type="button">other filter</button>
        <Suspense fallback={<span className="pending" />}>
          <part.Component label="categories" />
        </Suspense>
      </div>
    );
  }
  return { counts, Panel };
}

async function draw(Panel: () => React.JSX.Element): Promise<HTMLElement> {
  const host = document.createElement('div');
  document.body.append(host);
  await act(async () => createRoot(host).render(<Panel />));
  return host;
}

const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

describe('a part loaded on demand', () => {
  // In this order: the first page is hydrating until the second test marks it hydrated.
  it('on the first page, loads its code only when the shopper points into its region, once', async () => {
    const { counts, Panel } = countedPart('first-page');
    const host = await draw(Panel);
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
    await draw(Panel);
    document.body.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    await settle();
    expect(counts.loads).toBe(0);
  });

  it('drawn by the browser after the first page, loads its code at once', async () => {
    markFirstPageHydrated();
    const { counts, Panel } = countedPart('later-page');
    const host = await draw(Panel);
    await settle();
    expect(counts.loads).toBe(1);
    expect(host.querySelector('.part')?.textContent).toBe('categories');
  });
});
