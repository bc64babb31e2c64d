// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { VNode } from 'preact';
import { renderToStringAsync } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { onDemand } from './on-demand';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A part whose code counts its loads, drawn in its region beside other content. */
function countedPart(name: string) {
  const counts = { loads: 0, clicks: 0 };
  const part = onDemand<{ readonly label: string }>(name, async () => {
    counts.loads += 1;
    return {
      default: ({ label }) => (
        <span className="part">
          <button type="button" onClick={() => (counts.clicks += 1)}>
            {label}
          </button>
        </span>
      ),
    };
  });
  function Panel() {
    return (
      <div {...part.region}>
        <button type="button">other filter</button>
        <part.Part label="categories" fallback={<span className="pending" />} />
        <p className="after">after the part</p>
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

/**
 * The part as the server drew it (whole: a server asks for every part's code at once), then
 * hydrated, and left to settle as long as the page likes.
 */
async function hydrate(name: string, Panel: () => React.JSX.Element): Promise<HTMLElement> {
  const server = countedPart(name);
  server.part.load();
  await new Promise((resolve) => setTimeout(resolve, 0)); // its code, before the page is drawn
  const host = document.createElement('div');
  host.innerHTML = await renderToStringAsync((<server.Panel />) as unknown as VNode);
  document.body.append(host);
  const drawn = host.innerHTML;
  await act(async () => void hydrateRoot(host, <Panel />));
  await settle();
  expect(host.innerHTML).toBe(drawn);
  return host;
}

describe('a part loaded on demand', () => {
  it('drawn by the server, loads its code only when the shopper points into its region, once, however long after hydration', async () => {
    const { counts, Panel } = countedPart('first-page');
    const host = await hydrate('first-page', Panel);
    await settle();
    expect(counts.loads).toBe(0);
    expect(host.querySelector('.part')?.textContent).toBe('categories');

    host.querySelector('button')!.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    host.querySelector('button')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await settle();
    expect(counts.loads).toBe(1);
    expect(host.querySelector('.part')?.textContent).toBe('categories');
  });

  it('drawn by the server, makes a click that came before its code again once it works', async () => {
    const { counts, Panel } = countedPart('tapped');
    const host = await hydrate('tapped', Panel);
    const button = host.querySelector('.part button')!;
    button.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(counts.clicks).toBe(0);
    await settle();
    await settle();
    expect(counts.loads).toBe(1);
    expect(counts.clicks).toBe(1);
    expect(document.activeElement).toBe(host.querySelector('.part button'));
  });

  it('is left alone by a pointer elsewhere on the page', async () => {
    const { counts, Panel } = countedPart('elsewhere');
    await hydrate('elsewhere', Panel);
    document.body.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    await settle();
    expect(counts.loads).toBe(0);
  });

  it('drawn by the server and about to change, loads its code when asked, without the shopper', async () => {
    const { counts, Panel, part } = countedPart('changing');
    const host = await hydrate('changing', Panel);
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
