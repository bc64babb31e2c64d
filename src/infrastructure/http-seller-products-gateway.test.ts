import { describe, expect, it } from 'vitest';
import * as port from '../domain/seller-product';
import type { SellerProductDraft } from '../application/ports/seller-products-gateway';
import { NAME_ON_PRODUCT_MAX_LENGTH } from '../contract/cart';
import * as contract from '../contract/seller-products';
import { aSellerProductInput } from '../contract/testing/seller-product-input';
import { HttpSellerProductsGateway, checkSellerProduct } from './http-seller-products-gateway';
import { recordingApi } from './testing/recording-api';

const DRAFT: SellerProductDraft = aSellerProductInput({
  nameEn: '  Clay jar  ',
  nameAr: 'جرة فخار',
  descriptionEn: 'A jar thrown by hand from Najdi clay.',
  descriptionAr: 'جرة مصنوعة يدويًا من طين نجد الأحمر.',
  categorySlug: 'pottery',
  price: 12_500,
  colours: [{ nameEn: 'Red', nameAr: 'أحمر', hex: '#AA3300' }],
  stock: 7,
});

describe('HttpSellerProductsGateway', () => {
  it('lists, reads, creates, updates with the stock seen, moves, adjusts stock (a colour and size’s too) and reads the low-stock list', async () => {
    const { api, calls } = recordingApi();
    const gateway = new HttpSellerProductsGateway(api);
    const checked = checkSellerProduct(DRAFT);
    if (!checked.ok) throw new Error('the draft should pass');
    await gateway.list({ status: 'all', q: '', page: 1 });
    await gateway.list({ status: 'draft', q: 'جرة', page: 2, pageSize: 20 });
    await gateway.get('clay-jar');
    await gateway.create(checked.fields);
    await gateway.update('clay-jar', checked.fields, 5);
    await gateway.move('clay-jar', 'publish');
    await gateway.adjustStock('clay-jar', -2);
    await gateway.adjustStock('clay-jar', 3, { colourId: 'red', sizeId: null });
    await gateway.lowStock();
    const body = { ...checked.fields };
    expect(calls).toEqual([
      { id: 'listOwnSellerProducts', request: { query: { status: 'all', q: '', page: '1', pageSize: undefined } } },
      { id: 'listOwnSellerProducts', request: { query: { status: 'draft', q: 'جرة', page: '2', pageSize: '20' } } },
      { id: 'getSellerProduct', request: { params: { slug: 'clay-jar' } } },
      { id: 'createSellerProduct', request: { body } },
      { id: 'updateSellerProduct', request: { params: { slug: 'clay-jar' }, body: { ...body, stockSeen: 5 } } },
      { id: 'moveSellerProduct', request: { params: { slug: 'clay-jar' }, body: { move: 'publish' } } },
      { id: 'adjustSellerStock', request: { params: { slug: 'clay-jar' }, body: { change: -2 } } },
      // A kind the product does not offer is left out, as the contract has it.
      { id: 'adjustSellerStock', request: { params: { slug: 'clay-jar' }, body: { change: 3, colourId: 'red' } } },
      { id: 'listSellerLowStock', request: { query: {} } },
    ]);
  });

  it('checks the editor’s fields with the contract: trimmed and lower-cased when they pass, each failing field named when not', async () => {
    const gateway = new HttpSellerProductsGateway(recordingApi().api);
    const passed = await gateway.check(DRAFT);
    expect(passed.ok && passed.fields.nameEn).toBe('Clay jar');
    expect(passed.ok && passed.fields.colours[0]!.hex).toBe('#aa3300');
    const refused = await gateway.check({ ...DRAFT, nameEn: 'Ja', price: null, stock: Number.NaN, colours: [{ nameEn: '', nameAr: 'أحمر', hex: '#AA3300' }] });
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(refused.messages.nameEn).toEqual([{ key: 'validation.min', params: { field: 'productNameEn', length: 3 } }]);
    expect(refused.messages.price?.[0]?.key).toBe('validation.required');
    expect(refused.messages.stock?.[0]).toEqual({ key: 'validation.invalid', params: { field: 'stock' } });
    expect(refused.messages['colours.0.nameEn']?.[0]).toEqual({ key: 'validation.required', params: { field: 'optionNameEn' } });
  });

  it('checks the stock of each colour and size, each cell keeping the count it was loaded with', async () => {
    const gateway = new HttpSellerProductsGateway(recordingApi().api);
    const perOption: SellerProductDraft = { ...DRAFT, stock: 5, stockPerOption: true, optionStock: [{ colour: 0, size: null, stock: 5, stockSeen: 3 }] };
    const passed = await gateway.check(perOption);
    expect(passed.ok && passed.fields.optionStock).toEqual([{ colour: 0, size: null, stock: 5, stockSeen: 3 }]);
    const refused = await gateway.check({ ...perOption, optionStock: [{ colour: 0, size: null, stock: Number.NaN }] });
    expect(!refused.ok && refused.messages['optionStock.0.stock']?.[0]).toEqual({ key: 'validation.invalid', params: { field: 'stock' } });
  });

  it('holds the same limits as the contract', () => {
    expect(port.LOW_STOCK_THRESHOLD).toBe(contract.LOW_STOCK_THRESHOLD);
    expect(port.MAX_PRODUCT_OPTIONS).toBe(contract.MAX_PRODUCT_OPTIONS);
    expect(port.NAME_ON_PRODUCT_LIMIT).toBe(NAME_ON_PRODUCT_MAX_LENGTH);
    expect(port.SELLER_PRODUCT_STATUSES).toEqual(contract.SELLER_PRODUCT_STATUSES);
    expect(port.PRODUCT_MOVES).toEqual(contract.PRODUCT_MOVES);
  });
});
