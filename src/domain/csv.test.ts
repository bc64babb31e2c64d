import { describe, expect, it } from 'vitest';
import { csvDocument, csvField, csvRecord, UTF8_BOM } from './csv';

describe('CSV fields', () => {
  it('leaves a plain field alone, Arabic included', () => {
    expect(csvField('HRF-001001')).toBe('HRF-001001');
    expect(csvField('سارة القحطاني')).toBe('سارة القحطاني');
    expect(csvField('')).toBe('');
  });

  it('quotes a field holding a comma, a quote or a line break, doubling its quotes (RFC 4180)', () => {
    expect(csvField('Riyadh, Olaya')).toBe('"Riyadh, Olaya"');
    expect(csvField('The "best" pot')).toBe('"The ""best"" pot"');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('two\r\nlines')).toBe('"two\r\nlines"');
  });

  it('defuses a text a spreadsheet would run as a formula with a leading apostrophe', () => {
    expect(csvField('=HYPERLINK("http://evil.test","x")')).toBe(`"'=HYPERLINK(""http://evil.test"",""x"")"`);
    expect(csvField('+966551234567')).toBe("'+966551234567");
    expect(csvField('-1')).toBe("'-1");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('\tcmd')).toBe("'\tcmd");
    expect(csvField('\rcmd')).toBe(`"'\rcmd"`);
    // Only at the start: a hyphen inside a name is nothing.
    expect(csvField('Al-Qahtani')).toBe('Al-Qahtani');
  });

  it('writes a number cell as it is, a negative one too', () => {
    expect(csvField({ number: '-12.50' })).toBe('-12.50');
    expect(csvField({ number: '1234.05' })).toBe('1234.05');
  });
});

describe('a CSV document', () => {
  it('starts with the byte order mark and ends every record, the last too, with CRLF', () => {
    expect(csvRecord(['a', { number: '1.00' }, 'b,c'])).toBe('a,1.00,"b,c"');
    expect(csvDocument(['Code', 'Total'], [['HRF-001001', { number: '115.00' }], ['=1+1', { number: '0.01' }]])).toBe(
      `${UTF8_BOM}Code,Total\r\nHRF-001001,115.00\r\n'=1+1,0.01\r\n`,
    );
    expect(csvDocument(['Code'], [])).toBe(`${UTF8_BOM}Code\r\n`);
  });
});
