import { describe, expect, it } from 'vitest';
import { generateBarcode } from './barcode-generator';
import { renderOptions, type BarcodeLook } from './barcode-render';
import { checkBarcodeValue, code39CheckCharacter, gtinCheckDigit, type BarcodeType } from './barcode-value';

// The declared examples (sizes of the SVG) run in src/tools/operations.test.ts; here, what the page
// says of each value, and the edge cases.
const look: BarcodeLook = {
  showText: true,
  barWidth: 2,
  barHeight: 80,
  margin: 10,
  foreground: '#000000',
  background: '#ffffff',
  transparent: false,
  code39Check: false,
};

const checked = (type: BarcodeType, value: string, code39Check = false) => {
  const result = checkBarcodeValue(type, value, { code39Check });
  if (!result.ok) throw new Error(`${value} refused: ${result.error.code}`);
  return result.value;
};
const refusal = (type: BarcodeType, value: string) => {
  const result = checkBarcodeValue(type, value, { code39Check: false });
  return result.ok ? undefined : result.error;
};

describe('check digits', () => {
  it.each([
    ['590123412345', '7'],
    ['400638133393', '1'],
    ['9638507', '4'],
    ['03600029145', '2'],
    ['1540014128876', '3'],
  ])('GTIN %s → %s', (digits, check) => expect(gtinCheckDigit(digits)).toBe(check));

  it.each([
    ['CODE-39', 'P'],
    ['CODE39', 'W'],
    ['IT TOOLS', '$'],
  ])('Code 39 %s → %s', (text, check) => expect(code39CheckCharacter(text)).toBe(check));
});

describe('what the bars hold', () => {
  it('EAN-13 computes its check digit, checks a given one and names the expected digit', () => {
    expect(checked('ean-13', '590123412345')).toMatchObject({ encoded: '5901234123457', checkDigit: '7' });
    expect(checked('ean-13', '590-1234 123457').encoded).toBe('5901234123457');
    expect(refusal('ean-13', '5901234123458')).toEqual({
      code: 'errors.wrongCheckDigit',
      values: { expected: '7', given: '8' },
    });
    expect(refusal('ean-13', '59012341234')?.code).toBe('errors.ean13Length');
    expect(refusal('ean-13', '59012341234x')).toEqual({ code: 'errors.digitsOnly', values: { type: 'EAN-13' } });
  });

  it('EAN-8, UPC-A and ITF-14', () => {
    expect(checked('ean-8', '9638507')).toMatchObject({ encoded: '96385074', checkDigit: '4' });
    expect(checked('upc-a', '03600029145')).toMatchObject({ encoded: '036000291452', checkDigit: '2' });
    expect(checked('itf-14', '1540014128876')).toMatchObject({ encoded: '15400141288763', checkDigit: '3' });
    expect(refusal('itf-14', '12345')?.code).toBe('errors.itf14Length');
    expect(refusal('ean-8', '123')?.code).toBe('errors.ean8Length');
    expect(refusal('upc-a', '1')?.code).toBe('errors.upcaLength');
  });

  it('UPC-E is expanded to its UPC-A number, whose check digit it carries', () => {
    expect(checked('upc-e', '0123456')).toMatchObject({ encoded: '01234565', upcA: '012345000065', checkDigit: '5' });
    expect(checked('upc-e', '123456')).toMatchObject({ encoded: '01234565' });
    expect(checked('upc-e', '1234567')).toMatchObject({ encoded: '12345670', upcA: '123456000070' });
    expect(refusal('upc-e', '2123456')?.code).toBe('errors.upceNumberSystem');
    expect(refusal('upc-e', '12345')?.code).toBe('errors.upceLength');
    expect(refusal('upc-e', '01234566')).toEqual({
      code: 'errors.wrongCheckDigit',
      values: { expected: '5', given: '6' },
    });
  });

  it('Code 39 makes lowercase uppercase, says so, and adds its check character when asked', () => {
    expect(checked('code-39', 'code-39', true)).toEqual({
      text: 'CODE-39',
      encoded: 'CODE-39P',
      checkCharacter: 'P',
      notes: [{ code: 'notes.uppercase' }],
    });
    expect(checked('code-39', 'CODE-39')).toEqual({ text: 'CODE-39', encoded: 'CODE-39', notes: [] });
    expect(refusal('code-39', 'A*B')?.code).toBe('errors.code39Characters');
  });

  it('Codabar takes both start and stop letters or neither', () => {
    expect(checked('codabar', '40156').encoded).toBe('A40156A');
    expect(checked('codabar', 'A40156B').encoded).toBe('A40156B');
    expect(checked('codabar', 'a40156b').encoded).toBe('A40156B');
    expect(refusal('codabar', 'A40156')?.code).toBe('errors.codabarEnds');
    expect(refusal('codabar', '40x56')?.code).toBe('errors.codabarCharacters');
  });

  it('Code 128 takes ASCII up to 80 characters', () => {
    expect(checked('code-128', 'IT-Tools 2026').encoded).toBe('IT-Tools 2026');
    expect(refusal('code-128', 'Grüße')?.code).toBe('errors.code128Ascii');
    expect(refusal('code-128', 'a'.repeat(81))?.code).toBe('errors.code128Length');
  });

  it('two-dimensional codes refuse at once what no symbol can hold', () => {
    expect(refusal('data-matrix', 'x'.repeat(5000))?.code).toBe('errors.dataMatrixTooLong');
    expect(refusal('pdf417', 'x'.repeat(5000))?.code).toBe('errors.pdf417TooLong');
  });
});

describe('drawing', () => {
  it('draws nothing, with no error, for blank text', () => {
    expect(generateBarcode('ean-13', '  ', look)).toEqual({ ok: true, value: undefined });
  });

  it('gives the library fresh options each time, as it changes those it is given', () => {
    const first = renderOptions('pdf417', 'IT Tools PDF417', look);
    expect(first).not.toBe(renderOptions('pdf417', 'IT Tools PDF417', look));
    expect(first).toMatchObject({ bcid: 'pdf417', scale: 2, paddingwidth: 10, includetext: false });
    expect(first).not.toHaveProperty('height');
    const size = (type: BarcodeType, text: string) => {
      const result = generateBarcode(type, text, look);
      return result.ok ? /viewBox="([^"]+)"/.exec(result.value!.svg)?.[1] : result.error.code;
    };
    expect([size('pdf417', 'IT Tools PDF417'), size('pdf417', 'IT Tools PDF417')]).toEqual([
      '0 0 246 100',
      '0 0 246 100',
    ]);
  });

  it('puts the colours in, leaves the background out when transparent, and never the value as markup', () => {
    const svg = (options: Partial<BarcodeLook>, value = '<script>alert(1)</script>') => {
      const result = generateBarcode('code-128', value, { ...look, ...options });
      return result.ok ? result.value!.svg : '';
    };
    expect(svg({ foreground: '#AA0000', background: '#00ff00' })).toMatch(/fill="#00ff00"[\s\S]*stroke="#aa0000"/);
    expect(svg({ transparent: true })).not.toContain('<rect');
    expect(svg({})).not.toContain('<script');
    expect(svg({})).not.toContain('<text');
  });

  it('encodes UTF-8 in a Data Matrix and shows a library error in its own words', () => {
    expect(generateBarcode('data-matrix', 'Grüße 日本', look).ok).toBe(true);
    const tooLong = generateBarcode('data-matrix', 'x'.repeat(3000), look);
    expect(tooLong.ok ? undefined : tooLong.error.code).toBe('errors.dataMatrixTooLong');
  });
});
