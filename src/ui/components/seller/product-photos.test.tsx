// @vitest-environment jsdom
// A product's photos in the seller console, against an in-memory media gateway: the photos in
// order with "n of 8", an upload with its busy state, files refused here with the server's rules
// and messages before anything is sent, the server's own refusal shown, moving a photo with the
// keyboard's focus following it, deleting after a confirmation, and a full product; in Arabic too.
import { MantineProvider } from '@mantine/core';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { InMemoryCookies } from '../../../application/ports/in-memory-cookies';
import { InMemorySellerMediaGateway } from '../../../application/ports/in-memory-seller-media-gateway';
import { RequestFailure } from '../../../application/ports/request-failure';
import type { ProductPhoto } from '../../../application/ports/seller-media-gateway';
import type { Language } from '../../../domain/locale';
import { createI18n, startI18n } from '../../i18n';
import { PortsProvider } from '../../ports';
import { stubBrowserApis, testPorts, waitFor } from '../../testing/render-app';
import { ProductPhotos } from './product-photos';

let unmount: (() => void) | undefined;
afterEach(() => {
  unmount?.();
  document.body.innerHTML = '';
});

const photo = (n: number): ProductPhoto => {
  const id = `0f8fad5b-d9cb-469f-a165-${String(n).padStart(12, '0')}`;
  return { id, url: `/media/photos/${id}/1280.jpg`, width: 1280, height: 960 };
};

async function show(gateway: InMemorySellerMediaGateway, language: Language = 'en') {
  stubBrowserApis();
  const i18n = createI18n();
  await startI18n(i18n, language);
  const container = document.createElement('div');
  container.dir = language === 'ar' ? 'rtl' : 'ltr';
  document.body.append(container);
  const root = createRoot(container);
  await act(async () =>
    root.render(
      <I18nextProvider i18n={i18n}>
        <MantineProvider>
          <PortsProvider ports={testPorts(new InMemoryCookies(), { sellerMedia: gateway })}>
            <ProductPhotos productSlug="clay-pot" />
          </PortsProvider>
        </MantineProvider>
      </I18nextProvider>,
    ),
  );
  unmount = () => act(() => root.unmount());
  await waitFor(() => container.querySelector('section') !== null);
  const button = (name: string) => [...document.querySelectorAll('button')].find((element) => (element.getAttribute('aria-label') ?? element.textContent) === name);
  return {
    container,
    button,
    text: () => container.textContent ?? '',
    thumbnails: () => [...container.querySelectorAll('li img')].map((image) => image.getAttribute('src')),
    alert: () => container.querySelector('[role=alert]')?.textContent ?? null,
    async choose(file: File) {
      const input = container.querySelector<HTMLInputElement>('input[type=file]')!;
      Object.defineProperty(input, 'files', { value: [file], configurable: true });
      await act(async () => void input.dispatchEvent(new Event('change', { bubbles: true })));
    },
    async press(name: string) {
      const target = button(name);
      if (!target) throw new Error(`no button ${name}`);
      await act(async () => target.click());
    },
  };
}

const jpeg = (name = 'kiln.jpg', bytes = 2048, type = 'image/jpeg') => new File([new Uint8Array(bytes)], name, { type });

describe('a product’s photos in the console', () => {
  it('shows the photos in order, the first as the main picture, with how many of eight there are', async () => {
    const page = await show(new InMemorySellerMediaGateway({ 'clay-pot': [photo(1), photo(2)] }));
    expect(page.thumbnails()).toEqual([photo(1).url, photo(2).url]);
    expect(page.text()).toContain('2 of 8');
    expect(page.text()).toContain('Main picture');
    // Served responsively: AVIF and WebP sources before the JPEG.
    expect([...page.container.querySelectorAll('li:first-child source')].map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(page.container.querySelector('input[type=file]')?.getAttribute('accept')).toBe('.jpg,.jpeg,.png,.webp,.gif,.bmp,image/jpeg,image/png,image/webp,image/gif,image/bmp,image/x-ms-bmp');
    expect(page.button('Move photo 1 earlier')?.disabled).toBe(true);
    expect(page.button('Move photo 2 later')?.disabled).toBe(true);
  });

  it('uploads a chosen photo, busy until the server answers, then shows it last', async () => {
    const gateway = new InMemorySellerMediaGateway({ 'clay-pot': [photo(1)] });
    let answer = () => {};
    gateway.hold = new Promise<void>((resolve) => (answer = resolve));
    const page = await show(gateway);
    await page.choose(jpeg());
    expect(page.text()).toContain('Uploading the photo…');
    expect(page.container.querySelector('input[type=file]')).toBeNull();
    await act(async () => answer());
    await waitFor(() => page.thumbnails().length === 2);
    expect(gateway.uploaded.map((file) => file.name)).toEqual(['kiln.jpg']);
    expect(page.text()).toContain('2 of 8');
    expect(page.container.querySelector('[aria-live=polite]')?.textContent).toBe('Photo added.');
  });

  it.each([
    ['an SVG', jpeg('logo.svg', 500, 'image/svg+xml'), 'The photo field is not a valid file'],
    ['a PDF named .jpg', jpeg('scan.jpg', 500, 'application/pdf'), 'The photo field must have a valid file type'],
    ['a file over 5120 KB', jpeg('big.jpg', 5120 * 1024 + 1), 'The photo field size must be less than 5120KB'],
  ])('refuses %s before sending it, with the server’s message', async (_, file, message) => {
    const gateway = new InMemorySellerMediaGateway();
    const page = await show(gateway);
    await page.choose(file);
    expect(page.alert()).toBe(message);
    expect(gateway.uploaded).toEqual([]);
  });

  it('shows the server’s refusal of the photo', async () => {
    const gateway = new InMemorySellerMediaGateway();
    const page = await show(gateway);
    gateway.refuseNext = new RequestFailure(400, 'http.invalidInput', 'Some fields need your attention.', { photo: ['The photo field must be an image'] });
    await page.choose(jpeg());
    await waitFor(() => page.alert() !== null);
    expect(page.alert()).toBe('The photo field must be an image');
    expect(page.thumbnails()).toEqual([]);
  });

  it('moves a photo later, the keyboard’s focus following it', async () => {
    const page = await show(new InMemorySellerMediaGateway({ 'clay-pot': [photo(1), photo(2), photo(3)] }));
    page.button('Move photo 1 later')!.focus();
    await page.press('Move photo 1 later');
    await waitFor(() => page.thumbnails()[0] === photo(2).url);
    expect(page.thumbnails()).toEqual([photo(2).url, photo(1).url, photo(3).url]);
    await waitFor(() => document.activeElement === page.button('Move photo 2 later'));
    await page.press('Move photo 2 later');
    await waitFor(() => page.thumbnails()[2] === photo(1).url);
    // At the end its "later" is disabled: the focus stays with the photo, on its "earlier".
    await waitFor(() => document.activeElement === page.button('Move photo 3 earlier'));
  });

  it('deletes a photo only once the seller confirms', async () => {
    const page = await show(new InMemorySellerMediaGateway({ 'clay-pot': [photo(1), photo(2)] }));
    await page.press('Delete photo 1');
    await waitFor(() => page.button('Keep it') !== undefined);
    expect(document.body.textContent).toContain('Delete this photo?');
    await page.press('Keep it');
    expect(page.thumbnails()).toHaveLength(2);
    await page.press('Delete photo 1');
    await waitFor(() => page.button('Delete photo') !== undefined);
    await page.press('Delete photo');
    await waitFor(() => page.thumbnails().length === 1);
    expect(page.thumbnails()).toEqual([photo(2).url]);
    expect(page.text()).toContain('1 of 8');
  });

  it('offers no upload once the product has eight photos', async () => {
    const page = await show(new InMemorySellerMediaGateway({ 'clay-pot': [1, 2, 3, 4, 5, 6, 7, 8].map(photo) }));
    expect(page.container.querySelector('input[type=file]')).toBeNull();
    expect(page.text()).toContain('This product has all 8 photos. Delete one to add another.');
  });

  it('speaks Arabic, with the page’s digits', async () => {
    const page = await show(new InMemorySellerMediaGateway({ 'clay-pot': [photo(1), photo(2)] }), 'ar');
    expect(page.text()).toContain('٢ من ٨');
    expect(page.button('أخّر الصورة ١')).toBeDefined();
    await page.choose(jpeg('logo.svg', 500, 'image/svg+xml'));
    expect(page.alert()).toBe('حقل الصورة ليس ملفًا صالحًا');
  });
});
