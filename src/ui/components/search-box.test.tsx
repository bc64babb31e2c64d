// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { SearchSuggestions } from '../../application/ports/catalogue-gateway';
import { InMemoryCatalogueGateway } from '../../application/ports/in-memory-catalogue-gateway';
import { InMemoryCookies } from '../../application/ports/in-memory-cookies';
import { aProductDetail } from '../../application/testing/product-details';
import { aSellerDetail } from '../../application/testing/seller-details';
import { createI18n, startI18n } from '../i18n';
import { PortsProvider } from '../ports';
import { stubLayoutApis } from './catalogue/testing-stubs';
import { renderApp, testPorts, waitFor } from '../testing/render-app';
import { SearchBox } from './search-box';
import { SUGGEST_DELAY_MS } from './use-search-suggestions';

let unmount: (() => void) | undefined;
afterEach(() => unmount?.());

const catalogue = () =>
  new InMemoryCatalogueGateway({
    products: [
      aProductDetail('sadu-cushion', { name: 'Sadu Cushion Cover', image: '/media/sadu.jpg' }),
      aProductDetail('sadu-rug', { name: 'Sadu Floor Rug' }),
      aProductDetail('sadu-gift', { name: 'Sadu Gift Pouch', isGift: true }),
      aProductDetail('clay-jug', { name: 'Clay Water Jug' }),
    ],
    categories: [{ slug: 'sadu-weaving', name: 'Sadu Weaving', image: '/sadu.svg', productCount: 3 }],
    sellers: [aSellerDetail('sadu-house', { name: 'Sadu House' })],
  });

const nothing: SearchSuggestions = { products: [], categories: [], stores: [] };

/** Suggestions that answer only when the test says so, each request kept with its signal. */
class HeldSuggestions extends InMemoryCatalogueGateway {
  readonly asked: { readonly query: string; readonly signal?: AbortSignal; answer(suggestions: SearchSuggestions): void; fail(): void }[] = [];

  override suggest(query: string, signal?: AbortSignal): Promise<SearchSuggestions> {
    return new Promise((resolve, reject) => {
      this.asked.push({ query, signal, answer: resolve, fail: () => reject(new Error('unreachable')) });
    });
  }
}

const valueSetter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;

async function visit(path: string, gateway: InMemoryCatalogueGateway = catalogue()) {
  stubLayoutApis();
  const app = await renderApp(path, { ports: { catalogue: gateway } });
  unmount = app.unmount;
  const input = app.host.querySelector<HTMLInputElement>('#header-search')!;
  const listbox = () => app.host.querySelector('[role=listbox]');
  const options = () => [...app.host.querySelectorAll<HTMLAnchorElement>('[role=option]')];
  return {
    ...app,
    gateway,
    input,
    listbox,
    options,
    optionNames: () => options().map((option) => option.textContent),
    async type(text: string) {
      await act(async () => {
        input.focus();
        valueSetter.call(input, text);
        input.dispatchEvent(new Event('input', { bubbles: true }));
      });
    },
    /** Presses `key` in the box; tells whether the box kept the key's own effect from happening. */
    async press(key: string): Promise<boolean> {
      const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
      await act(async () => {
        input.dispatchEvent(event);
      });
      return event.defaultPrevented;
    },
    /** Waits until the list shows, its code loaded. */
    async suggestionsShown() {
      await waitFor(() => options().length > 0);
    },
    location: () => `${app.router.state.location.pathname}${app.router.state.location.search}`,
  };
}

const pause = (ms: number) => act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));

describe('the header search suggests as the shopper types', () => {
  it('shows products, categories and stores under their headings, each a link to its page', async () => {
    const app = await visit('/en');
    await app.type('sadu');
    await app.suggestionsShown();

    expect(app.gateway.suggestionQueries).toEqual(['sadu']);
    const groups = [...app.listbox()!.querySelectorAll('[role=group]')].map((group) => ({
      heading: document.getElementById(group.getAttribute('aria-labelledby')!)?.textContent,
      entries: [...group.querySelectorAll('[role=option]')].map((option) => [option.textContent, option.getAttribute('href')]),
    }));
    expect(groups).toEqual([
      {
        heading: 'Products',
        entries: [
          ['Sadu Cushion Cover', '/en/products/details/sadu-cushion'],
          ['Sadu Floor Rug', '/en/products/details/sadu-rug'],
          ['Sadu Gift Pouch', '/en/gift-products/sadu-gift'],
        ],
      },
      { heading: 'Categories', entries: [['Sadu Weaving', '/en/products/sadu-weaving']] },
      { heading: 'Stores', entries: [['Sadu House', '/en/sellers/products?seller=sadu-house']] },
    ]);
    expect(app.input.getAttribute('role')).toBe('combobox');
    expect(app.input.getAttribute('aria-expanded')).toBe('true');
    expect(app.input.getAttribute('aria-controls')).toBe(app.listbox()!.id);
    expect(app.listbox()!.getAttribute('aria-label')).toBe('Search suggestions');
    expect(app.listbox()!.querySelector('img')?.getAttribute('src')).toBe('/media/sadu.jpg');
  });

  it('waits for the typing to pause, and asks only for the last text', async () => {
    const app = await visit('/en');
    await app.type('sa');
    await app.type('sad');
    await app.type('sadu cu');
    await app.suggestionsShown();
    expect(app.gateway.suggestionQueries).toEqual(['sadu cu']);
    expect(app.optionNames()).toEqual(['Sadu Cushion Cover']);
  });

  it('suggests nothing for one character', async () => {
    const app = await visit('/en');
    await app.type(' s ');
    await pause(SUGGEST_DELAY_MS * 2);
    expect(app.gateway.suggestionQueries).toEqual([]);
    expect(app.listbox()).toBeNull();
    expect(app.input.getAttribute('aria-expanded')).toBe('false');
  });

  it('walks the entries with the arrow keys, and opens the one reached with Enter', async () => {
    const app = await visit('/en');
    await app.type('sadu');
    await app.suggestionsShown();
    const active = () => document.getElementById(app.input.getAttribute('aria-activedescendant') ?? '')?.textContent;

    expect(app.input.hasAttribute('aria-activedescendant')).toBe(false);
    expect(await app.press('ArrowDown')).toBe(true);
    expect(active()).toBe('Sadu Cushion Cover');
    await app.press('ArrowDown');
    await app.press('ArrowDown');
    await app.press('ArrowDown');
    expect(active()).toBe('Sadu Weaving');
    expect(app.options().filter((option) => option.getAttribute('aria-selected') === 'true').map((option) => option.textContent)).toEqual(['Sadu Weaving']);
    await app.press('ArrowDown');
    await app.press('ArrowDown');
    expect(active()).toBe('Sadu Cushion Cover');
    await app.press('ArrowUp');
    expect(active()).toBe('Sadu House');

    expect(await app.press('Enter')).toBe(true);
    await waitFor(() => app.location() === '/en/sellers/products?seller=sadu-house');
    expect(app.listbox()).toBeNull();
    expect(app.input.value).toBe('');
  });

  it('opens an entry that is clicked', async () => {
    const app = await visit('/en');
    await app.type('clay');
    await app.suggestionsShown();
    await act(async () => app.options()[0]!.click());
    await waitFor(() => app.location() === '/en/products/details/clay-jug');
    expect(app.listbox()).toBeNull();
  });

  it('closes with Escape, keeping the text, and opens again with an arrow key', async () => {
    const app = await visit('/en');
    await app.type('sadu');
    await app.suggestionsShown();
    expect(await app.press('Escape')).toBe(true);
    expect(app.listbox()).toBeNull();
    expect(app.input.getAttribute('aria-expanded')).toBe('false');
    expect(app.input.value).toBe('sadu');

    await app.press('ArrowDown');
    expect(app.listbox()).not.toBeNull();
    expect(app.input.getAttribute('aria-activedescendant')).toBe(app.options()[0]!.id);
  });

  it('closes when the focus leaves the box', async () => {
    const app = await visit('/en');
    await app.type('sadu');
    await app.suggestionsShown();
    await act(async () => app.input.blur());
    expect(app.listbox()).toBeNull();
  });

  it('searches as before when Enter is pressed with no entry reached', async () => {
    const app = await visit('/en');
    await app.type('sadu');
    await app.suggestionsShown();
    expect(await app.press('Enter')).toBe(false);
    // Enter in a field submits its form: the browser's part, which jsdom leaves out.
    await act(async () => app.input.form!.requestSubmit());
    await waitFor(() => app.location() === '/en/search-results/products?q=sadu');
    expect(app.listbox()).toBeNull();
    expect(app.input.value).toBe('sadu');
  });

  it('never lets an older answer replace a newer one, and abandons the older request', async () => {
    const gateway = new HeldSuggestions();
    const app = await visit('/en', gateway);
    await app.type('sa');
    await waitFor(() => gateway.asked.length === 1);
    await app.type('sadu');
    await waitFor(() => gateway.asked.length === 2);
    expect(gateway.asked.map(({ query, signal }) => [query, signal?.aborted])).toEqual([
      ['sa', true],
      ['sadu', false],
    ]);

    await act(async () => gateway.asked[1]!.answer({ ...nothing, stores: [{ slug: 'sadu-house', name: 'Sadu House' }] }));
    await app.suggestionsShown();
    await act(async () => gateway.asked[0]!.answer({ ...nothing, stores: [{ slug: 'sand-works', name: 'Sand Works' }] }));
    await pause(20);
    expect(app.optionNames()).toEqual(['Sadu House']);
  });

  it('shows nothing when suggestions fail, and still searches', async () => {
    const gateway = new HeldSuggestions();
    const app = await visit('/en', gateway);
    await app.type('sadu');
    await waitFor(() => gateway.asked.length === 1);
    await act(async () => gateway.asked[0]!.fail());
    await pause(20);
    expect(app.listbox()).toBeNull();
    expect(app.input.getAttribute('aria-expanded')).toBe('false');
    expect(document.querySelector('[role=alert]')).toBeNull();

    await act(async () => app.input.form!.requestSubmit());
    await waitFor(() => app.location() === '/en/search-results/products?q=sadu');
  });

  it('speaks Arabic on an Arabic page, its links under /ar', async () => {
    const app = await visit(
      '/ar',
      new InMemoryCatalogueGateway({
        products: [aProductDetail('mabkhara', { name: 'مبخرة خشبية' })],
        categories: [{ slug: 'incense', name: 'المباخر والبخور', image: '/incense.svg', productCount: 1 }],
        sellers: [aSellerDetail('najran-burners', { name: 'مباخر نجران' })],
      }),
    );
    await app.type('المباخر');
    await app.suggestionsShown();
    const headings = [...app.listbox()!.querySelectorAll('[role=group]')].map(
      (group) => document.getElementById(group.getAttribute('aria-labelledby')!)?.textContent,
    );
    expect(headings).toEqual(['المنتجات', 'الفئات', 'المتاجر']);
    expect(app.options().map((option) => option.getAttribute('href'))).toEqual([
      '/ar/products/details/mabkhara',
      '/ar/products/incense',
      '/ar/sellers/products?seller=najran-burners',
    ]);
    expect(app.listbox()!.getAttribute('aria-label')).toBe('اقتراحات البحث');
  });
});

describe('the header search rendered on the server', () => {
  it('is the plain form that searches products without a script, with nothing suggested', async () => {
    const i18n = createI18n();
    await startI18n(i18n, 'en');
    const html = renderToString(
      <I18nextProvider i18n={i18n}>
        <MantineProvider>
          <PortsProvider ports={testPorts(new InMemoryCookies(), { catalogue: catalogue() })}>
            <MemoryRouter initialEntries={['/en']}>
              <SearchBox id="header-search" />
            </MemoryRouter>
          </PortsProvider>
        </MantineProvider>
      </I18nextProvider>,
    );
    const form = new DOMParser().parseFromString(html, 'text/html').querySelector('form')!;
    expect(form.getAttribute('action')).toBe('/en/search-results/products');
    expect(form.getAttribute('method')).toBe('get');
    const input = form.querySelector('input')!;
    expect([input.name, input.getAttribute('role'), input.getAttribute('aria-expanded'), input.hasAttribute('aria-controls')]).toEqual(['q', 'combobox', 'false', false]);
    expect(form.querySelector('button[type=submit]')).not.toBeNull();
    expect(form.querySelector('[role=listbox]')).toBeNull();
  });
});
