// @vitest-environment jsdom
// The store's logo in the console, against an in-memory media gateway: an upload replaces it and
// tells the page the new URL; a refused file is never sent; the server's refusal is shown.
import { MantineProvider } from '@mantine/core';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { InMemoryCookies } from '../../../application/ports/in-memory-cookies';
import { InMemorySellerMediaGateway } from '../../../application/ports/in-memory-seller-media-gateway';
import { RequestFailure } from '../../../application/ports/request-failure';
import { createI18n, startI18n } from '../../i18n';
import { PortsProvider } from '../../ports';
import { stubBrowserApis, testPorts, waitFor } from '../../testing/render-app';
import { StoreLogo } from './store-logo';

let unmount: (() => void) | undefined;
afterEach(() => unmount?.());

async function show(gateway: InMemorySellerMediaGateway, changed: string[]) {
  stubBrowserApis();
  const i18n = createI18n();
  await startI18n(i18n, 'en');
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () =>
    root.render(
      <I18nextProvider i18n={i18n}>
        <MantineProvider>
          <PortsProvider ports={testPorts(new InMemoryCookies(), { sellerMedia: gateway })}>
            <StoreLogo logo="/media/sellers/najd-weavers.svg" onChanged={(url) => changed.push(url)} />
          </PortsProvider>
        </MantineProvider>
      </I18nextProvider>,
    ),
  );
  unmount = () => act(() => root.unmount());
  return {
    container,
    alert: () => container.querySelector('[role=alert]')?.textContent ?? null,
    async choose(file: File) {
      const input = container.querySelector<HTMLInputElement>('input[type=file]')!;
      Object.defineProperty(input, 'files', { value: [file], configurable: true });
      await act(async () => void input.dispatchEvent(new Event('change', { bubbles: true })));
    },
  };
}

describe('the store’s logo in the console', () => {
  it('uploads a new logo and tells the page its URL', async () => {
    const gateway = new InMemorySellerMediaGateway();
    const changed: string[] = [];
    const page = await show(gateway, changed);
    expect(page.container.querySelector('img')?.getAttribute('alt')).toBe('Your store’s logo');
    await page.choose(new File([new Uint8Array(100)], 'logo.png', { type: 'image/png' }));
    await waitFor(() => changed.length === 1);
    expect(changed).toEqual([gateway.logo]);
    expect(page.container.querySelector('[aria-live=polite]')?.textContent).toBe('Logo changed.');
  });

  it('refuses an SVG before sending it, and shows the server’s refusal of another', async () => {
    const gateway = new InMemorySellerMediaGateway();
    const changed: string[] = [];
    const page = await show(gateway, changed);
    await page.choose(new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }));
    expect(page.alert()).toBe('The logo field is not a valid file');
    expect(gateway.uploaded).toEqual([]);
    gateway.refuseNext = new RequestFailure(400, 'http.invalidInput', 'Some fields need your attention.', { logo: ['The logo must be at least 400 pixels wide and 400 pixels high'] });
    await page.choose(new File([new Uint8Array(100)], 'logo.jpg', { type: 'image/jpeg' }));
    await waitFor(() => page.alert() === 'The logo must be at least 400 pixels wide and 400 pixels high');
    expect(changed).toEqual([]);
  });
});
