// @vitest-environment jsdom
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { hydrate } from './hydrate';

/** Draws `server` as the server would, hydrates it with `browser`, and answers what was reported. */
async function hydrated(server: React.JSX.Element, browser: React.JSX.Element): Promise<{ errors: unknown[][]; html: string }> {
  const root = document.createElement('div');
  root.innerHTML = renderToString(server);
  document.body.append(root);
  const logger = { error: vi.fn() };
  await act(async () => hydrate(root, browser, logger));
  return { errors: logger.error.mock.calls, html: root.innerHTML };
}

function Price({ amount }: { amount: string }) {
  return (
    <p>
      Price: {amount} <b>now</b>
    </p>
  );
}

describe('hydrating the server’s page', () => {
  it('reports nothing when the browser draws what the server drew, texts in several pieces included', async () => {
    const { errors, html } = await hydrated(<Price amount="SAR 10" />, <Price amount="SAR 10" />);
    expect(errors).toEqual([]);
    expect(html).toBe('<p>Price: SAR 10 <b>now</b></p>');
  });

  it('reports a text the browser draws otherwise', async () => {
    const { errors } = await hydrated(<Price amount="SAR 10" />, <Price amount="SAR 12" />);
    expect(errors).toEqual([['hydration changed the text the server drew', expect.stringContaining('SAR 12')]]);
  });

  it('reports an element the browser adds', async () => {
    const { errors } = await hydrated(
      <ul>
        <li>one</li>
      </ul>,
      <ul>
        <li>one</li>
        <li>two</li>
      </ul>,
    );
    expect(errors).toContainEqual(['hydration added or removed elements the server drew', ['<li>two</li>']]);
  });
});
