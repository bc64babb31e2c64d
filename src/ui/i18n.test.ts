import { describe, expect, it } from 'vitest';
import { activateLanguage, createI18n, localeFilesOf, startI18n, type LocaleFiles } from './i18n';

type Tree = Record<string, unknown>;

function keysOf(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keysOf(value as Tree, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

/** A message's key with its plural forms folded into one: Arabic has six forms where English has two. */
const messagesOf = (tree: Tree): string[] => [...new Set(keysOf(tree).map((key) => key.replace(/_(zero|one|two|few|many|other)$/, '')))];

/** Locale files that count how often each is fetched. */
function countingFiles(contents: Record<string, Tree>) {
  const loads: string[] = [];
  const files: LocaleFiles = Object.fromEntries(
    Object.entries(contents).map(([path, tree]) => [
      path,
      async () => {
        loads.push(path);
        return tree;
      },
    ]),
  );
  return { files, loads };
}

describe('i18n loading', () => {
  it('loads only the active language, each file under its own top-level key', async () => {
    const { files, loads } = countingFiles({
      '/locales/en/common.json': { brand: 'Herfa' },
      '/locales/en/validation.json': { required: 'The {{field}} field is required' },
      '/locales/ar/common.json': { brand: 'حِرفة' },
    });
    const i18n = createI18n();
    await startI18n(i18n, 'en', { files });

    expect(loads.sort()).toEqual(['/locales/en/common.json', '/locales/en/validation.json']);
    expect(i18n.t('validation.required', { field: 'email' })).toBe('The email field is required');
    expect(i18n.hasResourceBundle('ar', 'translation')).toBe(false);

    await activateLanguage(i18n, 'ar', files);
    expect(loads).toContain('/locales/ar/common.json');
    expect(i18n.language).toBe('ar');
    expect(i18n.t('common.brand')).toBe('حِرفة');

    await activateLanguage(i18n, 'ar', files);
    expect(loads.filter((path) => path === '/locales/ar/common.json')).toHaveLength(1);
  });

  it('does not escape interpolated values (React does)', async () => {
    const { files } = countingFiles({ '/locales/en/common.json': { hello: 'Hello {{name}}' } });
    const i18n = createI18n();
    await startI18n(i18n, 'en', { files });
    expect(i18n.t('common.hello', { name: 'Nora & Sara' })).toBe('Hello Nora & Sara');
  });
});

describe('the real locale files', () => {
  it('load in both languages with the same keys in common.json', async () => {
    const i18n = createI18n();
    await startI18n(i18n, 'en');
    await activateLanguage(i18n, 'ar');

    const english = i18n.getResourceBundle('en', 'translation') as Tree;
    const arabic = i18n.getResourceBundle('ar', 'translation') as Tree;
    expect(messagesOf(english.common as Tree).sort()).toEqual(messagesOf(arabic.common as Tree).sort());
    expect(keysOf(english.common as Tree).length).toBeGreaterThan(10);
    expect(i18n.t('common.languageSwitch.label')).toBe('English');
  });

  it('are found for both languages', () => {
    expect(localeFilesOf('en').has('common')).toBe(true);
    expect(localeFilesOf('ar').has('common')).toBe(true);
  });
});

describe('a page the server rendered', () => {
  it('starts with the files its render read, and loads the rest later, once', async () => {
    const contents = {
      '/locales/en/common.json': { brand: 'Herfa' },
      '/locales/en/catalogue.json': { title: 'Products' },
      '/locales/en/orders.json': { title: 'Orders' },
    };
    const server = createI18n();
    const read = new Set<string>();
    await startI18n(server, 'en', { files: countingFiles(contents).files, onRead: (file) => read.add(file) });
    read.clear();
    server.t('catalogue.title');
    expect([...read]).toEqual(['catalogue']);

    const { files, loads } = countingFiles(contents);
    const browser = createI18n();
    await startI18n(browser, 'en', { files, only: ['common', ...read] });
    expect(loads.sort()).toEqual(['/locales/en/catalogue.json', '/locales/en/common.json']);
    expect(browser.t('catalogue.title')).toBe('Products');

    await activateLanguage(browser, 'en', files);
    await activateLanguage(browser, 'en', files);
    expect(loads.filter((path) => path === '/locales/en/orders.json')).toHaveLength(1);
    expect(browser.t('orders.title')).toBe('Orders');
    expect(browser.t('common.brand')).toBe('Herfa');
  });
});
