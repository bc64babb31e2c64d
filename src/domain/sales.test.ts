import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { invoiceTotals, lineGross } from './invoice';
import { sum } from './money';
import { isCalendarDate, orderVat, riyadhDate, riyadhDays, riyadhMonthOf, riyadhTimestamp, salesFigures, salesPeriods } from './sales';

describe('the Riyadh calendar', () => {
  it('puts an instant on its Riyadh date, three hours ahead of UTC', () => {
    expect(riyadhDate(new Date('2026-03-31T20:59:59Z'))).toBe('2026-03-31');
    expect(riyadhDate(new Date('2026-03-31T21:00:00Z'))).toBe('2026-04-01');
  });

  it('writes an instant in Riyadh time with its offset', () => {
    expect(riyadhTimestamp(new Date('2026-03-31T21:30:05.250Z'))).toBe('2026-04-01T00:30:05+03:00');
  });

  it('spans whole Riyadh days, both ends included', () => {
    expect(riyadhDays('2026-03-01', '2026-03-31')).toEqual({ from: new Date('2026-02-28T21:00:00Z'), to: new Date('2026-03-31T21:00:00Z') });
  });

  it('knows the month, leap years included, from Riyadh’s date rather than UTC’s', () => {
    expect(riyadhMonthOf(new Date('2028-02-10T12:00:00Z'))).toEqual({ first: '2028-02-01', last: '2028-02-29' });
    // 22:00 UTC on 31 January is already 1 February in Riyadh.
    expect(riyadhMonthOf(new Date('2026-01-31T22:00:00Z'))).toEqual({ first: '2026-02-01', last: '2026-02-28' });
  });

  it('answers today and this month', () => {
    const { today, month } = salesPeriods(new Date('2026-11-27T23:57:00Z'));
    expect(today).toEqual({ from: new Date('2026-11-27T21:00:00Z'), to: new Date('2026-11-28T21:00:00Z') });
    expect(month).toEqual({ from: new Date('2026-10-31T21:00:00Z'), to: new Date('2026-11-30T21:00:00Z') });
  });

  it('accepts only real dates', () => {
    expect(isCalendarDate('2026-02-28')).toBe(true);
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-2-01')).toBe(false);
    expect(isCalendarDate('٢٠٢٦-٠٢-٠١')).toBe(false);
  });
});

describe('sales figures', () => {
  it('counts the orders, adds their totals and the VAT of each', () => {
    // 115.00 holds 15.00 VAT; 0.01 holds none; 100.00 holds 13.04 (13.0434…).
    expect(salesFigures([11_500, 1, 10_000])).toEqual({ orders: 3, revenue: 21_501, vat: 1_500 + 0 + 1_304 });
    expect(salesFigures([])).toEqual({ orders: 0, revenue: 0, vat: 0 });
  });

  it('states for each order exactly the VAT its invoice states', () => {
    const line = fc.record({ unitPrice: fc.integer({ min: 1, max: 500_000 }), discountShare: fc.double({ min: 0, max: 1, noNaN: true }), quantity: fc.integer({ min: 1, max: 20 }) });
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 8 }), fc.integer({ min: 0, max: 100_000 }), (drawn, shippingFee) => {
        const lines = drawn.map(({ unitPrice, discountShare, quantity }) => ({ unitPrice, unitDiscount: Math.floor(unitPrice * discountShare), quantity }));
        const orderTotal = sum(lines.map(lineGross)) + shippingFee;
        expect(orderVat(orderTotal)).toBe(invoiceTotals(lines, shippingFee).vat);
      }),
    );
  });

  it('adds rounded invoice VATs, not the VAT of the summed revenue', () => {
    // 0.05 holds 0.0065… VAT, rounded to 0.01 on its invoice: three such invoices state 0.03, where the VAT of 0.15 is 0.02.
    expect(salesFigures([5, 5, 5]).vat).toBe(3 * orderVat(5));
    expect(orderVat(5)).toBe(1);
    expect(orderVat(15)).toBe(2);
    expect(salesFigures([5, 5, 5]).vat).toBe(3);
  });
});
