// @vitest-environment jsdom
// The Apple button's options of spec §9: mode, type, colour, corner radius 0–50 (15 by default)
// and logo size, each reaching the drawn button; the logo-only button keeps its name.
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { MantineProvider } from '@mantine/core';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n, startI18n } from '../../i18n';
import { stubBrowserApis } from '../../testing/render-app';
import { APPLE_BUTTON_DEFAULTS, AppleSignInButton, appleCornerRadius, type AppleSignInButtonProps } from './apple-sign-in-button';

let cleanup: (() => void) | undefined;
afterEach(() => cleanup?.());

async function draw(props: AppleSignInButtonProps, language: 'en' | 'ar' = 'en'): Promise<HTMLButtonElement> {
  stubBrowserApis();
  const i18n = createI18n();
  await startI18n(i18n, language);
  const host = document.body.appendChild(document.createElement('div'));
  const root = createRoot(host);
  await act(async () =>
    root.render(
      <I18nextProvider i18n={i18n}>
        <MantineProvider>
          <AppleSignInButton {...props} />
        </MantineProvider>
      </I18nextProvider>,
    ),
  );
  cleanup = () => {
    act(() => root.unmount());
    host.remove();
  };
  return host.querySelector('button')!;
}

describe('AppleSignInButton', () => {
  it('defaults to a centred black "Sign in with Apple" button with a 15 % corner radius and a medium logo', async () => {
    const button = await draw({ onClick: () => {} });
    expect(APPLE_BUTTON_DEFAULTS).toEqual({ mode: 'center-align', type: 'sign-in', colour: 'black', cornerRadius: 15, logoSize: 'medium' });
    expect(button.textContent).toBe('Sign in with Apple');
    expect(button.dataset).toMatchObject({ mode: 'center-align', colour: 'black' });
    expect(button.style.getPropertyValue('--apple-radius')).toBe('15');
    expect(button.style.getPropertyValue('--apple-logo-scale')).toBe('0.5');
  });

  it('draws every type in the page language and calls back on a click', async () => {
    const onClick = vi.fn();
    const button = await draw({ type: 'continue', colour: 'white', mode: 'left-align', logoSize: 'large', cornerRadius: 50, onClick }, 'ar');
    expect(button.textContent).toBe('المتابعة عبر Apple');
    expect(button.dataset).toMatchObject({ mode: 'left-align', colour: 'white' });
    expect(button.style.getPropertyValue('--apple-radius')).toBe('50');
    expect(button.style.getPropertyValue('--apple-logo-scale')).toBe('0.6');
    await act(async () => button.click());
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('keeps a name for screen readers when only the logo is drawn', async () => {
    const button = await draw({ mode: 'logo-only', type: 'sign-up', onClick: () => {} });
    expect(button.textContent).toBe('');
    expect(button.getAttribute('aria-label')).toBe('Sign up with Apple');
  });

  it('clamps the corner radius to 0–50', () => {
    expect(appleCornerRadius(undefined)).toBe(15);
    expect(appleCornerRadius(-4)).toBe(0);
    expect(appleCornerRadius(80)).toBe(50);
    expect(appleCornerRadius(Number.NaN)).toBe(15);
    expect(appleCornerRadius(24)).toBe(24);
  });
});
