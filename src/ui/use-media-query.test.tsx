// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useMediaQueryWhile } from './use-media-query';

const PHONE = '(max-width: 600px)';
let phone = true;
const listeners = new Set<() => void>();
window.matchMedia = ((query: string) => ({
  get matches() {
    return query === PHONE && phone;
  },
  addEventListener: (_: string, listener: () => void) => listeners.add(listener),
  removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
})) as unknown as typeof window.matchMedia;
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let renders = 0;
function Probe({ needed }: { readonly needed: boolean }) {
  renders++;
  return <p>{String(useMediaQueryWhile(PHONE, needed))}</p>;
}

afterEach(() => {
  phone = true;
  listeners.clear();
  renders = 0;
  document.body.innerHTML = '';
});

describe('useMediaQueryWhile', () => {
  it('hydrates as the server drew it, on a phone too, and renders nothing again afterwards', async () => {
    const host = document.createElement('div');
    host.innerHTML = renderToString(<Probe needed={false} />);
    document.body.append(host);
    renders = 0;
    await act(async () => void hydrateRoot(host, <Probe needed={false} />));
    expect(host.textContent).toBe('false');
    expect(renders).toBe(1);
    expect(listeners.size).toBe(0);
  });

  it('answers the query once needed, and follows it while needed', async () => {
    const host = document.createElement('div');
    const root = createRoot(host);
    await act(async () => root.render(<Probe needed={true} />));
    expect(host.textContent).toBe('true');
    phone = false;
    await act(async () => listeners.forEach((listener) => listener()));
    expect(host.textContent).toBe('false');
    await act(async () => root.render(<Probe needed={false} />));
    expect(listeners.size).toBe(0);
  });
});
