import { describe, expect, it } from 'vitest';
import { decodePdfTextString, parsePdfDate } from './pdf-text';

const bytes = (...values: number[]) => Uint8Array.from(values);
const ascii = (text: string) => new TextEncoder().encode(text);

describe('decodePdfTextString', () => {
  it.each([
    ['plain ASCII', ascii('Jane Tester'), 'Jane Tester'],
    ['UTF-16BE after its byte order mark', bytes(0xfe, 0xff, 0x00, 0x5a, 0x00, 0xeb, 0x4e, 0x2d), 'Zë中'],
    ['UTF-16BE surrogate pairs', bytes(0xfe, 0xff, 0xd8, 0x3d, 0xde, 0x00), '😀'],
    ['UTF-8 after its byte order mark (PDF 2.0)', bytes(0xef, 0xbb, 0xbf, 0xc3, 0xa9), 'é'],
    ['PDFDocEncoding Latin-1 letters', bytes(0x52, 0xe9, 0x73, 0x75, 0x6d, 0xe9), 'Résumé'],
    ['PDFDocEncoding specials (bullet, em dash, euro)', bytes(0x80, 0x84, 0xa0), '•—€'],
    ['PDFDocEncoding undefined codes', bytes(0x9f), '\ufffd'],
    ['an empty string', bytes(), ''],
  ])('decodes %s', (_name, input, expected) => {
    expect(decodePdfTextString(input)).toBe(expected);
  });
});

describe('parsePdfDate', () => {
  it.each([
    ['D:20250314092653Z', '2025-03-14T09:26:53.000Z'],
    ["D:20240131120000+01'00'", '2024-01-31T11:00:00.000Z'],
    ["D:20240131120000-05'30'", '2024-01-31T17:30:00.000Z'],
    ["D:20240131120000+01'00", '2024-01-31T11:00:00.000Z'],
    ['D:20240131120000+0100', '2024-01-31T11:00:00.000Z'],
    ['D:20240131120000', '2024-01-31T12:00:00.000Z'],
    ['D:2024', '2024-01-01T00:00:00.000Z'],
    ['D:202402', '2024-02-01T00:00:00.000Z'],
  ])('reads %s as %s', (text, iso) => {
    expect(parsePdfDate(text)?.toISOString()).toBe(iso);
  });

  it.each(['', '20240131', 'D:24', 'D:20241331', 'yesterday'])('rejects %j', (text) => {
    expect(parsePdfDate(text)).toBeUndefined();
  });
});
