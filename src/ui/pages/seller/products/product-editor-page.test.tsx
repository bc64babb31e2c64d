// @vitest-environment jsdom
// The product editor against the in-memory gateway, which checks fields with the contract's own
// schema: messages under each field before anything is sent (in English and Arabic); a new
// product saved as a draft, the address then its own; an edit sending the stock it loaded with;
// a refusal's messages under the fields it names; colours added, reordered and removed; stock
// counted for each colour and size in a grid whose counts follow their options (in English and
// Arabic), never more than a product may hold in all; an Arabic page's numbers prefilled in
// Arabic-Indic digits; and the status moves its status allows, archiving only once confirmed.
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { RequestFailure } from '../../../../application/ports/request-failure';
import { aSellerProduct, countedPerOption, InMemorySellerProducts } from '../../../../infrastructure/testing/in-memory-seller-products';
import { waitFor } from '../../../testing/render-app';
import { choose, click, openConsole, typeInto } from './console-testing';

let unmount: (() => void) | undefined;
afterEach(() => unmount?.());

async function open(path: string, gateway: InMemorySellerProducts) {
  const app = await openConsole(path, gateway);
  unmount = app.unmount;
  await waitFor(() => app.main().querySelector('form') !== null);
  const input = (id: string) => document.getElementById(`product-${id}`) as HTMLInputElement;
  const type = (id: string, value: string) => act(async () => typeInto(input(id), value));
  /** A cell of the stock grid, by the name screen readers hear. */
  const cell = (label: string) => app.main().querySelector<HTMLInputElement>(`input[aria-label="${label}"]`);
  const cells = () => [...app.main().querySelectorAll<HTMLInputElement>('input[id^="product-optionStock-"]')].map((input) => `${input.getAttribute('aria-label')}=${input.value}`);
  const save = async () => {
    await click(app.main().querySelector<HTMLButtonElement>('form button[type="submit"]'));
    // The checks answer asynchronously (the gateway's adapter loads on first use).
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
  };
  return { ...app, input, type, save, cell, cells };
}

const JAR = aSellerProduct({
  slug: 'clay-jar',
  status: 'published',
  stock: 10,
  colours: [
    { id: 'red', name: { en: 'Red', ar: 'أحمر' }, hex: '#aa3300' },
    { id: 'sand', name: { en: 'Sand', ar: 'رملي' }, hex: '#d8c29d' },
  ],
});

describe('adding a product', () => {
  it('shows the contract’s messages under the fields before sending anything, and takes the seller to the first', async () => {
    const gateway = new InMemorySellerProducts();
    const app = await open('/en/seller/products/new', gateway);
    expect(app.text()).toContain('Photos can be added once the product is saved.');
    await app.save();
    await waitFor(() => app.errorUnder(app.input('nameEn')) !== '');
    expect(app.errorUnder(app.input('nameEn'))).toBe('The English name field is required');
    expect(app.errorUnder(app.input('descriptionAr'))).toBe('The Arabic description field is required');
    expect(app.errorUnder(app.input('categorySlug'))).toBe('The category field is required');
    expect(app.errorUnder(app.input('price'))).toBe('The price field is required');
    expect(app.errorUnder(app.input('stock'))).toBe('The stock field is required');
    expect(app.input('nameEn').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(app.input('nameEn'));
    expect(gateway.created).toEqual([]);
    // The messages follow the fields as they are corrected.
    await app.type('nameEn', 'Ja');
    await waitFor(() => app.errorUnder(app.input('nameEn')) === 'The English name field must be at least 3 characters');
    await app.type('price', 'twelve');
    await waitFor(() => app.errorUnder(app.input('price')) === 'price is not valid.');
    // The contract's bounds are halalas: the seller reads them as money.
    await app.type('price', '0.5');
    await waitFor(() => app.errorUnder(app.input('price')).replace(/\u00a0/g, ' ') === 'The price field must be between SAR 1.00 and SAR 1,000,000.00');
  });

  it('speaks Arabic on an Arabic page, each name and description in its own language and direction', async () => {
    const app = await open('/ar/seller/products/new', new InMemorySellerProducts());
    // Mantine sets the direction on the box around the input, which the input takes.
    const direction = (id: string) => app.input(id).closest('[dir]')!.getAttribute('dir');
    expect(direction('nameEn')).toBe('ltr');
    expect(app.input('nameEn').getAttribute('lang')).toBe('en');
    expect(direction('nameAr')).toBe('rtl');
    expect(direction('descriptionEn')).toBe('ltr');
    expect(app.input('descriptionAr').getAttribute('lang')).toBe('ar');
    await app.save();
    await waitFor(() => app.errorUnder(app.input('nameAr')) !== '');
    expect(app.errorUnder(app.input('nameAr'))).toBe('حقل الاسم بالعربية مطلوب');
    expect(app.errorUnder(app.input('price'))).toBe('حقل السعر مطلوب');
    await app.type('discountPercent', '٩٥');
    await waitFor(() => app.errorUnder(app.input('discountPercent')) === 'يجب أن تكون قيمة حقل الخصم بين ١ و٩٠');
    expect(app.text()).toContain('يمكن إضافة الصور بعد حفظ المنتج.');
  });

  it('saves a new product as a draft, its price read from Arabic-Indic digits, and moves to its own address', async () => {
    const gateway = new InMemorySellerProducts();
    const app = await open('/en/seller/products/new', gateway);
    await app.type('nameEn', 'Najdi coffee pot');
    await app.type('nameAr', 'دلة قهوة نجدية');
    await app.type('descriptionEn', 'A brass coffee pot, hammered by hand in Unaizah.');
    await app.type('descriptionAr', 'دلة من النحاس مطروقة يدويًا في عنيزة.');
    await waitFor(() => app.input('categorySlug').querySelectorAll('option').length === 3);
    await act(async () => choose(app.input('categorySlug') as unknown as HTMLSelectElement, 'pottery'));
    await app.type('price', '١٢٥٫٥');
    await app.type('stock', '٧');
    await app.type('discountPercent', '10');
    await app.type('discountEndsAt', '2026-04-01T18:30');
    await click(app.button('Add a colour'));
    await app.type('colours-0-nameEn', 'Brass');
    await app.type('colours-0-nameAr', 'نحاسي');
    expect(app.text()).toContain('Shoppers see SAR 125.50.');
    await app.save();
    await waitFor(() => app.router.state.location.pathname === '/en/seller/products/najdi-coffee-pot');
    expect(gateway.created).toHaveLength(1);
    expect(gateway.created[0]).toMatchObject({
      nameEn: 'Najdi coffee pot',
      categorySlug: 'pottery',
      price: 12_550,
      stock: 7,
      discountPercent: 10,
      discountStartsAt: null,
      // Typed in the seller's own time zone, sent as the instant it names.
      discountEndsAt: new Date(2026, 3, 1, 18, 30).toISOString(),
      colours: [{ nameEn: 'Brass', nameAr: 'نحاسي', hex: '#8a5a44' }],
      sizes: [],
    });
    expect(app.toasts.shown.at(-1)).toMatchObject({ type: 'success', title: 'Product saved' });
    await waitFor(() => app.button('Publish') !== undefined);
    expect(app.main().querySelector('[data-status]')!.textContent).toBe('Draft');
  });
});

const THOBE = countedPerOption(
  aSellerProduct({
    slug: 'sadu-thobe',
    name: { en: 'Sadu thobe', ar: 'ثوب سدو' },
    colours: [
      { id: 'red', name: { en: 'Red', ar: 'أحمر' }, hex: '#aa3300' },
      { id: 'sand', name: { en: 'Sand', ar: 'رملي' }, hex: '#d8c29d' },
    ],
    sizes: [
      { id: 'small', name: { en: 'Small', ar: 'صغير' } },
      { id: 'large', name: { en: 'Large', ar: 'كبير' } },
    ],
  }),
  { 'red/small': 1, 'red/large': 2, 'sand/small': 3, 'sand/large': 4 },
);

describe('counting stock for each colour and size', () => {
  it('offers the choice once the product has a colour or a size', async () => {
    const app = await open('/en/seller/products/new', new InMemorySellerProducts());
    expect(app.input('stockPerOption')).toBeNull();
    await click(app.button('Add a size'));
    expect(app.input('stockPerOption')).not.toBeNull();
    expect(app.field('Count stock for each colour and size')).toBe(app.input('stockPerOption'));
  });

  it('replaces the one count with a count per colour, typed in either digit system, and back to the one count with their total', async () => {
    const gateway = new InMemorySellerProducts([JAR]);
    const app = await open('/en/seller/products/clay-jar', gateway);
    await click(app.input('stockPerOption'));
    expect(app.input('stock')).toBeNull();
    expect(app.cells()).toEqual(['Pieces of Red=0', 'Pieces of Sand=0']);
    await act(async () => typeInto(app.cell('Pieces of Red')!, '٣'));
    await act(async () => typeInto(app.cell('Pieces of Sand')!, '4'));
    expect(app.text()).toContain('In all: 7 pieces');
    await app.save();
    await waitFor(() => gateway.updates.length === 1);
    // Cells the editor did not load are counted afresh; the product's stock goes as their sum.
    expect(gateway.updates[0]!.fields).toMatchObject({
      stockPerOption: true,
      stock: 7,
      optionStock: [
        { colour: 0, size: null, stock: 3 },
        { colour: 1, size: null, stock: 4 },
      ],
    });
    expect(gateway.updates[0]!.fields.optionStock[0]).not.toHaveProperty('stockSeen');
    // After the save, each cell carries the count the server answered, which the next edit sends.
    gateway.sell('clay-jar', 1, { colourId: 'red', sizeId: null });
    await act(async () => typeInto(app.cell('Pieces of Sand')!, '6'));
    await app.save();
    await waitFor(() => gateway.updates.length === 2);
    expect(gateway.updates[1]!.fields.optionStock).toEqual([
      { colour: 0, size: null, stock: 3, stockSeen: 3 },
      { colour: 1, size: null, stock: 6, stockSeen: 4 },
    ]);
    await waitFor(() => app.cell('Pieces of Red')?.value === '2');
    await click(app.input('stockPerOption'));
    expect(app.cells()).toEqual([]);
    expect(app.input('stock').value).toBe('8');
  });

  it('keeps each count with its colour and size as they are reordered, and starts new pairs at 0', async () => {
    const gateway = new InMemorySellerProducts([THOBE]);
    const app = await open('/en/seller/products/sadu-thobe', gateway);
    expect(app.input('stockPerOption').checked).toBe(true);
    expect(app.cells()).toEqual(['Pieces of Red, Small=1', 'Pieces of Red, Large=2', 'Pieces of Sand, Small=3', 'Pieces of Sand, Large=4']);
    expect(app.text()).toContain('In all: 10 pieces');
    await click(app.button('Move Colour 2 up'));
    await click(app.button('Add a size'));
    await app.type('sizes-2-nameEn', 'Medium');
    await app.type('sizes-2-nameAr', 'وسط');
    expect(app.cells()).toEqual([
      'Pieces of Sand, Small=3',
      'Pieces of Sand, Large=4',
      'Pieces of Sand, Medium=0',
      'Pieces of Red, Small=1',
      'Pieces of Red, Large=2',
      'Pieces of Red, Medium=0',
    ]);
    await act(async () => typeInto(app.cell('Pieces of Red, Medium')!, '5'));
    gateway.sell('sadu-thobe', 2, { colourId: 'sand', sizeId: 'large' });
    await app.save();
    await waitFor(() => gateway.updates.length === 1);
    expect(gateway.updates[0]!.fields.optionStock).toEqual([
      { colour: 0, size: 0, stock: 3, stockSeen: 3 },
      { colour: 0, size: 1, stock: 4, stockSeen: 4 },
      { colour: 0, size: 2, stock: 0 },
      { colour: 1, size: 0, stock: 1, stockSeen: 1 },
      { colour: 1, size: 1, stock: 2, stockSeen: 2 },
      { colour: 1, size: 2, stock: 5 },
    ]);
    // The two sold meanwhile stay sold.
    await waitFor(() => app.cell('Pieces of Sand, Large')?.value === '2');
    expect(app.text()).toContain('In all: 13 pieces');
  });

  it('shows the server’s refusal of a cell under that cell, and of the grid under the grid', async () => {
    const gateway = new InMemorySellerProducts([THOBE]);
    gateway.refuseNextSave = new RequestFailure(422, 'validation.failed', 'Some fields are not valid.', {
      'optionStock.2.stock': ['Pieces were sold while you were editing: the stock you set would fall below zero.'],
      optionStock: ['The stock of each colour and size does not match the colours and sizes.'],
    });
    const app = await open('/en/seller/products/sadu-thobe', gateway);
    await act(async () => typeInto(app.cell('Pieces of Sand, Small')!, '0'));
    await app.save();
    await waitFor(() => app.errorUnder(app.cell('Pieces of Sand, Small')!) !== '');
    expect(app.errorUnder(app.cell('Pieces of Sand, Small')!)).toBe('Pieces were sold while you were editing: the stock you set would fall below zero.');
    expect(app.cell('Pieces of Sand, Small')!.getAttribute('aria-invalid')).toBe('true');
    expect(app.cell('Pieces of Red, Small')!.getAttribute('aria-invalid')).not.toBe('true');
    expect(document.activeElement).toBe(app.cell('Pieces of Sand, Small'));
    expect(app.errorUnder(app.input('optionStock'))).toBe('The stock of each colour and size does not match the colours and sizes.');
    // Placed beside the grid, not above the form.
    expect(app.main().querySelector('form')!.textContent).toContain('Sand, Small: Pieces were sold');
    await act(async () => typeInto(app.cell('Pieces of Sand, Small')!, '1'));
    expect(app.errorUnder(app.cell('Pieces of Sand, Small')!)).toBe('');
  });

  it('speaks Arabic on an Arabic page: the checkbox, each cell’s name, Arabic-Indic digits and the contract’s messages', async () => {
    const gateway = new InMemorySellerProducts([THOBE]);
    const app = await open('/ar/seller/products/sadu-thobe', gateway);
    expect(app.field('عدّ المخزون لكل لون ومقاس')).toBe(app.input('stockPerOption'));
    expect(app.cells()).toEqual(['قطع أحمر، صغير=١', 'قطع أحمر، كبير=٢', 'قطع رملي، صغير=٣', 'قطع رملي، كبير=٤']);
    expect(app.text()).toContain('المجموع: ١٠ قطع');
    await act(async () => typeInto(app.cell('قطع أحمر، كبير')!, '١٢'));
    expect(app.text()).toContain('المجموع: ٢٠ قطعة');
    await act(async () => typeInto(app.cell('قطع رملي، صغير')!, 'كثير'));
    await app.save();
    await waitFor(() => app.errorUnder(app.cell('قطع رملي، صغير')!) !== '');
    expect(app.errorUnder(app.cell('قطع رملي، صغير')!)).toBe('قيمة المخزون غير صالحة.');
    expect(gateway.updates).toEqual([]);
    await act(async () => typeInto(app.cell('قطع رملي، صغير')!, '٠'));
    await app.save();
    await waitFor(() => gateway.updates.length === 1);
    expect(gateway.updates[0]!.fields.optionStock.map((cell) => cell.stock)).toEqual([1, 12, 0, 4]);
  });
});

describe('at most 100,000 pieces a product', () => {
  it('refuses cells that together hold more, once, under the grid, before sending anything', async () => {
    const gateway = new InMemorySellerProducts([JAR]);
    const app = await open('/en/seller/products/clay-jar', gateway);
    await click(app.input('stockPerOption'));
    await act(async () => typeInto(app.cell('Pieces of Red')!, '60000'));
    await act(async () => typeInto(app.cell('Pieces of Sand')!, '40001'));
    await app.save();
    await waitFor(() => app.errorUnder(app.input('optionStock')) !== '');
    // The product's stock, sent as the grid's total, is above the limit too: said once, as the total.
    expect(app.errorUnder(app.input('optionStock'))).toBe('The total stock field must be 100,000 or less');
    expect(document.activeElement).toBe(app.input('optionStock'));
    expect(gateway.updates).toEqual([]);
    await act(async () => typeInto(app.cell('Pieces of Sand')!, '40000'));
    await waitFor(() => app.errorUnder(app.input('optionStock')) === '');
    await app.save();
    await waitFor(() => gateway.updates.length === 1);
    expect(gateway.updates[0]!.fields.optionStock.map((cell) => cell.stock)).toEqual([60_000, 40_000]);
  });

  it('says so in Arabic, the limit in Arabic-Indic digits', async () => {
    const gateway = new InMemorySellerProducts([THOBE]);
    const app = await open('/ar/seller/products/sadu-thobe', gateway);
    await act(async () => typeInto(app.cell('قطع رملي، كبير')!, '١٠٠٠٠٠'));
    await app.save();
    await waitFor(() => app.errorUnder(app.input('optionStock')) !== '');
    expect(app.errorUnder(app.input('optionStock'))).toBe('يجب أن تكون قيمة حقل إجمالي المخزون ١٠٠٬٠٠٠ أو أقل');
    expect(gateway.updates).toEqual([]);
  });

  it('shows the server’s refusal of a count that, added to since the editor loaded, would come to more, under the stock', async () => {
    const gateway = new InMemorySellerProducts([JAR]);
    const app = await open('/en/seller/products/clay-jar', gateway);
    // Fifty added meanwhile, on the low-stock page or another tab.
    await gateway.adjustStock('clay-jar', 50);
    await app.type('stock', '100000');
    await app.save();
    await waitFor(() => app.errorUnder(app.input('stock')) !== '');
    expect(app.errorUnder(app.input('stock'))).toBe('The stock field must be 100,000 or less');
    expect(gateway.products[0]!.stock).toBe(60);
  });
});

describe('editing a product', () => {
  it('prefills an Arabic page’s numbers in Arabic-Indic digits, and sends them back as they were', async () => {
    const gateway = new InMemorySellerProducts([{ ...JAR, price: 12_550, discountPercent: 15, customisable: true, nameOnProductMaxLength: 12 }]);
    const app = await open('/ar/seller/products/clay-jar', gateway);
    const numbers = () => ['price', 'stock', 'discountPercent', 'nameOnProductMaxLength'].map((id) => app.input(id).value);
    expect(numbers()).toEqual(['١٢٥٫٥', '١٠', '١٥', '١٢']);
    // Nothing changed: nothing to save.
    expect(app.main().querySelector<HTMLButtonElement>('form button[type="submit"]')!.disabled).toBe(true);
    await app.type('nameEn', 'Red clay jar');
    await app.save();
    await waitFor(() => gateway.updates.length === 1);
    expect(gateway.updates[0]).toMatchObject({ stockSeen: 10, fields: { price: 12_550, stock: 10, discountPercent: 15, nameOnProductMaxLength: 12 } });
    await waitFor(() => app.toasts.shown.length === 1);
    expect(numbers()).toEqual(['١٢٥٫٥', '١٠', '١٥', '١٢']);
  });

  it('prefills a new product’s longest name in Arabic-Indic digits on an Arabic page', async () => {
    const app = await open('/ar/seller/products/new', new InMemorySellerProducts());
    await click(app.input('customisable'));
    expect(app.input('nameOnProductMaxLength').value).toBe('٤٠');
  });

  it('sends the stock it loaded with, so pieces sold meanwhile stay sold', async () => {
    const gateway = new InMemorySellerProducts([JAR]);
    const app = await open('/en/seller/products/clay-jar', gateway);
    expect(app.input('stock').value).toBe('10');
    expect(app.input('price').value).toBe('125');
    gateway.sell('clay-jar', 3);
    await app.type('stock', '15');
    await app.save();
    await waitFor(() => gateway.updates.length === 1 && app.toasts.shown.length === 1);
    expect(gateway.updates[0]).toMatchObject({ slug: 'clay-jar', stockSeen: 10, fields: { stock: 15 } });
    // Five added to the seven left: what the server answered is what the editor shows, and sends next.
    await waitFor(() => app.input('stock').value === '12');
    await app.type('nameEn', 'Red clay jar');
    await app.save();
    await waitFor(() => gateway.updates.length === 2);
    expect(gateway.updates[1]).toMatchObject({ stockSeen: 12, fields: { stock: 12, nameEn: 'Red clay jar' } });
  });

  it('shows a refusal’s messages under the fields it names', async () => {
    const gateway = new InMemorySellerProducts([JAR]);
    gateway.refuseNextSave = new RequestFailure(400, 'validation.failed', 'Some fields are not valid.', {
      nameEn: ['You already sell a product with this name.'],
      'colours.1.nameAr': ['This colour is named twice.'],
    });
    const app = await open('/en/seller/products/clay-jar', gateway);
    await app.type('descriptionEn', 'A jar thrown by hand from red Najdi clay.');
    await app.save();
    await waitFor(() => app.errorUnder(app.input('nameEn')) !== '');
    expect(app.errorUnder(app.input('nameEn'))).toBe('You already sell a product with this name.');
    expect(app.errorUnder(app.input('colours-1-nameAr'))).toBe('This colour is named twice.');
    expect(document.activeElement).toBe(app.input('nameEn'));
    expect(app.toasts.shown.at(-1)).toMatchObject({ type: 'error', title: 'Not saved' });
    await app.type('nameEn', 'Tall clay jar');
    expect(app.errorUnder(app.input('nameEn'))).toBe('');
  });

  it('reorders, removes and adds colours, sending them in the order shown with their ids', async () => {
    const gateway = new InMemorySellerProducts([JAR]);
    const app = await open('/en/seller/products/clay-jar', gateway);
    await click(app.button('Move Colour 2 up'));
    expect(app.input('colours-0-nameEn').value).toBe('Sand');
    expect(app.button('Move Colour 1 up')!.disabled).toBe(true);
    await click(app.button('Remove Colour 2'));
    await click(app.button('Add a size'));
    await app.type('sizes-0-nameEn', 'Large');
    await app.type('sizes-0-nameAr', 'كبير');
    await app.save();
    await waitFor(() => gateway.updates.length === 1);
    expect(gateway.updates[0]!.fields.colours).toEqual([{ id: 'sand', nameEn: 'Sand', nameAr: 'رملي', hex: '#d8c29d' }]);
    expect(gateway.updates[0]!.fields.sizes).toEqual([{ nameEn: 'Large', nameAr: 'كبير' }]);
  });

  it('moves a product by what its status allows, archiving only once confirmed', async () => {
    const gateway = new InMemorySellerProducts([JAR]);
    const app = await open('/en/seller/products/clay-jar', gateway);
    const store = [...app.main().querySelectorAll('a')].find((anchor) => anchor.textContent === 'View in the store')!;
    expect(store.getAttribute('href')).toBe('/en/products/details/clay-jar');
    const moves = () => [...app.main().querySelectorAll('[role="group"][aria-label="Status"] button')].map((button) => button.textContent);
    expect(moves()).toEqual(['Unpublish', 'Archive']);
    await click(app.button('Unpublish'));
    await waitFor(() => moves().join() === 'Publish,Archive');
    expect(app.toasts.shown.at(-1)).toMatchObject({ type: 'success', title: 'Back to draft' });
    expect(app.text()).not.toContain('View in the store');
    await click(app.button('Archive'));
    await waitFor(() => document.querySelector('[role="dialog"]') !== null);
    const dialog = document.querySelector<HTMLElement>('[role="dialog"]')!;
    expect(dialog.textContent).toContain('Archive this product?');
    await click(app.button('Keep it', dialog));
    expect(gateway.moves).toEqual([{ slug: 'clay-jar', move: 'unpublish' }]);
    await click(app.button('Archive'));
    await waitFor(() => app.button('Archive', document.querySelector('[role="dialog"]')!) !== undefined);
    await click(app.button('Archive', document.querySelector('[role="dialog"]')!));
    await waitFor(() => moves().join() === 'Restore as a draft');
    expect(gateway.moves.at(-1)).toEqual({ slug: 'clay-jar', move: 'archive' });
    expect(app.main().querySelector('[data-status]')!.textContent).toBe('Archived');
  });

  it('asks before leaving with unsaved changes', async () => {
    const gateway = new InMemorySellerProducts([JAR]);
    const app = await open('/en/seller/products/clay-jar', gateway);
    const back = () => [...app.main().querySelectorAll('a')].find((anchor) => anchor.textContent === 'Products')!;
    await app.type('nameEn', 'Tall clay jar');
    await click(back());
    await waitFor(() => document.querySelector('[role="dialog"]')?.textContent?.includes('Leave without saving?') === true);
    await click(app.button('Stay and save', document.querySelector('[role="dialog"]')!));
    await waitFor(() => document.querySelector('[role="dialog"]') === null);
    expect(app.router.state.location.pathname).toBe('/en/seller/products/clay-jar');
    expect(app.input('nameEn').value).toBe('Tall clay jar');
    await click(back());
    await waitFor(() => document.querySelector('[role="dialog"]') !== null);
    await click(app.button('Leave without saving', document.querySelector('[role="dialog"]')!));
    await waitFor(() => app.router.state.location.pathname === '/en/seller/products');
  });

  it('tells the seller when a move is refused', async () => {
    const gateway = new InMemorySellerProducts([JAR]);
    const app = await open('/en/seller/products/clay-jar', gateway);
    gateway.products.splice(0, 1, { ...JAR, status: 'archived' });
    await click(app.button('Unpublish'));
    await waitFor(() => app.toasts.shown.length === 1);
    expect(app.toasts.shown[0]).toMatchObject({ type: 'error', title: 'The status did not change', message: 'A product that is archived cannot be moved that way.' });
  });
});
