import { describe, expect, it } from 'vitest';
import { parsePdfObject, PdfSyntaxError, type PdfValue } from './pdf-objects';

const ascii = (text: string) => new Uint8Array(Buffer.from(text, 'latin1'));
const parse = (text: string, offset = 0) => parsePdfObject(ascii(text), offset);
const text = (value: PdfValue) => (value.type === 'string' ? Buffer.from(value.bytes).toString('latin1') : undefined);

describe('parsePdfObject', () => {
  it('reads a signature dictionary with every kind of value', () => {
    const source =
      '<< /Type /Sig /ByteRange [0 975 9169 827] /Contents <3082 0A1f> /Reason (Fine) /M (D:2025)\n' +
      '/Prop_Build << /Filter << /Name /Adobe.PPKLite >> >> /V 5 0 R /Ok true /No null /R -1.5 >> trailing';
    const { value, end } = parse(source);
    expect(value.type).toBe('dictionary');
    if (value.type !== 'dictionary') return;
    expect(value.entries.get('Type')).toEqual({ type: 'name', name: 'Sig' });
    expect(value.entries.get('ByteRange')).toEqual({
      type: 'array',
      items: [0, 975, 9169, 827].map((number) => ({ type: 'number', value: number })),
    });
    expect(value.entries.get('Contents')).toEqual({ type: 'string', bytes: Uint8Array.from([0x30, 0x82, 0x0a, 0x1f]) });
    expect(text(value.entries.get('Reason') as PdfValue)).toBe('Fine');
    expect(value.entries.get('Prop_Build')?.type).toBe('dictionary');
    expect(value.entries.get('V')).toEqual({ type: 'reference', objectNumber: 5, generation: 0 });
    expect(value.entries.get('Ok')).toEqual({ type: 'boolean', value: true });
    expect(value.entries.get('No')).toEqual({ type: 'null' });
    expect(value.entries.get('R')).toEqual({ type: 'number', value: -1.5 });
    expect(end).toBe(source.indexOf(' trailing'));
  });

  it.each([
    ['(a\\(b\\)c)', 'a(b)c'],
    ['(nested (parentheses) kept)', 'nested (parentheses) kept'],
    ['(\\n\\r\\t\\b\\f\\\\)', '\n\r\t\b\f\\'],
    ['(\\101\\60\\0061)', 'A0\u00061'],
    ['(split \\\nline)', 'split line'],
    ['(crlf\r\nbecomes lf)', 'crlf\nbecomes lf'],
    ['(unknown \\q escape)', 'unknown q escape'],
    ['<4A616E65>', 'Jane'],
    ['<4A6>', 'J`'],
    ['<>', ''],
  ])('reads the string %s', (source, expected) => {
    expect(text(parse(source).value)).toBe(expected);
  });

  it('decodes #xx escapes in names', () => {
    expect(parse('/A#20B#2fC').value).toEqual({ type: 'name', name: 'A B/C' });
  });

  it('tells two numbers from a reference', () => {
    const { value } = parse('[1 2 3 0 R 4]');
    expect(value).toEqual({
      type: 'array',
      items: [
        { type: 'number', value: 1 },
        { type: 'number', value: 2 },
        { type: 'reference', objectNumber: 3, generation: 0 },
        { type: 'number', value: 4 },
      ],
    });
  });

  it('skips comments', () => {
    expect(parse('% a comment\n[ 1 % another\n 2 ]').value).toEqual({
      type: 'array',
      items: [
        { type: 'number', value: 1 },
        { type: 'number', value: 2 },
      ],
    });
  });

  it('stops at the given limit', () => {
    expect(() => parsePdfObject(ascii('<< /A 1 >>'), 0, 6)).toThrow(PdfSyntaxError);
  });

  it.each([
    ['an unterminated dictionary', '<< /A 1'],
    ['a key that is not a name', '<< (A) 1 >>'],
    ['a bad hex string', '<12G4>'],
    ['an unknown keyword', 'endobj'],
    ['an unterminated string', '(abc'],
    ['a stray delimiter', ')'],
  ])('throws a PdfSyntaxError on %s', (_name, source) => {
    expect(() => parse(source)).toThrow(PdfSyntaxError);
  });

  it('refuses absurd nesting instead of overflowing the stack', () => {
    expect(() => parse('['.repeat(10_000))).toThrow(PdfSyntaxError);
  });
});
