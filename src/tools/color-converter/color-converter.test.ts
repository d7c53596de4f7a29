import { describe, expect, it } from 'vitest';
import type { Message } from '../../lib/operation/message';
import { inEnglish } from '../../test/words';
import words from './locales/en.json';
import {
  colorFieldIds,
  colorFieldsFromLink,
  colorLinkPattern,
  defaultColorLinkText,
  editColorField,
  initialColorFields,
  parseColor,
  type ColorFieldId,
  type ColorTexts,
} from './color-converter';

describe('initial fields', () => {
  it('show the default colour #1ea54c in every notation', () => {
    expect(initialColorFields).toEqual({
      texts: {
        picker: '#1ea54cff',
        hex: '#1ea54c',
        rgb: 'rgb(30, 165, 76)',
        hsl: 'hsl(140, 69%, 38%)',
        hwb: 'hwb(140 12% 35%)',
        lch: 'lch(59.62% 61.82 145.05)',
        cmyk: 'device-cmyk(82% 0% 54% 35%)',
        name: 'seagreen',
      },
      errors: {},
      color: '1ea54c',
    });
  });
});

describe('editColorField', () => {
  it.each<{ field: ColorFieldId; text: string; expected: Partial<ColorTexts> }>([
    // The spec's (rgb(0, 128, 255), rebeccapurple, rgba(0,0,0,0.25)) are the operation's examples.
    {
      field: 'hex',
      text: '#1ea54ccc',
      expected: { rgb: 'rgba(30, 165, 76, 0.8)', hsl: 'hsla(140, 69%, 38%, 0.8)', hwb: 'hwb(140 12% 35% / 0.8)' },
    },
    { field: 'hex', text: '0080ff', expected: { rgb: 'rgb(0, 128, 255)', name: 'dodgerblue' } },
    { field: 'hex', text: 'FFF', expected: { rgb: 'rgb(255, 255, 255)', name: 'white', picker: '#ffffffff' } },
    { field: 'hex', text: ' ff000080 ', expected: { rgb: 'rgba(255, 0, 0, 0.5)' } },
    { field: 'hex', text: 'red', expected: { rgb: 'rgb(255, 0, 0)' } },
    { field: 'cmyk', text: 'device-cmyk(82% 0% 54% 35%)', expected: { hex: '#1ea64c' } },
    { field: 'hwb', text: 'hwb(210 0% 0%)', expected: { hex: '#0080ff' } },
    { field: 'lch', text: 'lch(53.53% 73.07 276.81)', expected: { hex: '#0080ff' } },
    { field: 'hsl', text: 'hsl(270, 50%, 40%)', expected: { hex: '#663399', name: 'rebeccapurple' } },
    { field: 'hsl', text: 'red', expected: { hex: '#ff0000', name: 'red', picker: '#ff0000ff' } },
    { field: 'picker', text: '#663399ff', expected: { hex: '#663399', name: 'rebeccapurple' } },
    { field: 'rgb', text: 'seagreen', expected: { hex: '#2e8b57' } },
    { field: 'name', text: 'transparent', expected: { hex: '#00000000', rgb: 'rgba(0, 0, 0, 0)' } },
    // Out of the sRGB gamut: clamped, so the LCH of the result differs from the text typed.
    { field: 'rgb', text: 'lch(90% 150 100)', expected: { hex: '#daee00', lch: 'lch(90.35% 89.84 105.12)' } },
  ])('$field "$text" rewrites the other fields', ({ field, text, expected }) => {
    const fields = editColorField(initialColorFields, field, text);
    expect(fields.errors).toEqual({});
    expect(fields.texts[field]).toBe(text);
    expect(fields.texts).toMatchObject(expected);
    expect(fields.color).toBe(parseColor(field, text)?.toHex().slice(1));
  });

  it.each<{ field: ColorFieldId; text: string; message: string }>([
    { field: 'picker', text: '#12', message: 'Not a valid hex color.' },
    { field: 'hex', text: '#12345', message: 'Not a valid hex color.' },
    { field: 'hex', text: 'ggg', message: 'Not a valid hex color.' },
    { field: 'rgb', text: 'rgb(1, 2)', message: 'Not a valid RGB color.' },
    { field: 'rgb', text: '0080ff', message: 'Not a valid RGB color.' },
    { field: 'hsl', text: 'hsl(foo)', message: 'Not a valid HSL color.' },
    { field: 'hwb', text: 'hwb(1 2 3 4 5)', message: 'Not a valid HWB color.' },
    { field: 'hwb', text: 'hwb(1)', message: 'Not a valid HWB color.' },
    { field: 'lch', text: 'lch(50%)', message: 'Not a valid LCH color.' },
    // The reference's placeholder showed this form, which colord does not read.
    { field: 'cmyk', text: 'cmyk(82% 0% 54% 35%)', message: 'Not a valid CMYK color.' },
    { field: 'name', text: 'greenish', message: 'Not a known color name.' },
  ])('$field "$text" shows "$message" and changes nothing else', ({ field, text, message }) => {
    const fields = editColorField(initialColorFields, field, text);
    expect(Object.keys(fields.errors)).toEqual([field]);
    expect(inEnglish(fields.errors[field] as Message, words)).toBe(message);
    expect(fields.texts).toEqual({ ...initialColorFields.texts, [field]: text });
    expect(fields.color).toBe(initialColorFields.color);
  });

  it.each(colorFieldIds)('an empty %s field changes nothing else and is no error', (field) => {
    const invalid = editColorField(initialColorFields, field, 'nope');
    for (const text of ['', '   ']) {
      const fields = editColorField(invalid, field, text);
      expect(fields.errors).toEqual({});
      expect(fields.texts).toEqual({ ...initialColorFields.texts, [field]: text });
    }
  });

  it('keeps the error of another field until a valid colour rewrites it', () => {
    const withError = editColorField(initialColorFields, 'rgb', 'rgb(');
    const emptied = editColorField(withError, 'hex', '');
    expect(emptied.errors).toEqual({ rgb: { code: 'formats.rgb.invalid' } });
    const fixed = editColorField(emptied, 'hex', '#ff0000');
    expect(fixed.errors).toEqual({});
    expect(fixed.texts.rgb).toBe('rgb(255, 0, 0)');
  });
});

describe('the colour in a link', () => {
  it('is the hex digits of the last valid colour typed, kept through invalid and empty text', () => {
    const blue = editColorField(initialColorFields, 'rgb', 'rgb(0, 128, 255)');
    expect(blue.color).toBe('0080ff');
    const translucent = editColorField(blue, 'rgb', 'rgba(30, 165, 76, 0.8)');
    expect(translucent.color).toBe('1ea54ccc');
    expect(editColorField(editColorField(translucent, 'name', 'greenish'), 'hex', '').color).toBe('1ea54ccc');
  });

  it.each([
    ['0080ff', '#0080ff', 'dodgerblue'],
    ['#663399', '#663399', 'rebeccapurple'],
    ['FFF', '#ffffff', 'white'],
    ['1ea54ccc', '#1ea54ccc', 'seagreen'],
  ])('%s fills every field', (text, hex, name) => {
    const fields = colorFieldsFromLink(text);
    expect(fields.texts).toMatchObject({ hex, name });
    expect(fields.errors).toEqual({});
  });

  it('reads only hex digits, as the page writes them', () => {
    expect(colorLinkPattern.test(defaultColorLinkText)).toBe(true);
    for (const text of ['red', 'rgb(0, 0, 0)', '#12345', '']) expect(colorLinkPattern.test(text)).toBe(false);
    expect(colorFieldsFromLink('red')).toBe(initialColorFields);
  });
});

describe('parseColor', () => {
  it('accepts a hex without # only in the Hex field', () => {
    expect(parseColor('hex', '1ea54c')?.toHex()).toBe('#1ea54c');
    expect(parseColor('name', '1ea54c')).toBeUndefined();
  });

  it.each(['#abc', '#abcd', '#aabbcc', '#aabbccdd', 'rgb(1 2 3)', 'hsla(1, 2%, 3%, 0.5)', 'hwb(1 2% 3%)', 'RED'])(
    'reads %s in any field',
    (text) => {
      for (const field of colorFieldIds) expect(parseColor(field, text)).toBeDefined();
    },
  );
});

describe('placeholders', () => {
  it('shows the device-cmyk syntax colord reads for CMYK', () => {
    expect(words.formats.cmyk.placeholder).toMatch(/device-cmyk\(/);
    expect(parseColor('cmyk', words.formats.cmyk.placeholder.replace(/^e\.g\. /, ''))).toBeDefined();
  });

  it.each(colorFieldIds)('the %s placeholder is a colour its field reads', (field) => {
    expect(parseColor(field, words.formats[field].placeholder.replace(/^e\.g\. /, ''))).toBeDefined();
  });
});
