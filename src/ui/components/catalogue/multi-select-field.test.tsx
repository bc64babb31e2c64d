// @vitest-environment jsdom
import { DirectionProvider, MantineProvider } from '@mantine/core';
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import type { Language } from '../../../domain/locale';
import { createI18n, startI18n } from '../../i18n';
import { stubBrowserApis, waitFor } from '../../testing/render-app';
import { stubLayoutApis } from './testing-stubs';
import { MULTI_SELECT, MultiSelectField, atMaximum, emptyNotice, type MultiSelectOption } from './multi-select-field';

let root: Root | undefined;
let host: HTMLElement | undefined;
afterEach(() => {
  act(() => root?.unmount());
  host?.remove();
  document.body.innerHTML = '';
});

const options = (count: number): MultiSelectOption[] =>
  Array.from({ length: count }, (_, index) => ({ value: `craft-${index}`, label: `Craft ${index}` }));

function Field({ initial, all, max }: { initial: string[]; all: MultiSelectOption[]; max?: number }) {
  const [value, setValue] = useState(initial);
  return <MultiSelectField label="Categories" options={all} value={value} onChange={setValue} max={max} />;
}

async function render(props: { initial?: string[]; all: MultiSelectOption[]; max?: number }, language: Language = 'en') {
  stubBrowserApis();
  stubLayoutApis();
  act(() => root?.unmount());
  host?.remove();
  const i18n = createI18n();
  await startI18n(i18n, language);
  host = document.body.appendChild(document.createElement('div'));
  root = createRoot(host);
  await act(async () => {
    root!.render(
      <I18nextProvider i18n={i18n}>
        <DirectionProvider initialDirection={language === 'ar' ? 'rtl' : 'ltr'}>
          <MantineProvider>
            <Field initial={props.initial ?? []} all={props.all} max={props.max} />
          </MantineProvider>
        </DirectionProvider>
      </I18nextProvider>,
    );
  });
  const input = host.querySelector<HTMLInputElement>('input:not([type=hidden])')!;
  return {
    input,
    async open() {
      await act(async () => {
        input.focus();
        input.click();
      });
    },
    async type(text: string) {
      await act(async () => {
        const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
        setter.call(input, text);
        input.dispatchEvent(new Event('input', { bubbles: true }));
      });
    },
    shownOptions: () => document.querySelectorAll('[role=option]'),
  };
}

describe('the multi-select of spec §8 and §9', () => {
  it('has the spec’s constants: 1000 options shown, 300 px high, 40 px options', () => {
    expect(MULTI_SELECT).toEqual({ optionsLimit: 1000, maxDropdownHeight: 300, optionHeightPx: 40 });
  });

  it('says "Select option" while nothing is chosen, and no placeholder after', async () => {
    const field = await render({ all: options(3) });
    expect(field.input.placeholder).toBe('Select option');
    const chosen = await render({ all: options(3), initial: ['craft-1'] });
    expect(chosen.input.placeholder).toBe('');
  });

  it('shows at most 1000 options, each 40 px high, in a dropdown of at most 300 px', async () => {
    const field = await render({ all: options(1200) });
    await field.open();
    await waitFor(() => field.shownOptions().length > 0);
    expect(field.shownOptions()).toHaveLength(1000);
    expect((field.shownOptions()[0] as HTMLElement).style.minHeight).toBe('40px');
    // Mantine writes 300 px as rem: 300 / 16 = 18.75.
    const heights = [...document.querySelectorAll<HTMLElement>('[style*="max-height"]')].map((element) => element.style.maxHeight);
    expect(heights).toContainEqual(expect.stringMatching(/^(300px|calc\(18\.75rem \* var\(--mantine-scale\)\))$/));
  });

  it('says "No elements found. Consider changing the search query." when the search matches nothing', async () => {
    const field = await render({ all: options(3) });
    await field.open();
    await field.type('zzz');
    await waitFor(() => (document.body.textContent ?? '').includes('No elements found.'));
    expect(document.body.textContent).toContain('No elements found. Consider changing the search query.');
    expect(field.shownOptions()).toHaveLength(0);
  });

  it('says "List is empty." when there is nothing to choose', async () => {
    const field = await render({ all: [] });
    await field.open();
    await waitFor(() => (document.body.textContent ?? '').includes('List is empty.'));
  });

  it('stops at the maximum and says how to choose another, in the page’s language and digits', async () => {
    const field = await render({ all: options(6), initial: ['craft-0', 'craft-1'], max: 2 });
    expect(host!.textContent).toContain('Maximum of 2 options selected. First remove a selected option to select another.');
    await field.open();
    await waitFor(() => field.shownOptions().length > 0);
    expect(field.shownOptions()[0]!.getAttribute('aria-disabled')).not.toBe('true');
    expect(field.shownOptions()[4]!.getAttribute('aria-disabled')).toBe('true');
    await act(async () => (field.shownOptions()[4] as HTMLElement).click());
    expect(host!.querySelectorAll('.mantine-Pill-root, [class*=Pill-root]')).toHaveLength(2);

    await render({ all: options(6), initial: ['craft-0', 'craft-1', 'craft-2'], max: 3 }, 'ar');
    expect(host!.textContent).toContain('تم اختيار الحد الأقصى من الخيارات (٣ خيارات)');
  });

  it('picks its message from the list and the choice', () => {
    expect(emptyNotice(0)).toBe('listEmpty');
    expect(emptyNotice(4)).toBe('noElementsFound');
    expect(atMaximum(5, 5)).toBe(true);
    expect(atMaximum(4, 5)).toBe(false);
    expect(atMaximum(50, undefined)).toBe(false);
  });
});
