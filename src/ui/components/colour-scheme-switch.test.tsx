// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp, waitFor } from '../testing/render-app';

let unmount: (() => void) | undefined;
afterEach(() => {
  unmount?.();
  document.documentElement.removeAttribute('data-mantine-color-scheme');
});

function switchButton(host: HTMLElement): HTMLButtonElement {
  const button = host.querySelector<HTMLButtonElement>('header button[aria-label^="Appearance"], header button[aria-label^="المظهر"]');
  if (button === null) throw new Error('no colour-scheme switch in the header');
  return button;
}

const scheme = () => document.documentElement.getAttribute('data-mantine-color-scheme');

describe('ColourSchemeSwitch', () => {
  it("follows the system until the shopper chooses (the test's system is light)", async () => {
    const app = await renderApp('/en');
    unmount = app.unmount;
    expect(switchButton(app.host).getAttribute('aria-label')).toBe('Appearance: Match the system');
    expect(switchButton(app.host).getAttribute('aria-expanded')).toBe('false');
    expect(scheme()).toBe('light');
  });

  it('shows the choice the cookie keeps, in the page language', async () => {
    const app = await renderApp('/ar', { cookies: { 'colour-scheme': 'dark' } });
    unmount = app.unmount;
    expect(switchButton(app.host).getAttribute('aria-label')).toBe('المظهر: داكن');
    expect(scheme()).toBe('dark');
  });

  it('offers the three schemes, applies the one chosen at once and keeps it for a year; Escape closes it', async () => {
    const app = await renderApp('/en');
    unmount = app.unmount;
    const button = switchButton(app.host);
    await act(async () => button.click());
    await waitFor(() => app.host.querySelectorAll('header input[type="radio"]').length === 3);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(panel?.querySelector('legend')?.textContent).toBe('Appearance');
    const radios = [...(panel?.querySelectorAll<HTMLInputElement>('input[type="radio"]') ?? [])];
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual(['Match the system', 'Light', 'Dark']);
    expect(radios.map((radio) => radio.checked)).toEqual([true, false, false]);

    await act(async () => radios[2]!.click());
    expect(scheme()).toBe('dark');
    expect(app.cookies.writes).toEqual([{ name: 'colour-scheme', value: 'dark', options: { maxAgeDays: 365 } }]);
    expect(button.getAttribute('aria-label')).toBe('Appearance: Dark');

    await act(async () => radios[0]!.click());
    expect(scheme()).toBe('light');
    expect(app.cookies.values.has('colour-scheme')).toBe(false);

    await act(async () => radios[0]!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })));
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });
});
